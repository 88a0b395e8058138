import Testing

/// Protocols of modules that ship without sources (the standard library, Foundation), read
/// through `swift-synthesize-interface`.
@Suite("Protocols of the toolchain's modules")
struct ToolchainModuleTests {
  private let fixture = GeneratorFixture()

  init() {
    fixture.usesToolchain = true
    fixture.modules["Names"] = [
      """
      import Foundation
      public protocol Named: CustomStringConvertible, Sendable {
        var name: String { get }
        var created: Date { get }
      }
      """
    ]
  }

  @Test(.enabled(if: GeneratorFixture.tool(named: "swift-synthesize-interface") != nil))
  func aStandardLibraryParentsRequirementsAreRestatedFullyQualified() throws {
    let generated = try fixture.generate(#"{ "mocks": ["Names.Named"] }"#)
    #expect(
      generated.generatedDeclarations == """
          @Mockable /* StandIn: forwards to the originals */ protocol Named: Names.Named {
            var name: String { get }
            var created: Date { get }
            var description: Swift.String { get }
          }
        """)
    #expect(generated.contains("import Foundation\n"), "the declaring file's imports come along")
  }

  @Test(.enabled(if: GeneratorFixture.tool(named: "swift-synthesize-interface") != nil))
  func anInheritedHashableIsNamedSoTheMockHasAnIdentity() throws {
    // As SwiftProtobuf's `ExtensionField: AnyExtensionField, Hashable`: a class gets no
    // synthesized conformance, so `@Mockable` must see `Hashable` to give the mock its identity.
    fixture.modules["Fields"] = [
      """
      public protocol AnyField { func isEqual(_ other: any AnyField) -> Bool }
      public protocol Field: AnyField, Hashable {
        associatedtype Value
        var value: Value { get set }
      }
      """
    ]
    let generated = try fixture.generate(#"{ "mocks": ["Fields.Field"] }"#)
    #expect(generated.contains("protocol Field<Value>: Fields.Field, Hashable {"))
  }

  @Test(.enabled(if: GeneratorFixture.tool(named: "swift-synthesize-interface") != nil))
  func aFoundationProtocolIsFoundWhereFoundationDeclaresIt() throws {
    let generated = try fixture.generate(#"{ "mocks": ["Foundation.LocalizedError"] }"#)
    let declarations = generated.generatedDeclarations
    #expect(declarations.contains("var errorDescription: Swift.String? { get }"))
    #expect(declarations.contains("var recoverySuggestion: Swift.String? { get }"))
    #expect(!generated.contains("#error"), "\(generated)")
  }

  @Test func withoutTheInterfaceSynthesizerTheEntrySaysWhatIsMissing() throws {
    fixture.usesToolchain = false
    let generated = try fixture.generate(#"{ "mocks": ["Names.Named"] }"#)
    #expect(
      generated.contains(
        "Names.Named: no module the test target can import declares CustomStringConvertible"))
  }
}
