import SwiftParser
import SwiftSyntax
import Testing

@testable import StandInMockGeneration

@Suite("Which clause of an #if the compiler compiles")
struct CompilationConditionsTests {
  private let conditions = CompilationConditions(
    flags: ["DEBUG", "FEATURE_X"], languageMajorVersion: 5,
    canImport: { $0 == "Foundation" })

  private func holds(_ condition: String) -> Bool {
    let file = Parser.parse(source: "#if \(condition)\n#endif")
    let ifConfig = file.statements.first!.item.as(IfConfigDeclSyntax.self)!
    return conditions.holds(ifConfig.clauses.first!.condition!)
  }

  @Test func flagsAndLiterals() {
    #expect(holds("DEBUG"))
    #expect(!holds("RELEASE"))
    #expect(holds("true"))
    #expect(!holds("false"))
  }

  @Test func operatorsAndParentheses() {
    #expect(holds("DEBUG && FEATURE_X"))
    #expect(!holds("DEBUG && !FEATURE_X"))
    #expect(holds("RELEASE || FEATURE_X && DEBUG"))
    #expect(!holds("(RELEASE || FEATURE_X) && !DEBUG"))
  }

  @Test func versionsImportsAndPlatform() {
    #expect(holds("compiler(>=5.9)"))
    #expect(!holds("compiler(<6.0)"))
    #expect(holds("swift(>=5.9)"), "language mode 5")
    #expect(!holds("swift(>=6.0)"), "language mode 5")
    #expect(holds("canImport(Foundation)"))
    #expect(!holds("canImport(UIKit)"))
    #expect(holds("os(\(CompilationConditions.operatingSystem))"))
    #expect(!holds("os(Android)"))
    #expect(!holds("hasFeature(SomethingNew)"))
    #expect(holds("hasAttribute(retroactive)"))
  }
}
