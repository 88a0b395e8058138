import IssueReporting

/// Reports a StandIn issue through IssueReporting, attributed to `site` in the test's source: a
/// test failure in XCTest and Swift Testing, a runtime warning outside tests.
///
/// Under XCTest on Linux it leaves out the note about a host application that IssueReporting
/// would append, which is false there (see `XCTestReporterWithoutHostNote`).
package func reportStandInIssue(
  _ message: String,
  severity: IssueSeverity = .error,
  at site: SourceSite
) {
  #if !canImport(Darwin)
    if let reporters = XCTestReporterWithoutHostNote.replacingDefault() {
      withIssueReporters(reporters) { report(message, severity: severity, at: site) }
      return
    }
  #endif
  report(message, severity: severity, at: site)
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
