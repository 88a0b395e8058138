import StandInAudit
import Testing

@Suite struct SharedAccessorTests {
  @Test func sharedAccessorOfAPlainStaticLetIsHardWired() throws {
    let fixture = try Fixture([
      "Sources/App/Analytics.swift": """
      import Foundation

      final class Analytics {
        static let shared = Analytics()
        private var events: [String] = []
        func track(_ event: String) { events.append(event) }
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
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
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
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
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
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Clock.swift:9:23 shared accessor Clock.current replaceable"
      ])
  }

  @Test func computedAccessorWithoutSlotIsHardWired() throws {
    let fixture = try Fixture([
      "Clock.swift": """
      import Foundation

      struct Clock {
        var date: Date
        static var current: Clock { Clock(date: Date()) }
      }
      func now() -> Clock { Clock.current }
      """
    ])
    let finding = try #require(try fixture.audit().findings.last)
    #expect(Fixture.summary(finding) == "Clock.swift:7:23 shared accessor Clock.current hard-wired")
    #expect(
      finding.suggestion
        == "its code reaches shared state: make `static var current` an @Overridable stored "
        + "property, or read an OverridableSlot's `current` in it (Clock.swift:5)")
  }

  @Test func singletonsOfTypesOutsideThePackageAndTheTableAreFindingsOnlyWhenNamedSo() throws {
    let fixture = try Fixture([
      "Prefs.swift": """
      func load() {
        let client = APIClient.shared
        let manager = LocationTracker.sharedManager
        let group = EventGroup.singleton
        let style = Style.default
        let theme = Theme.current
        _ = (client, manager, group, style, theme)
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Prefs.swift:2:16 shared accessor APIClient.shared hard-wired",
        "Prefs.swift:3:17 shared accessor LocationTracker.sharedManager hard-wired",
        "Prefs.swift:4:15 shared accessor EventGroup.singleton hard-wired",
      ])
    #expect(
      try fixture.audit().findings.allSatisfy {
        $0.suggestion
          == "declared outside this package: wrap it behind an @Overridable accessor of your own"
      })
    // `default` and `current` name constants as often as singletons: seams, with --all.
    let seams = try fixture.seamSummaries()
    #expect(
      seams == [
        "Prefs.swift:5:15 shared accessor Style.default",
        "Prefs.swift:6:15 shared accessor Theme.current",
      ])
  }

  @Test func aSingletonIsAFindingOnlyWhenItsInstanceHoldsStateOrDoesIO() throws {
    let fixture = try Fixture([
      "Singletons.swift": """
      import Foundation

      final class Stateless {
        static let shared = Stateless()
        func double(_ value: Int) -> Int { value * 2 }
      }
      final class Counter {
        static let shared = Counter()
        private var count = 0
        func increment() { count += 1 }
      }
      final class Downloader {
        static let main = Downloader()
        func fetch() { _ = URLSession.shared }
      }
      struct Config {
        var retries = 3
        static let standard = Config()
      }
      final class Registry {
        static let registry = Registry()
        private let lock = NSLock()
        private var names: [String] = []
        func add(_ name: String) { lock.withLock { names.append(name) } }
      }
      func use() {
        _ = (Stateless.shared, Downloader.main, Config.standard)
        Counter.shared.increment()
        Registry.registry.add("name")
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Singletons.swift:14:22 system URLSession.shared hard-wired",
        "Singletons.swift:27:26 shared accessor Downloader.main hard-wired",
        "Singletons.swift:28:3 shared accessor Counter.shared hard-wired",
        "Singletons.swift:29:3 shared accessor Registry.registry hard-wired",
      ])
  }

  @Test func accessorsOfTheSystemAreReportedFromTheTable() throws {
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
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Prefs.swift:4:18 system UserDefaults.standard hard-wired",
        "Prefs.swift:5:15 system FileManager.default hard-wired",
        "Prefs.swift:6:18 system Calendar.current hard-wired",
      ])
  }

  @Test func objectiveCStyleAccessorNamesAreRecognized() {
    for name in ["shared", "sharedInstance", "sharedManager", "singleton"] {
      #expect(AuditRules.isSingletonName(name), "\(name)")
    }
    for name in ["default", "current", "sharedly", "share"] {
      #expect(!AuditRules.isSingletonName(name), "\(name)")
    }
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
          var requests = 0
        }
      }
      """,
      "Client.swift": """
      func call() {
        _ = Services.Network.shared
        Other.Network.shared.requests += 1
      }
      """,
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Client.swift:2:7 shared accessor Services.Network.shared replaceable",
        "Client.swift:3:3 shared accessor Other.Network.shared hard-wired",
        "Services.swift:6:9 shared accessor Services.Network.shared replaceable",
      ])
  }

  @Test func selfInsideATypeIsThatType() throws {
    let fixture = try Fixture([
      "Analytics.swift": """
      final class Analytics {
        static let shared = Analytics()
        static func flush() { Self.shared.send() }
        var pending: [String] = []
        func send() { pending.removeAll() }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
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
          static func log() { _ = getenv("LOG") }
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
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Analytics.swift:8:29 system getenv() hard-wired",
        "Use.swift:3:9 shared accessor Analytics.shared replaceable",
        "Use.swift:4:5 static member Services.Logger.log hard-wired",
      ])
  }

  @Test func aValueCreatedThroughAnInitializerThatReachesNothingIsAConstant() throws {
    let fixture = try Fixture([
      "Kind.swift": """
      struct Kind {
        let raw: String
        init(raw: String) { self.raw = raw }
        init(known: String) { self.raw = Kind.registry[known] ?? known }
        private static var registry: [String: String] = [:]
        static let type = Kind(raw: "type")
        static let parsed = Kind(known: "type")
      }
      func kinds() -> [String] { [Kind.type.raw, Kind.parsed.raw] }
      """
    ])
    let expressions = try fixture.audit().findings.map(\.expression)
    // `Kind.type` holds a value its plain initializer made; `Kind.parsed` what the registry held.
    #expect(!expressions.contains("Kind.type"), "\(expressions)")
    #expect(expressions.contains("Kind.parsed"), "\(expressions)")
  }

  @Test func aSingletonCreatedAsSelfIsAnInstanceOfItsType() throws {
    let fixture = try Fixture([
      "Scheduler.swift": """
      import Dispatch

      struct MainScheduler {
        static let shared = Self()
        private init() { DispatchQueue.main.async {} }
      }
      struct Screen {
        func show() { _ = MainScheduler.shared }
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Scheduler.swift:5:20 system DispatchQueue.main hard-wired",
        "Scheduler.swift:8:21 shared accessor MainScheduler.shared hard-wired",
      ])
  }

  @Test func aStaticLetOfAValueHoldsNoServiceItsMethodsReachUnlessTheValueHoldsNothing() throws {
    // grpc-swift-nio-transport's `TLSConfig.TrustRootsSource.systemDefault`: a value whose
    // Apple-only method reads the certificate files it names. A value that holds nothing is what
    // its methods do (`StdoutOutputStream()`), so a static let of one is a shared accessor.
    let fixture = try Fixture([
      "Sources/TLS/Roots.swift": """
      import Foundation

      struct TrustRoots {
        enum Source { case system, file(String) }
        let source: Source
        static let system = TrustRoots(source: .system)
        func load() -> String? {
          guard case .file(let path) = source else { return nil }
          return try? String(contentsOfFile: path, encoding: .utf8)
        }
      }
      struct ConsoleStream {
        static let shared = ConsoleStream()
        func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
      }
      enum Settings {
        static func defaults() -> (TrustRoots, ConsoleStream) { (TrustRoots.system, ConsoleStream.shared) }
      }
      func configure() { _ = Settings.defaults() }
      """
    ])
    let findings = try fixture.audit().findings.map { "\($0.line) \($0.expression)" }
    #expect(
      findings == [
        "9 String(contentsOfFile:)", "14 FileHandle.standardOutput", "17 ConsoleStream.shared",
        "19 Settings.defaults",
      ])
  }
}
