import StandInFixtures
import StandInMacros
import Testing

@Suite("Stubbing")
struct StubbingTests {
  @Test func returnsAValue() {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus().returns(42)
    #expect(mock.currentStatus() == 42)
    #expect(mock.currentStatus() == 42)
  }

  @Test func returnsValuesInTurnAndRepeatsTheLast() {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus().returns(1, 2, 3)
    #expect((0..<5).map { _ in mock.currentStatus() } == [1, 2, 3, 3, 3])
  }

  @Test func throwsAndPerformsWithTheArguments() async throws {
    let mock = StatusProvidingMock()
    mock.stub.status(for: .any, retries: .any).perform { id, retries in id.count * 10 + retries }
    mock.stub.status(for: "offline", retries: .any).throws(Offline())
    #expect(try await mock.status(for: "abc", retries: 2) == 32)
    await #expect(throws: Offline.self) { try await mock.status(for: "offline", retries: 0) }
  }

  @Test func performsAsynchronously() async throws {
    let mock = StatusProvidingMock()
    mock.stub.status(for: .any, retries: .any).perform { id, _ in
      try await Task.sleep(for: .milliseconds(1))
      return id.count
    }
    #expect(try await mock.status(for: "four", retries: 0) == 4)
  }

  @Test func theNewestMatchingStubAnswers() {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus().returns(1)
    mock.stub.currentStatus().returns(2)
    #expect(mock.currentStatus() == 2)
  }

  @Test func aNarrowerStubAddedLaterWinsOnlyWhereItMatches() async throws {
    let mock = StatusProvidingMock()
    mock.stub.status(for: .any, retries: .any).returns(0)
    mock.stub.status(for: "admin", retries: .any).returns(100)
    #expect(try await mock.status(for: "admin", retries: 1) == 100)
    #expect(try await mock.status(for: "guest", retries: 1) == 0)
  }

  @Test func aBroaderStubAddedLaterHidesAnOlderNarrowerOne() async throws {
    let mock = StatusProvidingMock()
    mock.stub.status(for: "admin", retries: .any).returns(100)
    mock.stub.status(for: .any, retries: .any).returns(0)
    #expect(try await mock.status(for: "admin", retries: 1) == 0)
  }

  @Test func propertiesAreStubbedAndRecorded() {
    let mock = StatusProvidingMock()
    mock.stub.name.returns("stubbed")
    mock.stub.name(set: .any).returns(())
    #expect(mock.name == "stubbed")
    mock.name = "renamed"
    mock.verify.name(set: "renamed").called(1)
    mock.verify.name.called(1)
  }

  @Test func forwardsToARealObject() async throws {
    let real = RealStatusProvider()
    let mock = StatusProvidingMock(forwardingTo: real)
    mock.stub.currentStatus().returns(42)
    #expect(mock.currentStatus() == 42)
    #expect(try await mock.status(for: "abc", retries: 1) == 4)
    mock.reset()
    #expect(real.resets == 1)
    mock.name = "forwarded"
    #expect(real.name == "forwarded")
    mock.verify.reset().called(1)
  }

  @Test func aStubCanForwardToTheRealObjectExplicitly() {
    let mock = StatusProvidingMock(forwardingTo: RealStatusProvider())
    mock.stub.currentStatus().returns(1)
    mock.stub.currentStatus().forwardsToReal()
    #expect(mock.currentStatus() == 7)
  }

  @Test func matchersSelectArguments() async throws {
    let mock = StatusProvidingMock()
    mock.stub.status(for: .any, retries: .any).returns(0)
    mock.stub.status(for: .matching("long") { $0.count > 5 }, retries: .equal(3)).returns(1)
    #expect(try await mock.status(for: "longer", retries: 3) == 1)
    #expect(try await mock.status(for: "longer", retries: 2) == 0)
    #expect(try await mock.status(for: "short", retries: 3) == 0)
  }

  @Test func capturedArgumentsCanBeCheckedLater() async throws {
    let mock = StatusProvidingMock(.nice)
    let ids = ArgumentCaptor<String>()
    mock.stub.status(for: .capture(ids), retries: .any).returns(1)
    _ = try await mock.status(for: "a", retries: 0)
    _ = try await mock.status(for: "b", retries: 0)
    #expect(ids.values == ["a", "b"])
    #expect(ids.last == "b")
  }
}
