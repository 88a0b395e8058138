#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The machine-readable report: one JSON object with `filesAudited`, `findings`, `skipped` and
/// `types`, keys sorted, pretty-printed.
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
  }

  /// The report as JSON text, ending with a newline.
  public static func render(_ result: AuditResult) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let payload = Payload(
      filesAudited: result.filesAudited, findings: result.findings, skipped: result.skipped,
      types: result.types)
    // Encoding strings, numbers and Booleans cannot fail.
    let data = try! encoder.encode(payload)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
