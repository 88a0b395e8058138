import Testing

@testable import StandInAudit

/// The quick pass that chooses which of a dependency's files the syntax-only mode parses: what
/// each keyword makes of the word after it, and what it skips.
@Suite struct DeclarationSketchTests {
  static func sketch(_ source: String) -> DeclarationSketch {
    DeclarationSketch(Array(source.utf8))
  }

  @Test func recordsImportsThroughTheirKindsAndAcrossALineBreak() {
    let sketch = Self.sketch(
      """
      import NIOCore
      @_exported import struct Logging.Logger
      import
        Dispatch
      import func Glibc.getenv
      func f() { import Nested }
      """)
    #expect(sketch.imports == ["NIOCore", "Logging", "Dispatch", "Glibc"])
    // `import struct Logging.Logger` declares no type, and `import func …` no global.
    #expect(sketch.types.isEmpty)
    #expect(sketch.globals == ["f"])
  }

  @Test func recordsTypesNestedOrNotAndTheTopLevelOnesApart() {
    let sketch = Self.sketch(
      """
      public final class Bootstrap { struct Options {} }
      enum Mode { case a }
      actor Pool {}
      protocol Handler {}
      typealias Callback = () -> Void
      """)
    #expect(sketch.types == ["Bootstrap", "Options", "Mode", "Pool", "Handler", "Callback"])
    #expect(sketch.topLevelTypes == ["Bootstrap", "Mode", "Pool", "Handler", "Callback"])
  }

  @Test func recordsExtensionsAndOnlyTopLevelGlobals() {
    let sketch = Self.sketch(
      """
      extension ByteBuffer { var count: Int { 0 } }
      let defaultPort = 80
      var registry: [String] = []
      func make() -> Int { let local = 1; return local }
      """)
    #expect(sketch.extended == ["ByteBuffer"])
    #expect(sketch.globals == ["defaultPort", "registry", "make"])
  }

  @Test func skipsCommentsStringsAndKeywordsSeparatedByPunctuation() {
    let sketch = Self.sketch(
      """
      // class InComment
      /* struct InBlock /* nested */ enum StillInBlock */
      let text = "class InString \\" struct Escaped"
      let multi = \"\"\"
        enum InMultiline
        \"\"\"
      let access = x.class
      """)
    #expect(sketch.types.isEmpty)
    #expect(sketch.globals == ["text", "multi", "access"])
  }

  @Test func recordsEachTopLevelBodyWithItsOwnerAndTheTypesInside() {
    let source = """
      public struct Pool: Sendable {
        enum State { case idle }
      }
      extension ByteBuffer where Self: Sendable { struct View {} }
      func make() -> Int { 1 }
      var count: Int { get { 0 } }
      #if os(Linux)
      if true { print("top-level code") }
      #endif
      """
    let bytes = Array(source.utf8)
    let bodies = DeclarationSketch(bytes).bodies
    #expect(bodies.map(\.owner) == ["Pool", "ByteBuffer", "make", "count", nil])
    #expect(bodies.map(\.isExtension) == [false, true, false, false, false])
    #expect(bodies.map(\.nested) == [["State"], ["View"], [], [], []])
    // Between the braces: what an elided body leaves out.
    #expect(
      bodies.map { String(decoding: bytes[$0.inside], as: UTF8.self) } == [
        "\n  enum State { case idle }\n", " struct View {} ", " 1 ", " get { 0 } ",
        " print(\"top-level code\") ",
      ])
  }
}
