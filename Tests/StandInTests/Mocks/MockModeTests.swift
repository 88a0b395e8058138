import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

@Suite("Strict, nice and partial mocks")
struct MockModeTests {
  @Test func aStrictMockReportsAnUnexpectedCallAtTheLineThatCreatedIt() {
    var mock: StatusProvidingMock!
    let creationLine = #line + 2
    let issues = collectingIssues {
      mock = StatusProvidingMock()
      mock.stub.status(for: "admin", retries: .any).returns(100)
      #expect(mock.currentStatus() == 0)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(creationLine))
    #expect(issues.first?.fileID == "StandInTests/MockModeTests.swift")
    #expect(
      issues.first?.message == """
        StatusProvidingMock received currentStatus(), but no stub or expectation matches it. \
        Stubs and expectations on this mock: status(for: "admin", retries: any) returns 100. Stub \
        it with mock.stub.currentStatus(), or create the mock as .nice. It answered the default \
        value.
        """
    )
  }

  @Test func aStrictMockNamesTheArgumentsOfTheUnexpectedCall() async {
    let mock = StatusProvidingMock()
    let issues = await collectingIssues {
      await #expect(throws: UnexpectedMockCall.self) {
        try await mock.status(for: "guest", retries: 3)
      }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        #"StatusProvidingMock received status(for: "guest", retries: 3), but no stub"#) == true)
    #expect(issues.first?.message.contains("This mock has no stubs or expectations.") == true)
  }

  @Test func aStrictMockSaysWhenTheCallCannotBeAnswered() {
    let issues = collectingIssues {
      let mock = StatusProvidingMock()
      mock.reset()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasSuffix("It answered the default value.") == true)
  }

  @Test func aNiceMockAnswersDefaultsWithoutReporting() async throws {
    let mock = StatusProvidingMock(.nice)
    var status = -1
    let issues = try await collectingIssues {
      #expect(mock.currentStatus() == 0)
      #expect(mock.name == "")
      status = try await mock.status(for: "x", retries: 1)
      mock.reset()
    }
    #expect(status == 0)
    #expect(issues.isEmpty, "\(issues)")
    mock.verify.reset().called(1)
  }

  @Test func aPartialProtocolMockWithoutARealObjectIsReportedAndActsStrict() {
    let line = #line + 2
    let issues = collectingIssues {
      let mock = StatusProvidingMock(.partial)
      _ = mock.currentStatus()
    }
    #expect(issues.map(\.line) == [UInt(line), UInt(line)])
    #expect(
      issues.first?.message == """
        StatusProvidingMock was created .partial, but a protocol mock has no real implementation to \
        run: create it with StatusProvidingMock(forwardingTo: realObject). It behaves as .strict.
        """
    )
  }

  @Test func forwardingWithoutARealObjectIsReported() {
    let issues = collectingIssues {
      let mock = StatusProvidingMock(.nice)
      mock.stub.currentStatus().forwardsToReal()
      #expect(mock.currentStatus() == 0)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "currentStatus() was stubbed to forward to the real implementation, but StatusProvidingMock has none"
      ) == true)
  }
}
