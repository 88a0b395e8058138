import IssueReporting

/// What StandIn asks the test framework that is running. StandIn links neither XCTest nor
/// Testing (production code depends on it), so these answer "nobody knows" here; StandInTesting,
/// which links both, replaces them with `@_dynamicReplacement` when a test target links it.
///
/// A dynamic replacement is applied by the Swift runtime when the image that declares it loads,
/// so the answers change without anybody calling StandInTesting first, and it works when every
/// module is linked statically into one test executable (as SwiftPM links them), where looking a
/// symbol up with `dlsym` would not find it. Only slow paths call these: reports, and reads in
/// strict tests.
package enum TestingLibraryHooks {
  /// Whether StandInTesting answers these: it is linked into the test binary.
  package dynamic static func isInstalled() -> Bool { false }

  /// The test run the caller is in.
  package dynamic static func currentTestRun() -> TestRunContext { .unknown }

  /// Records an issue with the running framework directly, and tells what became of it; `nil`
  /// when the framework that would record it is not one StandInTesting records with (XCTest,
  /// or no framework at all), so that IssueReporting reports it instead.
  package dynamic static func record(
    _ message: String,
    severity: IssueSeverity,
    at site: SourceSite
  ) -> IssueOutcome? { nil }

  /// Whether this process is a child process Swift Testing started to run an exit test, which
  /// ends the process on purpose.
  package dynamic static func isExitTestChildProcess() -> Bool { false }
}
