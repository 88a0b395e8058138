import ArgumentParser
import StandInAudit

/// `standin audit [PATH] [--format text|json] [--strict] [--fix] [--dry-run]`.
struct Audit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Reports every place code reaches shared state directly.",
    discussion: """
      Finds the .swift files under PATH (hidden directories and build folders skipped) and \
      reports shared accessors (X.shared, .default, .standard, .current, .main, \
      .sharedInstance, and Objective-C-style names such as .sharedManager), \
      NotificationCenter.default, static members of the package's types, \
      and creations of its classes and actors, each as replaceable (a test can put a \
      stand-in in its place) or hard-wired, with what to do about it.

      Exit status: 0; 1 with --strict when anything is hard-wired; 2 when PATH cannot be read.
      """
  )

  /// The report's format.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(help: "The directory or .swift file to audit.")
  var path: String = "."

  @Option(help: "The report's format.")
  var format: Format = .text

  @Flag(help: "Exit with status 1 when anything is hard-wired (for CI).")
  var strict = false

  @Flag(
    help: """
      Make shared accessors @Overridable and move NotificationCenter.default calls to \
      NotificationCenter.overridable, printing a unified diff first.
      """)
  var fix = false

  @Flag(help: "With --fix: print the diff and write nothing.")
  var dryRun = false

  func validate() throws {
    if dryRun && !fix {
      throw ValidationError("--dry-run applies only with --fix.")
    }
  }

  func run() throws {
    let commandLine = AuditCommandLine(
      path: path, format: format == .json ? .json : .text, strict: strict, fix: fix,
      dryRun: dryRun)
    let status = commandLine.execute(
      standardOutput: { print($0, terminator: "") },
      standardError: StandardError.write,
      progress: ProgressLine(isTerminal: StandardError.isTerminal, write: StandardError.write))
    if status != 0 { throw ExitCode(status) }
  }
}
