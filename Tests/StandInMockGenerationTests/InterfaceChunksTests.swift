import Testing

@testable import StandInMockGeneration

@Suite("Cutting a synthesized interface into declarations")
struct InterfaceChunksTests {
  @Test func eachTopLevelDeclarationIsAChunkHeadedByTheImports() {
    let interface = """
      import Swift
      import Dispatch

      /// A protocol.
      public protocol A {

          /// { a brace in a comment }
          func a()

          var b: Swift.Int { get }
      }

      public func f()

      extension A {

          public func c()
      }
      """
    #expect(
      InterfaceChunks.split(interface) == [
        "import Swift\nimport Dispatch\n/// A protocol.\npublic protocol A {\n\n"
          + "    /// { a brace in a comment }\n    func a()\n\n    var b: Swift.Int { get }\n}",
        "import Swift\nimport Dispatch\npublic func f()",
        "import Swift\nimport Dispatch\nextension A {\n\n    public func c()\n}",
      ])
  }
}
