import Foundation
import IssueReporting

/// The messages of the issues reported while `body` runs, collected instead of failing the test.
func reportedIssues(_ body: () throws -> Void) rethrows -> [String] {
  let collector = MessageCollector()
  try withIssueReporters([collector], operation: body)
  return collector.messages
}

private final class MessageCollector: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  var messages: [String] { lock.withLock { collected } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    lock.withLock { collected.append(text) }
  }
}
