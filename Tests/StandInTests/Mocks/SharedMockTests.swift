import Foundation
import StandIn
import StandInFixtures
import StandInMacros
import StandInMocks
import StandInTestSupport
import StandInTesting
import Testing
import XCTest

@Suite("Mocks: one mock installed for several tests")
struct SharedMockTests {
  @Test func aMockTheTraitGivesToASecondTestCaseIsReportedOnceAtTheTraitsLine() async throws {
    let test = try #require(Test.current)
    let testCase = try #require(Test.Case.current)
    let mock = StatusProvidingMock(.nice)
    let line = #line + 1
    let trait = OverridingTrait.overriding(Providers.$status, with: mock)
    let issues = try await collectingIssues {
      for _ in 0..<3 {
        try await trait.provideScope(for: test, testCase: testCase) {
          _ = Providers.status.currentStatus()
        }
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(issues.map(\.severity) == [.warning])
    #expect(
      issues.first?.message == """
        One StatusProvidingMock stands in for Providers.status in several tests \
        (aMockTheTraitGivesToASecondTestCaseIsReportedOnceAtTheTraitsLine() (2 cases)), which \
        may run at the same time: each test's calls, stubs and verifications reach the others'. \
        Make one per test case: pass a closure, .overriding(…) { StatusProvidingMock() }, or \
        create the mock in the test.
        """)
  }

  @Test func aCountThatFailsOnASharedMockSaysHowManyCallsCameFromOtherTests() async throws {
    let test = try #require(Test.current)
    let testCase = try #require(Test.Case.current)
    let mock = StatusProvidingMock(.nice)
    let trait = OverridingTrait.overriding(Providers.$status, with: mock)
    let issues = try await collectingIssues {
      try await trait.provideScope(for: test, testCase: testCase) {
        _ = Providers.status.currentStatus()
        _ = Providers.status.currentStatus()
      }
      try await trait.provideScope(for: test, testCase: testCase) {
        _ = Providers.status.currentStatus()
        mock.verify.currentStatus().called(1)
      }
    }
    #expect(issues.count == 2)
    #expect(
      issues.last?.message == """
        currentStatus() was expected to be called exactly once on StatusProvidingMock, but was \
        called 3 times. Calls to this mock, in order: currentStatus(), currentStatus(), \
        currentStatus(). This StatusProvidingMock is installed for several tests at once \
        (aCountThatFailsOnASharedMockSaysHowManyCallsCameFromOtherTests() (2 cases)); 2 of the 3 \
        calls counted came from other tests or test cases: \
        aCountThatFailsOnASharedMockSaysHowManyCallsCameFromOtherTests() 2. Give each test its \
        own mock.
        """)
  }

  @Test func aCountThatFailsOnItsOwnCallsSaysNoneCameFromOtherTests() async throws {
    let test = try #require(Test.current)
    let testCase = try #require(Test.Case.current)
    let mock = StatusProvidingMock(.nice)
    let trait = OverridingTrait.overriding(Providers.$status, with: mock)
    let issues = try await collectingIssues {
      try await trait.provideScope(for: test, testCase: testCase) {}
      try await trait.provideScope(for: test, testCase: testCase) {
        _ = Providers.status.currentStatus()
        _ = Providers.status.currentStatus()
        mock.verify.currentStatus().called(1)
      }
    }
    #expect(
      issues.last?.message.hasSuffix(
        "(2 cases)); none of the calls counted came from another test. Give each test its own mock."
      ) == true)
  }

  @Test func aMockEachTestCaseMakesIsNeverReported() async throws {
    let test = try #require(Test.current)
    let testCase = try #require(Test.Case.current)
    let trait = OverridingTrait.overriding(Providers.$status) { StatusProvidingMock(.nice) }
    let issues = try await collectingIssues {
      for _ in 0..<3 {
        try await trait.provideScope(for: test, testCase: testCase) {
          _ = Providers.status.currentStatus()
          try Providers.$status.standIn(as: StatusProvidingMock.self).verify.currentStatus()
            .called(1)
        }
      }
    }
    #expect(issues.isEmpty)
  }
}

// XCTest runs one test at a time, so a mock several tests share is a static one; its calls from
// earlier tests stay recorded.
final class SharedMockXCTests: StandInTestCase {
  func testAMockAnEarlierTestInstalledIsReportedAndItsCountsSayWhoCalled() {
    let mock = StatusProvidingMock(.nice)
    let line = #line + 6
    let issues = collectingIssues {
      MockSharing.$currentTest.withValue(MockSharing.TestRun("testEarlier")) {
        override(Providers.$status, with: mock)
        _ = Providers.status.currentStatus()
      }
      override(Providers.$status, with: mock)
      override(Providers.$status, with: mock)
      _ = Providers.status.currentStatus()
      mock.verify.currentStatus().called(1)
    }
    XCTAssertEqual(issues.map(\.line), [UInt(line), UInt(line + 3)])
    XCTAssertEqual(
      issues.first?.message.hasPrefix(
        "One StatusProvidingMock stands in for Providers.status in several tests (testEarlier, "),
      true)
    XCTAssertEqual(
      issues.last?.message.hasSuffix(
        """
        This StatusProvidingMock is installed for several tests at once (testEarlier, \
        SharedMockXCTests.testAMockAnEarlierTestInstalledIsReportedAndItsCountsSayWhoCalled); 1 \
        of the 2 calls counted came from other tests or test cases: testEarlier 1. Give each test \
        its own mock.
        """), true)
  }
}
