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
}
