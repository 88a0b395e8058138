import SwiftParser
import SwiftSyntax

/// Audits the Swift files under a path for production code that reaches shared state directly.
///
/// It finds the `.swift` files (skipping hidden directories, build folders, package manifests,
/// and unless told otherwise tests, benchmarks and fixtures), parses each, indexes what the
/// package declares, and reports every use of shared state: the system's (from the table
/// `Resources/SystemSharedState.tsv`), the package's singletons, mutable statics and globals,
/// static members whose code reaches shared state, and creations of classes whose instances do.
///
/// ```swift
/// let result = try Auditor(path: "Sources").audit()
/// print(TextReport.render(result))
///
/// let plan = try Auditor(path: "Sources").planFixes()
/// print(plan.diff)
/// try plan.apply()
/// ```
public struct Auditor: Sendable {
  /// The directory or `.swift` file to audit.
  public var path: String
  /// Whether to audit tests, benchmarks and fixtures too. Their declarations never resolve
  /// production code's names.
  public var includeTests: Bool
  /// Whether to audit folders that no target of the package's manifest holds.
  public var includeOutsideTargets: Bool
  /// How names are resolved.
  public var resolution: Resolution

  /// How the audit resolves what code refers to.
  public enum Resolution: Sendable, Hashable {
    /// Through the package's index store when its last debug build wrote one (type-accurate),
    /// else by syntax.
    case automatic
    /// Through the index store at this path (`.build/debug/index/store`).
    case indexStore(String)
    /// By syntax only.
    case syntaxOnly
  }

  /// An auditor for the directory or `.swift` file at `path`.
  public init(
    path: String, includeTests: Bool = false, includeOutsideTargets: Bool = false,
    resolution: Resolution = .automatic
  ) {
    self.path = path
    self.includeTests = includeTests
    self.includeOutsideTargets = includeOutsideTargets
    self.resolution = resolution
  }

  /// Called as files are scanned, with how many are done and how many there are.
  public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

  /// Audits the files and returns what reaches shared state.
  ///
  /// - Throws: ``AuditError`` when `path` cannot be read or is not a directory or `.swift` file.
  ///   Files that cannot be read or parsed are reported in ``AuditResult/skipped`` instead.
  public func audit(progress: Progress? = nil) throws(AuditError) -> AuditResult {
    let analysis = try analyze(progress: progress)
    return AuditResult(
      findings: analysis.findings, skipped: analysis.scan.skipped,
      filesAudited: analysis.scan.files.count {
        if case .parsed = $0.outcome { true } else { false }
      },
      seams: analysis.seams, root: root, mode: analysis.scan.mode,
      leftOut: analysis.scan.leftOut)
  }

  /// The audited directory as given, which report lines and diffs start their paths with; empty
  /// for a single file, whose path is already as given.
  var root: String {
    AuditScope.isRegularFile(path) || path == "." || path == "./" ? "" : path
  }

  /// Works out what `--fix` would change, without writing anything.
  ///
  /// - Throws: ``AuditError`` when `path` cannot be read.
  public func planFixes(progress: Progress? = nil) throws(AuditError) -> FixPlan {
    let analysis = try analyze(progress: progress)
    var plan = Fixer(classifiers: analysis.classifiers)
      .plan(for: analysis.scan.files, skipped: analysis.scan.skipped, systemFixes: analysis.fixes)
    let paths = AuditResult(findings: [], skipped: [], filesAudited: 0, root: root)
    for index in plan.files.indices {
      plan.files[index].file = paths.path(of: plan.files[index].file)
    }
    return plan
  }

  /// The first pass: every file scanned, and with the index, the dependencies' files and what
  /// the index says of each file.
  struct Scan: Sendable {
    var files: [FileScan]
    var skipped: [SkippedFile]
    var leftOut: [LeftOutFolder] = []
    var mode: AuditMode = .syntaxOnly("told to")
    var dependencies: [FileScan] = []
    /// What the index says about each file, by ``FileScan/absolutePath``.
    var resolution: [String: FileIndex] = [:]
    /// The package whose manifest decided what to audit, if one did.
    var packageRoot: String?
  }

  /// Both passes: the classifiers (production code's, and with `includeTests` the tests'), and
  /// what they found.
  struct Analysis: Sendable {
    var scan: Scan
    var classifiers: [Classifier]
    var findings: [Finding]
    var seams: [Finding]
    var fixes: [String: [Classifier.SystemFix]]
  }

  func analyze(progress: Progress?) throws(AuditError) -> Analysis {
    let scan = try self.scan(progress: progress)
    let production = scan.files.filter { !$0.isTest }
    let tests = scan.files.filter(\.isTest)
    let table = Self.table(for: scan)
    var classifiers = [
      Classifier(
        index: DeclaredTypes(production + scan.dependencies), scans: production, table: table,
        resolution: scan.resolution, dependencies: scan.dependencies)
    ]
    if !tests.isEmpty {
      // Tests see the production code's declarations and their own; production code never
      // sees theirs.
      let all = DeclaredTypes(production + tests + scan.dependencies)
      classifiers.append(
        Classifier(
          index: all, scans: tests, table: table, resolution: scan.resolution,
          dependencies: scan.dependencies))
    }
    var analysis = Analysis(
      scan: scan, classifiers: classifiers, findings: [], seams: [], fixes: [:])
    for classifier in classifiers {
      let results = classifier.results()
      analysis.findings += results.findings
      analysis.seams += results.seams
      analysis.fixes.merge(results.fixes) { $0 + $1 }
    }
    return analysis
  }

  /// The name under which `use` may call a C function (``Classifier``'s cases): a name called
  /// or stored (`getenv(…)`, `f = isatty`), a member of a system module (`Glibc.getenv`), or,
  /// `asType`, a capitalized name called like a type with an unlabelled first argument (which
  /// is a creation when the package declares a type of that name).
  private static func functionName(_ use: RawUse) -> (name: String, asType: Bool)? {
    switch use.shape {
    case .name(let name, let called) where called || use.isStoredValue:
      return (name, false)
    case .member(let name)
    where use.base.count == 1 && SystemTable.systemModules.contains(use.base[0]):
      return (name, false)
    case .creation(nil, _) where use.base.count == 1:
      return (use.base[0], true)
    default:
      return nil
    }
  }

  /// The system's table, with the C functions of the package's C targets and of the C modules
  /// its code imports that reach process-wide state (``CFunctionEffects``).
  static func table(for scan: Scan) -> SystemTable {
    guard let root = scan.packageRoot else { return .shared }
    var imports: Set<String> = []
    var directImports: Set<String> = []
    var called: Set<String> = []
    var read: Set<String> = []
    var calledAsTypes: Set<String> = []
    var declaredTypes: Set<String> = []
    for (index, file) in (scan.files + scan.dependencies).enumerated() {
      guard case .parsed(let parsed) = file.outcome else { continue }
      imports.formUnion(parsed.imports.modules)
      if index < scan.files.count { directImports.formUnion(parsed.imports.modules) }
      for use in parsed.uses {
        if case .name(let name, called: false) = use.shape { read.insert(name) }
        guard let (name, asType) = Self.functionName(use) else { continue }
        if asType { calledAsTypes.insert(name) } else { called.insert(name) }
      }
      for declaration in parsed.declarations { declaredTypes.formUnion(declaration.path) }
    }
    let files = CTargetSources.files(
      packageRoot: root, imports: imports, directImports: directImports)
    let reading = CTargetSources.read(
      files.paths, reachedFrom: called.union(calledAsTypes.subtracting(declaredTypes)),
      readNames: read, asBuilt: files.asBuilt)
    return SystemTable.shared.adding(
      CFunctionEffects(
        files: reading.files, aliases: reading.aliases, table: .shared,
        calledFrom: reading.calledFrom
      ).entries)
  }

  func scan(progress: Progress?) throws(AuditError) -> Scan {
    let scope = try AuditScope.decide(
      path: path, includeTests: includeTests, includeOutsideTargets: includeOutsideTargets)
    let front = TypeAccurateFrontEnd(path: path, resolution: resolution, scope: scope)
    let files = front.audited
    let all = files + front.dependencyFiles
    let counter = ProgressCounter(total: all.count, report: progress)
    let scans = Self.scan(all, counter: counter)
    var skipped = scope.skipped
    for scan in scans.prefix(files.count) {
      if case .skipped(let reason) = scan.outcome {
        skipped.append(SkippedFile(file: scan.file, reason: reason))
      }
    }
    var result = Scan(
      files: Array(scans.prefix(files.count)), skipped: skipped, leftOut: scope.leftOut,
      mode: front.mode, dependencies: Array(scans.dropFirst(files.count)),
      packageRoot: scope.packageRoot)
    if let root = scope.packageRoot {
      let budget = max(
        files.reduce(0) { $0 + $1.size } * Self.checkoutBudgetRatio, Self.checkoutBudgetFloor)
      switch front.mode.kind {
      case .syntaxOnly:
        readCheckoutSources(of: root, for: result.files, budget: budget, into: &result)
      case .typeAccurate where front.mode.filesBySyntax > 0:
        // The files the index has no unit for may import modules it has no unit for either
        // (a target that was not built): those modules' sources come from the checkouts, as in
        // the syntax-only mode; the modules the index has are resolved through it.
        readCheckoutSources(
          of: root, for: zip(files, result.files).filter { !front.isIndexed($0.0) }.map(\.1),
          skippingModules: front.indexedModules,
          budget: budget, into: &result)
      case .typeAccurate:
        break
      }
    }
    result.resolution = front.resolution(for: result.files + result.dependencies)
    front.applyInferredTypes(to: &result.files)
    front.applyInferredTypes(to: &result.dependencies)
    return result
  }

  /// For the files of `audited` (all of them without an index store; with one, those it has no
  /// unit for), the dependencies' sources from the package's checkouts, but for the modules
  /// `known`: the files that declare what that code uses, then what those declarations' code
  /// uses (``ReferencedNames``), classified by the same rules and never reported
  /// (``CheckoutSources``). Of each file, only the top-level bodies that code needs are parsed
  /// (``SwiftFileFinder/File/elided``). Reading stops at `budget` bytes parsed, the nearest names
  /// first, so that a large dependency graph (a web framework reaching most of NIO) cannot make the fallback mode
  /// many times slower than the audit of the code itself.
  private func readCheckoutSources(
    of root: String, for audited: [FileScan], skippingModules known: Set<String> = [],
    budget: Int, into result: inout Scan
  ) {
    let folder = CheckoutSources.folder(forPackage: root)
    // One module's folder reads the package's other modules even without checkouts.
    guard folder != nil || FileSystem.absolutePath(of: path) != FileSystem.absolutePath(of: root)
    else { return }
    var imports: Set<String> = []
    var wanted = ReferencedNames()
    for scan in audited {
      guard case .parsed(let parsed) = scan.outcome else { continue }
      imports.formUnion(parsed.imports.modules)
      wanted.formUnion(ReferencedNames(in: parsed))
    }
    let missing = imports.subtracting(known)
    guard !missing.isEmpty else { return }
    var sources = CheckoutSources(
      folder: folder, excluding: root, audited: path, imports: missing, skippingModules: known)
    var seen = wanted
    let first = result.dependencies.count
    // Where each dependency file's scan is: a file handed out again replaces its scan.
    var positions: [String: Int] = [:]
    var bytes = 0
    var stoppedAtBudget = false
    while !wanted.isEmpty && !stoppedAtBudget {
      // Within a round, the smallest files first: more declarations for the bytes.
      var round = sources.files(declaring: wanted, codeOf: seen).sorted {
        $0.parsedSize < $1.parsedSize
      }
      let kept = round.prefix { file in
        bytes += file.parsedSize
        return bytes <= budget
      }
      if kept.count < round.count {
        round = Array(kept)
        stoppedAtBudget = true
      }
      var scanned: Set<Int> = []
      for (file, scan) in zip(round, Self.scan(round)) {
        let position = positions[file.path] ?? result.dependencies.count
        if position == result.dependencies.count {
          positions[file.path] = position
          result.dependencies.append(scan)
        } else {
          result.dependencies[position] = scan
        }
        scanned.insert(position)
      }
      // What the code of the declarations looked for uses: in this round's files, of every
      // declaration looked for so far; in earlier rounds' files, of those first looked for in
      // this round (an earlier file may declare one of them too).
      var found = ReferencedNames()
      for (position, scan) in result.dependencies.enumerated().dropFirst(first) {
        guard case .parsed(let parsed) = scan.outcome else { continue }
        found.formUnion(
          ReferencedNames(
            inCodeOf: scanned.contains(position) ? seen.code : wanted.code, in: parsed))
      }
      wanted = found.subtracting(seen)
      seen.formUnion(wanted)
    }
    let count = result.dependencies.count - first
    guard count > 0 || stoppedAtBudget else { return }
    let checkouts = folder.map {
      $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0
    }
    let places = [
      sources.handedOutCheckouts || !sources.handedOutOwnModules ? checkouts : nil,
      sources.handedOutOwnModules || checkouts == nil ? "the package's other modules" : nil,
    ].compactMap(\.self)
    result.mode.detail +=
      "; \(count) file\(count == 1 ? "" : "s") of the dependencies' sources read from "
      + places.joined(separator: " and ")
      + (known.isEmpty ? "" : " for the modules the index store lacks")
      + (stoppedAtBudget
        ? " (stopped at \(Self.checkoutBudgetRatio)× the audited code's size or \(Self.checkoutBudgetFloor >> 20) MB, whichever is larger"
          + (known.isEmpty ? "; the type-accurate mode resolves every dependency)" : ")")
        : "")
  }

  /// How many bytes of the dependencies' sources the syntax-only mode reads at most, per byte of
  /// the audited code.
  static let checkoutBudgetRatio = 4

  /// The bytes of the dependencies' sources the syntax-only mode may read whatever the audited
  /// code's size: a small package's few files still reach what they use.
  static let checkoutBudgetFloor = 4 << 20

  /// The largest file the audit reads: generated sources beyond it are skipped, so that no file
  /// can hold the audit up for minutes.
  static let maximumFileSize = 16 << 20

  /// How deep a syntax tree may nest for the recursive walk, within ``workerStackSize``. Only a
  /// file of more than twice as many bytes can nest deeper, so only those are measured.
  static let maximumDepth = 100_000

  /// Whether `tree` nests deeper than `limit`, measured without recursion.
  static func depth(of tree: SourceFileSyntax, exceeds limit: Int) -> Bool {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = pending.popLast() {
      if depth > limit { return true }
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return false
  }

  /// `bytes` as text with the bytes in `ranges` spaces, but their line breaks, so that every
  /// line keeps its number.
  static func blanking(_ ranges: [Range<Int>], of bytes: [UInt8]) -> String {
    var blanked = bytes
    for range in ranges {
      for index in range where blanked[index] != UInt8(ascii: "\n") {
        blanked[index] = UInt8(ascii: " ")
      }
    }
    return String(decoding: blanked, as: UTF8.self)
  }

  /// Why bytes that are not UTF-8 text are skipped: a NUL byte says the file is binary.
  static func binaryOrNotUTF8(_ bytes: [UInt8]) -> String {
    bytes.contains(0) ? "a binary file, not Swift source" : "not UTF-8 text"
  }

  /// Reads, parses and scans `files` on every core, the largest first so that no core is left
  /// alone with a big file at the end; the scans in the files' order.
  static func scan(_ files: [SwiftFileFinder.File], counter: ProgressCounter? = nil) -> [FileScan] {
    let order = files.indices.sorted { files[$0].size > files[$1].size }
    let scanned = parallelMap(count: files.count) { position in
      let scan = Self.scan(files[order[position]])
      counter?.advance()
      return scan
    }
    var scans = scanned
    for (position, index) in order.enumerated() { scans[index] = scanned[position] }
    return scans
  }

  /// Reads, parses and scans one file.
  static func scan(_ file: SwiftFileFinder.File) -> FileScan {
    guard file.size <= Self.maximumFileSize else {
      return FileScan(
        file: file, outcome: .skipped("larger than \(Self.maximumFileSize >> 20) MiB"))
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(file.path, limit: Self.maximumFileSize)
    } catch {
      let reason: String
      switch error {
      case .cannotRead(_, let text), .cannotWrite(_, let text): reason = "cannot read: \(text)"
      case .notSwiftSource: reason = "cannot read"
      }
      return FileScan(file: file, outcome: .skipped(reason))
    }
    guard bytes.count <= Self.maximumFileSize else {
      return FileScan(
        file: file, outcome: .skipped("larger than \(Self.maximumFileSize >> 20) MiB"))
    }
    guard !bytes.prefix(8192).contains(0), let text = String(validating: bytes, as: UTF8.self)
    else {
      return FileScan(file: file, outcome: .skipped(Self.binaryOrNotUTF8(bytes)))
    }
    var tree = Parser.parse(
      source: file.elided.isEmpty ? text : Self.blanking(file.elided, of: bytes))
    if tree.hasError, !file.elided.isEmpty {
      tree = Parser.parse(source: text)
    }
    if bytes.count > 2 * Self.maximumDepth, Self.depth(of: tree, exceeds: Self.maximumDepth) {
      return FileScan(
        file: file, outcome: .skipped("nested more than \(Self.maximumDepth) levels deep"))
    }
    if tree.hasError {
      return FileScan(
        file: file, outcome: .skipped(SyntaxErrorLocator.describe(tree, lines: LineTable(bytes))))
    }
    return FileScan(
      file: file, outcome: .parsed(FileScanner.scan(tree, file: file.display, source: bytes)))
  }
}
