/// The system's functions, methods and initializers whose default argument reaches shared state,
/// read from `Resources/SystemHiddenDefaults.tsv` (compiled into the tool; written by
/// `Scripts/make-hidden-defaults.py` from the toolchain's symbol graphs). A call that leaves the
/// argument out reaches what the default reaches, though nothing at the call names it:
/// `zone.abbreviation()` reads the current date, since `abbreviation(for date: Date = Date())`.
///
/// ```swift
/// let calls = SystemHiddenDefaults.shared.calls(named: "abbreviation")
/// calls.first?.entry                                   // "Date()"
/// calls.first?.isLeftOut(byArgumentLabels: [])         // true
/// calls.first?.isLeftOut(byArgumentLabels: ["for"])    // false
/// ```
struct SystemHiddenDefaults: Sendable {
  /// One line of the table: a call and one of its parameters whose default reaches an entry of
  /// ``SystemTable``.
  struct Call: Sendable, Hashable {
    /// The call as the table writes it: `TimeZone.abbreviation(for:)`.
    var signature: String
    /// The enclosing types, outermost first; empty for a free function.
    var typePath: [String]
    /// The function's name, `init` for an initializer.
    var name: String
    /// The parameters' argument labels, `_` for none.
    var labels: [String]
    /// The label of the parameter whose default reaches shared state.
    var parameter: String
    /// The default as declared (`.autoupdatingCurrent`).
    var defaultValue: String
    /// The pattern of the ``SystemTable`` entry the default is (`Locale.autoupdatingCurrent`).
    var entry: String

    /// The name a call site spells: the type's for an initializer (`IntegerFormatStyle(…)`).
    var calledName: String { name == "init" ? typePath.last ?? name : name }

    /// Whether a call with these argument labels (`nil`: unlabelled) is one of this signature
    /// that leaves ``parameter`` out. Arguments are matched to parameters in order.
    func isLeftOut(byArgumentLabels arguments: [String?]) -> Bool {
      var next = 0
      var passed: Set<Int> = []
      for argument in arguments {
        let label = argument ?? "_"
        guard let position = labels[next...].firstIndex(of: label) else { return false }
        passed.insert(position)
        next = position + 1
      }
      guard let position = labels.firstIndex(of: parameter) else { return false }
      return !passed.contains(position)
    }
  }

  /// The table compiled into the tool.
  static let shared = SystemHiddenDefaults(
    text: String(decoding: PackageResources.SystemHiddenDefaults_tsv, as: UTF8.self))

  private var byCalledName: [String: [Call]] = [:]

  /// The names call sites spell, for the scanner to record only calls the table may hold.
  private(set) var calledNames: Set<String> = []

  /// Parses a table in the format of `Resources/SystemHiddenDefaults.tsv`; comment lines and
  /// malformed lines are ignored.
  init(text: String) {
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 4, let call = Self.call(columns) else { continue }
      byCalledName[call.calledName, default: []].append(call)
      calledNames.insert(call.calledName)
    }
  }

  /// The calls a call site spelling `name` may be.
  func calls(named name: String) -> [Call] {
    byCalledName[name] ?? []
  }

  private static func call(_ columns: [String]) -> Call? {
    let signature = columns[0]
    guard let open = signature.firstIndex(of: "("), signature.hasSuffix(":)") else { return nil }
    let path = signature[..<open].split(separator: ".").map(String.init)
    guard let name = path.last else { return nil }
    let labels = signature[
      signature.index(after: open)..<signature.index(before: signature.endIndex)
    ]
    .split(separator: ":").map(String.init)
    return Call(
      signature: signature, typePath: Array(path.dropLast()), name: name, labels: labels,
      parameter: columns[1], defaultValue: columns[2], entry: columns[3])
  }
}
