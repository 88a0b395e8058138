import Foundation
import IssueReporting

/// An issue StandIn reported, as a collecting reporter saw it.
package struct CollectedIssue: Sendable, CustomStringConvertible {
  package let message: String
  package let severity: IssueSeverity
  package let fileID: String
  package let line: UInt

  package var description: String { "\(fileID):\(line): \(message)" }
}

/// Collects the issues reported while it is installed, instead of failing the test, so tests can
/// assert on StandIn's own messages in XCTest and Swift Testing alike. Shared by the package's
/// test targets.
package final class IssueCollector: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [CollectedIssue] = []

  package var issues: [CollectedIssue] { lock.withLock { collected } }

  package init() {}

  package func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = CollectedIssue(
      message: message() ?? "",
      severity: severity,
      fileID: "\(fileID)",
      line: line
    )
    lock.withLock { collected.append(issue) }
  }
}

/// Runs `body` with issues collected rather than reported, and returns them.
package func collectingIssues(_ body: () throws -> Void) rethrows -> [CollectedIssue] {
  let collector = IssueCollector()
  try withIssueReporters([collector], operation: body)
  return collector.issues
}

/// Runs `body` with issues collected rather than reported, and returns them.
package func collectingIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [CollectedIssue] {
  let collector = IssueCollector()
  try await withIssueReporters([collector], operation: body)
  return collector.issues
}
