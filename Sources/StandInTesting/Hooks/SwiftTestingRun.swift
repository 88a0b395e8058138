import Foundation
import StandIn
import Testing

/// How StandIn tells Swift Testing's test runs apart, and whether Swift Testing is running in
/// this process at all.
enum SwiftTestingRun {
  /// The run of `test` the caller is in: the test and its current case.
  ///
  /// A `Test.Case` has no public identity. Its arguments' IDs, which Swift Testing itself tells
  /// cases apart by, tell the cases of a parameterized test apart; the bytes of the case, which
  /// hold its arguments and body allocated for this run, tell apart two runs of one case (with
  /// `--repetitions`) unless the second reuses the first's memory. A test without arguments has
  /// one case.
  static func current(of test: Test) -> TestRun {
    var hasher = Hasher()
    hasher.combine(test.id)
    if let testCase = Test.Case.current {
      hasher.combine(argumentIDs(of: testCase))
      withUnsafeBytes(of: testCase) { hasher.combine(bytes: $0) }
    }
    let location = test.sourceLocation
    return TestRun(
      identity: hasher.finalize(),
      name: test.displayName ?? test.name,
      site: SourceSite(
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
    )
  }

  /// The IDs of a case's arguments and its discriminator, read by reflection (`Test.Case`
  /// keeps them internal), or the case's whole description where their shape is not the one
  /// expected.
  private static func argumentIDs(of testCase: Test.Case) -> String {
    guard
      let kind = Mirror(reflecting: testCase).descendant("_kind"),
      let parameterized = Mirror(reflecting: kind).children.first,
      parameterized.label == "parameterized"
    else { return String(describing: testCase) }
    let fields = Mirror(reflecting: parameterized.value).children
    let arguments = fields.first { $0.label == "arguments" }?.value
    let discriminator = fields.first { $0.label == "discriminator" }?.value
    let ids = Mirror(reflecting: arguments ?? []).children.map { argument in
      Mirror(reflecting: argument.value).descendant("id").map { String(describing: $0) } ?? ""
    }
    return "\(ids) \(discriminator.map { String(describing: $0) } ?? "")"
  }

  /// Whether a Swift Testing test has been seen running in this process: where a tool runs both
  /// frameworks in one process, work outside every test is then work of a Swift Testing run.
  static var hasSeenATest: Bool { seen.withLock { $0 } }

  static func noteSeen() {
    seen.withLock { $0 = true }
  }

  /// Where Swift Testing records an issue at `site`. Swift Testing requires a module-qualified
  /// file ID and lines and columns from 1.
  static func sourceLocation(of site: SourceSite) -> SourceLocation {
    let fileID = "\(site.fileID)"
    return SourceLocation(
      fileID: fileID.contains("/") ? fileID : "StandIn/\(fileID)",
      filePath: "\(site.filePath)",
      line: max(Int(site.line), 1),
      column: max(Int(site.column), 1)
    )
  }

  private static let seen = Locked(false)
}
