import Foundation
import IssueReporting
import StandIn
import Testing

/// StandInTesting's answers to what StandIn asks the running test framework. StandIn links no
/// test framework; these replace its "nobody knows" answers when a test target links
/// StandInTesting (see `TestingLibraryHooks` in StandIn).
extension TestingLibraryHooks {
  @_dynamicReplacement(for:currentTestRun())
  package static func currentTestRunFromTheFrameworks() -> TestRunContext {
    if let test = Test.current {
      SwiftTestingRun.noteSeen()
      return .test(SwiftTestingRun.current(of: test))
    }
    if let run = XCTestRunObserver.currentRun {
      return .test(run)
    }
    return SwiftTestingRun.isRunningInThisProcess ? .outsideAnyTest : .unknown
  }

  @_dynamicReplacement(for:record(_:severity:at:))
  package static func recordWithSwiftTesting(
    _ message: String,
    severity: IssueSeverity,
    at site: SourceSite
  ) -> IssueOutcome? {
    let isInATest = Test.current != nil
    guard isInATest || SwiftTestingRun.isRunningInThisProcess else { return nil }
    let issue = Issue.record(
      Comment(rawValue: message),
      severity: severity == .warning ? .warning : .error,
      sourceLocation: SwiftTestingRun.sourceLocation(of: site)
    )
    guard isInATest else { return .recordedOutsideAnyTest }
    return severity == .error && !issue.isFailure ? .excusedAsKnownIssue : .recorded
  }

  @_dynamicReplacement(for:isExitTestChildProcess())
  package static func isExitTestChildProcessForSwiftTesting() -> Bool {
    ExitTest.current != nil
  }
}
