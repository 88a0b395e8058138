import StandInAudit
import Testing

@Suite struct ModuleTests {
  static let files = [
    "Sources/App/Task.swift": """
    struct Task {
      static func run() {}
    }
    """,
    "Sources/Benchmarks/Load.swift": "func load() { _ = Task(priority: nil) { } }\n",
    "Sources/Tool/Session.swift": """
    import Foundation

    final class Session {
      static let shared = Session()
      func open() { _ = FileManager.default }
    }
    func main() { _ = Session.shared }
    """,
    "Sources/App/Session.swift": """
    final class Session {
      static let shared = Session()
    }
    func start() { _ = Session.shared }
    """,
    "Tests/AppTests/Fixtures.swift": """
    final class Task {
      init(priority: Int?, _ body: () -> Void) {}
      func go() { _ = getenv("HOME") }
    }
    func make() { _ = Task(priority: nil) { } }
    """,
  ]

  @Test func theAuditedModulesOwnTypeWins() throws {
    let fixture = try Fixture(Self.files)
    // `Session.shared` in App is App's stateless session; in Tool it is Tool's, which does I/O.
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Sources/Tool/Session.swift:5:21 system FileManager.default hard-wired",
        "Sources/Tool/Session.swift:7:19 shared accessor Session.shared hard-wired",
      ])
  }

  @Test func testsBenchmarksAndFixturesAreLeftOutUnlessIncluded() throws {
    let fixture = try Fixture(Self.files)
    #expect(try fixture.audit().filesAudited == 3)
    let all = try fixture.audit(includeTests: true)
    #expect(all.filesAudited == 5)
    // The test fixture's `Task` never resolves production code's `Task(…)`.
    #expect(
      all.findings.map(Fixture.summary) == [
        "Sources/Tool/Session.swift:5:21 system FileManager.default hard-wired",
        "Sources/Tool/Session.swift:7:19 shared accessor Session.shared hard-wired",
        "Tests/AppTests/Fixtures.swift:3:19 system getenv() hard-wired",
        "Tests/AppTests/Fixtures.swift:5:19 creation Task(…) hard-wired",
      ])
  }

  @Test func aTargetNamedWithHyphensIsTheModuleSwiftNames() throws {
    let fixture = try Fixture([
      "Sources/dump-graph/Load.swift": """
      import Foundation

      func load() -> Data? { FileManager.default.contents(atPath: "/graph.json") }
      func run() { _ = load() }
      """
    ])
    let expressions = try fixture.audit().findings.map(\.expression)
    #expect(expressions.contains("dump_graph.load"), "\(expressions)")
  }

  @Test func testFolderNamesAreRecognized() {
    for name in [
      "Tests", "AppTests", "Benchmarks", "Fixtures", "MetricsTestKit", "HummingbirdTesting",
      "Snippets", "Demo.playground",
    ] {
      #expect(AuditRules.isTestFolder(name), "\(name)")
    }
    for name in ["Sources", "App", "Testable", "Examples"] {
      #expect(!AuditRules.isTestFolder(name), "\(name)")
    }
  }

  @Test func aTypeWinsOverAnotherModulesProtocolOfTheSameName() throws {
    // NIOCore's `protocol FileDescriptor` beside swift-system's struct, which NIO's file system
    // module extends.
    let fixture = try Fixture([
      "Sources/Core/FileDescriptor.swift": "public protocol FileDescriptor {}\n",
      "Sources/SystemKit/FileDescriptor.swift": "public struct FileDescriptor { var raw: Int32 }\n",
      "Sources/FS/Open.swift": """
      import Core
      import SystemKit

      extension FileDescriptor {
        static func open(_ name: String) -> Bool { getenv(name) != nil }
      }
      func load() -> Bool { FileDescriptor.open("HOME") }
      """,
    ])
    let open = try #require(try fixture.audit().findings.first { $0.member == "open" })
    #expect(open.suggestion.contains("into `struct FileDescriptor`'s own braces"))
  }

  @Test func aNameInANestedTypesStaticMeansTheNestedTypeFirst() throws {
    // WasmKit's `ElementSegment.Flag`, whose `static let x = Flag(rawValue: …)` is itself,
    // beside swift-argument-parser's top-level `Flag`.
    let fixture = try Fixture([
      "Sources/Options/Flag.swift": """
      public final class Flag {
        public var isOn = false
        public init(rawValue: Int) {}
      }
      """,
      "Sources/Parser/Segment.swift": """
      import Options

      struct Segment {
        struct Flag: OptionSet {
          let rawValue: Int
          static let passive = Flag(rawValue: 1)
        }
        var flags: Flag
        func isPassive() -> Bool { flags.contains(Segment.Flag.passive) }
      }
      enum Registry { static let flag = Flag(rawValue: 0) }
      func on() -> Bool { Registry.flag.isOn }
      func set() { Registry.flag.isOn = true }
      """,
    ])
    let findings = try fixture.audit().findings.map(\.expression)
    #expect(!findings.contains("Segment.Flag.passive"))
    #expect(findings.contains("Registry.flag"))
  }
}
