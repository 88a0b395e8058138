#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The findings a team has accepted for now, so that CI fails only on new ones: what
/// `--write-baseline FILE` records and `--baseline FILE` subtracts, as SwiftLint's baseline does.
///
/// A finding is in the baseline when an entry has its file, kind, expression and enclosing
/// declaration (see ``FindingIdentity``); lines do not count, so edits above a finding, and
/// moves of code within its file, leave it recorded. What no entry holds that way may still be
/// held by one that differs only in its kind: the same code, classified otherwise by the other
/// mode (`Calendar.overridable` is a `shared accessor` read by syntax, `system` by the index)
/// or by a later StandIn. An entry whose file no longer holds it may still stand for a finding
/// with the same expression and declaration in another file: a renamed file, or a declaration
/// moved to another file. Last, a recorded creation holds a creation of the same type spelled by
/// another initializer (a baseline recorded `Parser(…)` before the finding was spelled
/// `Parser(filePath:)`). Alike findings are counted: two recorded `Date()`s in one function
/// let two through, and a third is new.
///
/// The file is JSON, one entry per finding, sorted, without line numbers, so it changes only
/// when findings do and reads well in a review:
///
/// ```swift
/// let result = try Auditor(path: "Sources").audit()
/// try Baseline(result).write(to: ".standin-baseline.json")
/// // later, in CI:
/// let comparison = try Baseline.read(".standin-baseline.json").compare(with: result)
/// comparison.new.count  // the findings to fail on
/// ```
public struct Baseline: Sendable, Hashable, Codable {
  /// One recorded finding.
  public struct Entry: Sendable, Hashable, Codable, Comparable {
    /// The file, relative to the audited directory.
    public var file: String
    /// The finding's kind: `system`, `shared accessor`, …
    public var kind: String
    /// The expression: `Date()`, `Analytics.shared`.
    public var expression: String
    /// The enclosing declaration: `NotesStore.save(_:)`.
    public var declaration: String

    /// Creates an entry.
    public init(file: String, kind: String, expression: String, declaration: String) {
      self.file = file
      self.kind = kind
      self.expression = expression
      self.declaration = declaration
    }

    /// The entry as this version spells its expression: a system type created with any
    /// arguments was written `Thread(*)` before and reads `Thread(…)` now, so a baseline written
    /// by an earlier version still matches.
    var inCurrentSpelling: Entry {
      guard expression.hasSuffix("(*)") else { return self }
      var entry = self
      entry.expression = expression.dropLast(3) + "(…)"
      return entry
    }

    init(_ identity: FindingIdentity) {
      self.init(
        file: identity.file, kind: identity.kind, expression: identity.expression,
        declaration: identity.declaration)
    }

    /// Orders entries by file, declaration, expression, kind.
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.declaration, lhs.expression, lhs.kind)
        < (rhs.file, rhs.declaration, rhs.expression, rhs.kind)
    }

    /// The entry without its file, for matching across files.
    fileprivate var withoutFile: Entry {
      Entry(file: "", kind: kind, expression: expression, declaration: declaration)
    }

    /// The entry without its kind, for matching code classified otherwise.
    fileprivate var withoutKind: Entry {
      Entry(file: file, kind: "", expression: expression, declaration: declaration)
    }

    /// The entry with a creation of the package's own type spelled `T(…)`, whatever initializer
    /// it names: an earlier version spelled every such creation so, where this one spells a
    /// finding that holds for one initializer only by it (`Parser(filePath:)`).
    fileprivate var withAnyInitializer: Entry {
      guard kind == Finding.Kind.creation.rawValue, expression.hasSuffix(")"),
        let open = expression.firstIndex(of: "(")
      else { return self }
      var entry = self
      entry.expression = expression[..<open] + "(…)"
      return entry
    }

    /// The ways an entry holds a finding, the closest first: the same entry, the same code
    /// reported with another kind, then either in another file; then a creation spelled by
    /// another initializer, in the same file or another.
    fileprivate static let loosenings: [@Sendable (Entry) -> Entry] = [
      { $0 }, \.withoutKind, \.withoutFile, \.withoutFile.withoutKind, \.withAnyInitializer,
      \.withAnyInitializer.withoutFile,
    ]
  }

  /// What comparing an audit with the baseline found.
  public struct Comparison: Sendable, Hashable {
    /// The findings the baseline does not hold, in file order.
    public var new: [Finding]
    /// Their identities, in the same order (counted among all of the audit's findings).
    public var newIdentities: [FindingIdentity]
    /// How many findings the baseline holds.
    public var recorded: Int
    /// The baseline's entries that no finding matches any longer: fixed, or changed past
    /// recognition. Writing the baseline again forgets them.
    public var gone: [Entry]
  }

  /// The format's version; a later StandIn reads older versions.
  public var version = 1
  /// The recorded findings, sorted.
  public var findings: [Entry]

  /// A baseline of `entries`.
  public init(entries: [Entry]) {
    self.findings = entries.sorted()
  }

  /// A baseline of every finding of `result`, hard-wired and replaceable.
  public init(_ result: AuditResult) {
    self.init(entries: FindingIdentity.identities(of: result).map(Entry.init))
  }

  /// Reads a baseline file.
  ///
  /// - Throws: ``AuditError/cannotRead(path:reason:)`` when the file cannot be read or is not a
  ///   baseline.
  public static func read(_ path: String) throws(AuditError) -> Baseline {
    let bytes = try FileSystem.read(path)
    do {
      let read = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
      return Baseline(entries: read.findings.map(\.inCurrentSpelling))
    } catch {
      throw .cannotRead(
        path: path, reason: "not a baseline written by --write-baseline (\(error))")
    }
  }

  /// The baseline as the file holds it: pretty-printed JSON with sorted keys, ending with a
  /// newline.
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings and numbers cannot fail.
    let data = try! encoder.encode(self)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes the baseline to `path`, creating or replacing the file.
  public func write(to path: String) throws(AuditError) {
    try FileSystem.write(Array(text.utf8), to: path, creating: true)
  }

  /// Which of `result`'s findings the baseline does not hold.
  public func compare(with result: AuditResult) -> Comparison {
    let identities = FindingIdentity.identities(of: result)
    var remaining = findings
    var unmatched = Array(identities.indices)
    for loosening in Entry.loosenings {
      var candidates: [Entry: [Entry]] = [:]
      for entry in remaining { candidates[loosening(entry), default: []].append(entry) }
      unmatched = unmatched.filter { index in
        let key = loosening(Entry(identities[index]))
        guard candidates[key]?.isEmpty == false else { return true }
        candidates[key]!.removeFirst()
        return false
      }
      remaining = candidates.values.flatMap { $0 }.sorted()
    }
    return Comparison(
      new: unmatched.map { result.findings[$0] }, newIdentities: unmatched.map { identities[$0] },
      recorded: result.findings.count - unmatched.count, gone: remaining)
  }
}
