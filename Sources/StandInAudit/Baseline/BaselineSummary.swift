/// The lines `standin audit` writes to standard error about a baseline.
///
/// ```swift
/// BaselineSummary.line(comparison, path: ".standin-baseline.json")
/// // standin audit: baseline .standin-baseline.json: 68 findings recorded, 1 new
/// ```
enum BaselineSummary {
  /// What comparing with the baseline at `path` found, ending with a newline.
  static func line(_ comparison: Baseline.Comparison, path: String) -> String {
    var line =
      "standin audit: baseline \(path): \(count(comparison.recorded, "finding")) recorded, "
      + "\(comparison.new.count) new"
    if !comparison.gone.isEmpty {
      let examples = comparison.gone.prefix(3).map {
        "\($0.expression) in \($0.declaration) (\($0.file))"
      }
      line +=
        "; \(count(comparison.gone.count, "recorded finding")) no longer found (fixed or changed: "
        + examples.joined(separator: ", ") + (comparison.gone.count > 3 ? ", …" : "")
        + "): run --write-baseline again to drop "
        + (comparison.gone.count == 1 ? "it" : "them")
    }
    return line + "\n"
  }

  /// What writing the baseline at `path` recorded, ending with a newline.
  static func written(_ baseline: Baseline, path: String) -> String {
    "standin audit: wrote \(count(baseline.findings.count, "finding")) to the baseline \(path)\n"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
