import SwiftSyntax

/// Writes a protocol's type aliases out where a type names them, through each other: with
/// `Expression = FinalResult.Element`, `[Expression]` becomes `[FinalResult.Element]`.
///
/// ```swift
/// AliasSubstitution.writingOut(["Expression": "FinalResult.Element"], in: "[Expression]")
/// // [FinalResult.Element]
/// ```
final class AliasSubstitution: SyntaxRewriter {
  private let values: [String: TypeSyntax]

  private init(_ values: [String: TypeSyntax]) {
    self.values = values
    super.init(viewMode: .sourceAccurate)
  }

  /// `type` with every alias of `values` it names written out, also where an alias's value
  /// names another alias; an alias that names itself, however deep, is left as written.
  static func writingOut(_ values: [String: TypeSyntax], in type: TypeSyntax) -> TypeSyntax {
    var current = type
    for _ in 0...values.count {
      let next = AliasSubstitution(values).rewrite(current).cast(TypeSyntax.self)
      if next.trimmedDescription == current.trimmedDescription { return next }
      current = next
    }
    return type
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard node.genericArgumentClause == nil, let value = values[node.name.text] else {
      return super.visit(node)
    }
    return value.with(\.leadingTrivia, node.leadingTrivia).with(
      \.trailingTrivia, node.trailingTrivia)
  }
}
