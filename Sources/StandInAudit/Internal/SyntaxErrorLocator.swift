import SwiftSyntax

enum SyntaxErrorLocator {
  /// Where the first syntax error of `tree` is, as "syntax error at line 3, column 7".
  static func describe(_ tree: SourceFileSyntax, lines: LineTable) -> String {
    for token in tree.tokens(viewMode: .all) {
      let isUnexpected =
        token.ancestorOrSelf { $0.is(UnexpectedNodesSyntax.self) ? $0 : nil } != nil
      guard token.presence == .missing || isUnexpected else { continue }
      let location = lines.location(of: token.positionAfterSkippingLeadingTrivia.utf8Offset)
      return "syntax error at line \(location.line), column \(location.column)"
    }
    return "syntax errors"
  }
}
