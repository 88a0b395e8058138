/// What `standin audit` does with its arguments, with its output and exit status handed back,
/// so that the command line stays a thin shell and this can be tested.
///
/// ```swift
/// let run = AuditCommandLine(path: "Sources", format: .text, strict: true)
/// let status = run.execute(
///   standardOutput: { print($0, terminator: "") },
///   standardError: { writeToStandardError($0) })
/// exit(status)  // 0; 1 when strict and anything is hard-wired; 2 when the path cannot be read
/// ```
public struct AuditCommandLine: Sendable {
  /// The report's format.
  public enum Format: String, Sendable, CaseIterable {
    /// ``TextReport``.
    case text
    /// ``JSONReport``.
    case json
    /// ``SARIFReport``.
    case sarif
  }

  /// The directory or `.swift` file to audit.
  public var path: String
  /// The report's format (an audit's; a fix prints a diff).
  public var format: Format
  /// Whether a hard-wired finding makes the exit status 1.
  public var strict: Bool
  /// Whether to apply ``FixPlan``'s mechanical rewrites, printing their diff first.
  public var fix: Bool
  /// With ``fix``: print the diff and write nothing.
  public var dryRun: Bool
  /// Whether to list the seams a test could stub too (pure static methods, constants,
  /// creations of value-like classes), apart from the findings.
  public var all: Bool
  /// Whether to audit tests, benchmarks and fixtures too.
  public var includeTests: Bool
  /// Where the manifests `--fix` edits get StandIn from: ``StandInPackage/publishedURL`` unless
  /// told otherwise (`--standin-package`).
  public var standInPackage = StandInPackage()
  /// With ``strict``: findings recorded in this baseline file do not count (`--baseline`).
  public var baseline: String?
  /// Records today's findings in this file instead of failing on them (`--write-baseline`).
  public var writeBaseline: String?
  /// Whether to audit folders no target of the package holds.
  public var includeOutsideTargets: Bool = false
  /// How names are resolved: through the index store (type-accurate) or by syntax.
  public var resolution: Auditor.Resolution = .automatic

  /// The exit status for a path that cannot be read, or a fix that cannot be written.
  public static let errorStatus: Int32 = 2

  /// A run of `standin audit` with these arguments.
  public init(
    path: String = ".", format: Format = .text, strict: Bool = false, fix: Bool = false,
    dryRun: Bool = false, all: Bool = false, includeTests: Bool = false
  ) {
    self.path = path
    self.format = format
    self.strict = strict
    self.fix = fix
    self.dryRun = dryRun
    self.all = all
    self.includeTests = includeTests
  }

  /// Runs the audit (or the fix), writes its output, and returns the exit status.
  ///
  /// - Parameters:
  ///   - standardOutput: Receives the report or the diff.
  ///   - standardError: Receives warnings, the fix's summary and errors, each line ending with
  ///     a newline.
  ///   - progress: Shows progress, if given; it is finished before anything else is written.
  public func execute(
    standardOutput: (String) -> Void, standardError: (String) -> Void,
    progress: ProgressLine? = nil
  ) -> Int32 {
    let auditor = Auditor(
      path: path, includeTests: includeTests, includeOutsideTargets: includeOutsideTargets,
      resolution: resolution)
    do {
      if fix {
        return try executeFix(
          auditor, standardOutput: standardOutput, standardError: standardError,
          progress: progress)
      }
      var result = try auditor.audit(progress: progress?.update)
      progress?.finish()
      var identities: [FindingIdentity]?
      var previous: Baseline?
      if let baseline { previous = try Baseline.read(baseline) }
      if let writeBaseline {
        let written = Baseline(result)
        try written.write(to: writeBaseline)
        standardError(BaselineSummary.written(written, path: writeBaseline))
      }
      if let baseline, let previous {
        let comparison = previous.compare(with: result)
        standardError(BaselineSummary.line(comparison, path: baseline))
        result.findings = comparison.new
        identities = comparison.newIdentities
      }
      switch format {
      case .text:
        for warning in TextReport.warnings(result.skipped) { standardError(warning + "\n") }
        standardOutput(TextReport.render(result, seams: all))
      case .json:
        for warning in TextReport.warnings(result.skipped) { standardError(warning + "\n") }
        standardOutput(JSONReport.render(result, seams: all))
      case .sarif:
        for warning in TextReport.warnings(result.skipped) { standardError(warning + "\n") }
        standardOutput(
          SARIFReport.render(
            result, root: FileSystem.directoryRoot(of: path),
            identities: identities ?? FindingIdentity.identities(of: result),
            baselineState: baseline == nil ? nil : "new"))
      }
      // A run that records the baseline accepts every finding it records.
      return result.exitStatus(strict: strict && writeBaseline == nil)
    } catch {
      progress?.finish()
      standardError("standin audit: \(error)\n")
      return Self.errorStatus
    }
  }

  private func executeFix(
    _ auditor: Auditor, standardOutput: (String) -> Void, standardError: (String) -> Void,
    progress: ProgressLine?
  ) throws(AuditError) -> Int32 {
    let plan = try auditor.planFixes(progress: progress?.update)
    progress?.finish()
    for warning in TextReport.warnings(plan.skipped) { standardError(warning + "\n") }
    let manifests = ManifestPlan(for: plan, standIn: standInPackage)
    standardOutput(plan.diff + manifests.diff)
    let changes = Self.count(plan.changeCount, "change")
    let files = Self.count(plan.files.count, "file")
    if plan.isEmpty {
      standardError("standin audit: nothing to fix\n")
    } else if dryRun {
      standardError("standin audit: dry run: \(changes) in \(files), nothing written\n")
    } else {
      try plan.apply()
      try manifests.apply()
      standardError("standin audit: fixed \(changes) in \(files)\n")
    }
    for line in plan.isEmpty ? [] : manifests.report { standardError("standin audit: \(line)\n") }
    guard strict else { return 0 }
    return try auditor.audit().exitStatus(strict: true)
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
