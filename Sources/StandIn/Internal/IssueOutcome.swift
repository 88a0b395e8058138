/// What became of an issue StandIn reported, as far as the test framework tells.
package enum IssueOutcome: Sendable, Equatable {
  /// Recorded against the running test: an error fails it, a warning is shown with it.
  case recorded
  /// Recorded as an error inside `withKnownIssue`, which counted it as the known issue: the
  /// test does not fail for it.
  case excusedAsKnownIssue
  /// Recorded while no test was running in the caller's context (work that left every test's
  /// context in a Swift Testing run): it fails the run, attributed to no test.
  case recordedOutsideAnyTest
  /// Handed to IssueReporting's reporters, which do not tell what became of it (XCTest, a
  /// custom reporter, no test framework).
  case handedToIssueReporting
}
