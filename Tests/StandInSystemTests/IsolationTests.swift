import StandIn
import StandInSystem
import Testing

/// Every built-in goes through the same checks: parallel tests each see only their own double,
/// child tasks see their test's double, and the real instance is back when the scope ends.
@Suite("Built-ins: parallel tests, child tasks, the end of the scope")
struct IsolationTests {
  /// 20 test cases per built-in run in parallel, each with its own double, and each reads it
  /// across suspension points and from its child tasks.
  @Test(arguments: BuiltIn.all, 1...20)
  func parallelTestsSeeOnlyTheirOwnDouble(builtIn: BuiltIn, id: Int) async throws {
    try await builtIn.installing(id) {
      for _ in 0..<5 {
        #expect(try await builtIn.observed() == id)
        await Task.yield()
      }
      async let fromAsyncLet = builtIn.observed()
      let fromGroup = try await withThrowingTaskGroup(of: Int?.self) { group in
        for _ in 0..<4 { group.addTask { try await builtIn.observed() } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      let fromTask = try await Task { try await builtIn.observed() }.value
      #expect(try await fromAsyncLet == id)
      #expect(fromGroup == [id, id, id, id])
      #expect(fromTask == id)
    }
  }

  @Test(arguments: BuiltIn.all)
  func theRealInstanceAnswersOutsideAnyScopeAndAfterOne(builtIn: BuiltIn) async throws {
    #expect(try await builtIn.observed() == nil)
    try await builtIn.installing(3) {
      let inside = try await builtIn.observed()
      #expect(inside == 3)
    }
    #expect(try await builtIn.observed() == nil)
  }

  @Test(arguments: BuiltIn.all)
  func anInnerScopeWinsAndTheOuterOneComesBack(builtIn: BuiltIn) async throws {
    try await builtIn.installing(1) {
      try await builtIn.installing(2) {
        let inner = try await builtIn.observed()
        #expect(inner == 2)
      }
      #expect(try await builtIn.observed() == 1)
    }
  }

  @Test(arguments: BuiltIn.all)
  func aScopeThatThrowsEndsToo(builtIn: BuiltIn) async throws {
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await builtIn.installing(4) { throw Failure() }
    }
    #expect(try await builtIn.observed() == nil)
  }
}
