import Foundation
import StandInAudit
import Testing

@Suite struct ReportTests {
  static let files = [
    "Sources/App/Analytics.swift": """
    final class Analytics {
      static let shared = Analytics()
      private var events: [String] = []
      func track(_ event: String) { events.append(event) }
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

  @Test func textReportStartsWithASummaryThenGroupsCompilerStyleLines() throws {
    let fixture = try Fixture(Self.files)
    // Each line's path starts with the audited directory as given, so that it opens from where
    // the command ran.
    let text = TextReport.render(try fixture.audit())
      .replacingOccurrences(of: fixture.root + "/", with: "")
      .replacingOccurrences(of: fixture.root, with: "ROOT")
    #expect(
      text == """
        standin audit: 4 findings in 1 of 2 files (3 hard-wired, 1 replaceable)
          mode: syntax-only (no index store; `swift build` writes one)
          by kind: 2 shared accessor, 1 notification center, 1 system
          most used: Analytics.shared 2, NotificationCenter.overridable 1, UserDefaults.standard 1
          most affected (under ROOT): Sources/App/Checkout.swift 4

        Analytics.shared: 2
        Sources/App/Checkout.swift:5:5: warning: Analytics.shared is hard-wired (shared accessor): add @Overridable to `static let shared` and make it a `var` (Sources/App/Analytics.swift:2); `--fix` does this
        Sources/App/Checkout.swift:6:5: warning: Analytics.shared is hard-wired (shared accessor): add @Overridable to `static let shared` and make it a `var` (Sources/App/Analytics.swift:2); `--fix` does this

        the notification center: 1
        Sources/App/Checkout.swift:8:5: note: NotificationCenter.overridable is replaceable (notification center): nothing to do: tests install a TestNotificationCenter

        user defaults: 1
        Sources/App/Checkout.swift:7:9: warning: UserDefaults.standard is hard-wired (system): use `UserDefaults.overridable` (import StandInSystem); `--fix` does this

        """)
    // Every finding line is in the form compilers print, which editors and CI annotate.
    let findingLines = text.split(separator: "\n").filter { $0.hasPrefix("Sources/") }
    #expect(findingLines.count == 4)
    #expect(
      findingLines.allSatisfy {
        $0.wholeMatch(of: /[^:]+:\d+:\d+: (warning|note): .+/) != nil
      })
  }

  @Test func seamsAreListedApartWithAll() throws {
    let fixture = try Fixture([
      "A.swift": """
      struct Money {
        static let zero = Money(cents: 0)
        static func dollars(_ value: Int) -> Money { Money(cents: value * 100) }
        let cents: Int
      }
      final class Receipt {}
      func total() -> Money {
        _ = Receipt()
        return Money.dollars(Money.zero.cents)
      }
      """
    ])
    let result = try fixture.audit()
    #expect(result.findings.isEmpty)
    #expect(
      TextReport.render(result, seams: true).replacingOccurrences(of: fixture.root + "/", with: "")
        == """
        standin audit: no shared state reached directly in 1 file audited
          mode: syntax-only (no index store; `swift build` writes one)

        Seams a test could stub, not shared state (3 uses):
        A.swift:8:7: note: Receipt(…) (creation): not shared state: its instances reach no shared state
        A.swift:9:10: note: Money.dollars (static member): not shared state: its code reaches no shared state
        A.swift:9:24: note: Money.zero (static member): not shared state: a constant: its value holds no mutable state

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

  /// The mode line of a fixture's report: no build wrote an index store for it.
  static let syntaxOnlyLine = "  mode: syntax-only (no index store; `swift build` writes one)"

  @Test func emptyAuditSaysSo() throws {
    let fixture = try Fixture(["A.swift": "let x = 1\n"])
    #expect(
      TextReport.render(try fixture.audit())
        == "standin audit: no shared state reached directly in 1 file audited\n"
        + "\(Self.syntaxOnlyLine)\n")
  }

  @Test func pathsStartWithTheAuditedDirectoryAsGiven() {
    let finding = Finding(
      file: "Sources/A.swift", line: 2, column: 3, kind: .system, type: "Date", member: "now",
      replaceable: false, suggestion: "s")
    for (root, path) in [
      ("Examples/App", "Examples/App/Sources/A.swift"),
      ("Examples/App/", "Examples/App/Sources/A.swift"),
      (".", "Sources/A.swift"), ("", "Sources/A.swift"), ("/abs", "/abs/Sources/A.swift"),
    ] {
      let result = AuditResult(findings: [finding], skipped: [], filesAudited: 1, root: root)
      #expect(
        TextReport.line(for: finding, in: result)
          == "\(path):2:3: warning: Date.now is hard-wired (system): s")
    }
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

  @Test func jsonReportKeepsItsFieldsAndAddsNewOnes() throws {
    let fixture = try Fixture(Self.files)
    let json = JSONReport.render(try fixture.audit())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "filesAudited", "findings", "skipped", "types", "kinds", "mode", "leftOut",
      ])
    #expect(object["filesAudited"] as? Int == 2)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 4)
    // The fields tools read since the first version, then the new ones.
    #expect(
      Set(findings[0].keys) == [
        "file", "line", "column", "kind", "type", "member", "replaceable", "suggestion",
        "reaches", "expression", "fixable", "origin",
      ])
    #expect(findings[0]["file"] as? String == "Sources/App/Checkout.swift")
    #expect(findings[0]["kind"] as? String == "shared accessor")
    #expect(findings[0]["replaceable"] as? Bool == false)
    #expect(findings[2]["kind"] as? String == "system")
    #expect(findings[2]["reaches"] as? String == "user defaults")
    #expect(findings[2]["fixable"] as? Bool == true)
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
    #expect(!json.contains("\"seams\""))
    #expect(JSONReport.render(try fixture.audit(), seams: true).contains("\"seams\" : ["))
  }

  @Test func everyKindIsDocumentedForJSONReaders() {
    #expect(
      Finding.Kind.allCases.map(\.rawValue) == [
        "shared accessor", "notification center", "static member", "creation", "system",
        "mutable static", "global variable",
      ])
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
              "expression" : "T.m",
              "file" : "A/B.swift",
              "fixable" : false,
              "kind" : "static member",
              "line" : 3,
              "member" : "m",
              "reaches" : "T.m",
              "replaceable" : true,
              "suggestion" : "s",
              "type" : "T"
            }
          ],
          "kinds" : [
            {
              "count" : 1,
              "name" : "static member"
            }
          ],
          "leftOut" : [

          ],
          "mode" : {
            "detail" : "no index store was read",
            "filesBySyntax" : 0,
            "kind" : "syntax-only"
          },
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
