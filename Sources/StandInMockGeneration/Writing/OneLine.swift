import SwiftSyntax

extension SyntaxProtocol {
  /// The node's tokens on one line, comments dropped and each run of whitespace made one space:
  /// a requirement restated this way sits on one line of the generated file, which
  /// `#sourceLocation` maps to the line of `standin-mocks.json` that asked for it.
  var oneLine: String {
    var text = ""
    var wantsSpace = false
    var previous: TokenKind?
    for token in tokens(viewMode: .sourceAccurate) {
      if wantsSpace || !token.leadingTrivia.isEmpty, !text.isEmpty,
        !Self.opens(previous), !Self.closes(token.tokenKind)
      {
        text += " "
      }
      text += token.text
      wantsSpace = !token.trailingTrivia.isEmpty
      previous = token.tokenKind
    }
    return text
  }

  private static func opens(_ kind: TokenKind?) -> Bool {
    [.leftParen, .leftSquare, .leftAngle].contains(kind)
  }

  private static func closes(_ kind: TokenKind) -> Bool {
    [.rightParen, .rightSquare, .rightAngle, .comma].contains(kind)
  }
}
