import IssueReporting

/// Reports a StandIn issue, attributed to `site` in the test's source: a test failure in XCTest
/// and Swift Testing, a runtime warning outside tests.
package func reportStandInIssue(
  _ message: String,
  severity: IssueSeverity = .error,
  at site: SourceSite
) {
  recordStandInIssue(message, severity: severity, at: site)
}

/// Reports a StandIn issue as ``reportStandInIssue(_:severity:at:)`` does, and returns what
/// became of it.
///
/// Where IssueReporting's default reporter would record it with Swift Testing, StandInTesting
/// records it instead (``TestingLibraryHooks/record(_:severity:at:)``), so that StandIn learns
/// whether `withKnownIssue` excused it, and so that a report made by work outside every test's
/// context (a detached task) still fails the run: IssueReporting would hand that one to XCTest,
/// which is not running, and it would be lost. Custom reporters (`withIssueReporters`) still
/// receive every issue. Under XCTest on Linux it leaves out the note about a host application
/// that IssueReporting would append, which is false there (see `XCTestReporterWithoutHostNote`).
@discardableResult
package func recordStandInIssue(
  _ message: String,
  severity: IssueSeverity = .error,
  at site: SourceSite
) -> IssueOutcome {
  let reporters = IssueReporters.current
  if reporters.contains(where: { $0 is _DefaultReporter }),
    let outcome = TestingLibraryHooks.record(message, severity: severity, at: site)
  {
    let others = reporters.filter { !($0 is _DefaultReporter) }
    if !others.isEmpty {
      withIssueReporters(others) { report(message, severity: severity, at: site) }
    }
    return outcome
  }
  if reporters.contains(where: { $0 is _DefaultReporter }) {
    UndeliveredReports.note(message, at: site)
  }
  #if !canImport(Darwin)
    if let replaced = XCTestReporterWithoutHostNote.replacingDefault() {
      withIssueReporters(replaced) { report(message, severity: severity, at: site) }
      return .handedToIssueReporting
    }
  #endif
  report(message, severity: severity, at: site)
  return .handedToIssueReporting
}

private func report(_ message: String, severity: IssueSeverity, at site: SourceSite) {
  reportIssue(
    message,
    severity: severity,
    fileID: site.fileID,
    filePath: site.filePath,
    line: site.line,
    column: site.column
  )
}
