import SwiftParser
import SwiftSyntax
import Testing

@testable import StandInAudit

@Suite struct LineTableTests {
  @Test func agreesWithSourceLocationConverterOnEveryToken() {
    let source = "import A\r\nlet x = 1\rlet y = \"é\" + A.b\n\n  func f() { _ = Ä.shared }\n// end"
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "x.swift", tree: tree)
    let table = LineTable(Array(source.utf8))
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let position = token.positionAfterSkippingLeadingTrivia
      let expected = converter.location(for: position)
      let actual = table.location(of: position.utf8Offset)
      #expect(actual.line == expected.line && actual.column == expected.column, "\(token.text)")
    }
  }

  @Test func countsCarriageReturnsAndBytes() {
    let table = LineTable(Array("a\r\nb\rc\néx".utf8))
    #expect(table.location(of: 0) == (1, 1))
    #expect(table.location(of: 3) == (2, 1))
    #expect(table.location(of: 5) == (3, 1))
    #expect(table.location(of: 9) == (4, 3))
  }
}
