/// The human-readable report: one line per finding, a summary per type, and a totals line.
///
/// ```swift
/// print(TextReport.render(result))
/// // Sources/App/Checkout.swift:12:5: hard-wired: Analytics.shared (shared accessor) — add …
/// //
/// // Type       Uses  Hard-wired  Replaceable
/// // Analytics     1           1            0
/// //
/// // 2 files audited, 1 finding (1 hard-wired, 0 replaceable), 0 files skipped
/// ```
public enum TextReport {
  /// The whole report, ending with a newline.
  public static func render(_ result: AuditResult) -> String {
    var lines: [String] = []
    if result.findings.isEmpty {
      lines.append("No direct reach of shared state found.")
    } else {
      lines += result.findings.map(line(for:))
      lines.append("")
      lines += summaryTable(result.types)
    }
    lines.append("")
    lines.append(totals(result))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line for one finding, such as
  /// `Sources/App/Checkout.swift:12:5: hard-wired: Analytics.shared (shared accessor) — …`.
  public static func line(for finding: Finding) -> String {
    let verdict = finding.replaceable ? "replaceable" : "hard-wired"
    return
      "\(finding.location): \(verdict): \(finding.expression) (\(finding.kind.rawValue)) — \(finding.suggestion)"
  }

  /// The per-type table: a header, then one row per type, most used first.
  public static func summaryTable(_ types: [TypeSummary]) -> [String] {
    let headers = ("Type", "Uses", "Hard-wired", "Replaceable")
    let nameWidth = types.map(\.type.count).reduce(headers.0.count, max)
    func pad(_ text: String, _ width: Int, right: Bool) -> String {
      let padding = String(repeating: " ", count: max(0, width - text.count))
      return right ? padding + text : text + padding
    }
    func row(_ name: String, _ uses: String, _ hardWired: String, _ replaceable: String) -> String {
      [
        pad(name, nameWidth, right: false),
        pad(uses, headers.1.count, right: true),
        pad(hardWired, headers.2.count, right: true),
        pad(replaceable, headers.3.count, right: true),
      ].joined(separator: "  ")
    }
    return [row(headers.0, headers.1, headers.2, headers.3)]
      + types.map {
        row($0.type, String($0.uses), String($0.hardWired), String($0.replaceable))
      }
  }

  /// The totals line, such as
  /// `12 files audited, 7 findings (5 hard-wired, 2 replaceable), 0 files skipped`.
  public static func totals(_ result: AuditResult) -> String {
    "\(count(result.filesAudited, "file")) audited, \(count(result.findings.count, "finding")) "
      + "(\(result.hardWiredCount) hard-wired, \(result.replaceableCount) replaceable), "
      + "\(count(result.skipped.count, "file")) skipped"
  }

  /// The warnings for skipped files, each `warning: skipped path: reason`, for standard error.
  public static func warnings(_ skipped: [SkippedFile]) -> [String] {
    skipped.map { "warning: skipped \($0.file): \($0.reason)" }
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
