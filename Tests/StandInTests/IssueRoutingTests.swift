import IssueReporting
import StandInNotifications
import StandInTestSupport
import Testing
import XCTest

private let hostApplicationNote = "This issue was emitted from tests running in a host application"

// StandIn reports through IssueReporting, which routes each report to the framework running the
// test. Under XCTest on Linux, IssueReporting 1.13.1 appends a note about a host application that
// does not exist there; StandIn's reports leave it out and still fail the XCTest test.
final class IssueRoutingXCTests: XCTestCase {
  private var captured: [(description: String, line: Int)] = []
  private var isCapturing = false

  override func recordFailure(
    withDescription description: String,
    inFile filePath: String,
    atLine lineNumber: Int,
    expected: Bool
  ) {
    guard isCapturing else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    captured.append((description, lineNumber))
  }

  /// The failures XCTest records while `body` runs, which do not fail this test.
  private func recordedFailures(_ body: () -> Void) -> [(description: String, line: Int)] {
    isCapturing = true
    body()
    isCapturing = false
    defer { captured = [] }
    return captured
  }

  func testAStandInFailureFailsTheXCTestWithoutTheHostApplicationNote() {
    let line = #line + 1
    let failures = recordedFailures { _ = TestNotificationCenter.current() }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.first?.description,
      """
      failed - No TestNotificationCenter is installed here, so NotificationCenter.overridable is the real \
      center. Install one with the .testNotificationCenter trait, withTestNotificationCenter { }, \
      or StandInTestCase.useTestNotificationCenter().
      """)
  }

  func testIssueReportingItselfStillAppendsTheNoteHere() {
    // What StandIn's reports are kept from: if IssueReporting stops appending the note, the
    // workaround in XCTestReporterWithoutHostNote can go.
    let failures = recordedFailures { reportIssue("plain") }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.description.contains(hostApplicationNote), true)
  }

  func testACollectingReporterStillReceivesStandInsReports() {
    let issues = collectingIssues { _ = TestNotificationCenter.current() }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.message.hasPrefix("No TestNotificationCenter is installed"), true)
  }
}

@Suite("Issues reach the framework that runs the test")
struct IssueRoutingTests {
  @Test func aStandInFailureIsASwiftTestingIssueWithoutTheNote() {
    withKnownIssue {
      _ = TestNotificationCenter.current()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("No TestNotificationCenter is installed here")
        && !text.contains(hostApplicationNote)
    }
  }
}
