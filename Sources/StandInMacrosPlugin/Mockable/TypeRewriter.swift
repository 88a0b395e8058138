import SwiftSyntax

/// Rewrites a requirement's types for the places a mock repeats them, on the syntax tree:
/// `Self` becomes the mock's own type (a mock with `Self` requirements is final), `Self.Item`
/// becomes the mock's generic parameter `Item`, and a protocol's own type alias (`Handler`) is
/// replaced by the type it stands for, so it resolves in the mock's nested builders too.
struct TypeRewriter {
  /// The mock with its generic arguments, `StoreMock<Item>`; `nil` where `Self` stays `Self`.
  var selfType: String?
  /// The mock's generic parameters: the protocol's associated types.
  var genericParameters: Set<String> = []
  /// The protocol's own type aliases, each replaced by the type it stands for, so the mock's
  /// stored types never go through its own conformance, and a closure type is seen as one.
  var aliases: [String: String] = [:]
  /// Types named in `@Mockable(noncopyable:)`: `~Copyable` types the macro cannot see.
  var noncopyableTypes: Set<String> = []

  static let identity = TypeRewriter()

  func rewrite<Node: SyntaxProtocol>(_ node: Node) -> Node {
    guard selfType != nil || !genericParameters.isEmpty || !aliases.isEmpty else {
      return node
    }
    return Rewriter(rules: self).rewrite(Syntax(node)).cast(Node.self)
  }

  private final class Rewriter: SyntaxRewriter {
    let rules: TypeRewriter

    init(rules: TypeRewriter) {
      self.rules = rules
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
      let name = node.name.text
      if name == "Self", node.genericArgumentClause == nil, let selfType = rules.selfType {
        return replacement(selfType, for: node)
      }
      if node.genericArgumentClause == nil, let qualified = rules.aliases[name] {
        return replacement(qualified, for: node)
      }
      return super.visit(node)
    }

    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
      guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Self"
      else { return super.visit(node) }
      let name = node.name.text
      if rules.genericParameters.contains(name) {
        let argument = node.genericArgumentClause.map { visit($0) }
        return replacement(name + (argument?.trimmedDescription ?? ""), for: node)
      }
      if let qualified = rules.aliases[name] {
        return replacement(qualified, for: node)
      }
      return super.visit(node)
    }

    private func replacement(_ text: String, for node: some SyntaxProtocol) -> TypeSyntax {
      TypeSyntax(stringLiteral: text)
        .with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
  }
}
