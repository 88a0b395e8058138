import StandInAudit
import Testing

@Suite struct StaticMemberTests {
  static let composer = """
    import Foundation
    import StandInMacros

    @OverridableStatics
    public final class MessageComposer: Sendable {
      public static func canSendText() -> Bool { getenv("SMS") != nil }
      @NotOverridable public static func maximumLength() -> Int { Int(getenv("LIMIT")!)! }
      fileprivate static func secret() -> Int { Int.random(in: 1...9) }
      static var lastSent: String = ""
      @Overridable static var sender = "me"
      static var computed: Int { lastSent.count }
      static let limit = 10
      static func pure(_ value: Int) -> Int { value * 2 }
    }

    extension MessageComposer {
      static func fromExtension() { lastSent = "" }
    }

    func sameFile() { _ = MessageComposer.secret() }
    """

  static let screen = """
    struct MessageScreen {
      func load() {
        _ = MessageComposer.canSendText()
        _ = MessageComposer.maximumLength()
        _ = MessageComposer.lastSent
        _ = MessageComposer.sender
        _ = MessageComposer.computed
        _ = MessageComposer.limit
        MessageComposer.fromExtension()
        let f = MessageComposer.canSendText
        _ = (f, MessageComposer.pure(2))
      }
    }
    """

  @Test func staticMembersAreFindingsWhenTheyReachSharedStateOrTestsCanStubThem() throws {
    let fixture = try Fixture([
      "MessageComposer.swift": Self.composer, "MessageScreen.swift": Self.screen,
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "MessageComposer.swift:6:46 system getenv() hard-wired",
        "MessageComposer.swift:7:67 system getenv() hard-wired",
        "MessageComposer.swift:8:45 system Int.random hard-wired",
        "MessageComposer.swift:11:30 mutable static MessageComposer.lastSent hard-wired",
        "MessageComposer.swift:17:33 mutable static MessageComposer.lastSent hard-wired",
        "MessageComposer.swift:20:23 static member MessageComposer.secret hard-wired",
        "MessageScreen.swift:3:9 static member MessageComposer.canSendText replaceable",
        "MessageScreen.swift:4:9 static member MessageComposer.maximumLength hard-wired",
        "MessageScreen.swift:5:9 mutable static MessageComposer.lastSent hard-wired",
        "MessageScreen.swift:6:9 static member MessageComposer.sender replaceable",
        "MessageScreen.swift:7:9 static member MessageComposer.computed hard-wired",
        "MessageScreen.swift:9:5 static member MessageComposer.fromExtension hard-wired",
        "MessageScreen.swift:10:13 static member MessageComposer.canSendText replaceable",
      ])
    // The constant and the pure method are seams, listed only with --all.
    let seams = try fixture.seamSummaries()
    #expect(
      seams == ["MessageScreen.swift:11:13 static member MessageComposer.pure"])
  }

  @Test func suggestionsSayWhatToDo() throws {
    let fixture = try Fixture([
      "MessageComposer.swift": Self.composer, "MessageScreen.swift": Self.screen,
    ])
    let suggestions = Dictionary(
      try fixture.audit().findings.map { ($0.member, $0.suggestion) },
      uniquingKeysWith: { a, _ in a })
    #expect(
      suggestions["canSendText"] == "nothing to do: tests stub it with `MessageComposer.StaticMock`"
    )
    #expect(
      suggestions["maximumLength"]
        == "`public static func maximumLength` is marked @NotOverridable "
        + "(MessageComposer.swift:7): remove the attribute to let tests stub it")
    #expect(
      suggestions["secret"]
        == "`fileprivate static func secret` is private (MessageComposer.swift:8): "
        + "@OverridableStatics covers only non-private methods")
    #expect(
      suggestions["lastSent"]
        == "process-wide mutable state: add @Overridable to `static var lastSent` "
        + "(MessageComposer.swift:9)")
    #expect(
      suggestions["fromExtension"]
        == "move `static func fromExtension` from its extension (MessageComposer.swift:17) into "
        + "`class MessageComposer`'s own braces: @OverridableStatics does not see extensions")
  }

  @Test func aStaticMethodReachingSharedStateIsHardWiredWithoutOverridableStatics() throws {
    let fixture = try Fixture([
      "Report.swift": """
      import Foundation

      public enum DailyReport {
        public static func send() { _ = URLSession.shared }
      }
      """,
      "Caller.swift": "func f() { DailyReport.send() }",
    ])
    let finding = try #require(try fixture.audit().findings.first)
    #expect(
      Fixture.summary(finding) == "Caller.swift:1:12 static member DailyReport.send hard-wired")
    #expect(
      finding.suggestion
        == "its code reaches shared state: add @OverridableStatics to `enum DailyReport` "
        + "(Report.swift:3)")
  }

  @Test func classMethodsAndExtensionMembersAreIndexed() throws {
    let fixture = try Fixture([
      "Shape.swift": """
      class Shape {
        class func sides() -> Int { Int(getenv("SIDES")!)! }
      }
      """,
      "Shape+Extras.swift": """
      extension Shape {
        static var registry: [String] = []
      }
      """,
      "Use.swift": """
      func f() {
        _ = Shape.sides()
        _ = Shape.registry
        _ = Shape.unknown
      }
      """,
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Shape.swift:2:35 system getenv() hard-wired",
        "Use.swift:2:7 static member Shape.sides hard-wired",
        "Use.swift:3:7 mutable static Shape.registry hard-wired",
      ])
  }

  @Test func accessorNamesAreReportedAsSharedAccessors() throws {
    let fixture = try Fixture([
      "Analytics.swift": """
      @OverridableStatics
      final class Analytics {
        static let shared = Analytics()
        var events: [String] = []
        static func current() -> Analytics { shared }
      }
      func f() {
        Analytics.shared.events = []
        _ = Analytics.current()
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Analytics.swift:5:40 shared accessor Analytics.shared hard-wired",
        "Analytics.swift:8:3 shared accessor Analytics.shared hard-wired",
        "Analytics.swift:9:7 static member Analytics.current replaceable",
      ])
  }

  @Test func genericTypesCannotUseOverridableStatics() throws {
    let fixture = try Fixture([
      "Box.swift": """
      struct Box<Value> {
        static func make() -> Int { Int.random(in: 0...1) }
      }
      func f() { _ = Box<Int>.make() }
      """
    ])
    let finding = try #require(try fixture.audit().findings.last)
    #expect(Fixture.summary(finding) == "Box.swift:4:16 static member Box.make hard-wired")
    #expect(
      finding.suggestion
        == "move `static func make` (Box.swift:2) to a non-generic type marked "
        + "@OverridableStatics: `struct Box` is generic, which the macro rejects")
  }

  @Test func anOuterTypesStaticNamedUnqualifiedFromANestedTypeIsResolved() throws {
    let fixture = try Fixture([
      "Pool.swift": """
      final class Pool {
        struct StateMachine {
          var failures = 0
          func backoff() -> Int { calculateBackoff(failures) }
          func local() -> Int {
            func calculateBackoff(_ count: Int) -> Int { count }
            return calculateBackoff(failures)
          }
        }
      }
      extension Pool {
        static func calculateBackoff(_ attempts: Int) -> Int { attempts + Int.random(in: 0...3) }
      }
      """
    ])
    // Swift finds an enclosing type's static members from a nested type's code; a local
    // function of the same name is no static.
    #expect(
      try fixture.findingSummaries() == [
        "Pool.swift:4:29 static member Pool.calculateBackoff hard-wired",
        "Pool.swift:12:69 system Int.random hard-wired",
      ])
  }

  @Test func aParametersDefaultDoesNotMakeAFunctionReachSharedState() throws {
    let fixture = try Fixture([
      "Yield.swift": """
      import Foundation

      let defaultCount = Int(ProcessInfo.processInfo.environment["COUNT"] ?? "") ?? 20
      enum Yield {
        static func many(count: Int = defaultCount) async {
          for _ in 0..<count { await Task.yield() }
        }
      }
      struct Runner {
        func run() async { await Yield.many() }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    // The default is reported where it is; a caller can pass its own count.
    #expect(summaries.contains { $0.hasPrefix("Yield.swift:3:") && $0.contains("ProcessInfo") })
    #expect(summaries.contains { $0.hasPrefix("Yield.swift:5:") && $0.contains("defaultCount") })
    #expect(!summaries.contains { $0.contains("Yield.many") })
    #expect(try fixture.seamSummaries().contains { $0.contains("Yield.many") })
  }

  @Test func aStaticMethodThatCreatesItsOwnValueAndUsesItReachesWhatTheValueReaches() throws {
    let fixture = try Fixture([
      "Client.swift": """
      import Foundation

      struct Client {
        let path: String
        func run() -> Bool { FileManager.default.fileExists(atPath: path) }
        static func connect(path: String) -> Bool {
          let client = Self(path: path)
          return client.run()
        }
      }
      struct App {
        func start() -> Bool { Client.connect(path: "/") }
      }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Client.swift:5:24 system FileManager.default hard-wired",
        "Client.swift:12:26 static member Client.connect hard-wired",
      ])
  }

  @Test func aStaticMemberOfAProtocolsExtensionIsEveryConformingTypes() throws {
    let fixture = try Fixture([
      "Sources/Parser/Parsable.swift": """
      public protocol ParsableArguments {}
      public protocol ParsableCommand: ParsableArguments {}
      extension ParsableArguments {
        public static func parseOrExit() -> [String] { CommandLine.arguments }
        public static func helpText() -> String { "usage" }
      }
      """,
      "Sources/Tool/Command.swift": """
      import Parser

      struct Command: ParsableCommand {}
      struct Quiet: ParsableCommand {
        static func parseOrExit() -> [String] { [] }
      }
      func run() {
        _ = Command.parseOrExit()
        _ = Quiet.parseOrExit()
        _ = Command.helpText()
      }
      """,
    ])
    // Inherited through `ParsableCommand`; `Quiet`'s own member wins; a pure one is a seam.
    #expect(
      try fixture.findingSummaries() == [
        "Sources/Parser/Parsable.swift:4:50 system CommandLine.arguments hard-wired",
        "Sources/Tool/Command.swift:8:7 static member Command.parseOrExit hard-wired",
      ])
    #expect(
      try fixture.audit().findings.last?.suggestion
        == "`public static func parseOrExit` is declared in `extension ParsableArguments` "
        + "(Sources/Parser/Parsable.swift:4), which @OverridableStatics cannot cover: call it "
        + "from a static method of an @OverridableStatics type of your own, which tests stub")
    #expect(
      try fixture.seamSummaries() == [
        "Sources/Tool/Command.swift:9:7 static member Quiet.parseOrExit",
        "Sources/Tool/Command.swift:10:7 static member Command.helpText",
      ])
  }

  @Test func aStaticOfAnArrayOrDictionaryExtensionIsFoundThroughItsSugaredType() throws {
    // `[Int].recent()` and `[String: Int].counts()` call statics of `Array` and `Dictionary`
    // that constrained extensions add; `[Int].empty()` reads nothing, and `[count].first` is
    // an array literal's member, no type's.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Sugar.swift": """
        import Foundation

        extension Array where Element == Int {
          static func recent() -> [Int] { [Int(Date().timeIntervalSince1970)] }
          static func empty() -> [Int] { [] }
        }
        extension Dictionary where Key == String, Value == Int {
          static func counts() -> [String: Int] { ["now": Int(Date().timeIntervalSince1970)] }
        }

        struct Report {
          let count = 1
          func recent() -> [Int] { [Int].recent() }
          func empty() -> [Int] { [Int].empty() }
          func counts() -> [String: Int] { [String: Int].counts() }
          func first() -> Int? { [count].first }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Sugar.swift:4:40 system Date()",
      "Sugar.swift:8:55 system Date()",
      "Sugar.swift:13:28 static member Array.recent",
      "Sugar.swift:15:36 static member Dictionary.counts",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func anInitializerAddedToAnotherModulesTypeIsThePackagesFactory() throws {
    // swift-nio's `String(randomAlphaNumericOfLength:)` draws random characters and assigns the
    // string to `self`: a factory of the package's, reported where it is called, as a static
    // method of the extension is. `String(count:)` draws nothing; `String(repeating:count:)` is
    // the standard library's own.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Names.swift": """
        extension String {
          init(randomAlphaNumericOfLength length: Int) {
            self = String((0..<length).map { _ in "abc".randomElement()! })
          }
          init(count: Int) {
            self = String(repeating: "a", count: count)
          }
        }

        enum Names {
          static func temporary() -> String { ".tmp-" + String(randomAlphaNumericOfLength: 6) }
          static func fixed() -> String { String(count: 3) + String(repeating: "b", count: 2) }
        }

        struct Files {
          func temporary() -> String { Names.temporary() }
          func fixed() -> String { Names.fixed() }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Names.swift:3:49 system x.randomElement()",
      "Names.swift:11:49 creation String(randomAlphaNumericOfLength:)",
      "Names.swift:16:32 static member Names.temporary",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
    let suggestion = try fixture.audit("Sources/App", resolution: .syntaxOnly).findings
      .first { $0.kind == .creation }?.suggestion
    #expect(
      suggestion
        == "the initializer is declared in `extension String` (Names.swift:1), which "
        + "@OverridableStatics cannot cover: call it from a static method of an "
        + "@OverridableStatics type of your own, which tests stub")
  }

  @Test func anImplicitMemberCanMeanAStaticOfAProtocolsExtension() throws {
    let fixture = try Fixture([
      "Sources/Bench/Timer.swift": """
      import Foundation

      protocol Timing {}
      struct WallTimer: Timing {
        func now() -> Date { Date() }
        func pause() { sleep(1) }
      }
      extension Timing where Self == WallTimer {
        static var wall: WallTimer { WallTimer() }
        static var shared: WallTimer { WallTimer() }
      }
      enum Pace { case shared }
      func measure<T: Timing>(with timer: T) {}
      func pace(_ pace: Pace) {}
      func pace<T: Timing>(_ timer: T) {}
      func run() {
        measure(with: .wall)
        measure(with: .shared)
        pace(.shared)
      }
      """
    ])
    // `.wall` can only mean the extension's; `.shared` could be `Pace`'s case too, so only the
    // parameter's constraint tells: `T: Timing` says `Timing`'s, and where the overloads'
    // parameters disagree (`Pace` or `T: Timing`), it stays unresolved rather than guessed.
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries.contains("Sources/Bench/Timer.swift:17:17 static member Timing.wall hard-wired"))
    #expect(
      summaries.contains("Sources/Bench/Timer.swift:18:17 shared accessor Timing.shared hard-wired")
    )
    #expect(!summaries.contains { $0.contains(":19:") })
  }

  @Test func anImplicitMemberOfAConstrainedParameterIsTheProtocolsStatic() throws {
    // swift-nio's `fileSystem: .shared` for `some FileSystemProtocol`, swift-subprocess's
    // `error: Error = .discarded` for `Error: ErrorOutputProtocol`: Swift looks the member up in
    // the protocol's extensions (SE-0299), whatever other type declares a static of that name;
    // there `Self` is the type the extension's `where Self ==` names (`.init()` is a `Console`).
    let fixture = try IndexedFixture(
      [
        "Sources/Files/FileSystem.swift": """
        import Foundation

        public protocol Storing {}
        public protocol Sink {}
        public protocol ErrorSink: Sink {}
        public struct Disk: Storing {
          func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
        }
        public struct Console: ErrorSink {
          func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
        }
        extension Storing where Self == Disk {
          public static var shared: Disk { Disk() }
        }
        extension Sink where Self == Console {
          public static var console: Self { .init() }
        }
        public struct Cache { public static let shared = Cache() }
        public func load(_ path: String, using storage: some Storing = .shared) {}
        public func report<E>(_ text: String, to sink: E = .console) where E: ErrorSink {}
        public func copy<S: Storing>(_ path: String, with storage: S) {}
        func run() {
          load("a", using: .shared)
          copy("b", with: .shared)
          _ = Cache.shared
        }
        """
      ], modules: [(name: "Files", folder: "Sources/Files")])
    let expected = [
      "FileSystem.swift:19:64 shared accessor Storing.shared",
      "FileSystem.swift:20:52 static member Sink.console",
      "FileSystem.swift:23:20 shared accessor Storing.shared",
      "FileSystem.swift:24:19 shared accessor Storing.shared",
    ]
    let found = try fixture.findingsInEachMode("Sources/Files")
    #expect(
      found.typeAccurate.filter { $0.contains("shared") || $0.contains("console") } == expected)
    #expect(found.syntaxOnly.filter { $0.contains("shared") || $0.contains("console") } == expected)
  }

  @Test func anImplicitMemberPassedToAnInstanceMethodIsItsParametersType() throws {
    // swift-nio's `self.write(toFileAt: path, …, fileSystem: .shared)` in `extension String`:
    // the method of the type around the code says the parameter's type, as a static method's
    // or a function's does; `write(…)` without `self.` is the same method. `mode(.shared)`
    // passes a case of the parameter's enum, no static.
    let fixture = try IndexedFixture(
      [
        "Sources/Files/Storage.swift": """
        import Foundation

        public protocol Storing: Sendable { func save(_ text: String, at path: String) }
        public final class Disk: Storing {
          public func save(_ text: String, at path: String) {
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
          }
        }
        extension Storing where Self == Disk {
          public static var shared: Disk { Disk() }
        }
        public enum Pace: Sendable { case shared }
        extension String {
          public func store(at path: String, storage: some Storing) { storage.save(self, at: path) }
          public func store(at path: String) { self.store(at: path, storage: .shared) }
          public func keep(at path: String) { store(at: path, storage: .shared) }
        }
        public struct Report {
          func mode(_ pace: Pace) {}
          func render() { mode(.shared) }
        }
        """
      ], modules: [(name: "Files", folder: "Sources/Files")])
    let expected = [
      "Storage.swift:15:70 shared accessor Storing.shared",
      "Storage.swift:16:64 shared accessor Storing.shared",
    ]
    let found = try fixture.findingsInEachMode("Sources/Files")
    #expect(found.typeAccurate.filter { $0.contains(".shared") } == expected)
    #expect(found.syntaxOnly.filter { $0.contains(".shared") } == expected)
  }

  @Test func anImplicitStaticPassedToACalleeReachesWhatTheCalleeUsesOfIt() throws {
    // `read(from: .live)`, where `.live` is a new `Live` and `read` calls `get()` on its
    // parameter: the caller reads the clock, as `read(from: Live())` and `Source.live.get()`
    // do. `.fixed`, whose `get()` reads nothing, reaches nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/Stamps/Stamps.swift": """
        public protocol Source { func get() -> String }
        public struct Live: Source { public func get() -> String { "\\(ContinuousClock.now)" } }
        public struct Fixed: Source { public func get() -> String { "0" } }
        extension Source where Self == Live { public static var live: Self { .init() } }
        extension Source where Self == Fixed { public static var fixed: Self { .init() } }
        func read<S: Source>(from source: S) -> String { source.get() }
        func readSome(from source: some Source) -> String { source.get() }
        enum Stamp {
          static func generic() -> String { read(from: .live) }
          static func opaque() -> String { readSome(from: .live) }
          static func fixed() -> String { read(from: .fixed) + readSome(from: .fixed) }
        }
        public enum Log {
          public static func line() -> String { Stamp.generic() + Stamp.opaque() }
          public static func fixedLine() -> String { Stamp.fixed() }
        }
        """
      ], modules: [(name: "Stamps", folder: "Sources/Stamps")])
    let expected = [
      "Stamps.swift:2:63 system ContinuousClock.now",
      "Stamps.swift:14:41 static member Stamp.generic",
      "Stamps.swift:14:59 static member Stamp.opaque",
    ]
    let found = try fixture.findingsInEachMode("Sources/Stamps")
    #expect(found.typeAccurate.sorted() == expected.sorted())
    #expect(found.syntaxOnly.sorted() == expected.sorted())
  }

  @Test func aFunctionNamedWithItsLabelsIsTheFunction() throws {
    // swift-nio-ssh's server hands `sshChildChannelInitializer(_:_:)` to each connection's
    // handler; the function spawns processes.
    let fixture = try Fixture([
      "Sources/Server/Setup.swift": """
      import Foundation

      func childInitializer(_ name: String, _ port: Int) -> Bool {
        let shell = Process()
        shell.arguments = [name]
        return (try? shell.run()) != nil
      }
      func describe(_ name: String, _ port: Int) -> Bool { name.isEmpty }
      struct Handler {
        var initializer: (String, Int) -> Bool
      }
      let handlers = [
        Handler(initializer: childInitializer(_:_:)),
        Handler(initializer: describe(_:_:)),
      ]
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries.contains(
        "Sources/Server/Setup.swift:13:24 static member Server.childInitializer hard-wired"))
    #expect(!summaries.contains { $0.contains("describe") })
  }

  @Test func aPublicProtocolsStaticThatNoCodeReadsIsReportedWhereItIsDeclared() throws {
    // swift-subprocess's `OutputProtocol.currentStandardOutput`: a default only conforming
    // types run, most of them other modules'. One the package reads is reported where it is read.
    let fixture = try Fixture([
      "Sources/IO/Output.swift": """
      import Foundation

      public protocol OutputProtocol {}
      extension OutputProtocol {
        public static var currentStandardOutput: FileHandle { FileHandle.standardOutput }
        public static var discarded: Int { 0 }
        static var internalError: FileHandle { FileHandle.standardError }
      }

      public protocol Reader {}
      extension Reader {
        public static var input: FileHandle { FileHandle.standardInput }
      }

      struct Tool: Reader {
        func read() -> FileHandle { Self.input }
      }
      """
    ])
    let result = try fixture.audit()
    let findings = result.findings.map { "\($0.location) \($0.expression)" }
    #expect(result.findings.first?.origin == .syntax)
    #expect(
      findings == [
        "Sources/IO/Output.swift:5:21 OutputProtocol.currentStandardOutput",
        "Sources/IO/Output.swift:5:57 FileHandle.standardOutput",
        "Sources/IO/Output.swift:7:42 FileHandle.standardError",
        "Sources/IO/Output.swift:12:41 FileHandle.standardInput",
        "Sources/IO/Output.swift:16:31 Tool.input",
      ])
  }

  @Test func aStaticSubscriptIsAStaticMemberWhoseCodeDecides() throws {
    // An environment wrapper read as `Environment["HOME"]`: a generated program showed that
    // neither mode reported it; a subscript of constants is only a seam, an array's is nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Environment.swift": """
        import Foundation

        enum Environment {
          static subscript(key: String) -> String? {
            ProcessInfo.processInfo.environment[key]
          }
        }
        enum Table {
          static subscript(index: Int) -> Int { index * 2 }
        }
        struct Config {
          func home() -> String? { Environment["HOME"] }
          func twice() -> Int { Table[3] + [1, 2][0] }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    for resolution in [Auditor.Resolution.automatic, .syntaxOnly] {
      let result = try fixture.audit("Sources/App", resolution: resolution)
      #expect(
        result.findings.map { "\($0.location) \($0.kind.rawValue) \($0.expression)" } == [
          "Environment.swift:5:5 system ProcessInfo.processInfo",
          "Environment.swift:12:28 static member Environment.subscript",
        ], "\(resolution)")
      #expect(
        result.findings.last?.suggestion
          == "its code reaches shared state: read an OverridableSlot's `current` in `static "
          + "subscript`, or move what it reaches behind a static method of an "
          + "@OverridableStatics type (Environment.swift:4)", "\(resolution)")
      #expect(
        result.seams.map { "\($0.location) \($0.expression)" } == [
          "Environment.swift:13:25 Table.subscript"
        ], "\(resolution)")
    }
  }

  @Test func theSyntaxOnlyModeTellsOverloadsApartByTheirLabels() throws {
    // `Stamp.make()` only traps; `Stamp.make(_:)` reads the clock. The index names the overload
    // called; without it, the call's labels fit one. A generated program showed the syntax-only
    // mode reporting every call of either.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Stamp.swift": """
        import Foundation

        enum Stamp {
          static func make(_ offset: Int) -> Date { Date() + Double(offset) }
          static func make() -> Date { fatalError("unused") }
          static func make(at date: Date, rounded: Bool = false) -> Date { date }
        }

        struct Log {
          func lines() -> [Date] {
            [Stamp.make(), Stamp.make(at: .distantPast), Stamp.make(3)]
          }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Stamp.swift:4:45 system Date()",
      "Stamp.swift:11:50 static member Stamp.make",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func anImplicitMemberPassedAsAnArgumentIsTheParametersTypes() throws {
    // `start(.live())` reaches `Token.live`, whose code reads the file system: the syntax-only
    // mode reads the type from the parameter the argument fills, as the index does, for a
    // function, a static method, an initializer and the system's types. A generated program
    // showed the syntax-only mode missing each.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Token.swift": """
        import Foundation

        struct Token {
          static func live() -> Token {
            _ = FileManager.default.currentDirectoryPath
            return Token()
          }
          static func stub() -> Token { Token() }
        }
        struct Session {
          init(token: Token, retries: Int = 0) {}
        }
        enum Client {
          static func connect(retries: Int = 1, using token: Token) -> Int { retries }
        }
        func start(_ token: Token) -> Int { 0 }
        func list(in manager: FileManager?) -> [String] { [] }

        struct App {
          func run() {
            _ = start(.live())
            _ = start(.stub())
            _ = Client.connect(using: .live())
            _ = Session(token: .live(), retries: 2)
            _ = list(in: .default)
          }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Token.swift:5:9 system FileManager.default",
      "Token.swift:21:15 static member Token.live",
      "Token.swift:23:31 static member Token.live",
      "Token.swift:24:24 static member Token.live",
      "Token.swift:25:18 system FileManager.default",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }
}
