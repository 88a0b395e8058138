/// The system's shared state that the audit reports, read from `Resources/SystemSharedState.tsv`
/// (compiled into the tool), each entry with the StandIn way to replace it.
///
/// ```swift
/// let entry = SystemTable.shared.member(type: "FileManager", "default")
/// entry?.replacement  // "FileManager.overridable"
/// entry?.reaches      // "the file system"
/// ```
public struct SystemTable: Sendable {
  /// One line of the table.
  public struct Entry: Sendable, Hashable {
    /// What code writes, as in the table: `FileManager.default`, `Date()`, `getenv()`, `stderr`.
    public var pattern: String
    /// What it reaches, such as "the file system": the report groups findings by it.
    public var reaches: String
    /// What to write instead.
    public var replacement: String
    /// The exact text `--fix` writes in place of the pattern, when the rewrite is mechanical.
    public var fix: String?
    /// The module that offers the replacement, such as `StandInSystem`.
    public var module: String?

    /// Whether the entry marks a type whose instances are process-wide boxes (locks, atomics,
    /// caches) rather than shared state of its own.
    public var isBox: Bool { reaches == SystemTable.boxGroup }
  }

  /// The table compiled into the tool.
  public static let shared = SystemTable(
    text: String(decoding: PackageResources.SystemSharedState_tsv, as: UTF8.self))

  /// The `reaches` value of the box entries.
  static let boxGroup = "box"

  /// What the entries of these groups give is a value (a date, a UUID, a number, a locale, the
  /// process's id), not a handle on shared state: an object that reads one while it is created
  /// is stamped, not a service.
  static let valueGroups: Set<String> = [
    "the current date", "UUIDs", "random numbers", "the current locale, time zone and calendar",
    "clocks", "the process's identity",
  ]

  /// The group of the process's arguments, environment and user: values fixed for the
  /// process, or read once where they are used.
  static let processInfoGroup = "process info and environment"

  /// The entries of these groups do I/O: a value whose initializer's own code uses one is
  /// created by doing I/O (`MustacheTemplate(filename:)`).
  static let inputOutputGroups: Set<String> = [
    "the file system", "the network", "standard streams", "process signals", "the keychain",
    "user defaults",
  ]

  /// The modules whose names may qualify a system type, as in `Foundation.Date()`.
  static let systemModules: Set<String> = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "Dispatch", "Darwin", "Glibc",
    "Musl",
    "UIKit", "AppKit", "WatchKit", "NIOCore", "NIOPosix", "CoreFoundation", "CRT", "ucrt",
    "Android", "WASILibc",
  ]

  /// Every entry, in the table's order.
  public private(set) var entries: [Entry] = []
  private var byPattern: [String: Entry] = [:]
  /// The names of the instance methods in the table (`randomElement`, `shuffled`, …).
  private(set) var instanceMethods: Set<String> = []
  /// The instance methods the table names with their first argument's label, by name: the
  /// labels (`write`: `to`, `toFile`).
  private(set) var labelledInstanceMethods: [String: Set<String>] = [:]
  /// The names of the implicit members in the table (`now`).
  private(set) var implicitMembers: Set<String> = []
  /// The names of the instance properties in the table, read on any value
  /// (`timeIntervalSinceNow`, `localizedUppercase`).
  private(set) var instanceProperties: Set<String> = []
  /// The names the table uses as types: with a member (`Date.now`) or an initializer's label
  /// (`Date(timeIntervalSinceNow:)`, `Thread(*)`).
  private var typeNames: Set<String> = []

  /// Parses a table in the format of `Resources/SystemSharedState.tsv`; lines that are empty,
  /// comments or malformed are ignored.
  ///
  /// ```swift
  /// let table = SystemTable(text: "Date()\tthe current date\tDate.overridable()\t-\t-")
  /// table.creation(type: "Date", firstLabel: "")?.reaches  // "the current date"
  /// ```
  public init(text: String) {
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 5 else { continue }
      let entry = Entry(
        pattern: columns[0], reaches: columns[1], replacement: columns[2],
        fix: columns[3] == "-" ? nil : columns[3], module: columns[4] == "-" ? nil : columns[4])
      entries.append(entry)
      byPattern[entry.pattern] = entry
      if entry.pattern.hasPrefix(Self.instancePropertyPrefix) {
        let name = entry.pattern.dropFirst(Self.instancePropertyPrefix.count)
        instanceProperties.insert(String(name))
      } else if entry.pattern.hasPrefix("."), entry.pattern.hasSuffix("()") {
        instanceMethods.insert(String(entry.pattern.dropFirst().dropLast(2)))
      } else if entry.pattern.hasPrefix("."), entry.pattern.hasSuffix(":)"),
        let open = entry.pattern.firstIndex(of: "(")
      {
        let name = String(
          entry.pattern[entry.pattern.index(after: entry.pattern.startIndex)..<open])
        let label = String(entry.pattern[entry.pattern.index(after: open)...].dropLast(2))
        labelledInstanceMethods[name, default: []].insert(label)
      } else if entry.pattern.hasPrefix(".") {
        implicitMembers.insert(String(entry.pattern.dropFirst()))
      } else if let end = entry.pattern.firstIndex(where: { $0 == "." || $0 == "(" }),
        entry.pattern[end] == "." || !entry.pattern.hasSuffix("()")
      {
        typeNames.insert(String(entry.pattern[..<end]))
      }
    }
  }

  /// The entry whose pattern is `pattern` (`Date()`, `Locale.autoupdatingCurrent`).
  func entry(pattern: String) -> Entry? {
    byPattern[pattern]
  }

  /// The entry for the static member `type.member`.
  public func member(type: String, _ member: String) -> Entry? {
    byPattern["\(type).\(member)"]
  }

  /// The entry for creating `type` with a first argument labelled `firstLabel` (`""`: no
  /// arguments; `nil`: an unlabelled first argument).
  public func creation(type: String, firstLabel: String?) -> Entry? {
    if let firstLabel {
      let exact = firstLabel.isEmpty ? "\(type)()" : "\(type)(\(firstLabel):)"
      if let entry = byPattern[exact] { return entry }
    }
    return byPattern["\(type)(*)"]
  }

  /// The entry for calling the free function `name`.
  public func function(_ name: String) -> Entry? {
    byPattern["\(name)()"]
  }

  /// The entry of the C function that `name` is a vendored copy of, renamed with a prefix
  /// (sqlite-nio's `sqlite_nio_sqlite3_open_v2`, a copy of SQLite's `sqlite3_open_v2`): the
  /// longest table function, itself with an underscore in its name, that `name` ends with after
  /// an underscore. A short name (`open`, `getenv`) is no library's symbol prefix.
  ///
  /// ```swift
  /// SystemTable.shared.prefixedCopy(of: "sqlite_nio_sqlite3_open_v2")?.reaches  // "the file system"
  /// SystemTable.shared.prefixedCopy(of: "my_getenv")                            // nil
  /// ```
  func prefixedCopy(of name: String) -> Entry? {
    var rest = Substring(name)
    while let underscore = rest.firstIndex(of: "_") {
      rest = rest[rest.index(after: underscore)...]
      guard rest.contains("_") else { return nil }
      if let entry = function(String(rest)) { return entry }
    }
    return nil
  }

  /// The entry for calling `name`, spelled like a type, with arguments: a free function of the
  /// table when the table uses the name as no type (`NSLocalizedString(key, comment: "")`).
  func capitalizedFunction(_ name: String) -> Entry? {
    typeNames.contains(name) ? nil : function(name)
  }

  /// The entry for a call of a C function the table does not list, made without arguments for
  /// its effect alone (``AuditRules/isEffectOnlyCall(_:)``): it acts on the process's state.
  func effectOnlyCall(_ name: String) -> Entry {
    Entry(
      pattern: "\(name)()", reaches: "the process",
      replacement: "call it through an @Overridable accessor of your own", fix: nil, module: nil)
  }

  /// The table with `entries` added, each where the table has no entry of its pattern.
  func adding(_ entries: [Entry]) -> SystemTable {
    var table = self
    for entry in entries where table.byPattern[entry.pattern] == nil {
      table.entries.append(entry)
      table.byPattern[entry.pattern] = entry
    }
    return table
  }

  /// The entry for reading the free global `name`.
  public func variable(_ name: String) -> Entry? {
    byPattern[name]
  }

  /// How the table writes an instance property read on any value: `x.timeIntervalSinceNow`.
  static let instancePropertyPrefix = "x."

  /// The entry for calling the instance method `name` without `using:`, or reading the
  /// instance property `name`; `name` is `method(label:)` for a method the table names with its
  /// first argument's label.
  ///
  /// ```swift
  /// SystemTable.shared.instanceCall("shuffled")?.pattern              // ".shuffled()"
  /// SystemTable.shared.instanceCall("timeIntervalSinceNow")?.pattern  // "x.timeIntervalSinceNow"
  /// ```
  public func instanceCall(_ name: String) -> Entry? {
    name.hasSuffix(":)")
      ? byPattern[".\(name)"]
      : byPattern[".\(name)()"] ?? byPattern[Self.instancePropertyPrefix + name]
  }

  /// What a system type's StandIn replacement (`Date.overridable`, `FileManager.overridable`)
  /// stands in for, when the table names one.
  public func replacedType(_ type: String) -> String? {
    let prefix = "\(type).\(AuditRules.overridableMember)"
    return entries.first { $0.replacement.hasPrefix(prefix) }?.reaches
  }

  /// The entry for the implicit member `.name`, whose type the compiler infers.
  public func implicitMember(_ name: String) -> Entry? {
    byPattern[".\(name)"]
  }

  /// Whether creating `type` makes a process-wide box (a lock, an atomic, a cache).
  public func isBox(_ type: String) -> Bool {
    byPattern["\(type)(*)"]?.isBox ?? false
  }

  /// The system type that `names` (as written) spells, without a system module's
  /// qualification: `["Foundation", "Date"]` is `Date`; `nil` for a longer path.
  static func systemTypeName(_ names: [String]) -> String? {
    guard let last = names.last else { return nil }
    if names.count == 1 { return last }
    if names.count == 2, systemModules.contains(names[0]) { return last }
    return nil
  }
}
