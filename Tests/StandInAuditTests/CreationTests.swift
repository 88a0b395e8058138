import StandInAudit
import Testing

@Suite struct CreationTests {
  static let sync = """
    import Foundation

    final class SyncService {
      init(account: String) {}
      func upload() { _ = FileManager.default }
      static func make(account: String) -> SyncService { SyncService(account: account) }
    }
    actor Store {
      func save() { _ = UserDefaults.standard }
    }
    final class Formatter {
      var style = 0
      func format(_ value: Int) -> String { String(value) }
    }
    struct Point {}

    struct Coordinator {
      let eager = SyncService(account: "a stored property's initializer")
      func start() {
        let service = SyncService(account: "ann")
        let store = Store.init()
        let formatter = Formatter()
        let point = Point()
        let later = { SyncService(account: "bob") }
        _ = (service, store, formatter, point, later)
      }
    }
    """

  @Test func creatingAServiceInAnotherTypesCodeIsAFinding() throws {
    let fixture = try Fixture(["Sync.swift": Self.sync])
    let findings = try fixture.audit().findings.filter { $0.kind == .creation }
    #expect(
      findings.map(Fixture.summary) == [
        "Sync.swift:18:15 creation SyncService(…) hard-wired",
        "Sync.swift:20:19 creation SyncService(…) hard-wired",
        "Sync.swift:21:17 creation Store(…) hard-wired",
        "Sync.swift:24:19 creation SyncService(…) hard-wired",
      ])
    #expect(
      findings[0].suggestion
        == "create it through a static factory on an @OverridableStatics type, or an "
        + "@Overridable factory (class SyncService, Sync.swift:3)")
  }

  @Test func aClassWhoseInstancesReachNoSharedStateIsOnlyASeam() throws {
    let fixture = try Fixture(["Sync.swift": Self.sync])
    #expect(try fixture.seamSummaries().contains("Sync.swift:22:21 creation Formatter(…)"))
    #expect(!(try fixture.findingSummaries().contains { $0.contains("Formatter") }))
  }

  @Test func servicesAreWorkedOutTransitivelyAndThroughSuperclasses() throws {
    let fixture = try Fixture([
      "Chain.swift": """
      import Foundation

      enum Disk {
        static func write() { _ = FileManager.default }
      }
      final class Cache {
        func flush() { Disk.write() }
      }
      class Repository {
        let cache = Cache()
      }
      final class NotesRepository: Repository {}
      struct Screen {
        func load() {
          _ = NotesRepository()
        }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Chain.swift:4:29 system FileManager.default hard-wired",
        "Chain.swift:7:18 static member Disk.write hard-wired",
        "Chain.swift:10:15 creation Cache(…) hard-wired",
        "Chain.swift:15:9 creation NotesRepository(…) hard-wired",
      ])
  }

  @Test func anObjectStampedWithADateOrAnIDWhenCreatedIsStillValueLike() throws {
    let fixture = try Fixture([
      "Request.swift": """
      import Foundation

      final class Request {
        let id: UUID
        let received = Date()
        init(id: UUID = UUID()) { self.id = id }
      }
      final class Store {
        let files = FileManager.default
      }
      struct Server {
        func handle() { _ = (Request(), Store()) }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Request.swift:5:18 system Date() hard-wired",
        "Request.swift:6:19 system UUID() hard-wired",
        "Request.swift:9:15 system FileManager.default hard-wired",
        "Request.swift:12:35 creation Store(…) hard-wired",
      ])
  }

  @Test func aClockOrARandomGeneratorIsTheSourceOfWhatItReadsNotAStampedValue() throws {
    // A type whose `now` reads the clock is the real clock, the seam a test replaces by passing
    // another in (GRDB's `DefaultTransactionClock`); so is a random number generator whose
    // `next()` draws from the system, or one seeded from it when created (swift-property-based's
    // `Xoshiro()`; `Xoshiro(seed:)` is not). A stamped value, as `Request` above, stays a value.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Sources.swift": """
        import Foundation

        protocol TransactionClock { func now() -> Date }
        struct DefaultTransactionClock: TransactionClock {
          func now() -> Date { Date() }
        }
        struct Xoshiro: RandomNumberGenerator {
          var state: UInt64
          init() { var system = SystemRandomNumberGenerator(); state = system.next() }
          init(seed: UInt64) { state = seed }
          mutating func next() -> UInt64 { state &+= 1; return state }
        }
        struct Note {
          let created = Date()
        }
        struct Database {
          var clock: any TransactionClock = DefaultTransactionClock()
          func roll() -> Int {
            var random = Xoshiro()
            var fixed = Xoshiro(seed: 1)
            return Int.random(in: 0..<6, using: &random) + Int.random(in: 0..<6, using: &fixed)
          }
          func write() -> Note { Note() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Sources.swift:5:24 system Date()",
      "Sources.swift:9:25 system SystemRandomNumberGenerator()",
      "Sources.swift:14:17 system Date()",
      "Sources.swift:17:37 creation DefaultTransactionClock(…)",
      "Sources.swift:19:18 creation Xoshiro()",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
    // The message says what the type is and what to do: take it as a parameter.
    let creations = try fixture.audit("Sources/App").findings.filter { $0.kind == .creation }
    #expect(
      creations.map(\.suggestion) == [
        "it is the real clock or random source: take one as a parameter (tests pass one they "
          + "control), or create it through an @Overridable factory (struct "
          + "DefaultTransactionClock, Sources.swift:4)",
        "pass the generator in, or create it with a seed the caller gives (struct Xoshiro, "
          + "Sources.swift:7)",
      ])
  }

  @Test func aGeneratorThatReadsThroughAnOverridableSlotIsAlreadyTheSeam() throws {
    // StandInSystem's `OverridableRandomNumberGenerator` draws from the system only when its
    // slot holds no test's source: creating one is what the audit asks for, not a finding.
    let fixture = try Fixture([
      "Random.swift": """
      import StandIn

      struct SlotRandom: RandomNumberGenerator {
        static let overridableSlot = OverridableSlot(0 as UInt64, name: "SlotRandom")
        mutating func next() -> UInt64 {
          var system = SystemRandomNumberGenerator()
          return Self.overridableSlot.current == 0 ? system.next() : Self.overridableSlot.current
        }
      }
      struct Dice {
        func roll() -> Int {
          var random = SlotRandom()
          return Int.random(in: 1...6, using: &random)
        }
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Random.swift:6:18 system SystemRandomNumberGenerator() hard-wired"
      ])
  }

  @Test func anImplicitInitializerCreatesTheTypeWrittenBesideIt() throws {
    let fixture = try Fixture([
      "Signals.swift": """
      import Foundation

      final class Watcher {
        func watch() -> Bool { FileManager.default.fileExists(atPath: "/") }
      }
      struct Signals {
        private let watcher: Watcher
        private let spare: Watcher?
        init() async {
          self.watcher = await .init()
          spare = .init()
        }
        func typed() -> Bool {
          let other: Watcher = .init()
          return other.watch()
        }
        func unknown() -> Int { .init() }
      }
      """
    ])
    // The syntax-only mode knows the type from the stored property's declaration, an optional's
    // included, and from a typed binding.
    #expect(
      try fixture.findingSummaries() == [
        "Signals.swift:4:26 system FileManager.default hard-wired",
        "Signals.swift:10:26 creation Watcher(…) hard-wired",
        "Signals.swift:11:13 creation Watcher(…) hard-wired",
        "Signals.swift:14:26 creation Watcher(…) hard-wired",
      ])
  }

  @Test func anImplicitInitializerCreatesTheTypeItIsReturnedOrPassedAs() throws {
    let fixture = try Fixture([
      "Pages.swift": """
      import Foundation

      final class Renderer {
        func render() -> Bool { FileManager.default.fileExists(atPath: "/") }
      }
      struct Page {
        init(renderer: Renderer, stamp: Date) {}
      }
      enum Renderers {
        static var live: Renderer { .init() }
        static func fresh() -> Renderer { return try! .init() }
      }
      func page() -> Page {
        Page(renderer: .init(), stamp: .init())
      }
      struct Mode {
        static func rendered(by renderer: Renderer) -> Mode { Mode() }
      }
      func mode() -> Mode { .rendered(by: .init()) }
      """
    ])
    // The syntax-only mode knows the type from the getter's or function's type, and from the
    // parameter the argument fills, of a static method called as an implicit member too.
    #expect(
      try fixture.findingSummaries() == [
        "Pages.swift:4:27 system FileManager.default hard-wired",
        "Pages.swift:10:31 creation Renderer(…) hard-wired",
        "Pages.swift:11:49 creation Renderer(…) hard-wired",
        "Pages.swift:14:18 creation Renderer(…) hard-wired",
        "Pages.swift:14:34 system Date() hard-wired",
        "Pages.swift:19:37 creation Renderer(…) hard-wired",
      ])
  }

  @Test func anImplicitMemberPassedToAnImplicitInitializerIsTheParametersType() throws {
    // fluent-sqlite-driver's `static var memory: Self { .init(storage: .memory) }`, in its
    // extension of sqlite-kit's configuration.
    let fixture = try Fixture([
      "Config.swift": """
      import Foundation

      public struct Config {
        public enum Storage {
          case named(String)
          public static var memory: Self { .named(UUID().uuidString) }
        }
        let storage: Storage
        public init(storage: Storage) { self.storage = storage }
      }
      extension Config {
        public static var memory: Self { .init(storage: .memory) }
        public static var scratch: Self { Self(storage: .memory) }
      }
      public func open(_ config: Config = .memory) {}
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Config.swift:6:45 system UUID() hard-wired",
        "Config.swift:12:51 static member Config.Storage.memory hard-wired",
        "Config.swift:13:51 static member Config.Storage.memory hard-wired",
        "Config.swift:15:37 static member Config.memory hard-wired",
      ])
  }

  @Test func nestedClassesAreCreationsToo() throws {
    let fixture = try Fixture([
      "Outer.swift": """
      enum Outer {
        final class Worker {
          func run() { _ = getenv("HOME") }
        }
      }
      final class Boss {
        func hire() -> Outer.Worker { Outer.Worker() }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Outer.swift:3:22 system getenv() hard-wired",
        "Outer.swift:7:33 creation Outer.Worker(…) hard-wired",
      ])
  }

  @Test func sleepingMakesAServiceWhileAValueReadThroughAStaticMethodDoesNot() throws {
    let fixture = try Fixture([
      "Socket.swift": """
      enum MaskingKey {
        static func random() -> UInt8 { UInt8.random(in: 0...255) }
      }
      final class Framer {
        func mask() -> UInt8 { MaskingKey.random() }
      }
      final class Pinger {
        func ping() async throws { try await Task.sleep(nanoseconds: 1) }
      }
      struct Connection {
        func open() {
          _ = Framer()
          _ = Pinger()
        }
      }
      """
    ])
    let result = try fixture.audit()
    // The random key is reported where it is read; the framer only holds memory.
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Socket.swift:13:9 creation Pinger(…) hard-wired"
      ])
    #expect(result.findings.contains { $0.expression == "MaskingKey.random" })
    #expect(result.findings.contains { $0.expression == "Task.sleep" && $0.reaches == "sleeping" })
    #expect(try fixture.seamSummaries().contains("Socket.swift:12:9 creation Framer(…)"))
  }

  @Test func aValueThatHoldsNothingIsWhatItsMethodsDo() throws {
    let fixture = try Fixture([
      "Streams.swift": """
      import Foundation

      struct StandardOutput: TextOutputStream {
        mutating func write(_ string: String) { fputs(string, stdout) }
      }
      struct Upper {
        func apply(_ text: String) -> String { text.uppercased() }
      }
      struct LogFile {
        let path: String
        func append(_ line: String) { FileManager.default.createFile(atPath: path, contents: nil) }
      }
      enum Runner {
        static func run() {
          var output = StandardOutput()
          print("done", to: &output)
          _ = Upper().apply("a")
          LogFile(path: "/tmp/log").append("done")
        }
      }
      """
    ])
    let result = try fixture.audit()
    // The stream holds nothing but its writes: creating it hard-wires the standard output. The
    // log file is a value holding a path: its own write is reported where it is.
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Streams.swift:15:18 creation StandardOutput(…) hard-wired"
      ])
    #expect(try fixture.seamSummaries().isEmpty)
  }

  @Test func aModulesOwnProtocolsExtensionCodeIsItsConformingTypesCode() throws {
    let fixture = try Fixture([
      "Sources/Transport/Channels.swift": """
      import Foundation

      protocol ConnectionChannel: AnyObject {}
      extension ConnectionChannel {
        func connect() -> Int32 { socket(AF_INET, 1, 0) }
      }
      public protocol Logging {}
      extension Logging {
        public func warn() { fputs("warning", stderr) }
      }
      final class TCPChannel: ConnectionChannel {}
      final class QuietLogger: Logging {}
      public func open() {
        _ = TCPChannel()
        _ = QuietLogger()
      }
      """
    ])
    // The internal protocol's extension is how the module shares the channels' code; a public
    // protocol's extension is a default another module's type may never run.
    let result = try fixture.audit()
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Sources/Transport/Channels.swift:14:7 creation TCPChannel(…) hard-wired"
      ])
    #expect(try fixture.seamSummaries().contains { $0.contains("QuietLogger(…)") })
  }

  @Test func aTimerOnTheRealClockMakesAService() throws {
    let fixture = try Fixture([
      "Sources/Terminal/Spinner.swift": """
      import Foundation

      final class Spinner {
        let queue = DispatchQueue(label: "spinner")
        func start() {
          let timer = DispatchSource.makeTimerSource(queue: queue)
          timer.resume()
          queue.asyncAfter(deadline: .now()) {}
        }
      }
      func spin() { Spinner().start() }
      """
    ])
    let result = try fixture.audit()
    #expect(
      result.findings.map { "\($0.line) \($0.expression) \($0.reaches)" } == [
        "6 DispatchSource.makeTimerSource sleeping",
        "8 x.asyncAfter() sleeping",
        "8 .now the current date",
        "11 Spinner(…) Spinner(…)",
      ])
  }

  @Test func aValueCreatedThroughAnInitializerThatDoesIOIsAFinding() throws {
    let fixture = try Fixture([
      "Sources/Templates/Template.swift": """
      import Foundation

      struct Template {
        let text: String
        init(string: String) { text = string }
        init(filename: String) throws {
          text = try String(contentsOfFile: filename, encoding: .utf8)
        }
      }
      func render() throws {
        _ = Template(string: "{{name}}")
        _ = try Template(filename: "page.mustache")
      }
      """
    ])
    // Only the creation that reads the file is I/O; the same type made from a string is a value.
    let result = try fixture.audit()
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Sources/Templates/Template.swift:12:11 creation Template(filename:) hard-wired"
      ])
  }

  @Test func aValueCreatedThroughAnInitializerCallingAFunctionThatDoesIOIsAFinding() throws {
    // swift-system's `Stat(path)` calls `Self._stat(…)`, which calls `stat()`. An initializer
    // that only stores a closure calling such a function does no I/O until it is called
    // (postgres-kit's `PostgresConfiguration(…)` resolving its host later).
    let fixture = try Fixture([
      "Sources/Files/Stat.swift": """
      import Foundation

      struct Stat {
        let size: Int
        var resolve: () throws -> Int = { 0 }
        init(size: Int) { self.size = size }
        init(path: String) throws { size = try Self.read(path) }
        init(lazily path: String) {
          size = 0
          resolve = { try Self.read(path) }
        }
        static func read(_ path: String) throws -> Int {
          try String(contentsOfFile: path, encoding: .utf8).count
        }
      }
      func inspect() throws {
        _ = Stat(size: 1)
        _ = try Stat(path: "/etc/hosts")
        _ = Stat(lazily: "/etc/hosts")
      }
      """
    ])
    let result = try fixture.audit()
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Sources/Files/Stat.swift:18:11 creation Stat(path:) hard-wired"
      ])
  }

  @Test func aValueCreatedThroughAnInitializerThatCreatesOneDoingIOIsAFinding() throws {
    // grpc-swift-protobuf's `GeneratorOptions(parameter:)` calls `self.init(pairs:)`, which
    // creates swift-protobuf's `ProtoFileToModuleMappings(path:)`, which reads the file.
    let fixture = try Fixture([
      "Sources/Plugin/Options.swift": """
      import Foundation

      struct Mappings {
        let text: String
        init() { text = "" }
        init(path: String) throws { text = try String(contentsOfFile: path, encoding: .utf8) }
      }
      struct Options {
        var mappings = Mappings()
        init(parameter: String) throws { try self.init(pairs: [("path", parameter)]) }
        init(pairs: [(String, String)]) throws {
          for (_, value) in pairs { mappings = try Mappings(path: value) }
        }
        init(defaults: Bool) { self.init() }
        init() {}
      }
      func generate(_ parameter: String) throws {
        _ = try Options(parameter: parameter)
        _ = Options(defaults: true)
      }
      """
    ])
    // `Options(defaults:)` delegates to an initializer that reads nothing: a value.
    let result = try fixture.audit()
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Sources/Plugin/Options.swift:12:46 creation Mappings(path:) hard-wired",
        "Sources/Plugin/Options.swift:18:11 creation Options(parameter:) hard-wired",
      ])
  }

  @Test func anObjectCreatedThroughAnInitializerThatDoesNoIOHasNotDoneAnothersIO() throws {
    // swift-nio-ssl's `NIOSSLCertificate(bytes:format:)` parses memory; its `init(file:format:)`
    // reads the file, through `private let sysFopen = fopen`. An object whose other initializer
    // starts something (an observer) keeps it whichever initializer made it.
    let fixture = try Fixture([
      "Sources/TLS/Certificate.swift": """
      import Foundation
      import Glibc

      private let sysFopen = fopen
      final class Certificate {
        let bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
        init(file: String) {
          _ = sysFopen(file, "r")
          bytes = []
        }
      }
      final class Watcher {
        var count = 0
        init(count: Int) { self.count = count }
        init(observing name: String) {
          NotificationCenter.default.addObserver(
            forName: .init(name), object: nil, queue: nil) { _ in }
        }
      }
      func load() {
        _ = Certificate(bytes: [1])
        _ = Certificate(file: "cert.pem")
        _ = Watcher(count: 1)
      }
      """
    ])
    let result = try fixture.audit()
    #expect(
      result.findings.filter { $0.kind == .creation }.map(Fixture.summary) == [
        "Sources/TLS/Certificate.swift:23:7 creation Certificate(file:) hard-wired",
        "Sources/TLS/Certificate.swift:24:7 creation Watcher(…) hard-wired",
      ])
  }

  @Test func aStoredLetOfAPlainValueReadOnceIsAValueReadNotAService() throws {
    // NIO's `EmbeddedEventLoop` reads `static let strictModeEnabled: Bool`, computed once from
    // the environment: the read is reported where it is, and the loop is no service for it (nor
    // an object for a global `let` of one). A static let of a service is still one.
    let fixture = try Fixture([
      "Sources/Loop/Loop.swift": """
      import Foundation

      let verbose: Bool = getenv("VERBOSE") != nil
      final class Loop {
        static let strictMode: Bool = getenv("STRICT") != nil
        static let files = FileManager.default
        var tasks = 0
        func check() { if Self.strictMode { tasks = 0 } }
      }
      final class Printer {
        var lines = 0
        func print() { if verbose { lines += 1 } }
      }
      final class Store {
        var items = 0
        func save() { _ = Self.files.currentDirectoryPath }
        static let files = FileManager.default
      }
      func run() {
        _ = Loop()
        _ = Printer()
        _ = Store()
      }
      """
    ])
    let findings = try fixture.audit().findings.map { "\($0.line) \($0.expression)" }
    #expect(
      findings == [
        "3 getenv()", "5 getenv()", "6 FileManager.default", "8 Loop.strictMode", "12 Loop.verbose",
        "16 Store.files", "17 FileManager.default", "22 Store(…)",
      ])
  }

  @Test func anObjectThatReadsTheProcesssIDIsStampedNotAService() throws {
    // swift-nio-extras' quiescing demo writes `kill -INT \(getpid())` into each response.
    let fixture = try Fixture([
      "Sources/Demo/Handler.swift": """
      import Glibc

      final class Handler {
        var replies: [String] = []
        func reply() { replies.append("kill -INT \\(getpid())") }
      }
      func serve() { Handler().reply() }
      """
    ])
    let findings = try fixture.audit().findings.map { "\($0.line) \($0.expression)" }
    #expect(findings == ["5 getpid()"])
  }

  @Test func aTypeNamedWithALeadingUnderscoreIsATypeToo() throws {
    // swift-openapi-generator keeps `_YamlFileDiagnosticsCollector` out of its documented API;
    // its `finalize()` writes a file, and a global function creates it.
    let fixture = try Fixture([
      "Sources/Core/Collector.swift": """
      import Foundation

      final class _FileCollector {
        private var lines: [String] = []
        private let url: URL
        init(url: URL) { self.url = url }
        func finalize() throws { try lines.joined().write(to: url, atomically: true, encoding: .utf8) }
      }

      public func preparedCollector(outputPath: URL) -> () throws -> Void {
        let collector = _FileCollector(url: outputPath)
        return collector.finalize
      }
      """
    ])
    let findings = try fixture.audit().findings.map(Fixture.summary)
    #expect(
      findings.contains("Sources/Core/Collector.swift:11:19 creation _FileCollector(…) hard-wired"))
  }

  @Test func anImplicitMemberPassedToADelegatedInitializerIsItsParametersType() throws {
    // `self.init(path, disk: .shared)` in a convenience initializer: the parameter the
    // implicit member fills says its type, as it does for any other call.
    let fixture = try IndexedFixture(
      [
        "Sources/Files/Reader.swift": """
        import Foundation

        public final class Disk: Sendable {
          public static let shared = Disk()
          func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
        }
        public struct Contents {
          var data: Data?
          public init(contentsOf path: String, disk: Disk) {
            data = disk.read(path)
          }
          public init(contentsOf path: String) {
            self.init(contentsOf: path, disk: .shared)
          }
        }
        """
      ], modules: [(name: "Files", folder: "Sources/Files")])
    let found = try fixture.findingsInEachMode("Sources/Files")
    for findings in [found.typeAccurate, found.syntaxOnly] {
      #expect(findings.contains("Reader.swift:13:39 shared accessor Disk.shared"))
    }
  }

  @Test func anImplicitMemberPassedToAMemberwiseInitializerIsItsPropertysType() throws {
    // swift-nio's examples: `Server(host: "localhost", port: 8765, eventLoopGroup: .singleton)`
    // calls the initializer Swift writes for a struct that declares none: its parameters are
    // the stored properties, so `.singleton` is the event loop group's. A struct that declares
    // an initializer has no memberwise one.
    let fixture = try IndexedFixture(
      [
        "Sources/Echo/Server.swift": """
        import Foundation

        public final class Pool: Sendable {
          public static let shared = Pool()
          func start() -> Bool { FileManager.default.fileExists(atPath: "/run") }
        }
        public enum Mode: Sendable { case shared }
        struct Server {
          let host: String
          var retries = 3
          let pool: Pool
          static func start() -> Bool {
            let server = Server(host: "localhost", pool: .shared)
            return server.pool.start()
          }
        }
        struct Client {
          let mode: Mode
          init(mode: Mode) { self.mode = mode }
          static func make() -> Client { Client(mode: .shared) }
        }
        """
      ], modules: [(name: "Echo", folder: "Sources/Echo")])
    let found = try fixture.findingsInEachMode("Sources/Echo")
    for findings in [found.typeAccurate, found.syntaxOnly] {
      #expect(
        findings.filter { $0.contains(".shared") }
          == ["Server.swift:13:50 shared accessor Pool.shared"])
    }
  }

  @Test func anInitializerIsToldFromAnotherOfItsFirstLabelByTheLabelsItTakes() throws {
    // swift-nio's `ArraySlice(contentsOf:maximumSizeAllowed:)` passes the process-wide file
    // system to `init(contentsOf:maximumSizeAllowed:fileSystem:)`, which uses the one given: a
    // call of the second with a file system of the caller's is no finding in either mode.
    let fixture = try IndexedFixture(
      [
        "Sources/Files/Reader.swift": """
        import Foundation

        public final class Disk: Sendable {
          public static let shared = Disk()
          func read(_ path: String) -> [UInt8] {
            FileManager.default.contents(atPath: path).map { Array($0) } ?? []
          }
        }
        extension Array where Element == UInt8 {
          public init(contentsOf path: String, disk: Disk) {
            self = disk.read(path)
          }
          public init(contentsOf path: String) {
            self = Self(contentsOf: path, disk: Disk.shared)
          }
        }
        func load(_ path: String, from disk: Disk) -> [UInt8] {
          Array(contentsOf: path, disk: disk)
        }
        func load(_ path: String) -> [UInt8] {
          Array(contentsOf: path)
        }
        """
      ], modules: [(name: "Files", folder: "Sources/Files")])
    let found = try fixture.findingsInEachMode("Sources/Files")
    for findings in [found.typeAccurate, found.syntaxOnly] {
      #expect(findings.contains("Reader.swift:21:3 creation Array(contentsOf:)"))
      #expect(!findings.contains { $0.hasPrefix("Reader.swift:18:") })
      #expect(!findings.contains { $0.hasPrefix("Reader.swift:14:") && $0.contains("creation") })
    }
  }
}
