import Foundation
import StandInAudit
import Testing

/// `--write-baseline` records today's findings; `--baseline` counts only new ones. A finding keeps
/// its identity through edits above it, moves within and across files, and renamed files.
@Suite struct BaselineTests {
  static let store = """
    import Foundation

    final class NotesStore {
      var notes: [String] = []

      func save(_ note: String) {
        notes.append(note)
        print(Date(), UUID())
      }

      func load() -> Date { Date() }
    }

    """

  /// Audits `fixture`, with the baseline when given, through the command line.
  func run(
    _ fixture: Fixture, baseline: String? = nil, write: String? = nil,
    format: AuditCommandLine.Format = .text
  ) -> (status: Int32, output: String, errors: String) {
    var run = AuditCommandLine(path: fixture.root, format: format, strict: true)
    run.baseline = baseline.map(fixture.path)
    run.writeBaseline = write.map(fixture.path)
    var output = ""
    var errors = ""
    let status = run.execute(standardOutput: { output += $0 }, standardError: { errors += $0 })
    return (status, output, errors)
  }

  func recorded(_ files: [String: String]) throws -> Fixture {
    let fixture = try Fixture(files)
    let written = run(fixture, write: "baseline.json")
    #expect(written.status == 0)
    #expect(
      written.errors.hasSuffix(
        "standin audit: wrote 3 findings to the baseline \(fixture.path("baseline.json"))\n"))
    return fixture
  }

  @Test func theBaselineIsSortedJSONWithoutLineNumbers() throws {
    let fixture = try recorded(["Sources/App/NotesStore.swift": Self.store])
    #expect(
      try fixture.read("baseline.json") == """
        {
          "findings" : [
            {
              "declaration" : "NotesStore.load()",
              "expression" : "Date()",
              "file" : "Sources/App/NotesStore.swift",
              "kind" : "system"
            },
            {
              "declaration" : "NotesStore.save(_:)",
              "expression" : "Date()",
              "file" : "Sources/App/NotesStore.swift",
              "kind" : "system"
            },
            {
              "declaration" : "NotesStore.save(_:)",
              "expression" : "UUID()",
              "file" : "Sources/App/NotesStore.swift",
              "kind" : "system"
            }
          ],
          "version" : 1
        }

        """)
  }

  @Test func strictPassesOnWhatTheBaselineHolds() throws {
    let fixture = try recorded(["Sources/App/NotesStore.swift": Self.store])
    let run = run(fixture, baseline: "baseline.json")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "standin audit: baseline \(fixture.path("baseline.json")): 3 findings recorded, 0 new\n")
    #expect(run.output.hasPrefix("standin audit: no shared state reached directly"))
  }

  /// A baseline file that records one finding, as `--write-baseline` writes it.
  static func baseline(file: String, kind: String, expression: String, declaration: String)
    -> String
  {
    Baseline(entries: [
      Baseline.Entry(file: file, kind: kind, expression: expression, declaration: declaration)
    ]).text
  }

  /// Runs `fixture`'s strict audit against its `baseline.json`, which holds its one finding.
  func expectHoldsTheOneFinding(
    _ fixture: Fixture, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let run = run(fixture, baseline: "baseline.json")
    #expect(
      run.errors
        == "standin audit: baseline \(fixture.path("baseline.json")): 1 finding recorded, 0 new\n",
      sourceLocation: sourceLocation)
    #expect(run.status == 0, sourceLocation: sourceLocation)
  }

  /// A baseline written before a system type created with any arguments read `Thread(…)`
  /// (it read `Thread(*)`) still holds the finding.
  @Test func aBaselineInTheEarlierSpellingOfACreationStillHoldsIt() throws {
    let fixture = try Fixture([
      "Sources/App/Worker.swift": """
      import Foundation

      func start() {
        Thread { print("working") }.start()
      }

      """,
      "baseline.json": Self.baseline(
        file: "Sources/App/Worker.swift", kind: "system", expression: "Thread(*)",
        declaration: "start()"),
    ])
    expectHoldsTheOneFinding(fixture)
  }

  /// A baseline written before a creation that is a finding through one initializer only was
  /// spelled by it (`Certificate(file:)`; it read `Certificate(…)`) still holds the finding.
  @Test func aBaselineThatSpellsACreationWithoutItsInitializerStillHoldsIt() throws {
    let fixture = try Fixture([
      "Sources/App/Certificate.swift": """
      import Foundation

      final class Certificate {
        let text: String
        init(text: String) { self.text = text }
        init(file: String) throws { text = try String(contentsOfFile: file, encoding: .utf8) }
      }
      func load() throws -> [Certificate] {
        [Certificate(text: "a"), try Certificate(file: "b.pem")]
      }

      """
    ])
    let result = try fixture.audit()
    let creations = result.findings.filter { $0.kind == .creation }
    #expect(creations.map(\.expression) == ["Certificate(file:)"])
    let earlier = Baseline(result).findings.map { entry in
      var entry = entry
      if entry.expression == "Certificate(file:)" { entry.expression = "Certificate(…)" }
      return entry
    }
    #expect(earlier.map(\.expression).contains("Certificate(…)"))
    try Baseline(entries: earlier).write(to: fixture.path("baseline.json"))
    let comparison = try Baseline.read(fixture.path("baseline.json")).compare(with: result)
    #expect(comparison.new.isEmpty)
    #expect(comparison.gone.isEmpty)
  }

  @Test func aBaselineThatRecordsTheSameCodeUnderAnotherKindStillHoldsIt() throws {
    // Written by the other mode, or an earlier StandIn: `kind` differs, the code does not.
    let fixture = try Fixture([
      "Sources/App/Clock.swift": """
      import Foundation

      func stamp() -> Date { Date() }

      """,
      "baseline.json": Self.baseline(
        file: "Sources/App/Renamed.swift", kind: "shared accessor", expression: "Date()",
        declaration: "stamp()"),
    ])
    expectHoldsTheOneFinding(fixture)
    let baseline = try Baseline.read(fixture.path("baseline.json"))
    #expect(try baseline.compare(with: fixture.audit()).gone.isEmpty)
  }

  @Test func oneNewDateFailsStrictWithOneFinding() throws {
    let fixture = try recorded(["Sources/App/NotesStore.swift": Self.store])
    try fixture.write(
      "Sources/App/NotesStore.swift",
      Self.store.replacingOccurrences(
        of: "  func load() -> Date { Date() }",
        with: "  func load() -> Date { Date() }\n\n  func touched() -> Date { Date() }"))
    let run = run(fixture, baseline: "baseline.json")
    #expect(run.status == 1)
    #expect(run.errors.contains("3 findings recorded, 1 new"))
    #expect(run.output.hasPrefix("standin audit: 1 finding in 1 of 1 file"))
    #expect(run.output.contains("NotesStore.swift:13:28: warning: Date() is hard-wired"))
  }

  @Test func linesAddedAboveAndCodeMovedWithinTheFileAreNotNew() throws {
    let fixture = try recorded(["Sources/App/NotesStore.swift": Self.store])
    try fixture.write(
      "Sources/App/NotesStore.swift",
      """
      import Foundation

      // A comment,
      // and another, push everything down.

      final class NotesStore {
        func load() -> Date { Date() }

        var notes: [String] = []

        func save(_ note: String) {
          notes.append(note)
          print(Date(),
                UUID())
        }
      }

      """)
    #expect(run(fixture, baseline: "baseline.json").status == 0)
  }

  @Test func aRenamedFileAndADeclarationMovedToAnotherFileAreNotNew() throws {
    let fixture = try recorded(["Sources/App/NotesStore.swift": Self.store])
    try FileManager.default.removeItem(atPath: fixture.path("Sources/App/NotesStore.swift"))
    try fixture.write(
      "Sources/App/Store/Notes.swift",
      """
      import Foundation

      final class NotesStore {
        var notes: [String] = []

        func save(_ note: String) {
          notes.append(note)
          print(Date(), UUID())
        }
      }

      """)
    try fixture.write(
      "Sources/App/NotesStore+Loading.swift",
      """
      import Foundation

      extension NotesStore {
        func load() -> Date { Date() }
      }

      """)
    let run = run(fixture, baseline: "baseline.json")
    #expect(run.errors.contains("3 findings recorded, 0 new"))
    // `extension NotesStore` names the declaration as the class does.
    #expect(run.status == 0)
  }

  @Test func aFixedFindingIsReportedAsGoneAndASecondAlikeFindingIsNew() throws {
    let fixture = try recorded(["Sources/App/NotesStore.swift": Self.store])
    try fixture.write(
      "Sources/App/NotesStore.swift",
      Self.store
        .replacingOccurrences(of: "print(Date(), UUID())", with: "print(Date(), Date())")
    )
    let run = run(fixture, baseline: "baseline.json")
    #expect(run.status == 1)
    #expect(
      run.errors
        == "standin audit: baseline \(fixture.path("baseline.json")): 2 findings recorded, 1 new; "
        + "1 recorded finding no longer found (fixed or changed: UUID() in NotesStore.save(_:) "
        + "(Sources/App/NotesStore.swift)): run --write-baseline again to drop it\n")
  }

  @Test func sarifCarriesFingerprintsThatSurviveMovesAndMarksNewResults() throws {
    let fixture = try Fixture(["Sources/App/NotesStore.swift": Self.store])
    func fingerprints(_ output: String) throws -> [String] {
      let log = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [String: Any]
      let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
      return results.map {
        ($0["partialFingerprints"] as! [String: String])[FindingIdentity.fingerprintKey]!
      }
    }
    let before = try fingerprints(run(fixture, format: .sarif).output)
    #expect(before.count == 3)
    #expect(Set(before).count == 3)
    try fixture.write(
      "Sources/App/NotesStore.swift", "// moved down\n\n" + Self.store)
    #expect(try fingerprints(run(fixture, format: .sarif).output) == before)

    _ = run(fixture, write: "baseline.json")
    try fixture.write(
      "Sources/App/NotesStore.swift", Self.store + "func later() -> UUID { UUID() }\n")
    let sarif = run(fixture, baseline: "baseline.json", format: .sarif).output
    #expect(sarif.contains(#""baselineState" : "new""#))
    #expect(try fingerprints(sarif).count == 1)
  }

  @Test func aFileThatIsNotABaselineIsAnError() throws {
    let fixture = try Fixture([
      "Sources/App/NotesStore.swift": Self.store, "baseline.json": "[1, 2]",
    ])
    let run = run(fixture, baseline: "baseline.json")
    #expect(run.status == AuditCommandLine.errorStatus)
    #expect(
      run.errors.hasPrefix(
        "standin audit: cannot read '\(fixture.path("baseline.json"))': not a baseline written by --write-baseline"
      ))
  }

  @Test func declarationsAreNamedAsAReaderWould() throws {
    let fixture = try Fixture([
      "Sources/App/Shapes.swift": """
      import Foundation

      let started = Date()

      enum Clock {
        struct Tick {
          static var last = Date()
          init?(at date: Date = Date()) {}
          subscript(offset: Int) -> Date { Date() }
          var now: Date { get { Date() } }
        }
      }

      func stamp(_ a: Int, label b: String) -> Date { Date() }

      """
    ])
    let identities = FindingIdentity.identities(of: try fixture.audit())
      .filter { $0.expression == "Date()" }
    #expect(
      identities.map(\.declaration) == [
        "started", "Clock.Tick.last", "Clock.Tick.init?(at:)", "Clock.Tick.subscript(offset:)",
        "Clock.Tick.now", "stamp(_:label:)",
      ])
  }
}
