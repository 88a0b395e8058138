import IssueReporting

/// Reports a StandIn issue through IssueReporting, attributed to `site` in the test's source: a
/// test failure in XCTest and Swift Testing, a runtime warning outside tests.
package func reportStandInIssue(
  _ message: String,
  severity: IssueSeverity = .error,
  at site: SourceSite
) {
  reportIssue(
    message,
    severity: severity,
    fileID: site.fileID,
    filePath: site.filePath,
    line: site.line,
    column: site.column
  )
}
