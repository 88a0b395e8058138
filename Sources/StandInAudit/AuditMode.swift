/// Which front end resolved the audit's names, and why: the summary's "mode" line.
///
/// ```swift
/// let result = try Auditor(path: "Sources").audit()
/// print(result.mode.summary)
/// // type-accurate (the index store at .build/debug/index/store)
/// ```
public struct AuditMode: Sendable, Hashable, Codable {
  /// The two modes.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Every compiled use resolved through the compiler's index store.
    case typeAccurate = "type-accurate"
    /// Names resolved by the package's declarations as written, without a type checker.
    case syntaxOnly = "syntax-only"
  }

  /// The mode that ran.
  public var kind: Kind
  /// Which index store was read, or why none was.
  public var detail: String
  /// In the type-accurate mode: the files under the path the index has no fresh unit for
  /// (not compiled here, or changed since the build), audited by the syntax front end.
  public var filesBySyntax: Int

  /// Creates a mode description.
  public init(kind: Kind, detail: String, filesBySyntax: Int = 0) {
    self.kind = kind
    self.detail = detail
    self.filesBySyntax = filesBySyntax
  }

  /// The syntax-only mode, for `reason`.
  public static func syntaxOnly(_ reason: String) -> AuditMode {
    AuditMode(kind: .syntaxOnly, detail: reason)
  }

  /// One line for the summary: the mode and its detail.
  public var summary: String {
    var text = "\(kind.rawValue) (\(detail)"
    if kind == .typeAccurate, filesBySyntax > 0 {
      text +=
        "; \(filesBySyntax) file\(filesBySyntax == 1 ? "" : "s") not in it, read by the syntax front end"
    }
    return text + ")"
  }
}

/// A folder or target under the audited path that the audit left out, why, and the flag that
/// includes it: nothing is skipped silently.
///
/// ```swift
/// for folder in result.leftOut {
///   print("\(folder.folder): \(folder.reason) (\(folder.flag) includes it)")
/// }
/// // Tests/AppTests: test target (--include-tests includes it)
/// ```
public struct LeftOutFolder: Sendable, Hashable, Codable {
  /// The folder, relative to the audited path.
  public var folder: String
  /// Why: "test target", "used only by tests (AppTests)", "in no target of Package.swift"…
  public var reason: String
  /// The command-line flag that includes it.
  public var flag: String

  /// Creates an entry.
  public init(folder: String, reason: String, flag: String) {
    self.folder = folder
    self.reason = reason
    self.flag = flag
  }
}
