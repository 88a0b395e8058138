/// The first pass's index: every type the package declares (classes, structs, enums and actors,
/// nested ones included) with its module, its static members (declared in its braces and in its
/// extensions), its instance state and what it inherits; its protocols, with what they inherit
/// and their extensions' static members; and the package's globals and top-level functions.
///
/// A name resolves to the audited module's own type first, then to a type of another module; a
/// type declared in a test file only from its own module.
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
    /// Unique across modules: the module and the qualified name.
    var id: String
    var qualifiedName: String
    var simpleName: String
    var module: String
    /// Whether it is declared in a test file: then only code of its own module sees it.
    var inTests: Bool
    var kind: TypeDeclarationRecord.Kind
    var file: String
    var line: Int
    var hasOverridableStatics: Bool
    var isGeneric: Bool
    var inherited: [[String]]
    var members: [String: [Member]] = [:]
    var slotNames: Set<String> = []
    var enumCases: Set<String> = []
    var instanceMemberNames: Set<String> = []
    /// The files in which each `private` or `fileprivate` instance member is seen, for those
    /// that no declaration makes wider.
    var fileScopedInstanceMembers: [String: Set<String>] = [:]
    var hasMutableInstanceState: Bool
    var hasStoredInstanceProperties: Bool
    /// For a protocol: whether it is `public`.
    var isPublic: Bool
    var instanceLetValueTypes: [[String]]
    var mutatingMethods: Set<String> = []
    /// The methods each instance method calls on the instance itself.
    var selfCalls: [String: Set<String>] = [:]
    /// Each initializer's parameters, of the type's declaration and its extensions.
    var initializers: [[CallArguments.Parameter]] = []
    /// Where each of ``initializers`` is declared, in the same order.
    var initializerSites: [Classifier.MemberSite] = []
    /// Each instance method's overloads' parameters, by the method's name, of the type's
    /// declaration and its extensions.
    var instanceMethods: [String: [[CallArguments.Parameter]]] = [:]
    /// For a struct whose declaration writes no initializer: its memberwise initializer's
    /// parameters.
    var memberwiseInitializer: [CallArguments.Parameter]? = nil
    /// Whether it is a property wrapper, and whether its `wrappedValue` can be set.
    var isPropertyWrapper = false
    var hasSettableWrappedValue = false

    /// The scopes a name written in the type's declaration is looked up in, outermost first:
    /// `ElementSegment.Flag`'s are `ElementSegment` and `ElementSegment.Flag`, so its
    /// `static let x = Flag(rawValue: 1)` means itself, not another module's `Flag`.
    var scopes: [[String]] {
      let path = qualifiedName.split(separator: ".").map(String.init)
      return path.indices.map { Array(path[...$0]) }
    }

    /// Whether `T(…)` creates a reference: a class or an actor.
    var isReferenceType: Bool { kind == .class || kind == .actor }

    /// Where the one initializer that a creation with `arguments` can call is declared: by the
    /// syntax, `Self(contentsOf: p, maximumSizeAllowed: m, fileSystem: f)` is not the
    /// `init(contentsOf:maximumSizeAllowed:)` beside it. `nil` when none or several can.
    func initializerSite(calledWith arguments: CallArguments) -> Classifier.MemberSite? {
      let callable = initializers.indices.filter { arguments.canCall(initializers[$0]) }
      guard callable.count == 1, initializerSites.count == initializers.count else { return nil }
      return initializerSites[callable[0]]
    }

    /// Whether one of ``initializers`` is reached by a creation of the ``InitializerKey`` `key`:
    /// its first parameter's label, or a later one's while every one before has a default.
    func declaresInitializer(reachedBy key: String) -> Bool {
      initializers.contains { parameters in
        for parameter in parameters {
          if parameter.label == key { return true }
          if !parameter.hasDefault { return false }
        }
        return key == ""
      }
    }

    /// Whether `T(…)` creates a value that holds nothing: a struct without stored properties,
    /// which is only what its methods do (`struct StdoutOutputStream`, whose `write` writes).
    var isStatelessValue: Bool { kind == .struct && !hasStoredInstanceProperties }

    /// Adds to ``mutatingMethods`` every method that calls one on the instance itself,
    /// directly or not (`benchmark(…)` calling `register(…)`, which appends).
    mutating func closeMutatingMethods() {
      var changed = true
      while changed {
        changed = false
        for (method, called) in selfCalls
        where !mutatingMethods.contains(method) && !called.isDisjoint(with: mutatingMethods) {
          mutatingMethods.insert(method)
          changed = true
        }
      }
    }

    /// `final class Analytics` style wording: `class Analytics`.
    var declaration: String { "\(kind.rawValue) \(simpleName)" }

    mutating func add(_ record: StaticMemberRecord, file: String, inExtension: Bool) {
      members[record.name, default: []].append(
        Member(record: record, file: file, inExtension: inExtension))
      if record.isSlot { slotNames.insert(record.name) }
    }

    /// Adds the instance members `record` declares, in the type's body or an extension.
    mutating func addInstanceMembers(of record: TypeDeclarationRecord) {
      for name in record.instanceMemberNames {
        let isFileScoped = record.fileScopedInstanceMemberNames.contains(name)
        if instanceMemberNames.insert(name).inserted, isFileScoped {
          fileScopedInstanceMembers[name] = [record.file]
        } else if isFileScoped, fileScopedInstanceMembers[name] != nil {
          fileScopedInstanceMembers[name]?.insert(record.file)
        } else if !isFileScoped {
          fileScopedInstanceMembers[name] = nil
        }
      }
    }

    /// Whether an instance member named `name` is in scope in the type's code in `file`: a
    /// `private` one only in its own file (postgres-nio's `ConnectionPool` has a private
    /// `requestIDGenerator`, and its extension in another file reads the global of that name).
    func hasInstanceMember(_ name: String, seenFrom file: String) -> Bool {
      guard instanceMemberNames.contains(name) else { return false }
      return fileScopedInstanceMembers[name]?.contains(file) ?? true
    }
  }

  /// A global and its module.
  struct Global: Sendable {
    var record: GlobalRecord
    var module: String
    /// Unique across modules.
    var id: String { "\(module).\(record.name)" }
  }

  private(set) var types: [String: DeclaredType] = [:]
  /// The ids of the types of each qualified name, one per module that declares it.
  private var byQualifiedName: [String: [String]] = [:]
  private var bySimpleName: [String: [String]] = [:]
  /// Type aliases, by their simple name.
  private var aliases: [String: [AliasRecord]] = [:]
  private var globals: [String: [Global]] = [:]
  /// The modules that declare a top-level function of each name.
  private var functions: [String: Set<String>] = [:]
  /// Each overload's parameters of the top-level functions of every module read, by name.
  private var functionParameters: [String: [[CallArguments.Parameter]]] = [:]
  /// Each overload's result type as written of the top-level functions of every module read,
  /// by name.
  private var functionReturnTypes: [String: [[String]?]] = [:]
  /// The functions declared only in `#if` clauses this machine's compiler leaves out, by name.
  private var leftOutFunctions: [String: Set<String>] = [:]
  /// The modules whose sources were scanned: a declaration of any other module is the system's.
  private(set) var modules: Set<String> = []
  /// The names of the instance members that any type, protocol or extension read declares: a
  /// conforming type's code calls one unqualified (`stopObserving()` from a protocol's extension).
  private(set) var instanceMemberNames: Set<String> = []
  /// For each name, the one protocol or extension that an implicit member `.name` can mean
  /// (``implicitMemberOwner(_:)``); a name that two declare, or a type's static or case, has none.
  private var implicitMemberOwners: [String: String] = [:]
  /// For each name, the one extension of another module's type that declares an instance
  /// member by it, when no other declaration read does (``extensionMethodOwner(_:)``).
  private var extensionMethodOwners: [String: String] = [:]

  /// Indexes the declarations of every parsed file.
  init(_ scans: [FileScan]) {
    var extensions: [(TypeDeclarationRecord, String, Bool)] = []
    for scan in scans {
      guard case .parsed(let parsed) = scan.outcome else { continue }
      modules.insert(scan.module)
      for alias in parsed.aliases {
        if let name = alias.path.last { aliases[name, default: []].append(alias) }
      }
      for global in parsed.globals {
        globals[global.name, default: []].append(Global(record: global, module: scan.module))
      }
      for function in parsed.functions { functions[function, default: []].insert(scan.module) }
      functionParameters.merge(parsed.functionParameters) { $0 + $1 }
      functionReturnTypes.merge(parsed.functionReturnTypes) { $0 + $1 }
      for function in parsed.leftOutFunctions {
        leftOutFunctions[function, default: []].insert(scan.module)
      }
      for record in parsed.declarations {
        instanceMemberNames.formUnion(record.instanceMemberNames)
        if record.kind == .extension {
          extensions.append((record, scan.module, scan.isTest))
          continue
        }
        add(record, module: scan.module, inTests: scan.isTest)
      }
    }
    for name in bySimpleName.keys { bySimpleName[name]?.sort() }
    for name in byQualifiedName.keys { byQualifiedName[name]?.sort() }
    for (record, module, inTests) in extensions {
      guard let id = resolve(record.path, from: [], module: module)?.id else {
        // An extension of another module's type (`extension CommandLine { static var … }`):
        // its statics are the package's own.
        add(record, module: module, inTests: inTests)
        continue
      }
      for member in record.members {
        types[id]?.add(member, file: record.file, inExtension: true)
      }
      types[id]?.addInstanceMembers(of: record)
      types[id]?.mutatingMethods.formUnion(record.mutatingMethods)
      types[id]?.selfCalls.merge(record.selfCalls) { $0.union($1) }
      types[id]?.inherited += record.inherited
      types[id]?.initializers += record.initializers
      types[id]?.initializerSites += record.initializerSites
      types[id]?.instanceMethods.merge(record.instanceMethods, uniquingKeysWith: +)
    }
    for id in types.keys { types[id]?.closeMutatingMethods() }
    indexImplicitMembers()
    indexExtensionMethods()
  }

  /// The parameters of each overload of the top-level functions named `name`, in any module.
  func parameters(ofFunction name: String) -> [[CallArguments.Parameter]] {
    functionParameters[name] ?? []
  }

  /// The result type as written of the top-level functions named `name`, when every overload
  /// in every module read returns the same one (`Worker` of `func makeWorker() -> Worker`).
  func returnType(ofFunction name: String) -> [String]? {
    guard let types = functionReturnTypes[name], let first = types.first, let first,
      types.allSatisfy({ $0 == first })
    else { return nil }
    return first
  }

  /// The package's extension of another module's type that a call `x.name(…)` whose receiver's
  /// type nothing written says means: the one such extension that declares an instance member
  /// `name`, when no other type, protocol or extension read declares one
  /// (`buffer.initializeWithRandomBytes(count:)`, from swift-crypto's `extension
  /// UnsafeMutableRawBufferPointer`).
  func extensionMethodOwner(_ name: String) -> DeclaredType? {
    extensionMethodOwners[name].flatMap { types[$0] }
  }

  private mutating func indexExtensionMethods() {
    var ambiguous: Set<String> = []
    for (id, type) in types {
      guard type.kind == .extension else {
        ambiguous.formUnion(type.instanceMemberNames)
        continue
      }
      for name in type.instanceMemberNames
      where extensionMethodOwners.updateValue(id, forKey: name) != nil {
        ambiguous.insert(name)
      }
    }
    for name in ambiguous { extensionMethodOwners[name] = nil }
  }

  /// The declaration that an implicit member `.name` whose type nothing written says means:
  /// a static member of a protocol's extension, which Swift lets code name as a member of a
  /// conforming type the context expects (`clock: .internalUTC`, from `extension Clock where
  /// Self == BenchmarkClock`), or of an extension of a type the package does not declare. Only
  /// when exactly one such extension declares the name, and no type of the package declares a
  /// static member or a case by it.
  func implicitMemberOwner(_ name: String) -> DeclaredType? {
    implicitMemberOwners[name].flatMap { types[$0] }
  }

  private mutating func indexImplicitMembers() {
    var ambiguous: Set<String> = []
    for (id, type) in types {
      guard type.kind.declaresNoInstances else {
        ambiguous.formUnion(type.members.keys)
        ambiguous.formUnion(type.enumCases)
        continue
      }
      for name in type.members.keys where implicitMemberOwners.updateValue(id, forKey: name) != nil
      {
        ambiguous.insert(name)
      }
    }
    for name in ambiguous { implicitMemberOwners[name] = nil }
  }

  private mutating func add(_ record: TypeDeclarationRecord, module: String, inTests: Bool) {
    let name = record.qualifiedName
    let id = "\(module)\u{1}\(name)"
    if types[id] == nil {
      let simpleName = record.path.last ?? name
      types[id] = DeclaredType(
        id: id, qualifiedName: name, simpleName: simpleName, module: module, inTests: inTests,
        kind: record.kind,
        file: record.file, line: record.line, hasOverridableStatics: record.hasOverridableStatics,
        isGeneric: record.isGeneric, inherited: record.inherited,
        hasMutableInstanceState: record.hasMutableInstanceState,
        hasStoredInstanceProperties: record.hasStoredInstanceProperties,
        isPublic: record.isPublic, instanceLetValueTypes: record.instanceLetValueTypes)
      if byQualifiedName[name] == nil { bySimpleName[simpleName, default: []].append(name) }
      byQualifiedName[name, default: []].append(id)
    } else {
      // The same type declared again (under `#if` branches): merge what each says.
      var type = types[id]!
      type.hasOverridableStatics = type.hasOverridableStatics || record.hasOverridableStatics
      type.hasMutableInstanceState = type.hasMutableInstanceState || record.hasMutableInstanceState
      type.hasStoredInstanceProperties =
        type.hasStoredInstanceProperties || record.hasStoredInstanceProperties
      type.isPublic = type.isPublic || record.isPublic
      type.instanceLetValueTypes += record.instanceLetValueTypes
      type.inherited += record.inherited
      types[id] = type
    }
    if record.isPropertyWrapper { types[id]?.isPropertyWrapper = true }
    if record.hasSettableWrappedValue { types[id]?.hasSettableWrappedValue = true }
    for member in record.members {
      types[id]?.add(member, file: record.file, inExtension: false)
    }
    types[id]?.enumCases.formUnion(record.enumCases)
    types[id]?.mutatingMethods.formUnion(record.mutatingMethods)
    types[id]?.selfCalls.merge(record.selfCalls) { $0.union($1) }
    types[id]?.initializers += record.initializers
    types[id]?.initializerSites += record.initializerSites
    types[id]?.instanceMethods.merge(record.instanceMethods, uniquingKeysWith: +)
    if let memberwise = record.memberwiseInitializer {
      types[id]?.memberwiseInitializer = memberwise
    }
    types[id]?.addInstanceMembers(of: record)
  }

  /// The declared type that `names` (as written, outermost first) refers to from code of
  /// `module` inside `contexts`, or `nil` when the package does not declare it.
  ///
  /// Tries, in order: a type nested in an enclosing type (`Inner` inside `Outer` is
  /// `Outer.Inner`), the name as written, a unique type whose qualified name ends with it, and
  /// the name without leading parts (a module qualification such as `App.Analytics`); then the
  /// same for a `typealias` of that name, resolving what it names. Among the modules that
  /// declare it, `module`'s own type wins, then the module the name is qualified with.
  func resolve(_ names: [String], from contexts: [[String]], module: String) -> DeclaredType? {
    resolve(names, from: contexts, module: module, aliasDepth: 0)
  }

  private func resolve(
    _ names: [String], from contexts: [[String]], module: String, aliasDepth: Int
  ) -> DeclaredType? {
    guard let last = names.last else { return nil }
    // A name written bare outside its outer type's code (`Array`) means a nested type
    // (`URLEncodedFormNode.Array`) only in that type's own module, where a subclass's code may
    // name its superclass's nested types so: no other module's nested type, whatever its name.
    if let candidates = bySimpleName[last],
      let (name, qualifier) = Self.match(
        names, contexts: contexts, among: candidates, exists: { byQualifiedName[$0] != nil },
        nestedIn: { byQualifiedName[$0]?.contains { self.types[$0]?.module == module } ?? false })
    {
      return pick(byQualifiedName[name] ?? [], module: module, qualifier: qualifier)
    }
    // A type alias: at most a few hops, so that a cycle cannot recurse forever.
    guard aliasDepth < 4, let candidates = aliases[last] else { return nil }
    let byName = Dictionary(
      candidates.map { ($0.path.joined(separator: "."), $0) },
      uniquingKeysWith: { first, _ in first })
    guard
      let (name, _) = Self.match(
        names, contexts: contexts, among: byName.keys.sorted(), exists: { byName[$0] != nil },
        nestedIn: { _ in true }),
      let alias = byName[name]
    else { return nil }
    let aliasContexts = alias.path.indices.dropLast().map { Array(alias.path[...$0]) }
    return resolve(alias.target, from: aliasContexts, module: module, aliasDepth: aliasDepth + 1)
  }

  /// The type among `ids` (one qualified name, several modules) that code of `module` means. A
  /// test module's type is seen only from that module: no other module can import it. The type
  /// of the module the name is qualified with comes first (grpc-swift-nio-transport's
  /// `extension NIOCore.SocketAddress`, beside a `SocketAddress` of its own), then the code's
  /// own module's; else a type before a protocol of the same name (NIOCore's `protocol
  /// FileDescriptor` beside swift-system's `struct FileDescriptor`, which NIO's file system code
  /// extends).
  private func pick(_ ids: [String], module: String, qualifier: String?) -> DeclaredType? {
    let ids = ids.filter { id in types[id].map { !$0.inTests || $0.module == module } ?? false }
    if ids.count > 1 {
      if let qualifier, let named = ids.first(where: { types[$0]?.module == qualifier }) {
        return types[named]
      }
      if let own = ids.first(where: { types[$0]?.module == module }) { return types[own] }
      if let type = ids.first(where: { types[$0]?.kind != .protocol }) { return types[type] }
    }
    return ids.first.flatMap { types[$0] }
  }

  /// The qualified name among `candidates` (all ending in the same simple name) that `names`
  /// refers to from `contexts`, and the leading name dropped to find it, if any. Outside the
  /// contexts, `names` means a type nested deeper only where `isVisibleNested` says so.
  private static func match(
    _ names: [String], contexts: [[String]], among candidates: [String],
    exists: (String) -> Bool, nestedIn isVisibleNested: (String) -> Bool
  ) -> (String, String?)? {
    let written = names.joined(separator: ".")
    for context in contexts.reversed() {
      let nested = (context + names).joined(separator: ".")
      if exists(nested) { return (nested, nil) }
    }
    if exists(written) { return (written, nil) }
    let suffix = "." + written
    if let match = candidates.first(where: { $0.hasSuffix(suffix) && isVisibleNested($0) }) {
      return (match, nil)
    }
    for dropped in 1..<max(names.count, 1) {
      let shorter = names.dropFirst(dropped).joined(separator: ".")
      if exists(shorter) { return (shorter, names[0]) }
    }
    return nil
  }

  /// The static members named `name` of `type`, of the classes it inherits from, or of the
  /// extensions of the protocols they conform to, directly or through other protocols
  /// (`BenchmarkCommand.parseOrExit()`, declared in `extension ParsableArguments`). A member of
  /// the type's own wins over a protocol's.
  func members(named name: String, of type: DeclaredType) -> (DeclaredType, [Member])? {
    var classes = [type]
    while classes.count < 8, classes.last!.kind == .class,
      let superclass = superclass(of: classes.last!)
    {
      classes.append(superclass)
    }
    if let owner = classes.first(where: { $0.members[name] != nil }) {
      return (owner, owner.members[name]!)
    }
    // Breadth first, so that a nearer protocol's member wins.
    var conformances = classes.flatMap { conformedProtocols(of: $0) }
    var seen = Set(classes.map(\.id))
    while !conformances.isEmpty, seen.count < 64 {
      let next = conformances.removeFirst()
      guard seen.insert(next.id).inserted else { continue }
      if let members = next.members[name] { return (next, members) }
      conformances += conformedProtocols(of: next)
    }
    return nil
  }

  /// What `type` conforms to that the package declares or extends as a protocol (a type of its
  /// own that declares no instances).
  func conformedProtocols(of type: DeclaredType) -> [DeclaredType] {
    type.inherited.compactMap { written in
      guard let resolved = resolve(written, from: [], module: type.module),
        resolved.kind.declaresNoInstances
      else { return nil }
      return resolved
    }
  }

  /// The package class that `type` inherits from, if any.
  func superclass(of type: DeclaredType) -> DeclaredType? {
    guard let first = type.inherited.first,
      let resolved = resolve(first, from: [], module: type.module), resolved.kind == .class,
      resolved.id != type.id
    else { return nil }
    return resolved
  }

  /// The global named `name` that code in `file` of `module` means: the file's own (a
  /// `private let` that each platform's file declares again, `_processMonitorState` in
  /// swift-subprocess' `+Linux` and `+BSD` files), else the module's, else another module's
  /// that is no script's variable (an executable's module is imported by none).
  func global(named name: String, module: String, file: String? = nil) -> Global? {
    guard let candidates = globals[name] else { return nil }
    return candidates.first { $0.module == module && $0.record.file == file }
      ?? candidates.first { $0.module == module }
      ?? candidates.first { !$0.record.isScriptVariable }
  }

  /// Whether the package declares a top-level function named `name`, and the module that code
  /// of `module` calls it from. Only code this machine's compiler leaves out (`inLeftOutCode`)
  /// calls one declared only in clauses it leaves out: swift-system's `#if os(Windows)` adapter
  /// `mkdir` is not what its code calls on Linux, libc's is.
  func functionModule(named name: String, module: String, inLeftOutCode: Bool = false) -> String? {
    var modules = functions[name] ?? []
    if inLeftOutCode { modules.formUnion(leftOutFunctions[name] ?? []) }
    guard !modules.isEmpty else { return nil }
    return modules.contains(module) ? module : modules.sorted().first
  }

  /// Whether code inside `contexts` is inside `type`'s own declaration or one of its extensions.
  func isInside(_ type: DeclaredType, contexts: [[String]], module: String) -> Bool {
    guard !contexts.isEmpty else { return false }
    for index in contexts.indices where contexts[index].last == type.simpleName {
      let outer = Array(contexts[..<index])
      if resolve(contexts[index], from: outer, module: module)?.id == type.id { return true }
    }
    return false
  }
}
