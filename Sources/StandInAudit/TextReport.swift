/// The human-readable report: a summary (counts by kind, the expressions most used, the files
/// most affected), then the findings grouped by what they reach, each on one line in the
/// compiler's `path:line:column: warning: message` form, which Xcode, VS Code and CI log parsers
/// annotate. Replaceable findings are `note:`s. With `--all`, the seams follow, apart.
///
/// ```swift
/// print(TextReport.render(result))
/// // standin audit: 3 findings in 2 of 4 files (3 hard-wired, 0 replaceable)
/// //   by kind: 2 system, 1 shared accessor
/// //   most used: Date() 2, Analytics.shared 1
/// //   most affected (under .): Sources/App/Checkout.swift 3
/// //
/// // the current date: 2
/// // Sources/App/Checkout.swift:5:16: warning: Date() is hard-wired (system): use …
/// ```
public enum TextReport {
  /// How many entries the summary's "most used" and "most affected" lines name.
  static let summaryLength = 5

  /// The whole report, ending with a newline; `seams` adds the seams a test could stub.
  public static func render(_ result: AuditResult, seams: Bool = false) -> String {
    var lines = summary(result)
    for group in result.groups {
      lines.append("")
      lines.append("\(group.reaches): \(group.findings.count)")
      lines += group.findings.map { line(for: $0, in: result) }
    }
    if seams {
      lines.append("")
      lines.append(
        "Seams a test could stub, not shared state (\(count(result.seams.count, "use"))):")
      lines += result.seams.map { seamLine(for: $0, in: result) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The summary lines at the top of the report.
  public static func summary(_ result: AuditResult) -> [String] {
    guard !result.findings.isEmpty else {
      return [
        "standin audit: no shared state reached directly in "
          + "\(count(result.filesAudited, "file")) audited"
      ] + scopeLines(result)
    }
    let files = Set(result.findings.map(\.file)).count
    return [
      "standin audit: \(count(result.findings.count, "finding")) in \(files) of "
        + "\(count(result.filesAudited, "file")) (\(result.hardWiredCount) hard-wired, "
        + "\(result.replaceableCount) replaceable)"
    ] + scopeLines(result) + [
      "  by kind: " + result.kinds.map { "\($0.count) \($0.name)" }.joined(separator: ", "),
      "  most used: " + tallies(result.mostUsed),
      "  most affected (under \(result.root.isEmpty ? "." : result.root)): "
        + tallies(result.mostAffectedFiles),
    ]
  }

  /// The mode that ran, and every folder left out with why and the flag that includes it.
  static func scopeLines(_ result: AuditResult) -> [String] {
    var lines = ["  mode: " + result.mode.summary]
    let bySyntax = result.findings.count { $0.origin == .syntax }
    if result.mode.kind == .typeAccurate, bySyntax > 0 {
      lines[0] += "; \(count(bySyntax, "finding")) from the syntax front end, marked [syntax]"
    }
    lines += result.leftOut.map { "  left out: \($0.folder): \($0.reason) (\($0.flag))" }
    return lines
  }

  private static func tallies(_ tallies: [Tally]) -> String {
    var text = tallies.prefix(summaryLength).map { "\($0.name) \($0.count)" }
      .joined(separator: ", ")
    if tallies.count > summaryLength { text += ", …" }
    return text
  }

  /// The line for one finding, such as
  /// `Sources/App/Checkout.swift:12:5: warning: Analytics.shared is hard-wired (shared accessor): …`,
  /// its path under `result`'s root.
  public static func line(for finding: Finding, in result: AuditResult) -> String {
    let severity = finding.replaceable ? "note" : "warning"
    let verdict = finding.replaceable ? "replaceable" : "hard-wired"
    // In a type-accurate run, what only the syntax front end saw (an `#if` branch not
    // compiled here, a file changed since the build) says so.
    let origin = result.mode.kind == .typeAccurate && finding.origin == .syntax ? " [syntax]" : ""
    return "\(location(of: finding, in: result)): \(severity): \(finding.expression) is "
      + "\(verdict) (\(finding.kind.rawValue))\(origin): \(finding.suggestion)"
  }

  /// The line for one seam, a `note:`.
  public static func seamLine(for seam: Finding, in result: AuditResult) -> String {
    "\(location(of: seam, in: result)): note: \(seam.expression) (\(seam.kind.rawValue)): "
      + seam.suggestion
  }

  private static func location(of finding: Finding, in result: AuditResult) -> String {
    "\(result.path(of: finding.file)):\(finding.line):\(finding.column)"
  }

  /// The warnings for skipped files, each `warning: skipped path: reason`, for standard error.
  public static func warnings(_ skipped: [SkippedFile]) -> [String] {
    skipped.map { "warning: skipped \($0.file): \($0.reason)" }
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
