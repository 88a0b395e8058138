import Foundation
import StandInAudit
import Testing

/// The system's members that reach shared state from a value the code holds: a date's
/// `timeIntervalSinceNow` reads the clock, a string's `localized…` members the current locale, a
/// URL's resource values the file system; and a C name that is both a struct and a function
/// (`stat`) is the function only where it is called as one. Found by enumerating every system
/// symbol the package trees use (`Benchmarks/AuditCorpus/system-surface`).
@Suite struct SystemMembersOfValuesTests {
  @Test func aValuesMembersThatReadTheClockTheLocaleOrTheFileSystemAreReported() throws {
    // `Label.localizedUppercase` is the package's own property of the same name: the index
    // tells the two apart; by syntax, a property name the code read declares may be its own.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Values.swift": """
        import Foundation

        struct Label { var localizedUppercase: String { "A" } }

        func age(of date: Date) -> TimeInterval { -date.timeIntervalSinceNow }
        func shout(_ text: String) -> String { text.localizedUppercase }
        func order(_ a: String, _ b: String) -> Bool { a.localizedCompare(b) == .orderedAscending }
        func size(_ url: URL) throws -> Int? { try url.resourceValues(forKeys: [.fileSizeKey]).fileSize }
        func home(_ path: String) -> String { (path as NSString).expandingTildeInPath }
        func epoch() -> TimeInterval { Date(timeIntervalSince1970: 0).timeIntervalSince1970 }
        func own(_ label: Label) -> String { label.localizedUppercase }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(
      found.typeAccurate == [
        "Values.swift:5:49 system x.timeIntervalSinceNow",
        "Values.swift:6:45 system x.localizedUppercase",
        "Values.swift:7:50 system x.localizedCompare()",
        "Values.swift:8:48 system x.resourceValues(forKeys:)",
        "Values.swift:9:58 system x.expandingTildeInPath",
      ])
    // By syntax, `text.localizedUppercase` may be `Label`'s: left out rather than guessed.
    #expect(
      found.syntaxOnly == [
        "Values.swift:5:49 system x.timeIntervalSinceNow",
        "Values.swift:7:50 system x.localizedCompare()",
        "Values.swift:8:48 system x.resourceValues(forKeys:)",
        "Values.swift:9:58 system x.expandingTildeInPath",
      ])
  }

  @Test func aMethodCalledOnSelfIsTheTypesOwnWhereItDeclaresOne() throws {
    // `self.write(to: path)` in a type that declares `write(to:)` is that method, not `Data`'s;
    // the method's own code is judged where it is. Without such a method, `self.write(to:)` in
    // an extension of `Data` is the system's.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Report.swift": """
        import Foundation

        struct Report {
          var lines: [String] = []
          func write(to path: String) -> String { lines.joined(separator: path) }
          func render() -> String { self.write(to: "\\n") }
        }
        extension Data {
          func save(to url: URL) throws { try self.write(to: url) }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let found = try fixture.findingsInEachMode("Sources/App")
    let expected = ["Report.swift:9:44 system x.write(to:)"]
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func aFormatterOfTheCurrentLocaleIsReportedUnlessItsLocaleIsSet() throws {
    // As `DateFormatter()`: a `NumberFormatter()` formats in the current locale unless the code
    // sets its `locale` right after creating it.
    let fixture = try Fixture([
      "Formatting.swift": """
      import Foundation

      func price(_ value: Double) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter.string(from: NSNumber(value: value))
      }

      func fixed(_ value: Double) -> String? {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: NSNumber(value: value))
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == ["Formatting.swift:4:19 system NumberFormatter() hard-wired"]
    )
    #expect(findings.map(\.reaches) == ["the current locale, time zone and calendar"])
  }

  @Test func theCLibrarysConversionsInTheProcesssTimeZoneAreReported() throws {
    // `localtime_r` converts in the process's time zone (TZ), as `TimeZone.current` does;
    // `gmtime_r` in UTC.
    let fixture = try Fixture([
      "Clock.swift": """
      import Glibc

      func hour(_ seconds: Int) -> Int32 {
        var time = seconds
        var parts = tm()
        _ = localtime_r(&time, &parts)
        _ = gmtime_r(&time, &parts)
        return parts.tm_hour
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(findings.map(Fixture.summary) == ["Clock.swift:6:7 system localtime_r() hard-wired"])
    #expect(findings.map(\.reaches) == ["the current locale, time zone and calendar"])
  }

  @Test func aCStructsInitializerIsNoCallOfTheFunctionOfItsName() throws {
    // `stat` and `sigaction` are C structs and C functions: the index names the struct's
    // initializer at `.init()` and `sigaction()`, which only make a value.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Files.swift": """
        import Glibc

        func size(_ path: String) -> Int {
          var buffer: stat = .init()
          let action = sigaction()
          _ = action
          guard stat(path, &buffer) == 0 else { return 0 }
          return Int(buffer.st_size)
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == ["Files.swift:7:9 system stat()"])
    #expect(found.syntaxOnly == ["Files.swift:7:9 system stat()"])
  }
}
