import StandInFixtures
import StandInMacros
import StandInTestSupport
import StandInTesting
import Testing

@Suite("Expectations and rejections")
struct ExpectationTests {
  @Test func metExpectationsReportNothing() {
    let mock = StatusProvidingMock()
    mock.expect.reset().times(2)
    mock.expect.currentStatus().returns(5)
    let issues = collectingIssues {
      mock.reset()
      mock.reset()
      #expect(mock.currentStatus() == 5)
      mock.verifyExpectations()
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func anUnmetExpectationIsReportedAtItsLineWithTheCallsMade() {
    let mock = StatusProvidingMock(.nice)
    let line = #line + 1
    mock.expect.reset().times(2)
    let issues = collectingIssues {
      mock.reset()
      _ = mock.currentStatus()
      mock.verifyExpectations()
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        reset() was expected exactly twice on StatusProvidingMock, but was called once. Calls to \
        this mock, in order: reset(), currentStatus().
        """
    )
  }

  @Test func tooManyCallsFailAnExactExpectation() {
    let mock = StatusProvidingMock()
    mock.expect.reset()
    let issues = collectingIssues {
      mock.reset()
      mock.reset()
      mock.verifyExpectations()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "reset() was expected exactly once on StatusProvidingMock, but was called twice.") == true)
  }

  @Test func atLeastAndAtMost() {
    let mock = StatusProvidingMock()
    mock.expect.reset().times(.atLeast(1))
    mock.expect.currentStatus().times(.atMost(1)).returns(1)
    let issues = collectingIssues {
      mock.reset()
      mock.reset()
      mock.reset()
      mock.verifyExpectations()
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func anExpectationWithoutAnAnswerLetsTheNewestStubAnswer() {
    let mock = StatusProvidingMock()
    mock.stub.currentStatus().returns(9)
    mock.expect.currentStatus()
    let issues = collectingIssues {
      #expect(mock.currentStatus() == 9)
      mock.verifyExpectations()
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func aRejectedCallIsReportedWhenItHappensAtTheRejectionsLine() {
    let mock = StatusProvidingMock(.nice)
    let line = #line + 1
    mock.reject.reset()
    let issues = collectingIssues {
      mock.reset()
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message
        == "reset() was called on StatusProvidingMock, but the test rejected reset() here.")
  }

  @Test func expectationsAreVerifiedWhenTheScopeEnds() {
    let line = #line + 4
    let issues = collectingIssues {
      withMockVerification {
        let mock = StatusProvidingMock()
        mock.expect.reset()
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message.hasPrefix(
        "reset() was expected exactly once on StatusProvidingMock, but was called never.") == true)
  }

  @Test func scopeVerificationKeepsTheTestsOwnError() async {
    struct Failure: Error {}
    let issues = await collectingIssues {
      await #expect(throws: Failure.self) {
        try await withMockVerification {
          let mock = StatusProvidingMock()
          mock.expect.reset()
          await Task.yield()
          throw Failure()
        }
      }
    }
    #expect(issues.count == 1)
  }
}

@Suite("Verifying mocks when a test ends")
struct VerifyingMocksTraitTests {
  @Test(.verifyingMocks) func metExpectationsPass() {
    let mock = StatusProvidingMock()
    mock.expect.reset()
    mock.reset()
  }

  @Test func theTraitReportsAnUnmetExpectationAfterTheTestBody() async throws {
    let test = try #require(Test.current)
    let issues = await collectingIssues {
      try? await VerifyingMocksTrait.verifyingMocks.provideScope(
        for: test, testCase: Test.Case.current
      ) {
        let mock = StatusProvidingMock()
        mock.expect.reset(line: 4242)
      }
    }
    #expect(issues.map(\.line) == [4242])
  }

}
