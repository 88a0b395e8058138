import SwiftParser
import SwiftSyntax

/// Writes each type name of a declaration with the module that declares it (`Logger.Level`
/// becomes `Logging.Logger.Level`), so that the declaration means the same in the test target,
/// whose own types and other imports would otherwise shadow or clash with the names.
///
/// ```swift
/// let qualifier = TypeQualifier(keeping: [], associatedTypes: ["Element"]) {
///   $0 == "Logger" ? logging : nil   // the ModuleSource of Logging
/// }
/// qualifier.qualified(requirement)   // func log(level: Logging.Logger.Level, item: Element)
/// ```
///
/// Names in `keeping` (associated types, the protocol's type aliases, generic parameters) are
/// left as they are; so are attributes. A type alias a protocol declares in its body
/// (`typealias Inbound = RPCAsyncSequence<…>`) is written out in full through `expandedAliases`:
/// a mock, being a class, sees such an alias only through its conformance.
final class TypeQualifier: SyntaxRewriter {
  private var keeping: Set<String>
  private let associatedTypes: Set<String>
  private let moduleDeclaring: (String) -> ModuleSource?
  /// The protocols' own type aliases, and the associated types a `where` clause fixes, by name,
  /// each already written with qualified names.
  var expandedAliases: [String: TypeSyntax] = [:]
  /// The function type a type alias of a package module stands for, written with qualified
  /// names, or nil when `name` is no such alias.
  var functionTypeAlias: (String) -> TypeSyntax? = { _ in nil }
  /// `nonisolated(nonsending)` or `@concurrent`, written on each `async` function type that
  /// names no isolation, when the declaring module's default differs from the test target's.
  var asyncFunctionIsolation: String?

  /// A qualifier that leaves `keeping` and `associatedTypes` alone and qualifies a name with the
  /// module `moduleDeclaring` gives for it.
  init(
    keeping: Set<String>, associatedTypes: Set<String>,
    moduleDeclaring: @escaping (String) -> ModuleSource?
  ) {
    self.keeping = keeping.union(associatedTypes).union(["Self", "Any", "AnyObject"])
    self.associatedTypes = associatedTypes
    self.moduleDeclaring = moduleDeclaring
    super.init(viewMode: .sourceAccurate)
  }

  /// `declaration` with its type names qualified; its own generic parameters are kept.
  func qualified<Node: SyntaxProtocol>(_ declaration: Node) -> Node {
    let saved = keeping
    keeping.formUnion(Self.genericParameterNames(of: Syntax(declaration)))
    defer { keeping = saved }
    return rewrite(declaration).cast(Node.self)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    if node.genericArgumentClause == nil, let aliased = expandedAliases[node.name.text] {
      return aliased.with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
    let visited = super.visit(node)
    guard let identifier = visited.as(IdentifierTypeSyntax.self),
      !keeping.contains(identifier.name.text),
      let module = moduleDeclaring(identifier.name.text)
    else { return visited }
    let name = identifier.name.text.asMemberName
    let qualified: TypeSyntax =
      module.qualifierPrefix.hasSuffix("::")
      // A module selector is one token to the printer: `TextTable::TextTableStyle`.
      ? TypeSyntax(
        IdentifierTypeSyntax(
          name: .identifier(module.qualifierPrefix + name),
          genericArgumentClause: identifier.genericArgumentClause))
      : TypeSyntax(
        MemberTypeSyntax(
          baseType: IdentifierTypeSyntax(name: .identifier(module.name)),
          name: .identifier(name),
          genericArgumentClause: identifier.genericArgumentClause))
    return qualified.with(\.leadingTrivia, identifier.leadingTrivia)
      .with(\.trailingTrivia, identifier.trailingTrivia)
  }

  /// `Self.Span`, where `Span` is an associated type, is written `Span`: the same type inside a
  /// protocol, and one shape fewer for `@Mockable`.
  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Self",
      associatedTypes.contains(node.name.text) || expandedAliases[node.name.text] != nil
    else { return super.visit(node) }
    if node.genericArgumentClause == nil, let aliased = expandedAliases[node.name.text] {
      return aliased.with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
    let visited = super.visit(node).cast(MemberTypeSyntax.self)
    return TypeSyntax(
      IdentifierTypeSyntax(name: visited.name, genericArgumentClause: visited.genericArgumentClause)
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
  }

  override func visit(_ node: AttributeSyntax) -> AttributeSyntax { node }

  /// A closure parameter written through a type alias (GRDB's `tokenCallback:
  /// FTS5WrapperTokenCallback`) is written out: `@Mockable` tells a non-escaping closure from a
  /// value by its spelling, and would otherwise record the closure as a value.
  override func visit(_ node: FunctionParameterSyntax) -> FunctionParameterSyntax {
    let visited = super.visit(node)
    guard let identifier = node.type.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil, !keeping.contains(identifier.name.text),
      let function = functionTypeAlias(identifier.name.text)
    else { return visited }
    return visited.with(
      \.type,
      function.with(\.leadingTrivia, node.type.leadingTrivia)
        .with(\.trailingTrivia, node.type.trailingTrivia))
  }

  override func visit(_ node: AttributedTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let isolation = asyncFunctionIsolation, Self.namesNoIsolation(node) else {
      return visited
    }
    return Self.isolating(visited, with: isolation)
  }

  override func visit(_ node: FunctionTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    // A function type with attributes is isolated where its attributes are.
    guard let isolation = asyncFunctionIsolation, node.effectSpecifiers?.asyncSpecifier != nil,
      node.parent?.is(AttributedTypeSyntax.self) != true
    else { return visited }
    return Self.isolating(visited, with: isolation)
  }

  /// Whether `node` is an `async` function type with attributes and specifiers that name no
  /// isolation (`@escaping`, `@Sendable`, `sending`), and no `@autoclosure`.
  private static func namesNoIsolation(_ node: AttributedTypeSyntax) -> Bool {
    guard let function = node.baseType.as(FunctionTypeSyntax.self),
      function.effectSpecifiers?.asyncSpecifier != nil
    else { return false }
    let plain: Set<String> = ["escaping", "Sendable", "convention"]
    let attributes = node.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    let specifiers = node.specifiers.map(\.trimmedDescription)
    return attributes.allSatisfy(plain.contains)
      && !specifiers.contains { $0.hasPrefix("nonisolated") || $0.hasPrefix("isolated") }
  }

  /// `type` with `isolation` before its attributes, where Swift wants a type's isolation.
  private static func isolating(_ type: TypeSyntax, with isolation: String) -> TypeSyntax {
    var parser = Parser("\(isolation) \(type.trimmedDescription)")
    return TypeSyntax.parse(from: &parser).with(\.leadingTrivia, type.leadingTrivia)
      .with(\.trailingTrivia, type.trailingTrivia)
  }

  private static func genericParameterNames(of declaration: Syntax) -> [String] {
    let clause =
      declaration.as(FunctionDeclSyntax.self)?.genericParameterClause
      ?? declaration.as(SubscriptDeclSyntax.self)?.genericParameterClause
      ?? declaration.as(InitializerDeclSyntax.self)?.genericParameterClause
    return clause?.parameters.map(\.name.text) ?? []
  }
}
