#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The machine-readable report: one JSON object with `filesAudited`, `findings`, `skipped`,
/// `types`, `kinds` (and `seams` with `--all`), keys sorted, pretty-printed. Each finding has
/// `file`, `line`, `column`, `kind`, `type`, `member`, `replaceable` and `suggestion`, and
/// also `reaches`, `expression` and `fixable`.
///
/// ```swift
/// let json = try JSONReport.render(result)
/// // {
/// //   "filesAudited" : 2,
/// //   "findings" : [ { "column" : 5, "file" : "Sources/App/Checkout.swift", "kind" : …
/// ```
public enum JSONReport {
  private struct Payload: Encodable {
    var filesAudited: Int
    var findings: [Finding]
    var skipped: [SkippedFile]
    var types: [TypeSummary]
    var kinds: [Tally]
    /// Only with `--all`.
    var seams: [Finding]?
    var mode: AuditMode
    var leftOut: [LeftOutFolder]
  }

  /// The report as JSON text, ending with a newline; `seams` adds the seams a test could stub.
  public static func render(_ result: AuditResult, seams: Bool = false) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let payload = Payload(
      filesAudited: result.filesAudited, findings: result.findings, skipped: result.skipped,
      types: result.types, kinds: result.kinds, seams: seams ? result.seams : nil,
      mode: result.mode, leftOut: result.leftOut)
    // Encoding strings, numbers and Booleans cannot fail.
    let data = try! encoder.encode(payload)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
