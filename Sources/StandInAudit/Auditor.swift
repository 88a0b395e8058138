import SwiftParser
import SwiftSyntax

/// Audits the Swift files under a path for code that reaches shared state directly.
///
/// It finds the `.swift` files (skipping hidden directories and build folders), parses each,
/// indexes the types the package declares, and reports shared accessors (`Analytics.shared`),
/// `NotificationCenter.default`, static members of the package's types, and creations of its
/// classes and actors, each as replaceable or hard-wired.
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

  /// An auditor for the directory or `.swift` file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Called as files are scanned, with how many are done and how many there are.
  public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

  /// Audits the files and returns what reaches shared state.
  ///
  /// - Throws: ``AuditError`` when `path` cannot be read or is not a directory or `.swift` file.
  ///   Files that cannot be read or parsed are reported in ``AuditResult/skipped`` instead.
  public func audit(progress: Progress? = nil) throws(AuditError) -> AuditResult {
    let scan = try self.scan(progress: progress)
    let classifier = Classifier(index: scan.index)
    var findings: [Finding] = []
    var audited = 0
    for file in scan.files {
      guard case .parsed(let parsed) = file.outcome else { continue }
      audited += 1
      for use in parsed.uses {
        if let finding = classifier.finding(for: use, in: file.file) { findings.append(finding) }
      }
    }
    return AuditResult(findings: findings, skipped: scan.skipped, filesAudited: audited)
  }

  /// Works out what `--fix` would change, without writing anything.
  ///
  /// - Throws: ``AuditError`` when `path` cannot be read.
  public func planFixes(progress: Progress? = nil) throws(AuditError) -> FixPlan {
    let scan = try self.scan(progress: progress)
    return Fixer(index: scan.index).plan(for: scan.files, skipped: scan.skipped)
  }

  /// The first pass: every file scanned, and the index of the types they declare.
  struct Scan: Sendable {
    var files: [FileScan]
    var skipped: [SkippedFile]
    var index: DeclaredTypes
  }

  func scan(progress: Progress?) throws(AuditError) -> Scan {
    let discovery = try SwiftFileFinder.find(under: path)
    let files = discovery.files
    let counter = ProgressCounter(total: files.count, report: progress)
    // Largest first, so that no core is left alone with a big file at the end.
    let order = files.indices.sorted { files[$0].size > files[$1].size }
    let scanned = parallelMap(count: files.count) { index in
      let scan = Self.scan(files[order[index]])
      counter.advance()
      return scan
    }
    var scans = scanned
    for (position, index) in order.enumerated() { scans[index] = scanned[position] }
    var skipped = discovery.unreadableDirectories
    for scan in scans {
      if case .skipped(let reason) = scan.outcome {
        skipped.append(SkippedFile(file: scan.file, reason: reason))
      }
    }
    return Scan(files: scans, skipped: skipped, index: DeclaredTypes(scans))
  }

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

  /// Reads, parses and scans one file.
  static func scan(_ file: SwiftFileFinder.File) -> FileScan {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(file.path)
    } catch {
      let reason: String
      switch error {
      case .cannotRead(_, let text), .cannotWrite(_, let text): reason = "cannot read: \(text)"
      case .notSwiftSource: reason = "cannot read"
      }
      return FileScan(file: file.display, absolutePath: file.path, outcome: .skipped(reason))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return FileScan(
        file: file.display, absolutePath: file.path, outcome: .skipped("not UTF-8 text"))
    }
    let tree = Parser.parse(source: text)
    if bytes.count > 2 * Self.maximumDepth, Self.depth(of: tree, exceeds: Self.maximumDepth) {
      return FileScan(
        file: file.display, absolutePath: file.path,
        outcome: .skipped("nested more than \(Self.maximumDepth) levels deep"))
    }
    if tree.hasError {
      return FileScan(
        file: file.display, absolutePath: file.path,
        outcome: .skipped(SyntaxErrorLocator.describe(tree, lines: LineTable(bytes))))
    }
    return FileScan(
      file: file.display, absolutePath: file.path,
      outcome: .parsed(FileScanner.scan(tree, file: file.display, source: bytes)))
  }
}
