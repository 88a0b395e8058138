import ArgumentParser
import StandInAudit

/// `standin audit [PATH] [--format text|json|sarif] [--strict] [--fix] [--dry-run] [--all]
/// [--include-tests] [--baseline FILE] [--write-baseline FILE] [--standin-package LOCATION]`.
struct Audit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Reports every place production code reaches shared state directly.",
    discussion: """
      Finds the .swift files under PATH (hidden directories, build folders and Package.swift \
      skipped) and reports \
      each use of shared state a test would have to replace, as replaceable (a test can put a \
      stand-in in its place) or hard-wired, with what to do about it. Each line is \
      path:line:column: warning: message. Kinds (the "kind" of --format json):

        system               the system's shared state: Date(), Date.now, UUID(), Int.random, \
      ContinuousClock(), FileManager.default, URLSession.shared, UserDefaults.standard, \
      ProcessInfo.processInfo, getenv, Bundle.main, Locale.current, DispatchQueue.main, stderr, \
      UIApplication.shared, date.timeIntervalSinceNow, text.localizedCompare(_:), \
      url.resourceValues(forKeys:), sqlite3_open_v2, MultiThreadedEventLoopGroup(…), … with \
      StandIn's replacement (StandInSystem)
        notification center  NotificationCenter.default (and .overridable)
        shared accessor      a static property holding an instance with mutable state or I/O \
      (any name), or a shared… accessor of a type from outside the package
        mutable static       a static var, or a static let of a lock, an atomic or a cache, \
      read or written, with or without its type's name
        global variable      a global var, or a global let of a lock, an atomic or a service
        static member        a static method or computed property whose code reaches shared \
      state (worked out across the package)
        creation             a class or actor whose instances reach shared state, or a clock \
      or a random number generator reading the system's, created in another type's code; or a \
      creation leaving out a dependency's argument whose default is a process-wide service (an \
      event loop group)

      Not reported (--all lists them apart, as seams a test could stub): constants, pure \
      static methods and factories, creations of classes whose instances reach no shared state, \
      default/current/main of types from outside the package that the table does not name.

      What is audited: inside a package (a Package.swift at PATH or above), its manifest \
      decides: shipped targets are production code whatever their names; test targets and \
      targets only tests use are left out (--include-tests); folders in no target, and files \
      no build compiles (excluded, resources, documentation catalogs' code listings), are left \
      out (--include-outside-targets). Without a manifest, Tests, Benchmarks, Fixtures, \
      …Tests, …TestKit and …Testing folders are left out. The summary lists every folder left \
      out, why, and the flag that includes it.

      Modes (the summary says which ran): type-accurate when the package's last debug build \
      wrote an index store (swift build writes .build/debug/index/store) or --index-store \
      names one: each compiled use is resolved to its declaration by the compiler's index \
      (implicit members such as fileManager: .default, default arguments, inferred types, \
      overloads, extensions of other modules' types, calls into dependencies, whose own \
      sources are classified by the same rules); code in #if branches not compiled here, and \
      files changed since the build, are read by the syntax front end in the same run, and \
      their findings say so. Syntax-only otherwise (or with --syntax-only): names resolve by \
      the declarations as written (an implicit member passed as an argument, by the \
      parameter's type; an implicit .init(…), by the type it is returned, stored or passed as; \
      a static method's overloads, by the call's labels); its blind spots: \
      type(of: x).shared, other implicit members but .now, typed defaults and statics only one \
      extension declares, inferred types, \
      members that macros generate, a static var reached through an instance's property, \
      calls through a protocol or a closure. In both: \
      statics called through a metatype the code computes (x as? any Model.Type) and \
      operators whose operands create no type of the package are not followed; \
      print() is not reported (standard output); the top-level variables of main.swift are \
      globals of the module, reported where read, also by its top-level code; a type of the audited module wins over a same-named type of another \
      module; test files never resolve production names. The index is read with the \
      toolchain's libIndexStore, found next to swift on PATH (STANDIN_LIBINDEXSTORE names \
      another).

      --fix rewrites only what is mechanical: Date() -> Date.overridable(), Date.now -> \
      Date.overridable.now, UUID() -> UUID.overridable(), FileManager.default, \
      UserDefaults.standard, URLSession.shared, Locale/TimeZone/Calendar.current, Bundle.main, \
      ProcessInfo.processInfo -> .overridable (adding import StandInSystem); \
      NotificationCenter.default.post/addObserver/removeObserver -> .overridable; \
      @Overridable on a hard-wired static let singleton. It then adds the StandIn package \
      (--standin-package, default \(StandInPackage.publishedURL)) and each product a fixed \
      file imports to the dependencies of the target that compiles it in Package.swift; where \
      the manifest builds itself in code, or no Package.swift owns the file (an Xcode \
      project), it prints exactly what to add. Declared platforms below StandIn's floor are \
      reported with what to raise them to.

      --write-baseline FILE records every finding; --baseline FILE then reports, and fails \
      --strict on, only findings that FILE does not hold. A finding is the same finding while \
      its file, kind, expression and enclosing declaration are: lines moved above it, and code \
      moved to another file, leave it recorded.

      Files that cannot be audited (unreadable, not UTF-8, binary, larger than 16 MiB, nested \
      more than 100,000 levels, syntax errors, FIFOs, symbolic link loops) are named on standard \
      error as "warning: skipped" and the rest is audited.

      Exit status: 0; 1 with --strict when anything (not in --baseline) is hard-wired; 2 when \
      PATH or the baseline cannot be read or a fix or baseline cannot be written; 64 when the \
      arguments are wrong.
      """
  )

  /// The report's format.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
  }

  @Argument(help: "The directory or .swift file to audit.")
  var path: String = "."

  @Option(help: "The report's format: text, json or sarif (SARIF 2.1.0).")
  var format: Format = .text

  @Flag(help: "Exit with status 1 when anything is hard-wired (for CI).")
  var strict = false

  @Flag(
    help: """
      Apply the mechanical rewrites (see above), printing a unified diff first.
      """)
  var fix = false

  @Flag(help: "With --fix: print the diff and write nothing.")
  var dryRun = false

  @Flag(help: "Also list the seams a test could stub that are not shared state.")
  var all = false

  @Flag(help: "Audit test targets (and targets only tests use) too.")
  var includeTests = false

  @Option(
    help: ArgumentHelp(
      "Report (and fail --strict on) only findings not recorded in FILE.",
      valueName: "file"))
  var baseline: String?

  @Option(help: ArgumentHelp("Record every finding in FILE, for --baseline.", valueName: "file"))
  var writeBaseline: String?

  @Option(
    help: ArgumentHelp(
      "With --fix: the URL or path of StandIn that Package.swift gets.", valueName: "location"))
  var standinPackage: String = StandInPackage.publishedURL

  @Flag(
    help: """
      Audit folders that no target of the package's manifest holds too, and the files no \
      build compiles (excluded, resources, documentation catalogs' code listings).
      """)
  var includeOutsideTargets = false

  @Option(
    help: """
      Resolve names through this index store (a debug build's .build/debug/index/store): \
      the type-accurate mode. By default the package's own store is used when its last debug \
      build wrote one.
      """)
  var indexStore: String?

  @Flag(help: "Resolve names by syntax only, even when an index store is there.")
  var syntaxOnly = false

  func validate() throws {
    if dryRun && !fix {
      throw ValidationError("--dry-run applies only with --fix.")
    }
    if fix && (baseline != nil || writeBaseline != nil) {
      throw ValidationError("--baseline and --write-baseline apply to an audit, not to --fix.")
    }
    if syntaxOnly && indexStore != nil {
      throw ValidationError("--syntax-only and --index-store exclude each other.")
    }
  }

  func run() throws {
    var commandLine = AuditCommandLine(
      path: path, format: AuditCommandLine.Format(rawValue: format.rawValue) ?? .text,
      strict: strict, fix: fix, dryRun: dryRun, all: all, includeTests: includeTests)
    commandLine.baseline = baseline
    commandLine.writeBaseline = writeBaseline
    commandLine.standInPackage = StandInPackage(location: standinPackage)
    commandLine.includeOutsideTargets = includeOutsideTargets
    commandLine.resolution =
      syntaxOnly ? .syntaxOnly : indexStore.map(Auditor.Resolution.indexStore) ?? .automatic
    let status = commandLine.execute(
      standardOutput: { print($0, terminator: "") },
      standardError: StandardError.write,
      progress: ProgressLine(isTerminal: StandardError.isTerminal, write: StandardError.write))
    if status != 0 { throw ExitCode(status) }
  }
}
