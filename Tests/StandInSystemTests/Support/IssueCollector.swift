import Foundation
import IssueReporting

/// An issue StandInSystem reported, as a collecting reporter saw it.
struct CollectedIssue: Sendable {
  let message: String
  let severity: IssueSeverity
  let fileID: String
  let line: UInt
}

/// Collects the issues reported while it is installed, instead of failing the test, so tests can
/// assert on the library's own messages in XCTest and Swift Testing alike.
final class IssueCollector: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [CollectedIssue] = []

  var issues: [CollectedIssue] { lock.withLock { collected } }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = CollectedIssue(
      message: message() ?? "", severity: severity, fileID: "\(fileID)", line: line)
    lock.withLock { collected.append(issue) }
  }
}

/// Runs `body` with issues collected rather than reported, and returns them.
func collectingIssues(_ body: () throws -> Void) rethrows -> [CollectedIssue] {
  let collector = IssueCollector()
  try withIssueReporters([collector], operation: body)
  return collector.issues
}

/// Runs `body` with issues collected rather than reported, and returns them.
func collectingIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [CollectedIssue] {
  let collector = IssueCollector()
  try await withIssueReporters([collector], operation: body)
  return collector.issues
}
