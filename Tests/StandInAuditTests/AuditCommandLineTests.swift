import StandInAudit
import Testing

@Suite struct AuditCommandLineTests {
  private struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  private func run(_ commandLine: AuditCommandLine) -> Output {
    var standardOutput = ""
    var standardError = ""
    let status = commandLine.execute(
      standardOutput: { standardOutput += $0 }, standardError: { standardError += $0 })
    return Output(status: status, standardOutput: standardOutput, standardError: standardError)
  }

  static let files = [
    "Sources/Analytics.swift": """
    final class Analytics {
      static let shared = Analytics()
      var events: [String] = []
    }
    func track() { Analytics.shared.events.append("open") }

    """,
    "Sources/Broken.swift": "let = \n",
  ]

  @Test func strictExitsWithOneWhenSomethingIsHardWired() throws {
    let fixture = try Fixture(Self.files)
    #expect(run(AuditCommandLine(path: fixture.root)).status == 0)
    let strict = run(AuditCommandLine(path: fixture.root, strict: true))
    #expect(strict.status == 1)
    #expect(
      strict.standardOutput.contains("\n\(fixture.root)/Sources/Analytics.swift:5:16: warning: "))
    #expect(
      strict.standardError
        == "warning: skipped Sources/Broken.swift: syntax error at line 1, column 5\n")
  }

  @Test func jsonAndSARIFGoToStandardOutputAndSkippedFilesToStandardError() throws {
    let fixture = try Fixture(Self.files)
    let output = run(AuditCommandLine(path: fixture.root, format: .json))
    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("{\n  \"filesAudited\" : 1,\n"))
    #expect(output.standardOutput.contains("\"reason\" : \"syntax error at line 1, column 5\""))
    #expect(
      output.standardError
        == "warning: skipped Sources/Broken.swift: syntax error at line 1, column 5\n")
    let sarif = run(AuditCommandLine(path: fixture.root, format: .sarif))
    #expect(sarif.status == 0)
    #expect(sarif.standardOutput.contains("\"version\" : \"2.1.0\""))
    #expect(sarif.standardError == output.standardError)
  }

  @Test func aMissingPathExitsWithTwoAndSaysWhy() throws {
    let fixture = try Fixture([:])
    let output = run(AuditCommandLine(path: fixture.path("x"), fix: true))
    #expect(output.status == 2)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError
        == "standin audit: cannot read '\(fixture.path("x"))': No such file or directory\n")
  }

  @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
    let fixture = try Fixture(Self.files)
    let output = run(AuditCommandLine(path: fixture.root, fix: true, dryRun: true))
    #expect(output.status == 0)
    #expect(
      output.standardOutput.replacingOccurrences(of: fixture.root + "/", with: "") == """
        --- a/Sources/Analytics.swift
        +++ b/Sources/Analytics.swift
        @@ -1,5 +1,7 @@
        +import StandInMacros
        +
         final class Analytics {
        -  static let shared = Analytics()
        +  @Overridable static var shared = Analytics()
           var events: [String] = []
         }
         func track() { Analytics.shared.events.append("open") }

        """)
    #expect(
      output.standardError
        == "warning: skipped Sources/Broken.swift: syntax error at line 1, column 5\n"
        + "standin audit: dry run: 2 changes in 1 file, nothing written\n"
        // No Package.swift owns the fixture: what to add is said instead (ManifestEditingTests).
        + "standin audit: no Package.swift owns \(fixture.path("Sources/Analytics.swift")) (an "
        + "Xcode project?): add the package https://github.com/<owner>/StandIn (from: \"0.1.0\") "
        + "with File > Add Package Dependencies…, and link StandInMacros to the targets that "
        + "compile them\n")
    #expect(try fixture.read("Sources/Analytics.swift") == Self.files["Sources/Analytics.swift"])
  }

  @Test func fixWritesThenASecondDryRunPrintsNothing() throws {
    let fixture = try Fixture(Self.files)
    let fixed = run(AuditCommandLine(path: fixture.root, strict: true, fix: true))
    #expect(fixed.standardError.contains("standin audit: fixed 2 changes in 1 file\n"))
    // With --strict, the status judges the tree as the fix left it: nothing is hard-wired now.
    #expect(fixed.status == 0)
    #expect(try fixture.read("Sources/Analytics.swift").hasPrefix("import StandInMacros\n\n"))
    let again = run(AuditCommandLine(path: fixture.root, fix: true, dryRun: true))
    #expect(again.standardOutput == "")
    #expect(again.standardError.hasSuffix("standin audit: nothing to fix\n"))
  }
}
