/// The first pass's index: every type the package declares (classes, structs, enums and actors,
/// nested ones included), with the static members declared in their braces and in their
/// extensions.
struct DeclaredTypes: Sendable {
  /// A static member and where it is declared.
  struct Member: Sendable, Hashable {
    var record: StaticMemberRecord
    var file: String
    /// Whether it is declared in an extension rather than in the type's own braces.
    var inExtension: Bool
  }

  /// One declared type, merged from its declaration(s) and extensions.
  struct DeclaredType: Sendable {
    var qualifiedName: String
    var simpleName: String
    var kind: TypeDeclarationRecord.Kind
    var file: String
    var line: Int
    var hasOverridableStatics: Bool
    var isGeneric: Bool
    var members: [String: [Member]] = [:]
    var slotNames: Set<String> = []
    var enumCases: Set<String> = []

    /// Whether `T(…)` creates a reference: a class or an actor.
    var isReferenceType: Bool { kind == .class || kind == .actor }

    /// `final class Analytics` style wording: `class Analytics`.
    var declaration: String { "\(kind.rawValue) \(simpleName)" }

    mutating func add(_ record: StaticMemberRecord, file: String, inExtension: Bool) {
      members[record.name, default: []].append(
        Member(record: record, file: file, inExtension: inExtension))
      if record.isSlot { slotNames.insert(record.name) }
    }
  }

  private(set) var types: [String: DeclaredType] = [:]
  private var bySimpleName: [String: [String]] = [:]
  /// Type aliases, by their simple name.
  private var aliases: [String: [AliasRecord]] = [:]

  /// Indexes the declarations of every parsed file.
  init(_ scans: [FileScan]) {
    var extensions: [TypeDeclarationRecord] = []
    for scan in scans {
      guard case .parsed(let parsed) = scan.outcome else { continue }
      for alias in parsed.aliases {
        if let name = alias.path.last { aliases[name, default: []].append(alias) }
      }
      for record in parsed.declarations {
        if record.kind == .extension {
          extensions.append(record)
          continue
        }
        let name = record.qualifiedName
        if types[name] == nil {
          types[name] = DeclaredType(
            qualifiedName: name, simpleName: record.path.last ?? name, kind: record.kind,
            file: record.file, line: record.line,
            hasOverridableStatics: record.hasOverridableStatics, isGeneric: record.isGeneric)
          bySimpleName[record.path.last ?? name, default: []].append(name)
        } else if record.hasOverridableStatics {
          types[name]?.hasOverridableStatics = true
        }
        for member in record.members {
          types[name]?.add(member, file: record.file, inExtension: false)
        }
        types[name]?.enumCases.formUnion(record.enumCases)
      }
    }
    for name in bySimpleName.keys { bySimpleName[name]?.sort() }
    for record in extensions {
      guard let name = resolve(record.path, from: [])?.qualifiedName else { continue }
      for member in record.members {
        types[name]?.add(member, file: record.file, inExtension: true)
      }
    }
  }

  /// The declared type that `names` (as written, outermost first) refers to from code inside
  /// `contexts`, or `nil` when the package does not declare it.
  ///
  /// Tries, in order: a type nested in an enclosing type (`Inner` inside `Outer` is
  /// `Outer.Inner`), the name as written, a unique type whose qualified name ends with it, and
  /// the name without leading parts (a module qualification such as `App.Analytics`); then the
  /// same for a `typealias` of that name, resolving what it names.
  func resolve(_ names: [String], from contexts: [[String]]) -> DeclaredType? {
    resolve(names, from: contexts, aliasDepth: 0)
  }

  private func resolve(_ names: [String], from contexts: [[String]], aliasDepth: Int)
    -> DeclaredType?
  {
    guard let last = names.last else { return nil }
    if let candidates = bySimpleName[last],
      let name = Self.match(
        names, contexts: contexts, among: candidates, exists: { types[$0] != nil })
    {
      return types[name]
    }
    // A type alias: at most a few hops, so that a cycle cannot recurse forever.
    guard aliasDepth < 4, let candidates = aliases[last] else { return nil }
    let byName = Dictionary(
      candidates.map { ($0.path.joined(separator: "."), $0) },
      uniquingKeysWith: { first, _ in first })
    guard
      let name = Self.match(
        names, contexts: contexts, among: byName.keys.sorted(), exists: { byName[$0] != nil }),
      let alias = byName[name]
    else { return nil }
    let aliasContexts = alias.path.indices.dropLast().map { Array(alias.path[...$0]) }
    return resolve(alias.target, from: aliasContexts, aliasDepth: aliasDepth + 1)
  }

  /// The qualified name among `candidates` (all ending in the same simple name) that `names`
  /// refers to from `contexts`.
  private static func match(
    _ names: [String], contexts: [[String]], among candidates: [String],
    exists: (String) -> Bool
  ) -> String? {
    let written = names.joined(separator: ".")
    for context in contexts.reversed() {
      let nested = (context + names).joined(separator: ".")
      if exists(nested) { return nested }
    }
    if exists(written) { return written }
    let suffix = "." + written
    if let match = candidates.first(where: { $0.hasSuffix(suffix) }) { return match }
    for dropped in 1..<max(names.count, 1) {
      let shorter = names.dropFirst(dropped).joined(separator: ".")
      if exists(shorter) { return shorter }
    }
    return nil
  }

  /// Whether code inside `contexts` is inside `type`'s own declaration or one of its extensions.
  func isInside(_ type: DeclaredType, contexts: [[String]]) -> Bool {
    guard !contexts.isEmpty else { return false }
    for index in contexts.indices where contexts[index].last == type.simpleName {
      let outer = Array(contexts[..<index])
      if resolve(contexts[index], from: outer)?.qualifiedName == type.qualifiedName { return true }
    }
    return false
  }
}
