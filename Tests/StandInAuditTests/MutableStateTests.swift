import StandInAudit
import Testing

@Suite struct MutableStateTests {
  @Test func aStaticVarIsReportedHoweverItIsReached() throws {
    let fixture = try Fixture([
      "Counter.swift": """
      enum Counter {
        static var count = 0
        static func increment() {
          count += 1
          Self.count += 1
          self.count += 1
          Counter.count += 1
        }
      }
      struct Screen {
        func show() -> Int { Counter.count }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Counter.swift:4:5 mutable static Counter.count hard-wired",
        "Counter.swift:5:5 mutable static Counter.count hard-wired",
        "Counter.swift:6:5 mutable static Counter.count hard-wired",
        "Counter.swift:7:5 mutable static Counter.count hard-wired",
        "Counter.swift:11:24 mutable static Counter.count hard-wired",
      ])
    #expect(
      try fixture.audit().findings[0].suggestion
        == "process-wide mutable state: add @Overridable to `static var count` (Counter.swift:2)")
  }

  @Test func localsAndParametersHideAStaticOfTheSameName() throws {
    let fixture = try Fixture([
      "Counter.swift": """
      enum Counter {
        static var count = 0
        static func add(count: Int) -> Int { count + 1 }
        static func twice() -> Int {
          let count = 2
          return count * 2
        }
        static let doubled = { (count: Int) in count * 2 }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(summaries == [])
  }

  @Test func taskLocalsSlotsAndConstantsAreNotProcessWideState() throws {
    let fixture = try Fixture([
      "Context.swift": """
      enum Context {
        @TaskLocal static var requestID = ""
        static let limit = 10
        static let name = "context"
        static let empty: [String] = []
        static func read() -> String { requestID + name + String(limit) + empty.joined() }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(summaries == [])
  }

  @Test func aTaskLocalsDefaultObjectIsOneForTheProcess() throws {
    let fixture = try Fixture([
      "Reporters.swift": """
      import Foundation

      final class Box<Value>: @unchecked Sendable {
        private var value: Value
        private let lock = NSLock()
        init(_ value: Value) { self.value = value }
        func withLock<R>(_ body: (inout Value) -> R) -> R {
          lock.lock()
          defer { lock.unlock() }
          return body(&value)
        }
      }

      enum Reporters {
        @TaskLocal static var _current = Box<[String]>(["standard error"])
        @TaskLocal static var depth = 0
        static var current: [String] {
          get { _current.withLock { $0 } }
          set { _current.withLock { $0 = newValue } }
        }
        static var currentDepth: Int { depth }
        static func with(_ reporters: [String], _ body: () -> Void) {
          $_current.withValue(Box(reporters), operation: body)
        }
      }

      func report() -> ([String], Int) {
        Reporters.with([]) {}
        return (Reporters.current, Reporters.currentDepth)
      }
      """
    ])
    // Setting `current` outside a binding writes the default box, which every task shares; the
    // task-locals themselves, binding one, and a task-local of a value are scoped.
    #expect(
      try fixture.findingSummaries() == [
        "Reporters.swift:29:11 shared accessor Reporters.current hard-wired"
      ])
  }

  @Test func aStaticLetHoldingALockOrAnAtomicIsMutableState() throws {
    let fixture = try Fixture([
      "Registry.swift": """
      import Foundation

      enum Registry {
        private static let lock = NSLock()
        static let names = Mutex<[String]>([])
        static func register(_ name: String) {
          lock.lock()
          names.withLock { $0.append(name) }
          lock.unlock()
        }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Registry.swift:7:5 mutable static Registry.lock hard-wired",
        "Registry.swift:8:5 mutable static Registry.names hard-wired",
        "Registry.swift:9:5 mutable static Registry.lock hard-wired",
      ])
  }

  @Test func globalVarsAndGlobalBoxesAreReported() throws {
    let fixture = try Fixture([
      "Sources/App/State.swift": """
      import Foundation

      var currentUser = "guest"
      let requestCount = ManagedAtomic(0)
      let greeting = "hello"
      func greet() -> String {
        _ = requestCount.wrappingIncrement(ordering: .relaxed)
        return greeting + currentUser
      }
      """,
      "Sources/App/main.swift": """
      var arguments = CommandLine.arguments.dropFirst()
      print(greet(), arguments)
      """,
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Sources/App/State.swift:7:7 global variable App.requestCount hard-wired",
        "Sources/App/State.swift:8:21 global variable App.currentUser hard-wired",
        "Sources/App/main.swift:1:17 system CommandLine.arguments hard-wired",
        "Sources/App/main.swift:2:7 static member App.greet hard-wired",
        "Sources/App/main.swift:2:16 global variable App.arguments hard-wired",
      ])
  }

  @Test func aScriptsVariablesAreGlobalsOfItsModuleInItsTopLevelCodeToo() throws {
    // An executable's `main.swift` declares globals of its module: its top-level code, its
    // functions and the module's other files all reach the same variables. Only a local of a
    // block of the top-level code (`started`) is a local.
    let fixture = try Fixture([
      "Sources/Tool/main.swift": """
      import Foundation

      nonisolated(unsafe) var banner = ""
      let limits = CommandLine.arguments.dropFirst()
      let names = ["a", "b"]
      do {
        let started = Date()
        banner = "started \\(started)"
      }
      for name in names where limits.isEmpty || limits.contains(name) { measure(name) }
      """,
      "Sources/Tool/Measure.swift": """
      func measure(_ name: String) {
        print(banner, limits.contains(name), names)
      }
      func started() -> Bool { true }
      func check() -> Bool { started() }
      """,
    ])
    let summaries = try fixture.findingSummaries()
    #expect(
      summaries == [
        "Sources/Tool/Measure.swift:2:9 global variable Tool.banner hard-wired",
        "Sources/Tool/Measure.swift:2:17 global variable Tool.limits hard-wired",
        "Sources/Tool/main.swift:4:14 system CommandLine.arguments hard-wired",
        "Sources/Tool/main.swift:7:17 system Date() hard-wired",
        "Sources/Tool/main.swift:8:3 global variable Tool.banner hard-wired",
        "Sources/Tool/main.swift:10:25 global variable Tool.limits hard-wired",
        "Sources/Tool/main.swift:10:43 global variable Tool.limits hard-wired",
        "Sources/Tool/main.swift:10:67 static member Tool.measure hard-wired",
      ])
    // The finding says how the script keeps a variable to itself.
    let limits = try fixture.audit().findings.first { $0.member == "limits" }
    #expect(
      limits?.suggestion == "`let limits` holds process-wide state: declare it in a function or "
        + "a `do { … }` block if only the top-level code uses it, or make it an @Overridable "
        + "static var of a type (Sources/Tool/main.swift:4)")
  }

  @Test func aMemberOfTheEnclosingTypeHidesAGlobalOfTheSameName() throws {
    let fixture = try Fixture([
      "Shadow.swift": """
      var count = 0
      final class Box {
        var count = 1
        func read() -> Int { count }
      }
      """
    ])
    let summaries = try fixture.findingSummaries()
    #expect(summaries == [])
  }

  /// postgres-nio's `ConnectionPool` holds a private `requestIDGenerator`; its extension in
  /// another file reads the global of that name, which a private member does not hide there.
  @Test func aPrivateMemberHidesAGlobalOnlyInItsOwnFile() throws {
    let fixture = try Fixture([
      "Pool.swift": """
      final class Pool {
        private var count = 1
        fileprivate func next() -> Int { count }
        var size = 2
        func read() -> Int { count + next() + size }
      }
      """,
      "Pool+Lease.swift": """
      var count = 0
      func next() -> Int { count += 1; return count }
      var size = 3
      extension Pool {
        func lease() -> Int { count + next() + size }
      }
      """,
    ])
    #expect(
      try fixture.findingSummaries() == [
        "Pool+Lease.swift:2:22 global variable (global).count hard-wired",
        "Pool+Lease.swift:2:41 global variable (global).count hard-wired",
        "Pool+Lease.swift:5:25 global variable (global).count hard-wired",
        "Pool+Lease.swift:5:33 static member (global).next hard-wired",
      ])
  }

  @Test func anExtensionOfAnotherModulesTypeMakesNoValueOfItAService() throws {
    // swift-nio's `let magicWebSocketGUID = "…"`, read where a dependency's `extension String`
    // has a method that reaches the file system: the constant is still a constant.
    let fixture = try Fixture([
      "Sources/Web/Upgrade.swift": """
      import Foundation

      let magicGUID: String = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
      enum Keys { static let header: String = "Sec-WebSocket-Accept" }
      extension String {
        func isFile() -> Bool { FileManager.default.fileExists(atPath: self) }
      }
      func accept(_ key: String) -> String { key + magicGUID + Keys.header }
      """
    ])
    let findings = try fixture.audit().findings.map(\.expression)
    #expect(findings == ["FileManager.default"])
  }

  @Test func aBareNameMeansNoOtherModulesNestedType() throws {
    // swift-extras-base64's `static let encoding0url: [UInt8] = [UInt8(ascii: "A"), …]`, read
    // beside Hummingbird's `URLEncodedFormNode.Array`, a class holding a `var`: `[UInt8]` (which
    // the index calls `Array`) is the standard library's array, and the encoder that reads the
    // table reaches nothing.
    let fixture = try Fixture([
      "Sources/Forms/Node.swift": """
      public final class FormNode {
        public final class Array { var values: [String] = [] }
      }
      """,
      "Sources/Codec/Codec.swift": """
      enum Codec {
        static let table: Array<UInt8> = [UInt8(ascii: "A"), UInt8(ascii: "B")]
        static func encode(_ byte: UInt8) -> UInt8 { table[Int(byte) % 2] }
      }
      func encodeAll(_ bytes: [UInt8]) -> [UInt8] { bytes.map(Codec.encode) }
      """,
    ])
    #expect(try fixture.audit().findings.map(\.expression) == [])
  }

  @Test func aTypeQualifiedWithItsModuleIsThatModulesType() throws {
    // grpc-swift-nio-transport declares a `SocketAddress` of its own and extends NIOCore's,
    // written `extension NIOCore.SocketAddress`: that extension's initializers are NIOCore's
    // type's, and one that does I/O makes no creation of the package's own type I/O.
    let fixture = try Fixture([
      "Sources/Net/Address.swift": """
      public struct SocketAddress {
        public var text = ""
        public init() {}
      }
      """,
      "Sources/Transport/Address.swift": """
      import Foundation
      import Net

      struct SocketAddress {
        let path: String
        init(_ path: String) { self.path = path }
      }
      extension Net.SocketAddress {
        init(_ path: String) throws {
          self.init()
          text = try String(contentsOfFile: path, encoding: .utf8)
        }
      }
      func addresses() throws -> (SocketAddress, Net.SocketAddress) {
        (SocketAddress("/tmp/a"), try Net.SocketAddress("/tmp/b"))
      }
      """,
    ])
    let creations = try fixture.audit().findings.filter { $0.kind == .creation }
    #expect(
      creations.map(Fixture.summary) == [
        "Sources/Transport/Address.swift:15:33 creation SocketAddress(_:) hard-wired"
      ])
  }

  @Test func aPrivateGlobalIsTheOneItsOwnFileDeclares() throws {
    // swift-subprocess declares `private let _processMonitorState` in its `+Linux` file (a
    // `Mutex`) and again in its `+BSD` file.
    let fixture = try Fixture([
      "Sources/Sub/BSD.swift": """
      struct Counter { let start = 0 }
      private let monitor = Counter()
      func start() -> Int { monitor.start }
      """,
      "Sources/Sub/Linux.swift": """
      import Synchronization

      private let monitor = Mutex(0)
      func bump() { monitor.withLock { $0 += 1 } }
      """,
    ])
    let findings = try fixture.audit().findings.map { "\($0.file):\($0.line) \($0.expression)" }
    #expect(findings == ["Sources/Sub/Linux.swift:4 Sub.monitor"])
  }
}
