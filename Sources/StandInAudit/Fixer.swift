/// One change `--fix` makes.
public struct FixChange: Sendable, Hashable {
  /// What the change does.
  public enum Kind: Sendable, Hashable {
    /// `static let shared = X()` became `@Overridable static var shared = X()`.
    case overridableAccessor(name: String)
    /// `NotificationCenter.default.` became `NotificationCenter.overridable.`.
    case overridableNotificationCenter
    /// `import <module>` was added.
    case addedImport(module: String)
    /// A use of the system's shared state became StandIn's replacement: `Date()` became
    /// `Date.overridable()`.
    case systemReplacement(original: String, replacement: String)
  }

  /// The 1-based line of the change: in the original file, or for an added import, in the fixed
  /// file.
  public var line: Int
  /// What the change does.
  public var kind: Kind

  /// Creates a change.
  public init(line: Int, kind: Kind) {
    self.line = line
    self.kind = kind
  }
}

/// One file's fix: its text before and after, and the changes between.
public struct FileFix: Sendable, Hashable {
  /// The file, as reports name it.
  public var file: String
  /// The path to write.
  public var path: String
  /// The file as it is.
  public var original: String
  /// The file as `--fix` leaves it.
  public var fixed: String
  /// The changes, in file order.
  public var changes: [FixChange]

  /// The unified diff from ``original`` to ``fixed``, with 3 lines of context.
  public var diff: String {
    UnifiedDiff.diff(old: original, new: fixed, path: file)
  }
}

/// What `standin audit --fix` changes: only mechanical rewrites.
///
/// - The system's shared state that StandIn replaces one for one (the `fix` column of
///   `Resources/SystemSharedState.tsv`): `Date()` becomes `Date.overridable()`, `Date.now`
///   `Date.overridable.now`, `UUID()` `UUID.overridable()`, `FileManager.default`
///   `FileManager.overridable`, `UserDefaults.standard`, `URLSession.shared`, `Locale.current`,
///   `TimeZone.current`, `Calendar.current`, `Bundle.main` and `ProcessInfo.processInfo`
///   `….overridable`; the file imports `StandInSystem`. Only a plain spelling is rewritten
///   (`Date()`, not `Foundation.Date()`), and never where the package declares a type of that
///   name.
/// - A singleton the audit reports hard-wired, `static let shared = X()` in a type the package
///   declares (`let` or `var`, with a value, alone in its declaration, not private), becomes
///   `@Overridable static var shared = X()`, and the file imports `StandInMacros`.
/// - `NotificationCenter.default.post(`, `.addObserver(forName:` and `.removeObserver(` become
///   `NotificationCenter.overridable.…`, and the file imports `StandInNotifications` (unless it
///   imports it or `StandInMacros`).
///
/// Each rewrite edits the source at the exact byte offsets of its syntax nodes, so everything
/// else stays byte for byte as it was. Fixing twice changes nothing the second time.
///
/// ```swift
/// let plan = try Auditor(path: "Sources").planFixes()
/// print(plan.diff, terminator: "")  // --- a/App/Analytics.swift …
/// try plan.apply()                   // omit for a dry run
/// ```
public struct FixPlan: Sendable, Hashable {
  /// The files that change, sorted by path.
  public var files: [FileFix]
  /// The files that could not be read or parsed, and so were not fixed.
  public var skipped: [SkippedFile]

  /// Whether there is nothing to change.
  public var isEmpty: Bool { files.isEmpty }

  /// The number of changes, imports included.
  public var changeCount: Int { files.reduce(0) { $0 + $1.changes.count } }

  /// Every file's unified diff, one after another; empty when nothing changes.
  public var diff: String { files.map(\.diff).joined() }

  /// Writes every fixed file.
  ///
  /// - Throws: ``AuditError/cannotWrite(path:reason:)`` for the first file that cannot be written.
  public func apply() throws(AuditError) {
    for file in files {
      try FileSystem.write(Array(file.fixed.utf8), to: file.path)
    }
  }
}

/// Works out a ``FixPlan`` from the scans and what the classifiers decided.
struct Fixer: Sendable {
  /// The production code's classifier, then the tests' (when they are audited).
  let classifiers: [Classifier]

  /// A text replacement at a byte range of the original file.
  private struct Edit {
    var offset: Int
    var length: Int
    var replacement: String
  }

  func plan(
    for scans: [FileScan], skipped: [SkippedFile],
    systemFixes: [String: [Classifier.SystemFix]]
  ) -> FixPlan {
    var files: [FileFix] = []
    for scan in scans {
      guard case .parsed(let parsed) = scan.outcome, let source = parsed.source else { continue }
      let classifier = scan.isTest ? classifiers[classifiers.count - 1] : classifiers[0]
      var edits: [Edit] = []
      var changes: [FixChange] = []
      var imports = parsed.imports.modules
      var addedImports: [String] = []
      func needs(_ module: String, unless others: [String] = []) {
        guard !imports.contains(module), !others.contains(where: imports.contains) else { return }
        imports.insert(module)
        addedImports.append(module)
      }

      for candidate in parsed.accessorFixes
      where isHardWiredSingleton(candidate, classifier: classifier, module: scan.module) {
        edits.append(
          Edit(offset: candidate.attributeOffset, length: 0, replacement: "@Overridable "))
        if let letOffset = candidate.letOffset {
          edits.append(Edit(offset: letOffset, length: 3, replacement: "var"))
        }
        changes.append(
          FixChange(line: candidate.line, kind: .overridableAccessor(name: candidate.name)))
      }
      if !changes.isEmpty { needs(AuditRules.macrosModule) }

      let declaresNotificationCenter =
        classifier.index.resolve([AuditRules.notificationCenterType], from: [], module: scan.module)
        != nil
      if !declaresNotificationCenter, !parsed.notificationFixes.isEmpty {
        for candidate in parsed.notificationFixes {
          edits.append(
            Edit(
              offset: candidate.offset, length: candidate.length,
              replacement: AuditRules.notificationCenterOverridable))
          changes.append(FixChange(line: candidate.line, kind: .overridableNotificationCenter))
        }
        needs(AuditRules.notificationsModule, unless: [AuditRules.macrosModule])
      }

      for fix in systemFixes[scan.absolutePath] ?? [] {
        edits.append(Edit(offset: fix.offset, length: fix.length, replacement: fix.replacement))
        let original = String(
          decoding: source[fix.offset..<(fix.offset + fix.length)], as: UTF8.self)
        changes.append(
          FixChange(
            line: lineNumber(at: fix.offset, in: source),
            kind: .systemReplacement(original: original, replacement: fix.replacement)))
        if let module = fix.module { needs(module) }
      }
      guard !edits.isEmpty else { continue }

      if !addedImports.isEmpty {
        let newline = Self.newline(of: source)
        let lines = addedImports.map { "import \($0)" }
        let text =
          parsed.imports.followsImport
          ? lines.map { newline + $0 }.joined()
          : lines.map { $0 + newline }.joined() + newline
        edits.append(Edit(offset: parsed.imports.insertionOffset, length: 0, replacement: text))
        let first =
          lineNumber(at: parsed.imports.insertionOffset, in: source)
          + (parsed.imports.followsImport ? 1 : 0)
        for (position, module) in addedImports.enumerated() {
          changes.append(FixChange(line: first + position, kind: .addedImport(module: module)))
        }
      }

      var bytes = source
      for edit in edits.sorted(by: { $0.offset > $1.offset }) {
        bytes.replaceSubrange(
          edit.offset..<(edit.offset + edit.length), with: Array(edit.replacement.utf8))
      }
      files.append(
        FileFix(
          file: scan.file, path: scan.absolutePath,
          original: String(decoding: source, as: UTF8.self),
          fixed: String(decoding: bytes, as: UTF8.self),
          changes: changes.sorted { $0.line < $1.line }))
    }
    return FixPlan(files: files.sorted { $0.file < $1.file }, skipped: skipped)
  }

  /// Whether the candidate is a hard-wired singleton of a type the package declares (an
  /// extension's type may not be).
  private func isHardWiredSingleton(
    _ candidate: AccessorFixCandidate, classifier: Classifier, module: String
  ) -> Bool {
    guard let type = classifier.index.resolve(candidate.contextPath, from: [], module: module),
      !type.kind.declaresNoInstances
    else { return false }
    return classifier.isHardWiredSingleton(type, candidate.name)
  }

  /// The file's line ending, as its first line ends: `\r\n` or `\n`.
  private static func newline(of source: [UInt8]) -> String {
    guard let index = source.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
    return index > 0 && source[index - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
  }

  /// The 1-based line of the byte at `offset`.
  private func lineNumber(at offset: Int, in source: [UInt8]) -> Int {
    source[..<min(offset, source.count)].count { $0 == UInt8(ascii: "\n") } + 1
  }
}
