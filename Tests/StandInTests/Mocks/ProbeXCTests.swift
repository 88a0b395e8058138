import IssueReporting
import StandInFixtures
import StandInMacros
import StandInTestSupport
import XCTest

/// The probes' new behaviour under XCTest, whose issue reporting differs from Swift Testing's.
final class ProbeXCTests: XCTestCase {
  func testAPartialMockOfAnInstanceForwardsToItWithStubsOnTop() {
    let shared = SingletonProbe.shared
    let mock = SingletonProbeMock(forwardingTo: shared)
    let before = shared.count
    XCTAssertEqual(mock.increment(), before + 1)
    mock.stub.increment().returns(-1)
    XCTAssertEqual(mock.increment(), -1)
    XCTAssertEqual(shared.count, before + 1)
  }

  func testPerformWritesThroughInoutArguments() {
    let mock = InoutProbeMock()
    mock.stub.fill(.any).perform { buffer in
      buffer = [7]
      return 1
    }
    var buffer: [Int] = []
    XCTAssertEqual(mock.fill(&buffer), 1)
    XCTAssertEqual(buffer, [7])
  }

  func testARethrowingStubThatThrowsOnItsOwnIsReportedAtTheMocksLine() {
    struct Own: Error {}
    let line = #line + 1
    let mock = RethrowsProbeMock()
    mock.stub.transform(.any, using: .any).perform { _, _ in throw Own() }
    let issues = collectingIssues { XCTAssertEqual(mock.transform([1]) { $0 }, []) }
    XCTAssertEqual(issues.map(\.line), [UInt(line)])
    XCTAssertTrue(issues.first?.message.contains("it may throw only what the closure") == true)
  }
}
