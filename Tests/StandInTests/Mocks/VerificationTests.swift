import Foundation
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

@Suite("Verification")
struct VerificationTests {
  @Test func countsCalls() async throws {
    let mock = StatusProvidingMock(.nice)
    _ = try await mock.status(for: "a", retries: 1)
    _ = try await mock.status(for: "b", retries: 1)
    let issues = collectingIssues {
      mock.verify.status(for: .any, retries: .any).called(2)
      mock.verify.status(for: "a", retries: 1).called()
      mock.verify.status(for: "c", retries: .any).called(.never)
      mock.verify.status(for: .any, retries: 1).called(.atLeast(1))
      mock.verify.currentStatus().called(.atMost(3))
    }
    #expect(issues.isEmpty, "\(issues)")
    #expect(mock.verify.status(for: .any, retries: .any).calls.map(\.0) == ["a", "b"])
  }

  @Test func aWrongCountIsReportedAtTheVerifyLineWithTheCallsMade() {
    let mock = StatusProvidingMock(.nice)
    mock.reset()
    _ = mock.currentStatus()
    let line = #line + 2
    let issues = collectingIssues {
      mock.verify.reset().called(2)
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        reset() was expected to be called exactly twice on StatusProvidingMock, but was called \
        once. Calls to this mock, in order: reset(), currentStatus().
        """
    )
  }

  @Test func ordersCallsAcrossMocks() {
    let session = StatusProvidingMock(.nice)
    let store = StatusProvidingMock(.nice)
    session.reset()
    _ = store.currentStatus()
    session.name = "closed"
    let issues = collectingIssues {
      verifyInOrder(
        session.verify.reset(), store.verify.currentStatus(), session.verify.name(set: .any))
    }
    #expect(issues.isEmpty, "\(issues)")
    let line = #line + 2
    let outOfOrder = collectingIssues {
      verifyInOrder(store.verify.currentStatus(), session.verify.reset())
    }
    #expect(outOfOrder.map(\.line) == [UInt(line)])
    #expect(
      outOfOrder.first?.message == """
        Calls were expected in the order StatusProvidingMock.currentStatus(), \
        StatusProvidingMock.reset(), but no call matched StatusProvidingMock.reset(), after \
        StatusProvidingMock.currentStatus(). Calls to these mocks, in order: reset(), \
        currentStatus(), name = "closed".
        """
    )
  }

  @Test func noMoreInteractionsReportsWhatWasNotVerified() {
    let mock = StatusProvidingMock(.nice)
    mock.expect.reset()
    mock.reset()
    _ = mock.currentStatus()
    mock.name = "x"
    mock.verify.currentStatus().called()
    let issues = collectingIssues {
      mock.verifyNoMoreInteractions()
    }
    #expect(
      issues.map(\.message) == [
        """
        StatusProvidingMock received calls that nothing verified: name = "x". Verify them with \
        mock.verify…called(…), or expect them.
        """
      ])
  }

  @Test func eventuallyWaitsForWorkStillRunning() async {
    let mock = StatusProvidingMock(.nice)
    // A thread of its own, not a task: under ThreadSanitizer, with a thousand parallel cases
    // queued on the two-thread cooperative pool, a detached task once waited out the whole minute.
    Thread {
      usleep(20_000)
      mock.reset()
    }.start()
    let issues = await collectingIssues {
      await mock.verify.reset().called(1, within: .seconds(60))
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func eventuallyReportsWhenTimeRunsOut() async {
    let mock = StatusProvidingMock(.nice)
    let issues = await collectingIssues {
      await mock.verify.reset().called(1, within: .milliseconds(20))
    }
    #expect(issues.first?.message.hasSuffix("(waited 0.02 seconds)") == true, "\(issues)")
  }

  @Test func eightTasksCallingOneMockRecordEveryCall() async {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus().returns(1)
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var sum = 0
          for call in 0..<100_000 {
            sum += mock.currentStatus()
            // Let other tests' tasks run on the small cooperative pool.
            if call % 1_000 == 0 { await Task.yield() }
          }
          return sum
        }
      }
      #expect(await group.reduce(0, +) == 800_000)
    }
    mock.verify.currentStatus().called(800_000)
  }

  @Test func aMockStandsInForASharedInstance() {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus().returns(42)
    withOverride(Providers.$status, with: mock) {
      #expect(Providers.status.currentStatus() == 42)
    }
    mock.verify.currentStatus().called(1)
  }
}
