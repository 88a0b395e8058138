import StandInAudit
import Testing

/// Calls of the system's functions that leave out an argument whose default reaches shared state
/// (`zone.abbreviation()` reads `Date()`), read from the table the toolchain's symbol graphs
/// give; and a package's own parameter defaults, which a caller may replace.
@Suite struct HiddenDefaultTests {
  @Test func aSystemCallThatLeavesOutADefaultReachingSharedStateIsReportedAtTheCall() throws {
    let fixture = try Fixture([
      "Dump.swift": """
      import Foundation

      extension TimeZone {
        var summary: String { "\\(abbreviation() ?? "")\\(self.secondsFromGMT())" }
        func summary(at date: Date) -> String { "\\(abbreviation(for: date) ?? "")" }
      }
      func count(_ value: Int, locale: Locale) -> String {
        value.formatted(IntegerFormatStyle<Int>()) + value.formatted(IntegerFormatStyle<Int>(locale: locale))
      }
      func day(_ date: Date, _ locale: Locale, _ calendar: Calendar, _ zone: TimeZone) -> String {
        let fixed = Date.FormatStyle(
          date: .numeric, time: .omitted, locale: locale, calendar: calendar, timeZone: zone)
        return date.formatted(fixed) + date.formatted(Date.FormatStyle(date: .numeric))
      }
      func title(_ key: String) -> String {
        NSLocalizedString(key, comment: "") + NSLocalizedString(key, bundle: .module, comment: "")
      }
      """
    ])
    #expect(
      try fixture.findingSummaries().sorted() == [
        "Dump.swift:13:54 system Calendar.autoupdatingCurrent hard-wired",
        "Dump.swift:16:3 system Bundle.main hard-wired",
        "Dump.swift:16:3 system NSLocalizedString() hard-wired",
        "Dump.swift:16:41 system NSLocalizedString() hard-wired",
        "Dump.swift:4:28 system Date() hard-wired",
        "Dump.swift:4:56 system Date() hard-wired",
        "Dump.swift:8:19 system Locale.autoupdatingCurrent hard-wired",
      ])
    let first = try #require(
      try fixture.audit().findings.first { $0.location == "Dump.swift:4:28" })
    #expect(first.reaches == "the current date")
    #expect(
      first.suggestion.hasPrefix(
        "`TimeZone.abbreviation(for:)` reads it through its default `for:`: pass `for:` yourself"))
  }

  @Test func aCapitalizedSystemFunctionCalledWithArgumentsIsNoCreation() throws {
    let fixture = try Fixture([
      "Paths.swift": """
      import Foundation

      func id(_ text: String) -> UUID? { UUID(uuidString: text) }
      func home() -> String { NSHomeDirectory() }
      """
    ])
    #expect(
      try fixture.findingSummaries() == ["Paths.swift:4:25 system NSHomeDirectory() hard-wired"])
  }

  @Test func aPackagesOwnMethodOrTypeOfTheSameNameIsNotTheSystems() throws {
    let fixture = try Fixture([
      "Units.swift": """
      struct Unit {
        func abbreviation() -> String { "u" }
      }
      struct IntegerFormatStyle<Value> {
        init() {}
      }
      func label(_ unit: Unit) -> String {
        _ = IntegerFormatStyle<Int>()
        return unit.abbreviation()
      }
      """
    ])
    #expect(try fixture.findingSummaries() == [])
  }

  @Test func aParameterDefaultReachingSharedStateDoesNotMakeTheTypeAService() throws {
    let fixture = try Fixture([
      "Parser.swift": """
      import Foundation

      public final class Parser {
        public enum Encoding {
          case utf8, utf16
          public static var standard: Encoding {
            ProcessInfo.processInfo.environment["ENCODING"] == "utf16" ? .utf16 : .utf8
          }
        }
        public let encoding: Encoding
        public init(encoding: Encoding = .standard) { self.encoding = encoding }
      }
      func parse() -> Parser { Parser() }
      """
    ])
    // The default is reported where it is written; the creation is not: a caller hands its own.
    #expect(
      try fixture.findingSummaries() == [
        "Parser.swift:7:7 system ProcessInfo.processInfo hard-wired",
        "Parser.swift:11:36 shared accessor Parser.Encoding.standard hard-wired",
      ])
  }
}
