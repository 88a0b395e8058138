/// One place where production code reaches shared state directly, and whether a test can replace
/// it.
///
/// ```swift
/// let result = try Auditor(path: "Sources").audit()
/// for finding in result.findings where !finding.replaceable {
///   print(finding.location, finding.expression, finding.suggestion)
///   // Sources/App/Checkout.swift:12:5 Analytics.shared add @Overridable to `static let shared` …
/// }
/// ```
public struct Finding: Sendable, Hashable, Codable {
  /// What kind of reach a finding is. The raw value is the `kind` of `--format json`.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A singleton: a static property (`Analytics.shared`, `sharedManager`, any name) holding an
    /// instance that holds mutable state or does I/O; or a `shared…` accessor of a type declared
    /// outside the package.
    case sharedAccessor = "shared accessor"
    /// `NotificationCenter.default`, or its replaceable form `NotificationCenter.overridable`.
    case notificationCenter = "notification center"
    /// A static method or computed property (or a top-level function) whose code reaches shared
    /// state, called from outside its type; or a static member a test can already stub.
    case staticMember = "static member"
    /// `T(…)`: a class or actor of the package whose instances reach shared state, or a clock or
    /// a random number generator reading the system's, created in another type's code; or a
    /// creation that leaves out an argument of a dependency's initializer whose default is a
    /// process-wide service.
    case creation
    /// The system's shared state, from the table `Resources/SystemSharedState.tsv`: the current
    /// date, UUIDs, random numbers, clocks, the file system, the network, user defaults, the
    /// process and its environment, bundles, standard streams, the locale, the main queue.
    case system
    /// A `static var`/`class var`, or a static `let` holding a lock, an atomic or a cache:
    /// process-wide mutable state, read or written.
    case mutableStatic = "mutable static"
    /// A global `var`, or a global `let` holding a lock, an atomic, a cache or a service.
    case globalVariable = "global variable"
  }

  /// The file, relative to the audited directory (or as given, when a single file was audited).
  public var file: String
  /// The 1-based line where the reach starts.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, where the reach starts.
  public var column: Int
  /// What kind of reach this is.
  public var kind: Kind
  /// The type reached: its qualified name when the package declares it, else as written; the
  /// module for a global.
  public var type: String
  /// The member reached, such as `shared`; `init` for a creation.
  public var member: String
  /// Whether a test can replace what is reached without changing this code.
  public var replaceable: Bool
  /// What to do about it, or how tests replace it when it is already replaceable.
  public var suggestion: String
  /// What is reached, as the report groups findings: "the current date", "the file system",
  /// "Analytics.shared", …
  public var reaches: String
  /// The reach as code: `Analytics.shared`, `Date()`, or `SyncService(…)` for a creation.
  public var expression: String
  /// Whether `--fix` rewrites it.
  public var fixable: Bool
  /// Which front end resolved it: the compiler's index, or the syntax (in a syntax-only run, or
  /// in an `#if` branch the build did not compile). `nil` in findings made by hand.
  public var origin: Origin?

  /// The front end that resolved a finding.
  public enum Origin: String, Sendable, Hashable, Codable {
    /// The compiler's index store: the declaration each name refers to is known.
    case index
    /// The syntax front end: names are resolved by the package's declarations as written.
    case syntax
  }

  /// Creates a finding.
  public init(
    file: String, line: Int, column: Int, kind: Kind, type: String, member: String,
    replaceable: Bool, suggestion: String, reaches: String? = nil, expression: String? = nil,
    fixable: Bool = false
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.kind = kind
    self.type = type
    self.member = member
    self.replaceable = replaceable
    self.suggestion = suggestion
    let expression = expression ?? (kind == .creation ? "\(type)(…)" : "\(type).\(member)")
    self.expression = expression
    self.reaches = reaches ?? expression
    self.fixable = fixable
  }

  /// `path:line:column`.
  public var location: String { "\(file):\(line):\(column)" }

  /// Orders findings by file, then line, then column.
  static func byPosition(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    return lhs.member < rhs.member
  }
}
