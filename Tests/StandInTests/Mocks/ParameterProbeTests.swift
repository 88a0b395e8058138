import Foundation
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

// The parameter probes of Tests/Fixtures/Probes: each shape stubbed, called through its protocol
// and verified.

@Suite("Probes: parameters")
struct ParameterProbeTests {
  struct Instant: ProbeInstant, Equatable {
    let tick: Int
  }

  @Test func autoclosuresAreEvaluatedOnceAndRecordedAsTheirValue() {
    let mock = AutoclosureProbeMock()
    mock.stub.record(.any, level: .any).returns(())
    mock.stub.end(at: .any(Instant.self)).returns(())
    mock.stub.check(.any).returns(())
    var evaluations = 0
    let probe: any AutoclosureProbe = mock
    probe.record(
      {
        evaluations += 1; return "started"
      }(), level: 2)
    probe.end(at: Instant(tick: 7))
    probe.check(true)
    #expect(evaluations == 1)
    mock.verify.record("started", level: 2).called(1)
    mock.verify.end(at: .equal(Instant(tick: 7))).called(1)
    mock.verify.check(true).called(1)
  }

  @Test func mutatingConsumingAndBorrowingRequirementsAreMocked() async throws {
    let mock = OwnershipProbeMock(.nice)
    mock.stub.record(actualReadBytes: 10).returns(true)
    mock.stub.inspect(.any).perform { values in values.count }
    mock.stub.take("abc").returns(3)
    var probe: any OwnershipProbe = mock
    let recorded = probe.record(actualReadBytes: 10)
    #expect(recorded)
    probe.name = "renamed"
    #expect(probe.inspect([1, 2, 3]) == 3)
    #expect(probe.take("abc") == 3)
    try await probe.write(contentsOf: [4, 5])
    try await probe.finish("done")
    mock.verify.name(set: "renamed").called(1)
    mock.verify.write(contentsOf: .any([Int].self)).called(1)
    mock.verify.write(contentsOf: .any(Set<Int>.self)).called(.never)
    mock.verify.finish("done").called(1)
  }

  @Test func performWritesThroughInoutArguments() async {
    let mock = InoutProbeMock()
    mock.stub.inject(into: .any, name: "db").perform { arguments in arguments.0["db"] = 1 }
    mock.stub.fill(.any).perform { buffer in
      buffer.append(9)
      return buffer.count
    }
    mock.stub.refresh(.any).perform { state in state = "fresh" }
    var container: [String: Int] = [:]
    var buffer = [1]
    var state = "stale"
    let probe: any InoutProbe = mock
    probe.inject(into: &container, name: "db")
    #expect(probe.fill(&buffer) == 2)
    await probe.refresh(&state)
    #expect(container == ["db": 1])
    #expect(buffer == [1, 9])
    #expect(state == "fresh")
    mock.verify.fill([1]).called(1)
    mock.verify.inject(into: [:], name: "db").called(1)
  }

  @Test func aRethrowingStubRunsItsClosureAndRethrowsWhatItThrows() async throws {
    struct Stop: Error, Equatable {}
    let mock = RethrowsProbeMock()
    mock.stub.transform(.any, using: .any).perform { values, body in
      try values.map(body.closure)
    }
    mock.stub.withConnection(.any, rType: Int.self).perform { body in
      try await body.closure("connection")
    }
    let probe: any RethrowsProbe = mock
    #expect(probe.transform([1, 2]) { $0 * 10 } == [10, 20])
    #expect(throws: Stop()) { try probe.transform([1]) { _ in throw Stop() } }
    let length = await probe.withConnection { $0.count }
    #expect(length == 10)
    await #expect(throws: Stop()) { try await probe.withConnection { _ -> Int in throw Stop() } }
  }

  @Test func aRethrowingStubThatThrowsOnItsOwnIsReported() {
    struct Own: Error {}
    let mock = RethrowsProbeMock()
    mock.stub.transform(.any, using: .any).perform { _, _ in throw Own() }
    let issues = collectingIssues {
      #expect(mock.transform([1]) { $0 } == [])
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "but transform(_:using:) is rethrows: it may throw only what the closure it is handed throws"
      ) == true, "\(issues)")
  }

  @Test func literalsMatchOptionalsCharactersAndCollections() {
    let mock = LiteralProbeMock()
    mock.stub.greet(name: "ann", initial: "a", times: nil).returns(())
    mock.stub.tag(["x"], headers: ["k": "v"], flags: [1]).returns(())
    mock.stub.write(.any(Int.self)).returns(())
    mock.stub.log(level: .equal(.debug), message: .any).returns(())
    let probe: any LiteralProbe = mock
    probe.greet(name: "ann", initial: "a", times: nil)
    probe.tag(["x"], headers: ["k": "v"], flags: [1])
    probe.write(5)
    probe.log(level: .debug, message: "hi")
    mock.verify.greet(name: .isNotNil, initial: .any, times: .isNil).called(1)
    // The optional type itself matches `nil` too; the wrapped type only a value.
    mock.verify.greet(name: .any(String?.self), initial: .any, times: .any(Int?.self)).called(1)
    mock.verify.greet(name: .any(String.self), initial: .any, times: .any(Int.self)).called(.never)
    mock.verify.greet(name: .some(.matching { $0.hasPrefix("a") }), initial: "a", times: .any)
      .called(1)
    mock.verify.tag(.any, headers: [:], flags: nil).called(.never)
    mock.verify.tag(["x"], headers: .any, flags: .some([1])).called(1)
    mock.verify.write(.any(String.self)).called(.never)
    mock.verify.write(.any(Int.self)).called(1)
    mock.verify.log(level: .equal(.debug), message: "hi").called(1)
    mock.verifyNoMoreInteractions()
  }

  @Test func spansAreRecordedAsCopiesAndNoncopyableResultsAreProduced() async throws {
    guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else {
      return
    }
    let mock = NoncopyableProbeMock()
    mock.stub.output(from: [104, 105]).returns("hi")
    mock.stub.sum(.any).perform { values in values.reduce(0, +) }
    mock.stub.watch(key: "k", updatesHandler: .any, returnType: Int.self).perform {
      _, handler in
      MockProduced(try await handler.closure(["a", "b"]))
    }
    mock.stub.consume(.any, valueType: Int.self).returns(1)
    let bytes: [UInt8] = [104, 105]
    let values = [1, 2, 3]
    #expect(try mock.output(from: bytes.span.bytes) == "hi")
    #expect(mock.sum(values.span) == 6)
    #expect(try await mock.watch(key: "k") { updates in updates.count } == 2)
    #expect(mock.consume(5) == 1)
    mock.verify.sum([1, 2, 3]).called(1)
  }

  @Test func aConcreteNoncopyableArgumentIsAPlaceholderThatAnyMatches() {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let mock = ExecutorJobProbeMock()
    mock.stub.enqueue(.any).returns(())
    #expect(mock.verify.enqueue(.any).calls.isEmpty)
    mock.verify.enqueue(.any).called(0)
  }

  @Test func anOptionalNoncopyableArgumentIsAPlaceholderToo() {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let mock = ExecutorJobProbeMock()
    mock.stub.enqueueIfAny(.any, priority: 2).returns(())
    mock.stub.inspect(.any, jobType: Int.self).returns(true)
    let probe: any ExecutorJobProbe = mock
    probe.enqueueIfAny(nil, priority: 2)
    let job: Int? = 7
    #expect(probe.inspect(job))
    mock.verify.enqueueIfAny(.any, priority: 2).called(1)
    mock.verify.enqueueIfAny(.any, priority: 3).called(0)
    mock.verify.inspect(.any, jobType: Int.self).called(1)
  }

  @Test func isolatedParametersAndSendingResults() async throws {
    let mock = IsolationProbeMock()
    mock.stub.run(isolation: .any, .any, rType: Int.self).returns(4)
    mock.stub.make().returns([1, 2])
    let probe: any IsolationProbe = mock
    #expect(try await probe.run(isolation: nil) { 1 } == 4)
    #expect(probe.make() == [1, 2])
  }

  @Test func parametersNamedLikeTheBuildersOwnAndKeywords() {
    let mock = NamingProbeMock()
    mock.expect.log("m", file: "f", fileID: "i", line: 3, column: 4)
    mock.stub.in(1, "two", for: true).returns(())
    mock.stub[5, key: "k"].returns(8)
    let probe: any NamingProbe = mock
    probe.log("m", file: "f", fileID: "i", line: 3, column: 4)
    probe.in(1, "two", for: true)
    #expect(probe[5, key: "k"] == 8)
    mock.verifyExpectations()
  }
}
