import Foundation
import StandInAudit

/// A package tree in a temporary directory, removed when the fixture goes away.
final class Fixture {
  let root: String

  /// Writes `files` (paths relative to the root) into a new temporary directory.
  init(_ files: [String: String]) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("standin-audit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, contents) in files { try write(path, contents) }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  func path(_ relative: String) -> String { root + "/" + relative }

  func write(_ relative: String, _ contents: String) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: path(relative), encoding: .utf8)
  }

  func audit(includeTests: Bool = false) throws -> AuditResult {
    try Auditor(path: root, includeTests: includeTests).audit()
  }

  /// The findings as `file:line:column kind expression verdict`, for compact assertions.
  func findingSummaries() throws -> [String] {
    try audit().findings.map(Fixture.summary)
  }

  /// The seams as `file:line:column kind expression`.
  func seamSummaries() throws -> [String] {
    try audit().seams.map { "\($0.location) \($0.kind.rawValue) \($0.expression)" }
  }

  static func summary(_ finding: Finding) -> String {
    "\(finding.location) \(finding.kind.rawValue) \(finding.expression) "
      + (finding.replaceable ? "replaceable" : "hard-wired")
  }
}
