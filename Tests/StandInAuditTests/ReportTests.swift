import Foundation
import StandInAudit
import Testing

@Suite struct ReportTests {
  static let files = [
    "Sources/App/Analytics.swift": """
    final class Analytics {
      static let shared = Analytics()
      func track(_ event: String) {}
    }
    """,
    "Sources/App/Checkout.swift": """
    import Foundation

    struct Checkout {
      func run() {
        Analytics.shared.track("a")
        Analytics.shared.track("b")
        _ = UserDefaults.standard
        NotificationCenter.overridable.post(name: .init("done"), object: nil)
      }
    }
    """,
    "Sources/App/Broken.swift": "func broken( {",
  ]

  @Test func textReportHasOneLinePerFindingThenTheSummaryThenTotals() throws {
    let fixture = try Fixture(Self.files)
    let text = TextReport.render(try fixture.audit())
    #expect(
      text == """
        Sources/App/Checkout.swift:5:5: hard-wired: Analytics.shared (shared accessor) — add @Overridable to `static let shared` and make it a `var` (Sources/App/Analytics.swift:2); `--fix` does this
        Sources/App/Checkout.swift:6:5: hard-wired: Analytics.shared (shared accessor) — add @Overridable to `static let shared` and make it a `var` (Sources/App/Analytics.swift:2); `--fix` does this
        Sources/App/Checkout.swift:7:9: hard-wired: UserDefaults.standard (shared accessor) — declared outside this package: wrap it behind an @Overridable accessor of your own
        Sources/App/Checkout.swift:8:5: replaceable: NotificationCenter.overridable (notification center) — nothing to do: tests install a TestNotificationCenter

        Type                Uses  Hard-wired  Replaceable
        Analytics              2           2            0
        NotificationCenter     1           0            1
        UserDefaults           1           1            0

        2 files audited, 4 findings (3 hard-wired, 1 replaceable), 1 file skipped

        """)
  }

  @Test func skippedFilesBecomeWarnings() throws {
    let fixture = try Fixture(Self.files)
    let result = try fixture.audit()
    #expect(
      TextReport.warnings(result.skipped) == [
        "warning: skipped Sources/App/Broken.swift: syntax error at line 1, column 14"
      ])
  }

  @Test func emptyAuditSaysSo() throws {
    let fixture = try Fixture(["A.swift": "let x = 1\n"])
    #expect(
      TextReport.render(try fixture.audit())
        == "No direct reach of shared state found.\n\n"
        + "1 file audited, 0 findings (0 hard-wired, 0 replaceable), 0 files skipped\n")
  }

  @Test func summaryIsMostUsedFirstThenByName() {
    let findings = [
      ("Zeta", true), ("Alpha", false), ("Zeta", false), ("Beta", true), ("Beta", false),
      ("Gamma", false),
    ].enumerated().map { index, item in
      Finding(
        file: "F.swift", line: index + 1, column: 1, kind: .sharedAccessor, type: item.0,
        member: "shared", replaceable: item.1, suggestion: "")
    }
    let result = AuditResult(findings: findings, skipped: [], filesAudited: 1)
    #expect(
      result.types == [
        TypeSummary(type: "Beta", uses: 2, hardWired: 1, replaceable: 1),
        TypeSummary(type: "Zeta", uses: 2, hardWired: 1, replaceable: 1),
        TypeSummary(type: "Alpha", uses: 1, hardWired: 1, replaceable: 0),
        TypeSummary(type: "Gamma", uses: 1, hardWired: 1, replaceable: 0),
      ])
  }

  @Test func findingsAreSortedByPathLineAndColumn() {
    let make = { (file: String, line: Int, column: Int) in
      Finding(
        file: file, line: line, column: column, kind: .creation, type: "T", member: "init",
        replaceable: false, suggestion: "")
    }
    let result = AuditResult(
      findings: [
        make("b.swift", 1, 1), make("a.swift", 10, 2), make("a.swift", 2, 9),
        make("a.swift", 10, 1),
      ],
      skipped: [], filesAudited: 2)
    #expect(
      result.findings.map(\.location) == [
        "a.swift:2:9", "a.swift:10:1", "a.swift:10:2", "b.swift:1:1",
      ])
  }

  @Test func jsonReportHasAStableShape() throws {
    let fixture = try Fixture(Self.files)
    let json = JSONReport.render(try fixture.audit())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["filesAudited", "findings", "skipped", "types"])
    #expect(object["filesAudited"] as? Int == 2)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 4)
    #expect(
      Set(findings[0].keys) == [
        "file", "line", "column", "kind", "type", "member", "replaceable", "suggestion",
      ])
    #expect(findings[0]["file"] as? String == "Sources/App/Checkout.swift")
    #expect(findings[0]["kind"] as? String == "shared accessor")
    #expect(findings[0]["replaceable"] as? Bool == false)
    #expect(findings[3]["kind"] as? String == "notification center")
    #expect(findings[3]["replaceable"] as? Bool == true)
    let skipped = try #require(object["skipped"] as? [[String: Any]])
    #expect(skipped.count == 1)
    #expect(skipped[0]["file"] as? String == "Sources/App/Broken.swift")
    #expect(skipped[0]["reason"] as? String == "syntax error at line 1, column 14")
    let types = try #require(object["types"] as? [[String: Any]])
    #expect(Set(types[0].keys) == ["type", "uses", "hardWired", "replaceable"])
    #expect(
      types.map { $0["type"] as? String } == ["Analytics", "NotificationCenter", "UserDefaults"])
  }

  @Test func jsonKeysAreSortedAndPrettyPrinted() throws {
    let result = AuditResult(
      findings: [
        Finding(
          file: "A/B.swift", line: 3, column: 7, kind: .staticMember, type: "T", member: "m",
          replaceable: true, suggestion: "s")
      ],
      skipped: [], filesAudited: 1)
    #expect(
      JSONReport.render(result) == """
        {
          "filesAudited" : 1,
          "findings" : [
            {
              "column" : 7,
              "file" : "A/B.swift",
              "kind" : "static member",
              "line" : 3,
              "member" : "m",
              "replaceable" : true,
              "suggestion" : "s",
              "type" : "T"
            }
          ],
          "skipped" : [

          ],
          "types" : [
            {
              "hardWired" : 0,
              "replaceable" : 1,
              "type" : "T",
              "uses" : 1
            }
          ]
        }

        """)
  }
}
