import StandInAudit
import Testing

/// Without an index store, the syntax-only mode reads the dependencies' sources from the
/// package's checkouts (its own `.build/checkouts`, or the checkouts beside it when it is itself
/// one): only the files that declare what the audited code uses, classified by the same rules.
@Suite struct CheckoutSourcesTests {
  static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(name: "App", targets: [.target(name: "App")])
    """

  static let dependency: [String: String] = [
    "Sources/Net/Bootstrap.swift": """
    import Foundation

    /// Opens connections: its instances reach the file system here.
    public final class Bootstrap {
      public init(host: String) {}
      public func connect() -> Bool { FileManager.default.fileExists(atPath: "/") }
    }

    /// Only holds memory.
    public final class Node {
      public var children: [Node] = []
      public init() {}
    }

    /// A type of the system table's, declared by the dependency itself.
    public final class NIOThreadPool {
      public static let singleton = NIOThreadPool()
      public func start() { _ = FileManager.default.currentDirectoryPath }
    }
    """,
    "Sources/Net/Unused.swift": """
    import Foundation
    public final class Unused { public func stamp() -> Date { Date() } }
    """,
  ]

  static let app = """
    import Net

    final class Client {
      func start() -> Bool {
        let node = Node()
        _ = node.children
        _ = NIOThreadPool.singleton
        return Bootstrap(host: "example.com").connect()
      }
    }
    """

  /// The audited package, with `app` as its code and `dependency` in its checkouts.
  static func files(app: String = Self.app, dependency: [String: String] = Self.dependency)
    -> [String: String]
  {
    var files = ["Package.swift": Self.manifest, "Sources/App/Client.swift": app]
    for (path, text) in dependency { files[".build/checkouts/net/" + path] = text }
    return files
  }

  /// What the audit finds in ``app`` when the checkouts say what `Bootstrap` does.
  static let findingsWithTheCheckouts = [
    "Sources/App/Client.swift:7:9 system NIOThreadPool.singleton",
    "Sources/App/Client.swift:8:12 creation Bootstrap(…)",
  ]

  static func summaries(_ result: AuditResult) -> [String] {
    result.findings.map { "\($0.location) \($0.kind.rawValue) \($0.expression)" }
  }

  @Test func readsWhatTheCodeUsesFromThePackagesOwnCheckouts() throws {
    let fixture = try Fixture(Self.files())
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == Self.findingsWithTheCheckouts)
    #expect(
      result.mode.summary
        == "syntax-only (--syntax-only; 1 file of the dependencies' sources read from "
        + ".build/checkouts)")
  }

  /// Audited one module at a time (`standin audit Sources/App`), a package's other modules are
  /// dependencies of that module, with or without checkouts: read as the checkouts are, never
  /// reported. NIOEmbedded's audit reads NIOCore's `Windows.getenv`.
  @Test(arguments: [true, false])
  func auditingOneModuleReadsThePackagesOtherModules(withCheckouts: Bool) throws {
    var files = Self.files(
      dependency: withCheckouts ? ["Sources/Other/Other.swift": "public struct Other {}"] : [:])
    for (path, text) in Self.dependency { files[path] = text }
    files["Package.swift"] = #"""
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [.target(name: "Net"), .target(name: "App", dependencies: ["Net"])])
      """#
    let fixture = try Fixture(files)
    let result = try Auditor(path: fixture.path("Sources/App"), resolution: .syntaxOnly).audit()
    #expect(
      Self.summaries(result) == [
        "Client.swift:7:9 system NIOThreadPool.singleton",
        "Client.swift:8:12 creation Bootstrap(…)",
      ])
    #expect(
      result.mode.summary
        == "syntax-only (--syntax-only; 1 file of the dependencies' sources read from the "
        + "package's other modules)")
  }

  /// A dependency's documentation catalog holds code listings no build compiles: a listing that
  /// declares a `Node` doing I/O does not make the real, memory-only `Node` a service.
  @Test func aDependencysDocumentationCatalogIsNotRead() throws {
    var dependency = Self.dependency
    dependency["Sources/Net/Documentation.docc/Resources/listing.swift"] = """
      import Foundation
      public final class Node { public init() { _ = FileManager.default.currentDirectoryPath } }
      """
    let fixture = try Fixture(Self.files(dependency: dependency))
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == Self.findingsWithTheCheckouts)
    #expect(result.mode.summary.contains("1 file of the dependencies' sources"))
  }

  @Test func followsOnlyTheCodeOfTheDeclarationsTheAuditedCodeReaches() throws {
    // `Bootstrap` is a service through `Socket`, declared in another file; `Helper`, declared
    // beside it, uses `Leak`, which nothing the audited code reaches uses: `Leak.swift` and
    // `Unused.swift` are not read.
    let net: [String: String] = [
      "Sources/Net/Bootstrap.swift": """
      public final class Bootstrap {
        public init(host: String) {}
        public func connect() -> Bool { Socket(port: 80).open() }
      }
      public final class Helper {
        public func run() { Leak().write() }
      }
      """,
      "Sources/Net/Socket.swift": """
      import Foundation
      final class Socket {
        init(port: Int) {}
        func open() -> Bool { FileManager.default.fileExists(atPath: "/") }
      }
      """,
      "Sources/Net/Leak.swift": """
      import Foundation
      final class Leak { func write() { _ = FileManager.default.currentDirectoryPath } }
      """,
      "Sources/Net/Unused.swift": Self.dependency["Sources/Net/Unused.swift"]!,
    ]
    let app = """
      import Net

      final class Client {
        func start() -> Bool { Bootstrap(host: "example.com").connect() }
      }
      """
    var files = ["Package.swift": Self.manifest, "Sources/App/Client.swift": app]
    for (path, text) in net { files[".build/checkouts/net/" + path] = text }
    let fixture = try Fixture(files)
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == ["Sources/App/Client.swift:4:26 creation Bootstrap(…)"])
    #expect(
      result.mode.summary
        == "syntax-only (--syntax-only; 2 files of the dependencies' sources read from "
        + ".build/checkouts)")
  }

  @Test func readingStopsAtFourTimesTheAuditedCodesSizeOrFourMegabytes() throws {
    // The same dependency, with the file that declares what the code uses made larger than
    // 4 MB: it is not read, and the summary says why.
    let padding = String(repeating: "// padding\n", count: (4 << 20) / 11 + 1)
    var files = ["Package.swift": Self.manifest, "Sources/App/Client.swift": Self.app]
    for (path, text) in Self.dependency where path.hasSuffix("Unused.swift") {
      files[".build/checkouts/net/" + path] = text
    }
    files[".build/checkouts/net/Sources/Net/Bootstrap.swift"] =
      Self.dependency["Sources/Net/Bootstrap.swift"]! + padding
    let fixture = try Fixture(files)
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(
      Self.summaries(result) == ["Sources/App/Client.swift:7:9 system NIOThreadPool.singleton"])
    #expect(
      result.mode.summary.contains(
        "stopped at 4× the audited code's size or 4 MB, whichever is larger"))
  }

  @Test func theBodiesOfAFilesOtherDeclarationsAreNotParsedNorCounted() throws {
    // `Tables` holds more than the whole budget, in the file that declares `Bootstrap`. Nothing
    // the audited code reaches uses it, so its body is parsed as blank and not counted: the file
    // is read, and `Bootstrap(…)` is known to reach the file system.
    let padding = String(repeating: "  // padding\n", count: (4 << 20) / 13 + 1)
    var dependency = Self.dependency
    dependency["Sources/Net/Bootstrap.swift"]! +=
      "\nenum Tables {\n" + padding + "  static let rows = [1, 2]\n}\n"
    let fixture = try Fixture(Self.files(dependency: dependency))
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == Self.findingsWithTheCheckouts)
    #expect(!result.mode.summary.contains("stopped"))
  }

  @Test func aFileIsReadAgainWhenTheCodeReachedNeedsABodyItWasReadWithout() throws {
    // `Socket` is declared below `Bootstrap`, in the same file: the first reading, for
    // `Bootstrap`, leaves `Socket`'s body out; `Bootstrap`'s code uses `Socket`, so the file
    // is read again with it, and `Bootstrap(…)` reaches the file system through it.
    let net = """
      import Foundation
      public final class Bootstrap {
        public init(host: String) {}
        public func connect() -> Bool { Socket(port: 80).open() }
      }
      final class Socket {
        init(port: Int) {}
        func open() -> Bool { FileManager.default.fileExists(atPath: "/") }
      }
      """
    let app = """
      import Net

      func start() -> Bool { Bootstrap(host: "example.com").connect() }
      """
    let fixture = try Fixture([
      "Package.swift": Self.manifest, "Sources/App/Client.swift": app,
      ".build/checkouts/net/Sources/Net/Bootstrap.swift": net,
    ])
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == ["Sources/App/Client.swift:3:24 creation Bootstrap(…)"])
    #expect(result.mode.summary.contains("; 1 file of the dependencies' sources read"))
  }

  @Test func aFileTheQuickPassMisreadsIsParsedWhole() throws {
    // The quick pass does not know regex literals: it takes `/\}/` for the end of `Parser`'s
    // body, so leaving out what it took for `Parser`'s body leaves text that does not parse.
    // The file is then parsed whole, and `Bootstrap` is still known.
    let net = #"""
      import Foundation
      struct Parser { let brace = /\}/; func f() {} }
      public final class Bootstrap {
        public init(host: String) { _ = FileManager.default.currentDirectoryPath }
      }
      """#
    let app = """
      import Net

      func start() { _ = Bootstrap(host: "example.com") }
      """
    let fixture = try Fixture([
      "Package.swift": Self.manifest, "Sources/App/Client.swift": app,
      ".build/checkouts/net/Sources/Net/Bootstrap.swift": net,
    ])
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == ["Sources/App/Client.swift:3:20 creation Bootstrap(host:)"])
  }

  @Test func aGlobalNamedThroughItsModuleIsThatModulesGlobal() throws {
    // `Net.defaultTimeout` names the module, not a type: the file that declares the global is
    // read, and the global, which anyone may set, is shared state.
    var dependency = Self.dependency
    dependency["Sources/Net/Defaults.swift"] = """
      public var defaultTimeout = 5
      public func resetTimeout() { defaultTimeout = 5 }
      """
    let app = """
      import Net

      func timeout() -> Int { Net.defaultTimeout }
      """
    let fixture = try Fixture(Self.files(app: app, dependency: dependency))
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(
      Self.summaries(result) == ["Sources/App/Client.swift:3:25 global variable Net.defaultTimeout"]
    )
  }

  @Test func aBareNameMeansNoTypeNestedInADependencysType() throws {
    // The audited code's `State` is its own; the dependency's `Machine.State` can only be
    // reached through `Machine`, which nothing uses, so `Machine.swift` is not read.
    let app = """
      import Net

      enum State { case idle }
      func start() -> Bool {
        _ = State.idle
        return Bootstrap(host: "example.com").connect()
      }
      """
    var dependency = Self.dependency
    dependency["Sources/Net/Machine.swift"] = """
      import Foundation
      public final class Machine {
        enum State { case running }
        func run() { _ = FileManager.default.currentDirectoryPath }
      }
      """
    let fixture = try Fixture(Self.files(app: app, dependency: dependency))
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == ["Sources/App/Client.swift:6:10 creation Bootstrap(…)"])
    #expect(result.mode.summary.contains("; 1 file of the dependencies' sources read"))
  }

  @Test func aPackageThatIsItselfACheckoutReadsTheCheckoutsBesideIt() throws {
    var files = [
      "checkouts/app/Package.swift": Self.manifest,
      "checkouts/app/Sources/App/Client.swift": Self.app,
    ]
    for (path, text) in Self.dependency { files["checkouts/net/" + path] = text }
    let fixture = try Fixture(files)
    let result = try Auditor(path: fixture.path("checkouts/app/Sources"), resolution: .syntaxOnly)
      .audit()
    #expect(Self.summaries(result).contains("App/Client.swift:8:12 creation Bootstrap(…)"))
  }

  @Test func aModuleIsFoundWhereTheCheckoutsManifestPlacesIt() throws {
    // swift-system's `SystemPackage` is `Sources/System`; GRDB's `GRDB` is `GRDB`: a module is
    // read from the folder its target's `path:` names, not only from `Sources/<module>`.
    var files = Self.files(
      app: Self.app.replacing("import Net", with: "import NetPackage"),
      dependency: [:])
    files[".build/checkouts/net/Package.swift"] = """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "net",
        targets: [
          .target(name: "NetPackage", path: "Sources/Net"),
          .testTarget(name: "NetTests", dependencies: ["NetPackage"], path: "Tests"),
        ])
      """
    for (path, text) in Self.dependency { files[".build/checkouts/net/" + path] = text }
    let fixture = try Fixture(files)
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == Self.findingsWithTheCheckouts)
    #expect(result.mode.summary.contains("; 1 file of the dependencies' sources read"))
  }

  @Test func withoutCheckoutsADependencysCreationIsUnknown() throws {
    let fixture = try Fixture([
      "Package.swift": Self.manifest, "Sources/App/Client.swift": Self.app,
    ])
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(
      Self.summaries(result) == ["Sources/App/Client.swift:7:9 system NIOThreadPool.singleton"])
    #expect(result.mode.summary == "syntax-only (--syntax-only)")
  }

  @Test func theTypeAccurateModeReadsThemForTheFilesTheIndexHasNoUnitFor() throws {
    // `Tool` was not built, so the store has no unit for its file, nor for `Net`, which only
    // `Tool` imports: the syntax front end reads the file, and `Net` comes from the checkouts.
    var files = [
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "App", targets: [.target(name: "App"), .executableTarget(name: "Tool")])
      """,
      "Sources/App/Version.swift": "public func version() -> Int { 1 }\n",
      "Sources/Tool/Client.swift": Self.app,
    ]
    for (path, text) in Self.dependency { files[".build/checkouts/net/" + path] = text }
    let fixture = try IndexedFixture(files, modules: [(name: "App", folder: "Sources/App")])
    let result = try Auditor(path: fixture.root, resolution: .indexStore(fixture.store)).audit()
    #expect(
      Self.summaries(result) == [
        "Sources/Tool/Client.swift:7:9 system NIOThreadPool.singleton",
        "Sources/Tool/Client.swift:8:12 creation Bootstrap(…)",
      ])
    #expect(
      result.mode.summary
        == "type-accurate (the index store at .build/debug/index/store; 1 file of the "
        + "dependencies' sources read from .build/checkouts for the modules the index store "
        + "lacks; 1 file not in it, read by the syntax front end)")
  }

  @Test func aCallLeavingOutADependencysProcessWideDefaultReachesIt() throws {
    // The dependency's `Transport(host:)` takes the process-wide `Group.shared` unless given a
    // group. By syntax an initializer is told by its first label, as the checkouts declare it.
    let net = """
      import Foundation
      public final class Group {
        public static let shared = Group()
        public func start() -> Bool { FileManager.default.fileExists(atPath: "/") }
      }
      public struct Transport {
        var group: Group
        public init(host: String, group: Group = .shared) { self.group = group }
      }
      """
    let app = """
      import Net

      func transports(group: Group) -> [Transport] {
        [Transport(host: "a"), Transport(host: "b", group: group)]
      }
      """
    let fixture = try Fixture([
      "Package.swift": Self.manifest, "Sources/App/Client.swift": app,
      ".build/checkouts/net/Sources/Net/Transport.swift": net,
    ])
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result) == ["Sources/App/Client.swift:4:4 creation Transport(host:)"])
    let suggestion = try #require(result.findings.first?.suggestion)
    #expect(suggestion.hasPrefix("it leaves out `group:`, whose default is process-wide ("))
    #expect(
      suggestion.hasSuffix(
        "/.build/checkouts/net/Sources/Net/Transport.swift:8): pass `group:` yourself"))
  }

  @Test func aDefaultOfAPlainValueIsAValueHoweverItWasChosen() throws {
    // Yams' `Parser(yaml:)` and `YAMLDecoder()` take `encoding: Encoding = .default`, an enum
    // that a computed static chooses from the environment: a parser holds `.utf8` or `.utf16`,
    // not a process-wide service.
    let yaml = """
      import Foundation
      public enum Encoding: String {
        case utf8, utf16
        public static var `default`: Encoding {
          if let name = ProcessInfo.processInfo.environment["YAML_ENCODING"] {
            print("encoding set to \\(name)")
            return Encoding(rawValue: name) ?? .utf8
          }
          return .utf8
        }
      }
      public final class Parser {
        let encoding: Encoding
        public init(yaml: String, encoding: Encoding = .default) { self.encoding = encoding }
      }
      public final class Decoder {
        public struct Options {
          public var encoding: Encoding
          public init(encoding: Encoding = .default) { self.encoding = encoding }
        }
        public var options = Options()
        public init() {}
      }
      """
    let app = """
      import Yaml

      func parse(_ text: String) throws -> (Parser, Decoder) {
        (Parser(yaml: text), Decoder())
      }
      """
    let fixture = try Fixture([
      "Package.swift": Self.manifest, "Sources/App/Parse.swift": app,
      ".build/checkouts/yaml/Sources/Yaml/Parser.swift": yaml,
    ])
    let result = try Auditor(path: fixture.root, resolution: .syntaxOnly).audit()
    #expect(Self.summaries(result).isEmpty)
  }
}
