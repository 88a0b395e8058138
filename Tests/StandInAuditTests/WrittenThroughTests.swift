import StandInAudit
import Testing

/// Issue 24's false positives: a global `let` of an object is shared state only when something
/// writes through it (or its class has effects); an object that only holds memory is no service.
@Suite struct WrittenThroughTests {
  @Test func aGlobalObjectNobodyWritesThroughIsNoFinding() throws {
    let fixture = try Fixture([
      "Format.swift": """
      final class Formatter {
        var style = 0
        func format(_ value: Int) -> String { "\\(value)" }
      }
      let sharedFormatter = Formatter()
      func show(_ value: Int) -> String { sharedFormatter.format(value) }
      """
    ])
    #expect(try fixture.findingSummaries() == [])
  }

  @Test func aGlobalObjectWrittenThroughIsAFinding() throws {
    let fixture = try Fixture([
      "Registry.swift": """
      final class Registry {
        var names: [String] = []
        func register(_ name: String) { names.append(name) }
      }
      let registry = Registry()
      func add(_ name: String) { registry.register(name) }
      func reset() { registry.names = [] }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Registry.swift:6:28 global variable (global).registry hard-wired",
        "Registry.swift:7:16 global variable (global).registry hard-wired",
      ])
  }

  /// swift-benchmark's default suite: the method called through the global appends only
  /// through another method of the instance; a method that only reads stays harmless.
  @Test func aMethodThatCallsAMutatingMethodOfItsInstanceWritesThroughToo() throws {
    let fixture = try Fixture([
      "Suite.swift": """
      final class Suite {
        var benchmarks: [String] = []
        func register(_ name: String) { benchmarks.append(name) }
        func benchmark(_ name: String) { self.note(name); register(name) }
        func note(_ name: String) { print(name, benchmarks.count) }
      }
      let defaultSuite = Suite()
      func benchmark(_ name: String) { defaultSuite.benchmark(name) }
      let quietSuite = Suite()
      func note(_ name: String) { quietSuite.note(name) }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Suite.swift:8:34 global variable (global).defaultSuite hard-wired"
      ])
  }

  @Test func anObjectThatOnlyHoldsMemoryIsNoService() throws {
    let fixture = try Fixture([
      "Tree.swift": """
      final class Node {
        var children: [Node] = []
        func add(_ child: Node) { children.append(child) }
      }
      struct Builder {
        func build() -> Node {
          let root = Node()
          root.add(Node())
          return root
        }
      }
      """
    ])
    #expect(try fixture.findingSummaries() == [])
  }

  @Test func aValueWrittenThroughANonmutatingSetterIsAFinding() throws {
    let fixture = try Fixture([
      "Signals.swift": """
      struct Counts {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 4)
        subscript(index: Int) -> Int {
          get { pointer[index] }
          nonmutating set { pointer[index] = newValue }
        }
      }
      let counts = Counts()
      let limits = Counts()
      func bump() { counts[0] += 1 }
      func limit() -> Int { limits[0] }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Signals.swift:10:15 global variable (global).counts hard-wired"
      ])
  }

  @Test func aServiceHandedToAnInitializerAsADefaultLeavesTheTypeNoService() throws {
    let fixture = try Fixture([
      "Container.swift": """
      import Foundation

      final class Logger {
        func log(_ text: String) {
          if ProcessInfo.processInfo.environment["VERBOSE"] != nil { print(text) }
        }
      }
      final class Container {
        let logger: Logger
        init(logger: Logger) { self.logger = logger }
        convenience init() { self.init(logger: Logger()) }
      }
      final class Registry {
        let logger: Logger
        init(logger: Logger = Logger()) { self.logger = logger }
      }
      final class Owner {
        let logger = Logger()
      }
      func make() -> (Container, Registry, Owner) { (Container(), Registry(), Owner()) }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Container.swift:5:8 system ProcessInfo.processInfo hard-wired",
        "Container.swift:11:42 creation Logger(…) hard-wired",
        "Container.swift:15:25 creation Logger(…) hard-wired",
        "Container.swift:18:16 creation Logger(…) hard-wired",
        "Container.swift:20:73 creation Owner(…) hard-wired",
      ])
  }

  @Test func aProcessWideValueHandedToTheDesignatedInitializerLeavesTheTypeNoService() throws {
    let fixture = try Fixture([
      "Logger.swift": """
      enum LoggingSystem {
        static var factory: (String) -> String = { $0 }
      }
      struct Logger {
        let label: String
        let handler: String
        init(label: String, factory: (String) -> String) {
          self.label = label
          handler = factory(label)
        }
        init(label: String) { self.init(label: label, factory: LoggingSystem.factory) }
        init(quiet label: String) { self = Logger(label: label, factory: LoggingSystem.factory) }
      }
      struct Recorder {
        let path: String
        init() { path = LoggingSystem.factory("recorder") }
      }
      enum Defaults {
        static let quiet = Logger(label: "quiet", factory: { _ in "" })
        static let recorder = Recorder()
      }
      func labels() -> [String] { [Defaults.quiet.label, Defaults.recorder.path] }
      """
    ])
    // `Logger(label:)` reads the process-wide factory only to hand it to `init(label:factory:)`,
    // which takes one: the read is reported where it is, and a logger made with its own factory
    // holds no shared state. `Recorder` keeps what its own initializer reads: a service.
    #expect(
      try fixture.findingSummaries() == [
        "Logger.swift:11:58 mutable static LoggingSystem.factory hard-wired",
        "Logger.swift:12:68 mutable static LoggingSystem.factory hard-wired",
        "Logger.swift:16:19 mutable static LoggingSystem.factory hard-wired",
        "Logger.swift:22:52 shared accessor Defaults.recorder hard-wired",
      ])
  }
}
