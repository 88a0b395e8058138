/// A file the audit could not use, and why.
///
/// ```swift
/// for skipped in result.skipped {
///   print("warning: skipped \(skipped.file): \(skipped.reason)")
/// }
/// ```
public struct SkippedFile: Sendable, Hashable, Codable {
  /// The file, relative to the audited directory.
  public var file: String
  /// Why it was skipped, such as "syntax error at line 3, column 7".
  public var reason: String

  /// Creates a skipped-file entry.
  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }
}

/// How often code reaches one type, for the summary.
///
/// ```swift
/// for summary in result.types {
///   print(summary.type, summary.uses, summary.hardWired, summary.replaceable)
/// }
/// ```
public struct TypeSummary: Sendable, Hashable, Codable {
  /// The type, as in ``Finding/type``.
  public var type: String
  /// All findings that reach it.
  public var uses: Int
  /// The findings a test cannot replace.
  public var hardWired: Int
  /// The findings a test can replace.
  public var replaceable: Int

  /// Creates a summary line.
  public init(type: String, uses: Int, hardWired: Int, replaceable: Int) {
    self.type = type
    self.uses = uses
    self.hardWired = hardWired
    self.replaceable = replaceable
  }
}

/// How many findings share something, for the summary: a kind, an expression, a file.
///
/// ```swift
/// for count in result.mostUsed { print(count.name, count.count) }  // FileManager.default 3
/// ```
public struct Tally: Sendable, Hashable, Codable {
  /// What the findings share.
  public var name: String
  /// How many findings share it.
  public var count: Int

  /// Creates a tally.
  public init(name: String, count: Int) {
    self.name = name
    self.count = count
  }

  /// The tallies of `keys`, most first, ties by name.
  static func of(_ keys: [String]) -> [Tally] {
    var counts: [String: Int] = [:]
    for key in keys { counts[key, default: 0] += 1 }
    return counts.map { Tally(name: $0.key, count: $0.value) }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
  }
}

/// Everything one audit found.
///
/// ```swift
/// let result = try Auditor(path: ".").audit()
/// print(TextReport.render(result))
/// exit(result.exitStatus(strict: true))  // 1 when something is hard-wired
/// ```
public struct AuditResult: Sendable, Hashable {
  /// The findings, sorted by file, line and column.
  public var findings: [Finding]
  /// The files that could not be read or parsed, sorted by file.
  public var skipped: [SkippedFile]
  /// How many files were parsed and audited.
  public var filesAudited: Int
  /// The audited directory as it was given (empty for `.` or a single file): the text report
  /// starts its paths with it, so that each line's path opens from where the command ran.
  public var root: String
  /// What is reached through a static path but is no shared state (pure static methods,
  /// constants, creations of value-like classes): seams a test could stub, which `--all` lists.
  public var seams: [Finding]
  /// Which front end resolved the names, and why.
  public var mode: AuditMode
  /// The folders and targets under the path that were left out, why, and the flag that
  /// includes each.
  public var leftOut: [LeftOutFolder]

  /// Creates a result; `findings`, `skipped`, `seams` and `leftOut` are sorted.
  public init(
    findings: [Finding], skipped: [SkippedFile], filesAudited: Int, seams: [Finding] = [],
    root: String = "", mode: AuditMode = .syntaxOnly("no index store was read"),
    leftOut: [LeftOutFolder] = []
  ) {
    self.mode = mode
    self.leftOut = leftOut.sorted { $0.folder < $1.folder }
    self.findings = findings.sorted(by: Finding.byPosition)
    self.skipped = skipped.sorted { $0.file < $1.file }
    self.filesAudited = filesAudited
    self.seams = seams.sorted(by: Finding.byPosition)
    self.root = root == "." || root == "./" ? "" : root
  }

  /// `file` as seen from where the command ran: under ``root``.
  public func path(of file: String) -> String {
    guard !root.isEmpty, !file.hasPrefix("/") else { return file }
    return (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/" + file
  }

  /// How many findings there are of each kind, most first.
  public var kinds: [Tally] { Tally.of(findings.map(\.kind.rawValue)) }

  /// The expressions most findings use, most first: `FileManager.default`, `Analytics.shared`.
  public var mostUsed: [Tally] { Tally.of(findings.map(\.expression)) }

  /// The files with the most findings, most first.
  public var mostAffectedFiles: [Tally] { Tally.of(findings.map(\.file)) }

  /// The findings grouped by what they reach, largest group first, each in file order.
  public var groups: [(reaches: String, findings: [Finding])] {
    let grouped = Dictionary(grouping: findings, by: \.reaches)
    return Tally.of(findings.map(\.reaches)).map { ($0.name, grouped[$0.name] ?? []) }
  }

  /// How many findings are hard-wired.
  public var hardWiredCount: Int { findings.count { !$0.replaceable } }

  /// How many findings are replaceable.
  public var replaceableCount: Int { findings.count { $0.replaceable } }

  /// The findings per type, most used first, ties by name.
  public var types: [TypeSummary] {
    var byType: [String: TypeSummary] = [:]
    for finding in findings {
      var summary =
        byType[finding.type]
        ?? TypeSummary(type: finding.type, uses: 0, hardWired: 0, replaceable: 0)
      summary.uses += 1
      if finding.replaceable { summary.replaceable += 1 } else { summary.hardWired += 1 }
      byType[finding.type] = summary
    }
    return byType.values.sorted {
      $0.uses != $1.uses ? $0.uses > $1.uses : $0.type < $1.type
    }
  }

  /// The command's exit status: 1 when `strict` and anything is hard-wired, otherwise 0.
  ///
  /// ```swift
  /// result.exitStatus(strict: false)  // always 0
  /// ```
  public func exitStatus(strict: Bool) -> Int32 {
    strict && hardWiredCount > 0 ? 1 : 0
  }
}
