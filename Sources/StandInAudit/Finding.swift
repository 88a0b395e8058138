/// One place where code reaches shared state directly, and whether a test can replace it.
///
/// ```swift
/// let result = try Auditor(path: "Sources").audit()
/// for finding in result.findings where !finding.replaceable {
///   print(finding.location, finding.expression, finding.suggestion)
///   // Sources/App/Checkout.swift:12:5 Analytics.shared add @Overridable to `static let shared` …
/// }
/// ```
public struct Finding: Sendable, Hashable, Codable {
  /// What kind of reach a finding is.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `X.shared`, `X.default`, … (see ``AuditRules/isSharedAccessorName(_:)``).
    case sharedAccessor = "shared accessor"
    /// `NotificationCenter.default`, or its replaceable form `NotificationCenter.overridable`.
    case notificationCenter = "notification center"
    /// A static method or property of a type the package declares, used outside that type.
    case staticMember = "static member"
    /// `T(...)`: a class or actor the package declares, created inside another type's code.
    case creation
  }

  /// The file, relative to the audited directory (or as given, when a single file was audited).
  public var file: String
  /// The 1-based line where the reach starts.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, where the reach starts.
  public var column: Int
  /// What kind of reach this is.
  public var kind: Kind
  /// The type reached: its qualified name when the package declares it, else as written.
  public var type: String
  /// The member reached, such as `shared`; `init` for a ``Kind/creation``.
  public var member: String
  /// Whether a test can replace what is reached without changing this code.
  public var replaceable: Bool
  /// What to do about it, or how tests replace it when it is already replaceable.
  public var suggestion: String

  /// Creates a finding.
  public init(
    file: String, line: Int, column: Int, kind: Kind, type: String, member: String,
    replaceable: Bool, suggestion: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.kind = kind
    self.type = type
    self.member = member
    self.replaceable = replaceable
    self.suggestion = suggestion
  }

  /// `path:line:column`.
  public var location: String { "\(file):\(line):\(column)" }

  /// The reach as code: `Analytics.shared`, or `SyncService(…)` for a creation.
  public var expression: String {
    kind == .creation ? "\(type)(…)" : "\(type).\(member)"
  }

  /// Orders findings by file, then line, then column.
  static func byPosition(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    return lhs.member < rhs.member
  }
}
