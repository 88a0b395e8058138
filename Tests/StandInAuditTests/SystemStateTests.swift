import StandInAudit
import Testing

@Suite struct SystemStateTests {
  @Test func swizzlingAndTheTestObservationCenterAreTheProcesss() throws {
    let fixture = try Fixture([
      "Swizzle.swift": """
      #if canImport(ObjectiveC)
        import ObjectiveC
        import XCTest

        func swizzle(_ a: Method, _ b: Method, observer: any XCTestObservation) {
          method_exchangeImplementations(a, b)
          NSSetUncaughtExceptionHandler { _ in }
          XCTestObservationCenter.shared.addTestObserver(observer)
        }

        func addToOwnClass(_ cls: AnyClass, _ selector: Selector, _ imp: IMP) {
          class_addMethod(cls, selector, imp, "v@:")
        }
      #endif
      """
    ])
    // Adding a method to a class of the package's own reaches nothing another caller sees.
    #expect(
      try fixture.findingSummaries() == [
        "Swizzle.swift:6:5 system method_exchangeImplementations() hard-wired",
        "Swizzle.swift:7:5 system NSSetUncaughtExceptionHandler() hard-wired",
        "Swizzle.swift:8:5 system XCTestObservationCenter.shared hard-wired",
      ])
    #expect(
      try fixture.audit().findings.map(\.reaches) == [
        "the Objective-C runtime", "the Objective-C runtime", "the test framework",
      ])
  }

  @Test func anImplicitMemberAfterAnOptionalParameterIsItsTypesMember() throws {
    let fixture = try Fixture([
      "Load.swift": """
      import Foundation

      func load(bundle: Bundle? = nil, queue: DispatchQueue?, mode: Mode?) {
        let source = bundle ?? .main
        let target = queue ?? .main
        let kind = mode ?? .fast
        let closure: (Bundle?) -> Bundle = { bundle in bundle ?? .main }
        print(source, target, kind, closure)
      }
      enum Mode { case fast }
      """
    ])
    // The package's own enum case is no finding; in a closure the parameter's type is unwritten
    // here and left to the index.
    #expect(
      try fixture.findingSummaries() == [
        "Load.swift:4:26 system Bundle.main hard-wired",
        "Load.swift:5:25 system DispatchQueue.main hard-wired",
      ])
  }

  @Test func theNetworkFrameworksConnectionsAreTheNetwork() throws {
    let fixture = try Fixture([
      "Connect.swift": """
      #if canImport(Network)
        import Network

        func connect(to endpoint: NWEndpoint) -> NWConnection {
          let listener = try? NWListener(using: .tcp)
          _ = listener
          return NWConnection(to: endpoint, using: .tcp)
        }
      #endif
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Connect.swift:5:25 system NWListener(…) hard-wired",
        "Connect.swift:7:12 system NWConnection(…) hard-wired",
      ])
    #expect(try fixture.audit().findings.map(\.reaches) == ["the network", "the network"])
  }

  @Test func anOSLoggerIsTheSystemLogAndAnOSLogHandleIsNot() throws {
    // swift-syntax's parse-error logger; an `OSLog` handle's writes are `os_log(…)` calls.
    let fixture = try Fixture([
      "Log.swift": """
      #if canImport(OSLog)
        import OSLog

        func logFault(_ text: String) {
          Logger(subsystem: "org.example", category: "Parse").fault("\\(text)")
          let handle = OSLog(subsystem: "org.example", category: "Issues")
          os_log(.fault, log: handle, "%@", text)
        }
      #endif
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Log.swift:5:5 system Logger(subsystem:) hard-wired",
        "Log.swift:7:5 system os_log() hard-wired",
      ])
    #expect(try fixture.audit().findings.map(\.reaches) == ["the system log", "the system log"])
  }

  @Test func theFileSystemsAndHostsCallsOfEachPlatformAreTheSystems() throws {
    // swift-nio's file system: Linux's `renameat2` and `statfs`, which a C shim reaches, Darwin's
    // renames, `copyfile` and temporary folder (`confstr`), Windows' host names and interfaces.
    let fixture = try Fixture([
      "Files.swift": """
      #if os(Linux)
        import Glibc

        func move(_ from: String, _ to: String) -> Int32 { renameat2(-100, from, -100, to, 1) }
        func fileSystemType(_ path: String, _ info: inout statfs) -> Int32 { statfs(path, &info) }
      #elseif canImport(Darwin)
        import Darwin

        func move(_ from: String, _ to: String) -> Int32 { renamex_np(from, to, 0) }
        func moveAt(_ from: String, _ to: String) -> Int32 { renameatx_np(-2, from, -2, to, 0) }
        func copy(_ from: String, _ to: String) -> Int32 { copyfile(from, to, nil, 0) }
        func temporaryFolder(_ buffer: UnsafeMutablePointer<CChar>) -> Int { confstr(65537, buffer, 1024) }
      #elseif os(Windows)
        import WinSDK

        func resolve(_ host: String) -> Int32 { GetAddrInfoW(host, nil, nil, nil) }
        func interfaces() -> UInt32 { GetAdaptersAddresses(0, 0, nil, nil, nil) }
      #endif
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Files.swift:4:54 system renameat2() hard-wired",
        "Files.swift:5:72 system statfs() hard-wired",
        "Files.swift:9:54 system renamex_np() hard-wired",
        "Files.swift:10:56 system renameatx_np() hard-wired",
        "Files.swift:11:54 system copyfile() hard-wired",
        "Files.swift:12:72 system confstr() hard-wired",
        "Files.swift:16:43 system GetAddrInfoW(…) hard-wired",
        "Files.swift:17:33 system GetAdaptersAddresses(…) hard-wired",
      ])
  }

  @Test func openingADirectoryIsTheFileSystemAndReadingTheStreamOpenedIsNot() throws {
    // As `read` of a descriptor the caller opened: the path is reached where it is opened.
    let fixture = try Fixture([
      "List.swift": """
      import Glibc

      func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
          names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0, as: UTF8.self) })
        }
        return names
      }
      """
    ])
    #expect(try fixture.findingSummaries() == ["List.swift:4:25 system opendir() hard-wired"])
  }

  @Test func anImplicitMemberInACasePatternIsTheSubjectsNotTheClocks() throws {
    // swift-nio's `switch strategy { case .now: … }`: a value of the subject's type compared.
    let fixture = try Fixture([
      "Wait.swift": """
      import Foundation

      enum Strategy { case now, later }
      func wait(_ strategy: Strategy) -> Int {
        switch strategy {
        case .now: return 0
        case .later: return 1
        }
      }
      func isNow(_ strategy: Strategy) -> Bool {
        if case .now = strategy { return true }
        return false
      }
      func today() -> Date { .now }
      """
    ])
    #expect(try fixture.findingSummaries() == ["Wait.swift:14:24 system Date.now hard-wired"])
  }

  @Test func aCallQualifiedByTheWindowsCRuntimesModuleIsTheSystems() throws {
    // swift-nio's Windows `open`: the module `ucrt` is named in lowercase, unlike `Glibc`.
    let fixture = try Fixture([
      "Open.swift": """
      #if os(Windows)
        import ucrt

        func open(_ path: String) -> CInt {
          var handle: CInt = -1
          _ = ucrt._sopen_s(&handle, path, 0, _SH_DENYNO, 0)
          return handle
        }
      #endif
      """
    ])
    #expect(try fixture.findingSummaries() == ["Open.swift:6:9 system _sopen_s() hard-wired"])
  }

  @Test func anImplicitMemberReturnedIsTheDeclaredTypesMember() throws {
    let fixture = try Fixture([
      "Live.swift": """
      import Foundation

      enum Live {
        static var timeZone: TimeZone { .autoupdatingCurrent }
        static var locale: Locale {
          get { .autoupdatingCurrent }
        }
        static func files(real: Bool) -> FileManager? {
          if real { return .default }
          return nil
        }
        static subscript(key: String) -> Bundle { .main }
        static let transform: () -> Locale = { .current }
        static var mode: Mode { .fast }
        enum Mode { case fast }
      }
      """
    ])
    // The closure's `.current` has no written type of its own and is no finding; the package's
    // own enum case is none either.
    #expect(
      try fixture.findingSummaries() == [
        "Live.swift:4:35 system TimeZone.autoupdatingCurrent hard-wired",
        "Live.swift:6:11 system Locale.autoupdatingCurrent hard-wired",
        "Live.swift:9:22 system FileManager.default hard-wired",
        "Live.swift:12:45 system Bundle.main hard-wired",
      ])
  }

  @Test func anImplicitMemberReturnedAsSelfIsTheEnclosingTypesMember() throws {
    let fixture = try Fixture([
      "Selves.swift": """
      import Foundation

      extension TimeZone {
        static var app: Self { .autoupdatingCurrent }
      }
      struct Store {
        static var live: Store { Store(root: FileManager.default.currentDirectoryPath) }
        let root: String
      }
      extension Store {
        static var shared: Self { .live }
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Selves.swift:4:26 system TimeZone.autoupdatingCurrent hard-wired",
        "Selves.swift:7:40 system FileManager.default hard-wired",
        "Selves.swift:11:29 static member Store.live hard-wired",
      ])
  }

  @Test func theSystemsSharedStateIsReportedWithItsReplacement() throws {
    let fixture = try Fixture([
      "Clock.swift": """
      import Foundation

      func stamp() -> String {
        let now = Date()
        let later = Date.now
        let id = UUID()
        let dice = Int.random(in: 1...6)
        let files = FileManager.default
        let home = ProcessInfo.processInfo.environment["HOME"]
        let path = getenv("PATH")
        fputs("x", stderr)
        let deadline: Date = .now
        return "\\(now)\\(later)\\(id)\\(dice)\\(files)\\(String(describing: home))\\(String(describing: path))\\(deadline)"
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Clock.swift:4:13 system Date() hard-wired",
        "Clock.swift:5:15 system Date.now hard-wired",
        "Clock.swift:6:12 system UUID() hard-wired",
        "Clock.swift:7:14 system Int.random hard-wired",
        "Clock.swift:8:15 system FileManager.default hard-wired",
        "Clock.swift:9:14 system ProcessInfo.processInfo hard-wired",
        "Clock.swift:10:14 system getenv() hard-wired",
        "Clock.swift:11:14 system stderr hard-wired",
        "Clock.swift:12:24 system Date.now hard-wired",
      ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(\.reaches) == [
        "the current date", "the current date", "UUIDs", "random numbers", "the file system",
        "process info and environment", "process info and environment", "standard streams",
        "the current date",
      ])
    #expect(
      findings[0].suggestion == "use `Date.overridable()` (import StandInSystem); `--fix` does this"
    )
    #expect(
      findings[4].suggestion.hasPrefix("use `FileManager.overridable` (import StandInSystem)"))
    #expect(findings.map(\.fixable) == [true, true, true, false, true, true, false, false, false])
  }

  @Test func randomnessWithAGeneratorOfYourOwnIsNotReported() throws {
    let fixture = try Fixture([
      "Dice.swift": """
      func roll<G: RandomNumberGenerator>(_ rng: inout G, _ faces: [Int]) -> [Int] {
        _ = Int.random(in: 1...6, using: &rng)
        _ = faces.randomElement(using: &rng)
        _ = faces.shuffled()
        return faces.shuffled(using: &rng)
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(summaries == ["Dice.swift:4:13 system x.shuffled() hard-wired"])
  }

  /// swift-subprocess's Windows code, read by syntax in the branch this machine does not
  /// compile, and swift-system's standard streams.
  @Test func theWindowsAPIAndSwiftSystemsStandardStreamsAreReported() throws {
    let fixture = try Fixture([
      "Spawn.swift": """
      import SystemPackage
      #if os(Windows)
      import WinSDK
      func spawn(_ command: inout [WCHAR], _ info: inout STARTUPINFOW) -> Bool {
        var process = PROCESS_INFORMATION()
        return CreateProcessW(nil, &command, nil, nil, true, 0, nil, nil, &info, &process)
      }
      func environment() -> UnsafeMutablePointer<WCHAR>? { GetEnvironmentStringsW() }
      func stop(_ handle: HANDLE) { _ = TerminateProcess(handle, 1); CloseHandle(handle) }
      #endif
      func report(_ text: String) throws { _ = try FileDescriptor.standardError.writeAll(text.utf8) }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      Set(findings.map { "\($0.line) \($0.expression) \($0.reaches)" }) == [
        "6 CreateProcessW(…) the process",
        "8 GetEnvironmentStringsW(…) process info and environment",
        "9 TerminateProcess(…) the process",
        "11 FileDescriptor.standardError standard streams",
      ])
  }

  /// swift-w3c-trace-context's `TraceID`: the generator-free overload creates the system's
  /// generator and hands it to the overload that takes one, called bare inside the type.
  @Test func aTypesRandomUsingAGeneratorCalledBareIsNotReported() throws {
    let fixture = try Fixture([
      "TraceID.swift": """
      struct TraceID {
        var bytes: UInt64
        static func random(using generator: inout some RandomNumberGenerator) -> TraceID {
          TraceID(bytes: generator.next())
        }
        static func random() -> TraceID {
          var generator = SystemRandomNumberGenerator()
          return random(using: &generator)
        }
      }
      func newTrace() -> TraceID { TraceID.random() }
      """
    ])
    #expect(
      try Set(fixture.findingSummaries()) == [
        "TraceID.swift:7:21 system SystemRandomNumberGenerator() hard-wired",
        "TraceID.swift:11:30 static member TraceID.random hard-wired",
      ])
  }

  @Test func aTypeThePackageDeclaresHidesTheSystemsOfTheSameName() throws {
    let fixture = try Fixture([
      "Date.swift": """
      struct Date {
        static var now: Date { Date() }
      }
      func f() { _ = Date.now }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(summaries == [])
  }

  @Test func moduleQualifiedSystemNamesAreReported() throws {
    let fixture = try Fixture([
      "Out.swift": """
      import Foundation
      #if canImport(Glibc)
        import Glibc
      #endif

      func f() {
        _ = Foundation.Date()
        _ = Glibc.stdout
        _ = Foundation.FileManager.default
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Out.swift:7:7 system Date() hard-wired",
        "Out.swift:8:7 system stdout hard-wired",
        "Out.swift:9:7 system FileManager.default hard-wired",
      ])
    // A qualified spelling is reported, but `--fix` rewrites only the plain one.
    #expect(try fixture.audit().findings.map(\.fixable) == [false, false, false])
  }

  @Test func standInsReplacementsAreReplaceable() throws {
    let fixture = try Fixture([
      "Now.swift": """
      import StandInSystem

      func f() {
        _ = Date.overridable()
        _ = FileManager.overridable
        _ = Locale.overridable
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Now.swift:4:7 system Date.overridable replaceable",
        "Now.swift:5:7 system FileManager.overridable replaceable",
        "Now.swift:6:7 system Locale.overridable replaceable",
      ])
    #expect(try fixture.audit().exitStatus(strict: true) == 0)
  }

  @Test func aFreeNameThatIsALocalOrAMemberIsNotTheSystems() throws {
    let fixture = try Fixture([
      "Names.swift": """
      final class Terminal {
        var stdout: [String] = []
        func time() -> Int { 0 }
        func write() {
          stdout.append("x")
          _ = time()
        }
      }
      func run(stderr: Int) -> Int {
        let getenv = { (name: String) in name }
        _ = getenv("HOME")
        return stderr
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(summaries == [])
  }

  @Test func theTableCoversWhatTheIssueNames() {
    let table = SystemTable.shared
    for (type, member) in [
      ("FileManager", "default"), ("URLSession", "shared"), ("UserDefaults", "standard"),
      ("ProcessInfo", "processInfo"), ("Bundle", "main"), ("Locale", "current"),
      ("TimeZone", "current"), ("Calendar", "current"), ("DispatchQueue", "main"),
      ("RunLoop", "main"), ("UIApplication", "shared"), ("UIDevice", "current"),
      ("UIScreen", "main"), ("NSWorkspace", "shared"), ("NotificationCenter", "default"),
      ("Date", "now"), ("ContinuousClock", "now"), ("Task", "sleep"), ("Int", "random"),
    ] {
      #expect(table.member(type: type, member) != nil, "\(type).\(member)")
    }
    #expect(table.creation(type: "Date", firstLabel: "")?.fix == "Date.overridable()")
    #expect(table.creation(type: "Date", firstLabel: "timeIntervalSince1970") == nil)
    #expect(table.creation(type: "UUID", firstLabel: "")?.fix == "UUID.overridable()")
    #expect(table.creation(type: "ContinuousClock", firstLabel: "") != nil)
    #expect(table.function("getenv") != nil)
    #expect(table.variable("stderr") != nil)
    #expect(table.instanceCall("shuffled") != nil)
    #expect(table.implicitMember("now") != nil)
    #expect(table.isBox("NSLock") && table.isBox("ManagedAtomic") && !table.isBox("Date"))
  }

  @Test func theMechanicalRewritesAreExactlyStandInSystemsNames() {
    let fixes = Dictionary(
      SystemTable.shared.entries.compactMap { entry in entry.fix.map { (entry.pattern, $0) } },
      uniquingKeysWith: { first, _ in first })
    #expect(fixes["Date()"] == "Date.overridable()")
    #expect(fixes["Date.now"] == "Date.overridable.now")
    #expect(fixes["UUID()"] == "UUID.overridable()")
    #expect(fixes["FileManager.default"] == "FileManager.overridable")
    #expect(fixes["UserDefaults.standard"] == "UserDefaults.overridable")
    #expect(fixes["URLSession.shared"] == "URLSession.overridable")
    #expect(fixes["Locale.current"] == "Locale.overridable")
    #expect(fixes["TimeZone.current"] == "TimeZone.overridable")
    #expect(fixes["Calendar.current"] == "Calendar.overridable")
    #expect(fixes["Bundle.main"] == "Bundle.overridable")
    #expect(fixes["ProcessInfo.processInfo"] == "ProcessInfo.overridable")
    // Every entry that StandInSystem replaces names it as the module to import.
    for entry in SystemTable.shared.entries where entry.fix != nil {
      #expect(entry.module == "StandInSystem", "\(entry.pattern)")
    }
  }

  @Test func malformedTableLinesAreIgnored() {
    let table = SystemTable(
      text: """
        # a comment
        Date()\tthe current date\tDate.overridable()\tDate.overridable()\tStandInSystem

        not enough columns
        Mutex(*)\tbox\t-\t-\t-
        """)
    #expect(table.entries.map(\.pattern) == ["Date()", "Mutex(*)"])
    #expect(table.entries[1].fix == nil && table.entries[1].module == nil)
  }

  @Test func theGlobalQueuesAndSleepingAreTheSystemsSharedState() throws {
    let fixture = try Fixture([
      "Work.swift": """
      import Foundation

      func work() {
        DispatchQueue.global().async {}
        usleep(10)
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Work.swift:4:3 system DispatchQueue.global hard-wired",
        "Work.swift:5:3 system usleep() hard-wired",
      ])
    #expect(findings.map(\.reaches) == ["the main queue and run loop", "sleeping"])
  }

  @Test func foundationsTimersAndATimerDescriptorWaitOnTheRealClock() throws {
    // Foundation's `Timer(fire:…)`, `Timer(timeInterval:…)` fire on the real clock; a metrics
    // library's `Timer(label:)` is no timer (told by the first label, as by syntax nothing
    // else tells the two apart); `timerfd_create` makes a descriptor that the clock wakes, and
    // SQLite's `sqlite3_sleep` sleeps.
    let fixture = try Fixture([
      "Ticks.swift": """
      import Foundation

      func schedule(_ loop: RunLoop) {
        loop.add(Timer(timeInterval: 1, repeats: true) { _ in }, forMode: .default)
        loop.add(Timer(fire: Date(timeIntervalSince1970: 0), interval: 1, repeats: false) { _ in }, forMode: .default)
        _ = Timer(label: "requests")
        _ = timerfd_create(CLOCK_MONOTONIC, 0)
        _ = sqlite3_sleep(10)
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Ticks.swift:4:12 system Timer(timeInterval:) hard-wired",
        "Ticks.swift:5:12 system Timer(fire:) hard-wired",
        "Ticks.swift:7:7 system timerfd_create() hard-wired",
        "Ticks.swift:8:7 system sqlite3_sleep() hard-wired",
      ])
  }

  @Test func swiftNIOsServicesAreKnownByNameWithoutNIOsSources() throws {
    // The syntax-only mode reads a dependency's sources only up to a size; NIO's event loop
    // groups, thread pools and bootstraps are named in the table, as its singletons are.
    let fixture = try Fixture([
      "Server.swift": """
      import NIOPosix

      func start(threads: Int) throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
        let pool = NIOThreadPool(numberOfThreads: 2)
        _ = ServerBootstrap(group: group)
        _ = NIOPipeBootstrap(group: group)
        pool.start()
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Server.swift:4:15 system MultiThreadedEventLoopGroup(…) hard-wired",
        "Server.swift:5:14 system NIOThreadPool(…) hard-wired",
        "Server.swift:6:7 system ServerBootstrap(…) hard-wired",
        "Server.swift:7:7 system NIOPipeBootstrap(…) hard-wired",
      ])
    #expect(findings.map(\.reaches) == ["threads", "threads", "the network", "standard streams"])
  }

  @Test func aCFunctionStoredToBeCalledLaterReachesWhatACallWould() throws {
    let fixture = try Fixture([
      "Terminal.swift": """
      import Glibc

      func isTerminal() -> Bool {
        let check: (Int32) -> Int32
        check = isatty
        return check(1) != 0
      }
      """
    ])
    #expect(try fixture.findingSummaries() == ["Terminal.swift:5:11 system isatty() hard-wired"])
  }

  @Test func aGlobalHoldingACFunctionReachesWhatItsCallsWould() throws {
    // swift-nio-ssl's `private let sysFopen = fopen`, called by `Posix.fopen(file:mode:)`.
    let fixture = try Fixture([
      "Posix.swift": """
      import Glibc

      private let sysFopen = fopen
      enum Posix {
        static func open(_ path: String) -> UnsafeMutablePointer<FILE>? { sysFopen(path, "r") }
      }
      func load() { _ = Posix.open("/etc/hosts") }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Posix.swift:3:24 system fopen() hard-wired",
        "Posix.swift:5:69 global variable (global).sysFopen hard-wired",
        "Posix.swift:7:19 static member Posix.open hard-wired",
      ])
  }

  @Test func openSSLsFunctionsThatReadAPathReachTheFileSystem() throws {
    // swift-nio-ssl loads a TLS context's trust roots by path; parsing a BIO it holds reads
    // nothing of the system's.
    let fixture = try Fixture([
      "TLS.swift": """
      import CNIOBoringSSL

      func trust(_ context: OpaquePointer, file: String) -> Bool {
        SSL_CTX_load_verify_locations(context, file, nil) == 1
      }
      func parse(_ bio: OpaquePointer) -> OpaquePointer? { PEM_read_bio_X509(bio, nil, nil, nil) }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "TLS.swift:4:3 system SSL_CTX_load_verify_locations() hard-wired"
      ])
    #expect(findings.map(\.reaches) == ["the file system"])
  }

  @Test func anImplicitMemberCalledWithoutArgumentsIsReadAsItsDeclaredTypes() throws {
    let fixture = try Fixture([
      "Client.swift": """
      import Dispatch

      enum Provider { case shared(Int) }
      struct Client {
        func shutdown(queue: DispatchQueue = .global(), provider: Provider = .shared(1)) {}
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == ["Client.swift:5:40 system DispatchQueue.global hard-wired"]
    )
  }

  @Test func theCLibrarysProcessWideFunctionsAreReportedAndHandlesItHoldsAreNot() throws {
    let fixture = try Fixture([
      "Hooks.swift": """
      import Glibc

      func silence(_ null: Int32, _ held: Int32) {
        _ = dup2(null, 2)
        _ = raise(SIGTRAP)
        perror("quiet")
        srandom(1)
        tzset()
        _ = mallctlbymib(nil, 0, nil, nil, nil, 0)
        _ = close(held)
        _ = sysconf(Int32(_SC_PAGESIZE))
        _ = dlopen(nil, 0)
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Hooks.swift:4:7 system dup2() hard-wired",
        "Hooks.swift:5:7 system raise() hard-wired",
        "Hooks.swift:6:3 system perror() hard-wired",
        "Hooks.swift:7:3 system srandom() hard-wired",
        "Hooks.swift:8:3 system tzset() hard-wired",
        "Hooks.swift:9:7 system mallctlbymib() hard-wired",
      ])
    #expect(
      findings.map(\.reaches) == [
        "the process", "process signals", "standard streams", "random numbers",
        "the current locale, time zone and calendar", "the process",
      ])
  }

  @Test func aSocketPairOpensSocketsAsASocketDoes() throws {
    // FlyingFox's `Socket.makePair` calls `socketpair()`, which the table did not name: it was
    // reported only because the sockets it creates were taken for services by any member.
    let fixture = try Fixture([
      "Pairs.swift": """
      import Glibc

      func pair() -> [Int32] {
        var sockets: [Int32] = [-1, -1]
        _ = socketpair(AF_UNIX, 1, 0, &sockets)
        _ = send(sockets[0], nil, 0, 0)
        return sockets
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(findings.map(Fixture.summary) == ["Pairs.swift:5:7 system socketpair() hard-wired"])
    #expect(findings.map(\.reaches) == ["the network"])
  }

  @Test func listeningAndAcceptingActOnTheSocketTheCallerHolds() throws {
    // As `read` of a descriptor the caller opened: the port is reached where it is bound.
    let fixture = try Fixture([
      "Serve.swift": """
      import Glibc

      func serve(_ socket: Int32, _ address: UnsafePointer<sockaddr>) -> Int32 {
        _ = bind(socket, address, 16)
        _ = listen(socket, 8)
        return accept(socket, nil, nil)
      }
      """
    ])
    #expect(try fixture.findingSummaries() == ["Serve.swift:4:7 system bind() hard-wired"])
  }

  @Test func theRealClocksAreReportedAsImplicitMembers() throws {
    let fixture = try Fixture([
      "Timer.swift": """
      struct Timer<C: Clock> {
        let clock: C
        init(clock: C) { self.clock = clock }
      }
      func continuous() -> Timer<ContinuousClock> { Timer(clock: .continuous) }
      func suspending() -> Timer<SuspendingClock> { Timer(clock: .suspending) }
      func measure<Clock: _Concurrency.Clock>(clock: Clock = .continuous) {}
      func pause(clock: some Clock = .suspending) {}
      """
    ])
    // A default of a parameter constrained by the system's protocol, however the constraint is
    // spelled (swift-metrics' `Clock: _Concurrency.Clock`), is the protocol's static.
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Timer.swift:5:60 system .continuous hard-wired",
        "Timer.swift:6:60 system .suspending hard-wired",
        "Timer.swift:7:56 system Clock.continuous hard-wired",
        "Timer.swift:8:32 system Clock.suspending hard-wired",
      ])
  }

  @Test func aDateFormatterReadsTheCurrentLocaleAndTimeZoneUnlessTheCodeSetsBoth() throws {
    let fixture = try Fixture([
      "Stamp.swift": """
      import Foundation

      func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
      }
      func fixed(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: date)
      }
      func half(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: date)
      }
      enum Feed {
        static let formatter: DateFormatter = {
          let formatter = DateFormatter()
          formatter.timeZone = TimeZone(identifier: "UTC")
          formatter.locale = Locale(identifier: "en_US_POSIX")
          return formatter
        }()
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Stamp.swift:4:19 system DateFormatter() hard-wired",
        "Stamp.swift:15:19 system DateFormatter() hard-wired",
      ])
    #expect(findings.first?.reaches == "the current locale, time zone and calendar")
    #expect(findings.first?.suggestion.contains("Locale.overridable") == true)
  }

  @Test func aCFunctionCalledWithoutArgumentsForItsEffectAloneActsOnTheProcess() throws {
    let fixture = try Fixture([
      "Counters.swift": """
      final class Counters {
        func enable() {
          CountersEnable()
        }
        func reset() {
          counters_reset()
          counters_reset_done()
        }
        func version() -> Int32 { library_version() }
        func read(_ value: inout Int32) { counters_read(&value) }
        func pause() {
          sched_yield()
          pthread_yield_np()
          SwitchToThread()
        }
      }
      func size() -> Int {
        let status = stat()
        return Int(status.st_size)
      }
      extension UnsafeMutablePointer {
        func release() {
          deallocate()
        }
      }
      """
    ])
    // A value returned (`library_version()`), an argument handed in, C's struct `stat()`, the C
    // library's effect-free `sched_yield()`, Darwin's and Windows' yields of the calling thread
    // (NIOConcurrencyHelpers' `sys_sched_yield`), and another type's method are not.
    #expect(
      try fixture.findingSummaries() == [
        "Counters.swift:3:5 system CountersEnable() hard-wired",
        "Counters.swift:6:5 system counters_reset() hard-wired",
        "Counters.swift:7:5 system counters_reset_done() hard-wired",
      ])
    #expect(
      try fixture.audit().findings.map(\.reaches) == Array(repeating: "the process", count: 3))
  }

  @Test func clearingOpenSSLsErrorQueueActsOnTheCallingThreadOnly() throws {
    // swift-nio-ssl clears BoringSSL's error queue before a parse, swift-crypto its prefixed
    // copy's: the queue is the calling thread's, as `errno` is. Another call for its effect is
    // still the process's.
    let fixture = try Fixture([
      "Parse.swift": """
      func parse() {
        ERR_clear_error()
        CCryptoBoringSSL_ERR_clear_error()
        LIB_clear_error()
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == ["Parse.swift:4:3 system LIB_clear_error() hard-wired"])
  }

  @Test func aMethodCalledUnqualifiedIsNoCFunctionOfItsName() throws {
    // GRDB's observers call `stopObservingDatabaseChangesUntilNextTransaction()`, which an
    // extension of its `TransactionObserver` protocol declares; its `extension
    // RangeReplaceableCollection` calls `remove(at:)`, not C's `remove()`.
    let fixture = try Fixture([
      "Observers.swift": """
      protocol Observer: AnyObject {}
      extension Observer {
        func stopObserving() {}
      }
      final class RegionObserver: Observer {
        var isChanged = false
        func changed() {
          isChanged = true
          stopObserving()
        }
        func flush() {
          countersFlush()
        }
      }
      extension RangeReplaceableCollection {
        mutating func removeFirst(where predicate: (Element) -> Bool) {
          if let index = firstIndex(where: predicate) { remove(at: index) }
        }
      }
      func clean(_ path: String) { remove(path) }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Observers.swift:12:5 system countersFlush() hard-wired",
        "Observers.swift:20:30 system remove() hard-wired",
      ])
  }

  @Test func aTypeDeclaredInABodyIsTheBodysOwnAndNoCFunction() throws {
    // swift-parsing's benchmarks declare their parsers inside each suite's closure and list them
    // as statements of a result builder (`"#".utf8` then `HexByte()`); a statement `Name()`
    // there creates the local type, and one of a name no body declares still calls C.
    let fixture = try Fixture([
      "Suites.swift": """
      final class Suite {
        init(_ build: (Suite) -> Void) { build(self) }
      }
      let colors = Suite { suite in
        struct HexByte {
          func parse() -> UInt8 { 0 }
        }
        struct HexColor {
          var body: [Any] {
            build {
              "#".utf8
              HexByte()
            }
          }
        }
        _ = HexColor().body
      }
      func reset() {
        HexByte()
      }
      func build(_ parts: () -> Void) -> [Any] { [] }
      """
    ])
    #expect(try fixture.findingSummaries() == ["Suites.swift:19:3 system HexByte() hard-wired"])
  }

  @Test func aFunctionCallingItsOwnNameWrapsTheSystemsFunction() throws {
    // swift-argument-parser declares `ioctl` for Glibc, whose own takes other integer types; its
    // `#if os(OpenBSD)` code calls the C library's.
    let fixture = try Fixture([
      "Sources/Parser/Platform.swift": """
      func ioctl(_ a: Int32, _ b: Int32, _ p: UnsafeMutableRawPointer) -> Int32 {
        ioctl(CInt(a), UInt(b), p)
      }
      func width(_ p: UnsafeMutableRawPointer) -> Int32 {
        ioctl(1, 0x5413, p)
      }
      func depth(_ n: Int) -> Int { n == 0 ? 0 : depth(n - 1) + 1 }
      """
    ])
    #expect(
      try fixture.audit().findings.map { "\($0.line) \($0.expression)" } == [
        "2 ioctl()", "5 Parser.ioctl",
      ])
  }

  @Test func aNewKeyOfSwiftCryptoIsDrawnFromTheSystemsRandomSource() throws {
    // swift-nio-ssh generates its host key with `Curve25519.Signing.PrivateKey()`; a key parsed
    // from bytes is a value.
    let fixture = try Fixture([
      "Keys.swift": """
      import Crypto

      func hostKey() -> Curve25519.Signing.PrivateKey {
        Curve25519.Signing.PrivateKey()
      }
      func ephemeral() -> P256.KeyAgreement.PrivateKey {
        P256.KeyAgreement.PrivateKey(compactRepresentable: true)
      }
      func sessionKey() -> SymmetricKey { SymmetricKey(size: .bits256) }
      func stored(_ bytes: [UInt8]) throws -> Curve25519.Signing.PrivateKey {
        _ = SymmetricKey(data: bytes)
        return try Curve25519.Signing.PrivateKey(rawRepresentation: bytes)
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Keys.swift:4:3 system Curve25519.Signing.PrivateKey() hard-wired",
        "Keys.swift:7:3 system P256.KeyAgreement.PrivateKey(compactRepresentable:) hard-wired",
        "Keys.swift:9:37 system SymmetricKey(size:) hard-wired",
      ])
    #expect(findings.allSatisfy { $0.reaches == "random numbers" })
  }

  @Test func aResolverAskedForNumbersOnlyLooksUpNoName() throws {
    // NIO's `SocketAddress(ipAddress:port:)` parses a scoped IPv6 address with `getaddrinfo` and
    // `AI_NUMERICHOST`; a lookup without the flag may ask the network.
    let fixture = try Fixture([
      "Sources/Net/Address.swift": """
      import Glibc

      func parse(_ text: String) {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST
        var result: UnsafeMutablePointer<addrinfo>?
        text.withCString { _ = getaddrinfo($0, nil, &hints, &result) }
      }
      func resolve(_ host: String) {
        var result: UnsafeMutablePointer<addrinfo>?
        _ = getaddrinfo(host, nil, nil, &result)
      }
      """
    ])
    let findings = try fixture.audit().findings.map { "\($0.line) \($0.expression)" }
    #expect(findings == ["11 getaddrinfo()"])
  }

  @Test func aValueWrittenToAFileReachesTheFileSystem() throws {
    // Foundation writes a value to a file with an instance method of the value: the table names
    // it with its first label. A stream written into (`&`) is the caller's.
    let fixture = try Fixture([
      "Sources/Tool/Output.swift": """
      import Foundation

      func save(_ data: Data, _ text: String, to url: URL) throws {
        try data.write(to: url)
        try data.write(to: url, options: .atomic)
        try text.write(toFile: url.path, atomically: true, encoding: .utf8)
        var description = ""
        text.write(to: &description)
        _ = text.data(using: .utf8)
      }
      """
    ])
    let findings = try fixture.audit().findings
    #expect(
      findings.map(Fixture.summary) == [
        "Sources/Tool/Output.swift:4:12 system x.write(to:) hard-wired",
        "Sources/Tool/Output.swift:5:12 system x.write(to:) hard-wired",
        "Sources/Tool/Output.swift:6:12 system x.write(toFile:) hard-wired",
      ])
    #expect(findings.allSatisfy { $0.reaches == "the file system" })
    #expect(
      findings.first?.suggestion
        == "use `FileManager.overridable.createFile(atPath:contents:)` (import StandInSystem)")
  }

  @Test func theSystemsStaticNamedUnqualifiedInAnExtensionOfItsTypeIsReported() throws {
    let fixture = try Fixture([
      "CommandLine+Name.swift": """
      extension CommandLine {
        static var programName: String {
          let first = UnsafeBufferPointer(start: unsafeArgv, count: Int(argc)).first
          return first.flatMap { $0.map { String(cString: $0) } } ?? "tool"
        }
        var description: String { "arguments" }
      }

      enum Usage {
        static func line() -> String { "usage: \\(CommandLine.programName) [file]" }
      }
      """
    ])
    // Static code of an extension of `CommandLine` finds the type's members unqualified; a
    // computed static reading them reaches the arguments wherever it is called.
    #expect(
      try fixture.findingSummaries() == [
        "CommandLine+Name.swift:3:44 system CommandLine.unsafeArgv hard-wired",
        "CommandLine+Name.swift:3:67 system CommandLine.argc hard-wired",
        "CommandLine+Name.swift:10:44 static member CommandLine.programName hard-wired",
      ])
  }
}
