import StandInAudit
import Testing

@Suite struct SharedAccessorTests {
  @Test func sharedAccessorOfAPlainStaticLetIsHardWired() throws {
    let fixture = try Fixture([
      "Sources/App/Analytics.swift": """
      import Foundation

      final class Analytics {
        static let shared = Analytics()
        func track(_ event: String) {}
      }
      """,
      "Sources/App/Checkout.swift": """
      struct Checkout {
        func run() {
          Analytics.shared.track("purchase")
        }
      }
      """,
    ])
    let findings = try fixture.audit().findings
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.file == "Sources/App/Checkout.swift")
    #expect(finding.line == 3)
    #expect(finding.column == 5)
    #expect(finding.kind == .sharedAccessor)
    #expect(finding.type == "Analytics")
    #expect(finding.member == "shared")
    #expect(!finding.replaceable)
    #expect(
      finding.suggestion
        == "add @Overridable to `static let shared` and make it a `var` "
        + "(Sources/App/Analytics.swift:4); `--fix` does this")
  }

  @Test func overridableAccessorIsReplaceable() throws {
    let fixture = try Fixture([
      "Analytics.swift": """
      import StandInMacros

      final class Analytics: Sendable {
        @Overridable static var shared = Analytics()
      }

      func use() { _ = Analytics.shared }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Analytics.swift:7:18 shared accessor Analytics.shared replaceable"
      ])
    #expect(
      try fixture.audit().findings[0].suggestion
        == "nothing to do: tests replace `Analytics.shared` through `Analytics.$shared`")
  }

  @Test func moduleQualifiedOverridableAttributeCounts() throws {
    let fixture = try Fixture([
      "A.swift": """
      final class Settings: Sendable {
        @StandInMacros.Overridable public static var standard = Settings()
      }
      let x = { Settings.standard }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "A.swift:4:11 shared accessor Settings.standard replaceable"
      ])
  }

  @Test func handWrittenSlotFormIsReplaceable() throws {
    let fixture = try Fixture([
      "SettingsStore.swift": """
      import StandIn

      public final class SettingsStore: @unchecked Sendable {
        public static let standardSlot = OverridableSlot(SettingsStore(), name: "SettingsStore.standard")
        public static var standard: SettingsStore { standardSlot.current }
      }
      """,
      "Screen.swift": """
      struct Screen {
        func show() -> SettingsStore {
          let slot = SettingsStore.standardSlot
          _ = slot
          return SettingsStore.standard
        }
      }
      """,
    ])
    let findings = try fixture.audit().findings
    // The slot itself is no shared state to report; the accessor reading it is replaceable.
    #expect(
      findings.map(Fixture.summary) == [
        "Screen.swift:5:12 shared accessor SettingsStore.standard replaceable"
      ])
    #expect(
      findings[0].suggestion
        == "nothing to do: tests replace `SettingsStore.standard` through `SettingsStore.standardSlot`"
    )
  }

  @Test func handWrittenFormInAnExtensionWithGetAndSelfIsReplaceable() throws {
    let fixture = try Fixture([
      "Clock.swift": """
      struct Clock: Sendable {
        static let currentSlot = OverridableSlot<Clock>(Clock(), name: "Clock.current")
      }
      extension Clock {
        static var current: Clock {
          get { Self.currentSlot.current }
        }
      }
      func now() -> Clock { Clock.current }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Clock.swift:9:23 shared accessor Clock.current replaceable"
      ])
  }

  @Test func computedAccessorWithoutSlotIsHardWired() throws {
    let fixture = try Fixture([
      "Clock.swift": """
      struct Clock {
        static var current: Clock { Clock() }
      }
      func now() -> Clock { Clock.current }
      """
    ])
    let finding = try #require(try fixture.audit().findings.first)
    #expect(!finding.replaceable)
    #expect(
      finding.suggestion
        == "make `static var current` an @Overridable stored property, or read an "
        + "OverridableSlot's `current` in it (Clock.swift:2)")
  }

  @Test func accessorsOfTypesOutsideThePackageAreHardWiredWithANote() throws {
    let fixture = try Fixture([
      "Prefs.swift": """
      import Foundation

      func load() {
        let defaults = UserDefaults.standard
        let files = FileManager.default
        let calendar = Calendar.current
        _ = (defaults, files, calendar)
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Prefs.swift:4:18 shared accessor UserDefaults.standard hard-wired",
        "Prefs.swift:5:15 shared accessor FileManager.default hard-wired",
        "Prefs.swift:6:18 shared accessor Calendar.current hard-wired",
      ])
    #expect(
      findings.allSatisfy {
        $0.suggestion
          == "declared outside this package: wrap it behind an @Overridable accessor of your own"
      })
  }

  @Test func everyAccessorNameIsRecognizedAndOthersAreNot() throws {
    let fixture = try Fixture([
      "Uses.swift": """
      func f() {
        _ = A.shared
        _ = A.sharedInstance
        _ = A.default
        _ = A.standard
        _ = A.current
        _ = A.main
        _ = A.other
        _ = A.sharedManager
        _ = A.defaultCenter
        _ = A.sharedly
        _ = a.shared
      }
      """
    ])
    #expect(
      try fixture.audit().findings.map(\.member) == [
        "shared", "sharedInstance", "default", "standard", "current", "main", "sharedManager",
      ])
    #expect(AuditRules.sharedAccessorNames.count == 6)
  }

  @Test func implicitMembersAndTheDeclarationItselfAreNotReported() throws {
    let fixture = try Fixture([
      "Theme.swift": """
      final class Theme {
        static let `default` = Theme()
        static let shared: Theme = .default
      }
      func pick(_ theme: Theme = .default) {}
      let mode: Mode = .main
      """
    ])
    #expect(try fixture.audit().findings.isEmpty)
  }

  @Test func enumCasesNamedLikeAccessorsAreNotReported() throws {
    let fixture = try Fixture([
      "Mode.swift": """
      enum Mode { case `default`, main }
      func f() -> [Mode] { [Mode.default, Mode.main] }
      """
    ])
    #expect(try fixture.audit().findings.isEmpty)
  }

  @Test func nestedTypesAreResolvedByQualifiedAndSimpleName() throws {
    let fixture = try Fixture([
      "Services.swift": """
      enum Services {
        final class Network {
          @Overridable static var shared = Network()
        }
        static func ping() {
          _ = Network.shared
        }
      }
      enum Other {
        final class Network {
          static let shared = Network()
        }
      }
      """,
      "Client.swift": """
      func call() {
        _ = Services.Network.shared
        _ = Other.Network.shared
      }
      """,
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Client.swift:2:7 shared accessor Services.Network.shared replaceable",
        "Client.swift:3:7 shared accessor Other.Network.shared hard-wired",
        "Services.swift:6:9 shared accessor Services.Network.shared replaceable",
      ])
  }

  @Test func selfInsideATypeIsThatType() throws {
    let fixture = try Fixture([
      "Analytics.swift": """
      final class Analytics {
        static let shared = Analytics()
        static func flush() { Self.shared.send() }
        func send() {}
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Analytics.swift:3:25 shared accessor Analytics.shared hard-wired"
      ])
  }

  @Test func standInsOwnScopedAccessorsAreNotReported() throws {
    let fixture = try Fixture([
      "Tests.swift": """
      func test() {
        let center = TestNotificationCenter.current()
        let mock = MessageComposer.StaticMock.current()
        _ = (center, mock)
      }
      """
    ])
    #expect(try fixture.audit().findings.isEmpty)
  }

  @Test func typeAliasesAreFollowed() throws {
    let fixture = try Fixture([
      "Analytics.swift": """
      final class Analytics {
        @Overridable static var shared = Analytics()
      }
      typealias Tracker = Analytics
      enum Services {
        typealias Log = Logger
        final class Logger {
          static func log() {}
        }
      }
      """,
      "Use.swift": """
      struct Screen {
        func show() {
          _ = Tracker.shared
          Services.Log.log()
          _ = Tracker()
        }
      }
      """,
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Use.swift:3:9 shared accessor Analytics.shared replaceable",
        "Use.swift:4:5 static member Services.Logger.log hard-wired",
        "Use.swift:5:9 creation Analytics.init hard-wired",
      ])
  }
}
