import Foundation
import StandInAudit
import Testing

/// The type-accurate mode on a fixture the compiler built: what only the index knows (implicit
/// members, inferred types, a dependency's services, extensions of another module's type), the
/// syntax front end in the same run for `#if` branches not compiled here, and the summary.
@Suite(.serialized) struct TypeAccurateTests {
  static let files: [String: String] = [
    "Sources/Lib/Pool.swift": """
    import Foundation

    /// A dependency's service: its instances reach the file system.
    public final class Pool {
      public init() {}
      public func run() -> String { FileManager.default.currentDirectoryPath }
    }

    /// A dependency's object that only holds memory.
    public final class Node {
      public var children: [Node] = []
      public init() {}
    }
    """,
    "Sources/App/Loader.swift": """
    import Foundation
    import Lib

    final class Loader {
      static let lock = makeLock()
      func load(manager: FileManager) -> Bool { manager.fileExists(atPath: "/") }
      func run() -> Bool {
        let pool = Pool()
        let node = Node()
        _ = (pool.run(), node.children, Self.lock)
        return load(manager: .default)
      }
    }

    func makeLock() -> NSLock { NSLock() }

    extension CommandLine { static var extra: [String] = [] }

    func flags() -> [String] { CommandLine.extra }

    func local() -> Int {
      let stderr = 1
      return stderr
    }

    #if os(Windows)
      func home() -> String? { getenv("USERPROFILE").map { String(cString: $0) } }
    #endif

    func zoneName(_ zone: TimeZone) -> String? { zone.abbreviation() }
    func zoneName(_ zone: TimeZone, at date: Date) -> String? { zone.abbreviation(for: date) }
    """,
  ]

  static func built() throws -> IndexedFixture {
    try IndexedFixture(
      files, modules: [(name: "Lib", folder: "Sources/Lib"), (name: "App", folder: "Sources/App")])
  }

  static func summaries(_ result: AuditResult) -> [String] {
    result.findings.map {
      "\($0.location) \($0.kind.rawValue) \($0.expression) \($0.origin?.rawValue ?? "-")"
    }
  }

  @Test func resolvesWhatOnlyTheCompilerKnows() throws {
    let fixture = try Self.built()
    let result = try fixture.audit("Sources/App")
    #expect(result.mode.kind == .typeAccurate)
    #expect(
      Self.summaries(result) == [
        "Loader.swift:8:16 creation Pool(…) index",
        "Loader.swift:10:37 shared accessor Loader.lock index",
        "Loader.swift:11:26 system FileManager.default index",
        "Loader.swift:19:28 mutable static CommandLine.extra index",
        "Loader.swift:27:28 system getenv() syntax",
        "Loader.swift:30:51 system Date() index",
      ])
  }

  @Test func aPrivateInitializerOfANestedValueCreatesThatValueNotTheServiceAroundIt() throws {
    let fixture = try IndexedFixture(
      [
        "Sources/App/Client.swift": """
        import Foundation

        final class Client {
          func home() -> String { FileManager.default.currentDirectoryPath }

          struct Authorization {
            private let token: String
            private init(token: String) { self.token = token }
            static func bearer(_ token: String) -> Authorization { .init(token: token) }
          }
        }

        func header() -> Client.Authorization { .bearer("x") }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let result = try fixture.audit("Sources/App")
    #expect(result.mode.kind == .typeAccurate)
    #expect(Self.summaries(result) == ["Client.swift:4:27 system FileManager.default index"])
  }

  @Test func aSystemTypesNestedTypeIsLookedUpByItsWholePath() throws {
    // The index names `.now` here as `ContinuousClock.Instant.now`: the table has it under that
    // path, as it has C's `opendir()`.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Deadline.swift": """
        import Foundation

        func deadline() -> ContinuousClock.Instant { .now.advanced(by: .seconds(1)) }
        func open(_ path: String) -> Bool { opendir(path) != nil }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let result = try fixture.audit("Sources/App")
    #expect(
      Self.summaries(result) == [
        "Deadline.swift:3:46 system ContinuousClock.Instant.now index",
        "Deadline.swift:4:37 system opendir() index",
      ])
  }

  @Test func anImplicitRandomDrawsFromTheSystemUnlessAGeneratorIsGiven() throws {
    // `.random(in:)` where a `UInt8` is expected is the stdlib's `FixedWidthInteger.random(in:)`,
    // which draws from the system's generator; with `using:` it draws from the one given; a
    // `.random` read, not called, is a package's own.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Salt.swift": """
        func salt() -> [UInt8] {
          var bytes: [UInt8] = []
          bytes.append(.random(in: .min ..< .max))
          var generator = SystemRandomNumberGenerator()
          bytes.append(.random(in: .min ..< .max, using: &generator))
          return bytes
        }

        // A package's own static, read, not called: not the system's.
        struct Capability { static var random: Capability { Capability() } }
        let all: [Capability] = [.random]
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Salt.swift:3:16 system .random", "Salt.swift:4:19 system SystemRandomNumberGenerator()",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func aMethodOfAnExtensionOfAnotherModulesTypeReachesWhatItsCodeReaches() throws {
    // swift-crypto fills buffers through a method it adds to `UnsafeMutableRawBufferPointer`;
    // a static that calls it draws from the random source, one that calls a sibling method does
    // not. A class's factory of its own instances (the `ManagedBuffer` idiom) creates a value.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Nonce.swift": """
        extension UnsafeMutableRawBufferPointer {
          func fillWithRandomBytes() {
            var generator = SystemRandomNumberGenerator()
            for index in indices { self[index] = UInt8(truncatingIfNeeded: generator.next()) }
          }
          func zero() { initializeMemory(as: UInt8.self, repeating: 0) }
        }

        enum Nonce {
          static func random() -> [UInt8] {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 12, alignment: 1)
            buffer.fillWithRandomBytes()
            return Array(buffer)
          }
          static func zeros() -> [UInt8] {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 12, alignment: 1)
            buffer.zero()
            return Array(buffer)
          }
        }

        final class Storage {
          let bytes: [UInt8]
          private init(bytes: [UInt8]) { self.bytes = bytes }
          class func create(randomCount: Int) -> Storage { Storage(bytes: Nonce.random()) }
        }

        func session() -> ([UInt8], [UInt8], Storage) {
          (Nonce.random(), Nonce.zeros(), Storage.create(randomCount: 4))
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Nonce.swift:3:21 system SystemRandomNumberGenerator()",
      "Nonce.swift:25:67 static member Nonce.random",
      "Nonce.swift:29:4 static member Nonce.random",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func anObjectHeldInALocalReachesWhatTheMembersUsedThroughItReach() throws {
    // `let source = IDSource(); return source.next()` draws a UUID as `IDSource().next()`
    // does; `source.label()` reads nothing. A generated program (Tests/ReachGenerator) missed
    // the first in both modes.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Tickets.swift": """
        import Foundation

        final class IDSource {
          func next() -> UUID { UUID() }
          func label() -> String { "ticket" }
        }

        enum Tickets {
          static func issue() -> UUID {
            let source = IDSource()
            return source.next()
          }
          static func name() -> String {
            let source = IDSource()
            return source.label()
          }
          static func shadowed(source: IDSource) -> String {
            do {
              let source = IDSource()
              _ = source
            }
            return source.label()
          }
        }

        struct Desk {
          func serve() -> (UUID, String, String) {
            (Tickets.issue(), Tickets.name(), Tickets.shadowed(source: IDSource()))
          }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Tickets.swift:4:25 system UUID()",
      "Tickets.swift:28:6 static member Tickets.issue",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func aValueHeldInALocalOfItsOwnTypesCodeReachesWhatTheMembersUsedReach() throws {
    // BigInt's `BigUInt.divide` creates `BigUInt`s into locals and uses their digits, while
    // another member of `BigUInt` draws a random number: the index tells the members apart, so
    // `Number.halve` reaches nothing and `Number.pick` draws. By syntax a type's members are
    // judged together.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Number.swift": """
        import Foundation

        struct Number {
          var digits: [Int] = []
          func shuffledDigits() -> [Int] { digits.shuffled() }
          static func halve(_ value: Number) -> Number {
            var result = Number()
            result.digits = value.digits.map { $0 / 2 }
            return result
          }
          static func pick(_ value: Number) -> [Int] {
            let copy = Number(digits: value.digits)
            return copy.shuffledDigits()
          }
        }

        struct Calculator {
          func run() -> (Number, [Int]) { (Number.halve(Number()), Number.pick(Number())) }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(
      found.typeAccurate == [
        "Number.swift:5:43 system x.shuffled()",
        "Number.swift:18:60 static member Number.pick",
      ])
    #expect(
      found.syntaxOnly == [
        "Number.swift:5:43 system x.shuffled()",
        "Number.swift:18:36 static member Number.halve",
        "Number.swift:18:60 static member Number.pick",
      ])
  }

  @Test func aSharedObjectReachesWhatTheMembersUsedOfItReach() throws {
    // `Registry.shared.lookUp()` reads the locale through an object that holds nothing shared,
    // as `Registry().lookUp()` would; `Registry.shared.name()` reads nothing. A generated
    // program missed the first in both modes.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Registry.swift": """
        import Foundation

        final class Registry {
          static let shared = Registry()
          func lookUp() -> String { Locale.current.identifier }
          func name() -> String { "registry" }
        }

        enum Catalog {
          static func region() -> String { Registry.shared.lookUp() }
          static func title() -> String { Registry.shared.name() }
        }

        struct Screen {
          func show() -> (String, String) { (Catalog.region(), Catalog.title()) }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Registry.swift:5:29 system Locale.current",
      "Registry.swift:15:38 static member Catalog.region",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func codeThatCreatesAValueStampedWhenCreatedReadsTheClock() throws {
    // `Receipt()` stamps itself with the date: its creation is no finding, but `Till.issue()`,
    // which creates one, reads the clock each time; `Till.reissue(at:)` creates one through the
    // initializer that takes the date. A generated program showed both modes missing the first.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Till.swift": """
        import Foundation

        struct Receipt {
          let issued: Date
          init() { issued = Date() }
          init(at date: Date) { issued = date }
        }

        enum Till {
          static func issue() -> Receipt { Receipt() }
          static func reissue(at date: Date) -> Receipt { Receipt(at: date) }
        }

        struct Shop {
          func sell() -> (Receipt, Receipt) { (Till.issue(), Till.reissue(at: .distantPast)) }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Till.swift:5:21 system Date()",
      "Till.swift:15:40 static member Till.issue",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func aSubclassReadsWhatItsSuperclassesCodeReads() throws {
    // `LabelStamper().stamp()` reads the clock through `Stamper`'s `stamp()`, so
    // `Labels.next()` does. A generated program showed both modes missing it.
    let fixture = try IndexedFixture(
      [
        "Sources/App/Labels.swift": """
        import Foundation

        class Stamper {
          func stamp() -> Date { Date() }
        }
        final class LabelStamper: Stamper {}

        enum Labels {
          static func next() -> Date { LabelStamper().stamp() }
          static func held() -> Date {
            let stamper = LabelStamper()
            return stamper.stamp()
          }
        }

        struct Printer {
          func run() -> (Date, Date) { (Labels.next(), Labels.held()) }
        }
        """
      ], modules: [(name: "App", folder: "Sources/App")])
    let expected = [
      "Labels.swift:4:26 system Date()",
      "Labels.swift:17:33 static member Labels.next",
      "Labels.swift:17:48 static member Labels.held",
    ]
    let found = try fixture.findingsInEachMode("Sources/App")
    #expect(found.typeAccurate == expected)
    #expect(found.syntaxOnly == expected)
  }

  @Test func theSyntaxOnlyModeGuessesOnTheSameTree() throws {
    let fixture = try Self.built()
    let result = try fixture.audit("Sources/App", resolution: .syntaxOnly)
    #expect(result.mode.kind == .syntaxOnly)
    let expressions = Set(result.findings.map(\.expression))
    // `.default` passed to the `FileManager` parameter of the type's own method is typed by
    // it, as the index types it; neither `Pool`, a dependency's class whose sources the
    // syntax-only mode does not read, nor the inferred `NSLock` is known.
    #expect(expressions.contains("FileManager.default"))
    #expect(!expressions.contains("Pool(…)"))
    #expect(!expressions.contains("Loader.lock"))
    #expect(expressions.contains("CommandLine.extra"))
    #expect(result.findings.allSatisfy { $0.origin == .syntax })
  }

  @Test func aCFunctionReadThroughTheNameASwiftNameGivesItIsSpelledSoInEachMode() throws {
    // swift-syntax's `swift_syntax_stdout`: the index names the C function,
    // `swiftsyntax_stdout`, that the header's `swift_name` makes a getter of.
    let fixture = try IndexedFixture(
      [
        "Package.swift": CFunctionEffectsTests.shimsManifest,
        "Native/CShims/include/module.modulemap": "module CShims { header \"shims.h\" }\n",
        "Native/CShims/include/shims.h": """
        #include <stdio.h>
        #define SHIM_NAME(NAME) __attribute__((swift_name(NAME)))

        SHIM_NAME("getter:shim_stdout()")
        static inline FILE *shim_stdout_impl(void) { return stdout; }
        """,
        "Sources/Probe/Probe.swift": """
        import CShims
        #if canImport(Glibc)
          import Glibc
        #endif

        public func send(_ text: String) { fputs(text, shim_stdout) }
        """,
      ], modules: [(name: "Probe", folder: "Sources/Probe")],
      includeFolders: ["Native/CShims/include"])
    let (typeAccurate, syntaxOnly) = try fixture.findingsInEachMode(".")
    #expect(typeAccurate == ["Sources/Probe/Probe.swift:6:48 system shim_stdout"])
    #expect(syntaxOnly == typeAccurate)
  }

  @Test func theSummarySaysWhichModeRanAndMarksTheSyntaxFindings() throws {
    let fixture = try Self.built()
    let text = TextReport.render(try fixture.audit("Sources/App"))
    #expect(
      text.contains(
        "  mode: type-accurate (the index store at \(fixture.store)); "
          + "1 finding from the syntax front end, marked [syntax]"))
    #expect(text.contains("getenv() is hard-wired (system) [syntax]:"))
    let syntax = TextReport.render(try fixture.audit("Sources/App", resolution: .syntaxOnly))
    #expect(syntax.contains("  mode: syntax-only (--syntax-only)"))
    #expect(!syntax.contains("[syntax]"))
  }

  @Test func aFileChangedSinceTheBuildIsReadBySyntax() throws {
    let fixture = try Self.built()
    // A second later than the unit, so that the file is newer than the store's record of it.
    Thread.sleep(forTimeInterval: 1.1)
    try fixture.fixture.write(
      "Sources/App/Loader.swift", Self.files["Sources/App/Loader.swift"]! + "\nlet now = Date()\n")
    let result = try fixture.audit("Sources/App")
    #expect(result.mode.kind == .syntaxOnly)
    #expect(result.mode.detail.contains("changed since"))
    #expect(result.findings.contains { $0.expression == "Date()" })
  }

  @Test func automaticModeFindsThePackagesStoreOrSaysWhyNot() throws {
    let fixture = try Self.built()
    let found = try fixture.audit("Sources/App", resolution: .automatic)
    #expect(found.mode.kind == .typeAccurate)
    let bare = try Fixture(["Sources/App/A.swift": "let a = 1\n"])
    let none = try Auditor(path: bare.path("Sources")).audit()
    #expect(none.mode.kind == .syntaxOnly)
    #expect(none.mode.detail == "no index store; `swift build` writes one")
  }

  @Test func aScriptsVariablesAreGlobalsOfItsModuleInItsTopLevelCodeToo() throws {
    let fixture = try IndexedFixture(
      [
        "Sources/Tool/main.swift": """
        import Foundation

        nonisolated(unsafe) var banner = ""
        let limits = CommandLine.arguments.dropFirst()
        do {
          let started = Date()
          banner = "started \\(started)"
        }
        for name in ["a", "b"] where limits.isEmpty || limits.contains(name) { measure(name) }
        """,
        "Sources/Tool/Measure.swift": """
        func measure(_ name: String) {
          print(banner, limits.contains(name))
        }
        """,
      ],
      modules: [(name: "Tool", folder: "Sources/Tool")])
    // The syntax front end decides the same (MutableStateTests), the index by the references.
    #expect(
      Self.summaries(try fixture.audit("Sources/Tool")) == [
        "Measure.swift:2:9 global variable Tool.banner index",
        "Measure.swift:2:17 global variable Tool.limits index",
        "main.swift:4:14 system CommandLine.arguments index",
        "main.swift:6:17 system Date() index",
        "main.swift:7:3 global variable Tool.banner index",
        "main.swift:9:30 global variable Tool.limits index",
        "main.swift:9:48 global variable Tool.limits index",
        "main.swift:9:72 static member Tool.measure index",
      ])
  }

  @Test func theIndexTellsAStaticMethodsOverloadsApart() throws {
    // BigInt's `randomInteger(withMaximumWidth:)` draws from the system's generator;
    // `randomInteger(withMaximumWidth:using:)` only from the one it is given.
    let fixture = try IndexedFixture(
      [
        "Sources/Lib/Dice.swift": """
        public enum Dice {
          public static func roll() -> UInt64 {
            var generator = SystemRandomNumberGenerator()
            return roll(using: &generator)
          }
          public static func roll<G: RandomNumberGenerator>(using generator: inout G) -> UInt64 {
            generator.next() % 6
          }
        }
        """,
        "Sources/App/Game.swift": """
        import Lib

        struct Counter: RandomNumberGenerator {
          var state: UInt64 = 0
          mutating func next() -> UInt64 {
            state += 1
            return state
          }
        }
        func play() -> UInt64 {
          var counter = Counter()
          return Dice.roll(using: &counter) + Dice.roll()
        }
        """,
      ],
      modules: [(name: "Lib", folder: "Sources/Lib"), (name: "App", folder: "Sources/App")])
    let exact = try fixture.audit("Sources/App")
    #expect(Self.summaries(exact) == ["Game.swift:12:39 static member Dice.roll index"])
    // By syntax, the call's labels tell the overloads apart: `roll(using:)` is not `roll()`.
    let guessed = try fixture.audit("Sources", resolution: .syntaxOnly)
    #expect(
      guessed.findings.filter { $0.file.hasSuffix("Game.swift") }.map(\.location) == [
        "App/Game.swift:12:39"
      ])
  }

  @Test func theIndexTellsApartInitializersOfOneFirstLabel() throws {
    // grpc-swift-nio-transport's `SocketAddress`: its `init(_ nioSocketAddress:)` looks an
    // interface's name up, its `init(_ value:)` only stores. Both are reached by `Address(x)`.
    let fixture = try IndexedFixture(
      [
        "Sources/Net/Address.swift": """
        import Foundation

        struct Address {
          var text: String
          init(_ text: String) { self.text = text }
          init(_ url: URL) throws { text = try String(contentsOf: url, encoding: .utf8) }
          init(_ port: Int) { self.init("localhost:\\(port)") }
          init(_ file: String, reading: Bool) throws { try self.init(URL(fileURLWithPath: file)) }
        }
        func addresses() throws -> [Address] {
          [
            Address("localhost"), Address(80), try Address(URL(fileURLWithPath: "/etc/hostname")),
            try Address("/etc/hosts", reading: true),
          ]
        }
        """
      ], modules: [(name: "Net", folder: "Sources/Net")])
    let exact = try fixture.audit("Sources/Net").findings.filter { $0.kind == .creation }
    #expect(exact.map(\.location) == ["Address.swift:12:44", "Address.swift:13:9"])
    // By syntax, an initializer is told by its first label only.
    let guessed = try fixture.audit("Sources/Net", resolution: .syntaxOnly).findings
    #expect(guessed.filter { $0.kind == .creation }.count == 4)
  }

  @Test func aValueUsedAtOnceReachesWhatItsInitializerAndTheMemberUsedReach() throws {
    // postgres-nio's `PostgresData`: its `json` reads the process-wide default decoder; its
    // `numeric`, and its `array`, which builds `PostgresData` elements, read nothing.
    let fixture = try IndexedFixture(
      [
        "Sources/Rows/Cell.swift": """
        import Foundation

        nonisolated(unsafe) var defaultDecoder = JSONDecoder()

        struct Cell {
          var bytes: [UInt8]
          init(bytes: [UInt8]) { self.bytes = bytes }
          var json: [String]? { try? defaultDecoder.decode([String].self, from: Data(bytes)) }
          var number: Int? { bytes.first.map(Int.init) }
          var elements: [Cell] {
            var cells: [Cell] = []
            for byte in bytes {
              let cell = Cell(bytes: [byte])
              cells.append(cell)
            }
            return cells
          }
        }
        enum Translation {
          static func number(_ bytes: [UInt8]) -> Int? { Cell(bytes: bytes).number }
          static func count(_ bytes: [UInt8]) -> Int { Cell(bytes: bytes).elements.count }
          static func strings(_ bytes: [UInt8]) -> [String]? { Cell(bytes: bytes).json }
        }
        func decode(_ bytes: [UInt8]) -> Int {
          (Translation.number(bytes) ?? 0) + Translation.count(bytes)
            + (Translation.strings(bytes)?.count ?? 0)
        }
        """
      ], modules: [(name: "Rows", folder: "Sources/Rows")])
    let exact = try fixture.audit("Sources/Rows").findings.map(\.expression)
    #expect(exact.contains("Translation.strings"))
    #expect(!exact.contains("Translation.number"))
    #expect(!exact.contains("Translation.count"))
    // By syntax, whose calls resolve less often, a value's members are judged together.
    let guessed = try fixture.audit("Sources/Rows", resolution: .syntaxOnly).findings
    #expect(guessed.map(\.expression).contains("Translation.number"))
  }

  @Test func aCallLeavingOutADependencysDefaultThatIsProcessWideReachesIt() throws {
    // grpc-swift-nio-transport's `HTTP2ClientTransport.Posix(target:transportSecurity:)`, whose
    // `eventLoopGroup:` is NIO's process-wide group unless the caller passes one: the default is
    // in a dependency, which is never reported, so the call that leaves it out is. `Posix` is
    // declared in an extension of another module's type, as grpc's is.
    let fixture = try IndexedFixture(
      [
        "Sources/Core/ClientTransport.swift": "public enum ClientTransport {}",
        "Sources/Net/Posix.swift": """
        import Core
        import Foundation

        public final class Group {
          public static let shared = Group()
          public func start() -> Bool { FileManager.default.fileExists(atPath: "/") }
        }
        extension ClientTransport {
          public struct Posix {
            var group: Group
            public init(host: String, group: Group = .shared) { self.group = group }
          }
        }
        public struct Stamp {
          public init(at date: Date = Date(), arguments: [String] = ProcessInfo.processInfo.arguments) {}
        }
        """,
        "Sources/App/Exporter.swift": """
        import Core
        import Net

        extension ClientTransport.Posix {
          init(port: Int) { self.init(host: "localhost:\\(port)") }
          init(endpoint: String, group: Group) { self.init(host: endpoint, group: group) }
        }
        final class Exporter {
          let transport: ClientTransport.Posix
          init() { transport = ClientTransport.Posix(port: 80) }
        }
        func transports(group: Group) -> [ClientTransport.Posix] {
          [
            ClientTransport.Posix(host: "a"), ClientTransport.Posix(host: "b", group: group),
            ClientTransport.Posix(endpoint: "c", group: group),
          ]
        }
        func exporter() -> (Exporter, Stamp) { (Exporter(), Stamp()) }
        """,
      ],
      modules: [
        (name: "Core", folder: "Sources/Core"), (name: "Net", folder: "Sources/Net"),
        (name: "App", folder: "Sources/App"),
      ])
    let exact = try fixture.audit("Sources/App")
    #expect(
      Self.summaries(exact) == [
        "Exporter.swift:10:24 creation ClientTransport.Posix(port:) index",
        "Exporter.swift:14:5 creation ClientTransport.Posix(host:) index",
        "Exporter.swift:18:41 creation Exporter(…) index",
      ])
    let leftOut = try #require(exact.findings.first { $0.line == 14 })
    #expect(leftOut.suggestion.hasPrefix("it leaves out `group:`, whose default is process-wide ("))
  }

  @Test func aModuleImportedOnlyInABranchLeftOutHereIsReadForThatBranchsCode() throws {
    // swift-websocket imports NIOTransportServices only `#if canImport(Network)`, and creates
    // its bootstrap in such a branch: the unit names no such import, but the syntax front end
    // audits the branch, so the module's sources are read to tell what its types do.
    let fixture = try IndexedFixture(
      [
        "Sources/Net/Dialer.swift": """
        import Foundation
        #if os(Windows)
        public final class Dialer {
          public init() {}
          public func home() -> String { FileManager.default.currentDirectoryPath }
        }
        #endif
        """,
        "Sources/App/Client.swift": """
        #if os(Windows)
        import Net
        func dial() -> Bool { _ = Dialer(); return true }
        #endif
        func other() -> Int { 1 }
        """,
      ], modules: [(name: "Net", folder: "Sources/Net"), (name: "App", folder: "Sources/App")])
    let result = try fixture.audit("Sources/App")
    #expect(result.mode.kind == .typeAccurate)
    #expect(Self.summaries(result) == ["Client.swift:3:27 creation Dialer(…) syntax"])
  }

  @Test func aNestedTypeTheTableNamesByItsWholePathIsTheTablesWhateverItsSourcesDo() throws {
    // swift-crypto's key generation calls into BoringSSL, whose randomness no rule sees: the
    // table names its new keys by their whole path, written or inferred (`.init()`). The audited
    // module's own type of that path hides the entry.
    let fixture = try IndexedFixture(
      [
        "Sources/Keys/Curve25519.swift": """
        public enum Curve25519 {
          public enum Signing {
            public struct PrivateKey {
              public init() {}
              public init(rawRepresentation: [UInt8]) {}
            }
          }
        }
        """,
        "Sources/App/Host.swift": """
        import Keys

        struct Host {
          var key: Curve25519.Signing.PrivateKey
        }
        func generated() -> Host { Host(key: .init()) }
        func stored(_ bytes: [UInt8]) -> Host { Host(key: .init(rawRepresentation: bytes)) }
        """,
        "Sources/App/Own.swift": """
        enum P256 {
          enum Signing {
            struct PrivateKey {}
          }
        }
        func own() -> P256.Signing.PrivateKey { P256.Signing.PrivateKey() }
        """,
      ],
      modules: [(name: "Keys", folder: "Sources/Keys"), (name: "App", folder: "Sources/App")])
    let result = try fixture.audit("Sources/App")
    #expect(
      Self.summaries(result) == ["Host.swift:6:38 system Curve25519.Signing.PrivateKey() index"])
  }
}
