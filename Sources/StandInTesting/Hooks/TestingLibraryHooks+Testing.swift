import Foundation
import IssueReporting
import StandIn
import Testing

/// StandInTesting's answers to what StandIn asks the running test framework. StandIn links no
/// test framework; these replace its "nobody knows" answers when a test target links
/// StandInTesting (see `TestingLibraryHooks` in StandIn).
extension TestingLibraryHooks {
  @_dynamicReplacement(for:isInstalled())
  package static func isInstalledWithStandInTesting() -> Bool { true }

  @_dynamicReplacement(for:currentTestRun())
  package static func currentTestRunFromTheFrameworks() -> TestRunContext {
    switch RunningTest.current {
    case .swiftTesting(let test): .test(SwiftTestingRun.current(of: test))
    case .xcTest(let run): .test(run)
    case .noneInASwiftTestingRun: .outsideAnyTest
    case .unknown: .unknown
    }
  }

  @_dynamicReplacement(for:record(_:severity:at:))
  package static func recordWithSwiftTesting(
    _ message: String,
    severity: IssueSeverity,
    at site: SourceSite
  ) -> IssueOutcome? {
    let isInATest: Bool
    switch RunningTest.current {
    case .swiftTesting: isInATest = true
    case .noneInASwiftTestingRun: isInATest = false
    case .xcTest, .unknown: return nil
    }
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
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      false  // Swift Testing runs no exit tests there.
    #else
      ExitTest.current != nil
    #endif
  }
}

/// The test the caller runs in, by framework.
private enum RunningTest {
  case swiftTesting(Test)
  case xcTest(TestRun)
  /// Swift Testing runs tests in this process, but the caller is in none of them.
  case noneInASwiftTestingRun
  case unknown

  static var current: RunningTest {
    if let test = Test.current {
      SwiftTestingRun.noteSeen()
      return .swiftTesting(test)
    }
    // `swift test` runs Swift Testing's tests in a process of their own: XCTest is not running.
    if SwiftTestingProcess.isCurrent { return .noneInASwiftTestingRun }
    if let run = XCTestRunObserver.currentRun { return .xcTest(run) }
    return SwiftTestingRun.hasSeenATest ? .noneInASwiftTestingRun : .unknown
  }
}
