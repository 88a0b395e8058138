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

  /// swift-protobuf's `_StorageClass.defaultInstance`: the copy-on-write storage every message
  /// starts from and copies before it writes. A static `let` of an object is shared state only
  /// when something writes through it, as a global `let` is.
  @Test func aStaticObjectNobodyWritesThroughIsAConstant() throws {
    let fixture = try Fixture([
      "Message.swift": """
      struct Message {
        final class Storage {
          var name = ""
          static let defaultInstance = Storage()
          init() {}
          init(copying source: Storage) { name = source.name }
        }
        private var storage = Storage.defaultInstance
        var name: String {
          get { storage.name }
          set {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            storage.name = newValue
          }
        }
      }
      """
    ])
    #expect(try fixture.findingSummaries() == [])
  }

  @Test func aStaticObjectWrittenThroughIsAFindingHoweverItIsWritten() throws {
    let fixture = try Fixture([
      "Singletons.swift": """
      final class Counter {
        static let shared = Counter()
        var count = 0
      }
      final class Registry {
        static let shared = Registry()
        private var names: [String] = []
        func register(_ name: String) { names.append(name) }
        func has(_ name: String) -> Bool { names.contains(name) }
      }
      final class Journal {
        static let shared = Journal()
        var entries: [String] = []
        static func reset() { shared.entries = [] }
        static func note(_ entry: String) { Self.shared.entries.append(entry) }
      }
      final class Formatter {
        static let shared = Formatter()
        var style = 0
        func format(_ value: Int) -> String { "\\(value)" }
      }
      func bump() { Counter.shared.count += 1 }
      func add(_ name: String) { Registry.shared.register(name) }
      func show(_ value: Int) -> String { Formatter.shared.format(value) }
      """
    ])
    // The formatter is only read: a constant, as a global `let` of it is.
    #expect(
      try fixture.findingSummaries() == [
        "Singletons.swift:14:25 shared accessor Journal.shared hard-wired",
        "Singletons.swift:15:39 shared accessor Journal.shared hard-wired",
        "Singletons.swift:22:15 shared accessor Counter.shared hard-wired",
        "Singletons.swift:23:28 shared accessor Registry.shared hard-wired",
      ])
  }

  /// Other modules may write through a public static (a library's `Analytics.shared`), and an
  /// object holding a lock or an atomic is a box whoever got hold of it; a method that enters
  /// its instance's lock writes what the lock guards (swift-log's `ReplaceOnceBox.replace`).
  @Test func aPublicStaticABoxAndALockedWriteKeepAStaticObjectAFinding() throws {
    let fixture = try Fixture([
      "Boxes.swift": """
      import Foundation

      public final class Analytics {
        public static let shared = Analytics()
        private var events: [String] = []
        public func track(_ event: String) { events.append(event) }
      }
      final class Registry {
        static let shared = Registry()
        private let lock = NSLock()
        private var names: [String] = []
      }
      final class LockedBox {
        private var value = 0
        func withWriteLock(_ body: (inout Int) -> Void) { body(&value) }
      }
      struct ReplaceOnce {
        private let storage = LockedBox()
        func replace(_ value: Int) { storage.withWriteLock { $0 = value } }
      }
      enum System {
        private static let factory = ReplaceOnce()
        static func bootstrap(_ value: Int) { self.factory.replace(value) }
      }
      func use() { _ = (Analytics.shared, Registry.shared) }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Boxes.swift:23:41 shared accessor System.factory hard-wired",
        "Boxes.swift:25:19 shared accessor Analytics.shared hard-wired",
        "Boxes.swift:25:37 shared accessor Registry.shared hard-wired",
      ])
  }

  /// postgres-nio's `requestIDGenerator`: an atomic's read-modify-write is a write of the value
  /// that holds it; a load is not.
  @Test func anAtomicsIncrementWritesThroughTheValueHoldingIt() throws {
    let fixture = try Fixture([
      "IDs.swift": """
      import Atomics

      struct IDGenerator {
        private let atomic = ManagedAtomic<Int>(0)
        func next() -> Int { atomic.loadThenWrappingIncrement(ordering: .relaxed) }
        func peek() -> Int { atomic.load(ordering: .relaxed) }
      }
      let requestIDs = IDGenerator()
      let peeked = IDGenerator()
      func lease() -> Int { requestIDs.next() }
      func look() -> Int { peeked.peek() }
      """
    ])
    #expect(
      try fixture.findingSummaries() == [
        "IDs.swift:10:23 global variable (global).requestIDs hard-wired"
      ])
  }
}
