import StandIn

// A test binary that links StandIn but neither StandInTesting nor IssueReportingTestSupport, run
// as `swift test` runs Swift Testing's tests (`--testing-library swift-testing`): StandIn's
// reports cannot reach Swift Testing, and the process must not end with status 0.
// `UndeliveredReportsTests` runs it.
reportStandInIssue(
  "A report no test framework receives.",
  at: SourceSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
