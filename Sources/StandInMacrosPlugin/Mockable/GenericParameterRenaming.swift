import SwiftSyntax

/// Renames a requirement's generic parameters that share a name with the protocol's associated
/// types: in the protocol the generic parameter shadows the associated type, but the mock is
/// generic over the associated types, where Swift 6 rejects the shadowing (GRDB's
/// `func with<RowDecoder>(_ cte: CommonTableExpression<RowDecoder>) -> Self` in a protocol with
/// `associatedtype RowDecoder`).
///
/// ```swift
/// GenericParameterRenaming.unshadowing(requirement, outerNames: ["RowDecoder"])
/// // func with<StandInRowDecoder>(_ cte: CommonTableExpression<StandInRowDecoder>) -> Self
/// ```
final class GenericParameterRenaming: SyntaxRewriter {
  private let renamed: [String: String]

  private init(_ renamed: [String: String]) {
    self.renamed = renamed
    super.init(viewMode: .sourceAccurate)
  }

  /// `declaration` with each of its generic parameters named in `outerNames` renamed
  /// `StandIn<Name>` wherever the declaration names it; the declaration itself if none is.
  static func unshadowing(_ declaration: DeclSyntax, outerNames: Set<String>) -> DeclSyntax {
    guard !outerNames.isEmpty,
      let clause = declaration.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
    else { return declaration }
    let shadowing = clause.parameters.map(\.name.text).filter(outerNames.contains)
    guard !shadowing.isEmpty else { return declaration }
    let renamed = Dictionary(uniqueKeysWithValues: shadowing.map { ($0, "StandIn\($0)") })
    return GenericParameterRenaming(renamed).rewrite(declaration).cast(DeclSyntax.self)
  }

  override func visit(_ node: GenericParameterSyntax) -> GenericParameterSyntax {
    let visited = super.visit(node)
    guard let name = renamed[visited.name.text] else { return visited }
    return visited.with(\.name, .identifier(name, trailingTrivia: visited.name.trailingTrivia))
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard let name = renamed[node.name.text] else { return super.visit(node) }
    let visited = super.visit(node).cast(IdentifierTypeSyntax.self)
    return TypeSyntax(
      visited.with(
        \.name,
        .identifier(
          name, leadingTrivia: visited.name.leadingTrivia,
          trailingTrivia: visited.name.trailingTrivia)))
  }
}
