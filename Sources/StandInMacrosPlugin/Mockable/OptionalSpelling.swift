import SwiftSyntax

extension SyntaxProtocol {
  /// The type's text with each implicitly unwrapped optional spelled as an optional (`URL!` as
  /// `URL?`), for the places a mock stores a value or names its type as a generic argument,
  /// where Swift allows no `!`. Declarations keep the `!`, which a witness must repeat.
  var optionalSpelling: String {
    ImplicitlyUnwrappedRewriter(viewMode: .sourceAccurate).rewrite(self).trimmedDescription
  }
}

private final class ImplicitlyUnwrappedRewriter: SyntaxRewriter {
  override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> TypeSyntax {
    TypeSyntax(
      OptionalTypeSyntax(wrappedType: visit(node.wrappedType))
        .with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia))
  }
}
