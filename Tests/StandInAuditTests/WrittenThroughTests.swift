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
}
