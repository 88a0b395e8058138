/// The second pass: decides, with the first pass's index and the system table, which raw uses
/// are findings, what kind each is, and whether a test can replace it.
///
/// What is reached decides, not how it is spelled: a static `let` is a singleton only when its
/// instance holds mutable state that something writes (``isUnwrittenObject(_:of:)``) or does
/// I/O, a static method is a finding only when its code reaches shared state, and a creation
/// only when the class's instances do. "Reaches shared state" is worked out transitively over
/// the package's code (the way Google's Testability Explorer scores global mutable state), until
/// nothing changes.
struct Classifier: Sendable {
  let index: DeclaredTypes
  let table: SystemTable
  /// The types whose code that every instance runs reaches hard-wired shared state: methods,
  /// properties' initial values, or a superclass's.
  private var servicesWhateverTheInitializer: Set<String> = []
  /// The types whose initializers' code does, by the ``InitializerKey``s that reach them (and, in
  /// the type-accurate mode, their declarations' keys): a value created through another
  /// (`Kind(rawValue: "class")`) holds nothing they reached.
  private var reachingInitializers: [String: Set<String>] = [:]
  /// The types whose initializers' own code does I/O (reads a file, opens a connection, writes
  /// to a standard stream), itself or through a function of ``functionsDoingIO``, by the
  /// ``InitializerKey``s that reach them: a value created through one is created by doing I/O
  /// (`MustacheTemplate(filename:)`), and an object created through another has not done it
  /// (``isService(_:through:)``).
  private var initializersDoingIO: [String: Set<String>] = [:]
  /// The static methods, computed statics and top-level functions whose code does the system's
  /// I/O, itself or through one of these or an initializer of ``initializersDoingIO``, by key
  /// (and, for a static method, by overload key too).
  private var functionsDoingIO: Set<String> = []
  /// The parameters of dependencies' initializers whose default is a process-wide service
  /// (``isProcessWideService(_:)``), by the type's key and the ``InitializerKey`` (`T… key`):
  /// each one's label, and where its default is. A dependency's code is never reported, so a
  /// call that leaves such an argument out (grpc-swift's
  /// `HTTP2ClientTransport.Posix(target:transportSecurity:)`, whose `eventLoopGroup:` is NIO's
  /// process-wide group by default) is where the service is reached.
  private var processWideDefaults: [String: [String: String]] = [:]
  /// The types whose initializers, by the ``InitializerKey``s that reach them, call
  /// `self.init(…)` without an argument of ``processWideDefaults``: a value created through one
  /// holds that service, as a value created by doing I/O has done it.
  private var initializersTakingDefaults: [String: Set<String>] = [:]
  /// The types whose instance code reads a value of the system's (the date, a UUID, a clock)
  /// after creation: not services, but `DefaultClock().now` reads the clock.
  private(set) var valueReaders: Set<String> = []
  /// For each type: the ``InitializerKey``s of the initializers whose own code reads a value of
  /// the system's, and nothing more: a new value or object stamped with the date or an id. Its
  /// creation is no finding, but the code that creates one reads the clock each time.
  private var valueReadingInitializers: [String: Set<String>] = [:]
  /// For each type of ``valueReaders``: the instance members whose own code reads a value
  /// (`*`: code of no one member, or code it inherits).
  private var valueReadingMembers: [String: Set<String>] = [:]
  /// For each type whose instance code reaches shared state: the members whose own code does
  /// (`*`: code of no one member, or code it inherits).
  private var reachingMembers: [String: Set<String>] = [:]
  /// The types made services by a member that gives what it reads (a clock's `now`, a
  /// generator's `next()`: ``isSourceOfValues(_:member:)``), and those made services by other
  /// instance code. Reading through a type only the first holds is still reading a value.
  private var sourcesOfValues: Set<String> = []
  private var servicesBeyondValues: Set<String> = []
  /// Whether the index resolved the code: then what each member reaches is known well enough
  /// to tell members apart. By syntax alone a member's calls resolve less often, and a type's
  /// members are judged together.
  private let judgesMembersApart: Bool
  /// For each type that inherits instance code: the types whose code a value of it runs besides
  /// its own, nearest first (``typesInheritedFrom(_:in:)``), by ID, with their instance members.
  private var inheritedCode: [String: [(id: String, members: Set<String>)]] = [:]
  /// The static members, top-level functions and globals' initializers whose code does.
  private(set) var effectful: Set<String> = []
  /// Of those, the ones whose code reaches more than values of the system's (the date, a UUID,
  /// a random number, a clock): a resource, a service, or process-wide mutable state.
  private(set) var resourceEffectful: Set<String> = []
  /// The globals that code writes through (`g.count = 1`, or a call of a method of `g`'s class
  /// that assigns to its state): a global `let` of an object with mutable state is shared state
  /// only then.
  private(set) var writtenGlobals: Set<String> = []
  /// The static members that code writes through, by member key (`M…`), as ``writtenGlobals``
  /// are: a static `let` of an object with mutable state is shared state only then.
  private var writtenStatics: Set<String> = []
  /// The instance methods called through each static member, by member key.
  private var methodsCalledThroughStatics: [String: Set<String>] = [:]

  /// What a use refers to, resolved once.
  enum Target: Sendable {
    case system(SystemTable.Entry)
    /// A system call that leaves out an argument whose default is `entry`
    /// (``SystemHiddenDefaults``): `signature` and the parameter's label.
    case hiddenDefault(SystemTable.Entry, signature: String, parameter: String)
    case replaceableSystem(type: String, reaches: String)
    case notificationCenterDefault
    case externalAccessor(type: String, member: String)
    case externalSeam(type: String, member: String)
    /// A static member; with `overload`, the one declaration of that name the index says the
    /// use means.
    case staticMember(
      type: String, declaringType: String, name: String, overload: MemberSite? = nil)
    case undeclaredAccessor(type: String, name: String)
    /// A creation of a package type; with `initializer`, the declaration of the one initializer
    /// the index says it calls.
    case creation(
      type: String, isInside: Bool, inStoredInitializer: Bool, resultUsed: Bool,
      initializer: MemberSite? = nil)
    case global(Global)
    case globalFunction(module: String, name: String)
    /// An instance method of the package's extension of another module's type, called on a
    /// value: not reported, but its caller reaches what the method's code reaches.
    case extensionMethod(type: String, name: String)
    /// An initializer of the package's extension of another module's type
    /// (`String(randomAlphaNumericOfLength:)`): a factory of the package's, as a static method of
    /// the extension is; `initializer` is its ``InitializerKey``.
    case extensionInitializer(type: String, initializer: String)
    /// A package type passed as an argument to a parameter through which the callee's code
    /// uses these static members (`build(Live.self)`, where `build` calls `M.make()`).
    case typeArgument(type: String, members: [String])
    /// A case of a package enum whose value's member code uses at once (`Directory.home.url`).
    case enumCase(type: String, name: String)
  }

  typealias Global = DeclaredTypes.Global

  /// Where a static method or an initializer is declared: its file, as the scan names it, and
  /// the line of its `func` or `init`.
  struct MemberSite: Sendable, Hashable {
    var file: String
    var line: Int
  }

  /// What becomes of a use: reported as a finding, listed as a seam under `--all`, or neither;
  /// and whether its code reaches hard-wired shared state (which makes its owner a service).
  struct Decision {
    enum Report {
      case none
      case finding(kind: Finding.Kind, type: String, member: String, Verdict)
      case seam(kind: Finding.Kind, type: String, member: String, why: String)
    }

    var report: Report
    var reaches: Bool

    static let none = Decision(report: .none, reaches: false)
  }

  /// Whether a finding is replaceable, what to do about it, what it reaches, and its rewrite.
  struct Verdict {
    var replaceable: Bool
    var suggestion: String
    var reaches: String?
    var expression: String?
    var fix: SystemFix?

    static func replaceable(_ suggestion: String, reaches: String? = nil) -> Verdict {
      Verdict(replaceable: true, suggestion: suggestion, reaches: reaches)
    }

    static func hardWired(_ suggestion: String, reaches: String? = nil) -> Verdict {
      Verdict(replaceable: false, suggestion: suggestion, reaches: reaches)
    }
  }

  /// A rewrite of a system entry: the expression's bytes, the text in their place, and the
  /// module to import.
  struct SystemFix: Sendable, Hashable {
    var offset: Int
    var length: Int
    var replacement: String
    var module: String?
  }

  /// The uses of one file, with their targets and the front end that resolved each.
  struct FileUses: Sendable {
    var scan: FileScan
    var uses: [(use: RawUse, target: Target, owner: String?, origin: Finding.Origin)]
    /// Whether its findings are reported (a dependency's files only classify declarations).
    var isReported: Bool
  }

  private(set) var files: [FileUses] = []
  /// The modules whose files are only classified, never reported: a type of theirs that the
  /// system table describes (a lock, `NIOThreadPool.singleton`) is the table's.
  private var dependencyModules: Set<String> = []
  /// The modules of the audited files: a type of theirs hides the system table's entry of its
  /// name.
  private(set) var auditedModules: Set<String> = []
  /// Where each static method and initializer the index defines is declared, by its USR.
  private(set) var declarationSites: [String: MemberSite] = [:]
  /// Every `self.init(…)` an initializer calls, with its type's key.
  private var delegations: [(owner: String, delegation: InitializerDelegation)] = []

  /// Resolves every use of `scans` and works out the services and effectful members.
  ///
  /// - Parameters:
  ///   - resolution: What the compiler's index says about each file, by absolute path (the
  ///     type-accurate mode): a use it records resolves to the declaration the index names; a
  ///     use it does not record is no reference to shared state, unless it is in an `#if` block
  ///     the build did not compile, which the syntax resolves.
  ///   - dependencies: Files of the audited code's dependencies, classified by the same rules
  ///     (their services and effectful members) but not reported.
  init(
    index: DeclaredTypes, scans: [FileScan], table: SystemTable = .shared,
    resolution: [String: FileIndex] = [:], dependencies: [FileScan] = []
  ) {
    self.index = index
    self.table = table
    auditedModules = Set(scans.map(\.module))
    dependencyModules = Set(dependencies.map(\.module)).subtracting(auditedModules)
    judgesMembersApart = !resolution.isEmpty
    for type in index.types.values where !type.inherited.isEmpty {
      let inherited = Self.typesInheritedFrom(type, in: index).map {
        (id: $0.id, members: $0.instanceMemberNames)
      }
      if !inherited.isEmpty { inheritedCode[type.id] = inherited }
    }
    for scan in scans + dependencies {
      for (usr, line) in resolution[scan.absolutePath]?.declarationLines ?? [:] {
        declarationSites[usr] = MemberSite(file: scan.file, line: line)
      }
    }
    // Each file's uses resolve apart from every other file's, on every core: what they resolve
    // against (the index, the table, the declaration sites) is complete by now.
    let all = scans.map { ($0, true) } + dependencies.map { ($0, false) }
    let resolver = self
    files = parallelMap(count: all.count) { position in
      let (scan, isReported) = all[position]
      return resolver.fileUses(
        of: scan, isReported: isReported, fileIndex: resolution[scan.absolutePath])
    }.compactMap(\.self)
    for file in files {
      guard case .parsed(let parsed) = file.scan.outcome else { continue }
      for var delegation in parsed.initializerDelegations {
        let key = ownerKey(
          .initializer(delegation.path, keys: delegation.from), module: file.scan.module)
        guard let key else { continue }
        // The index names the initializer called, which its declaration's key tells apart from
        // others of the same first label.
        if let line = delegation.line {
          delegation.from.insert(
            InitializerKey.of(site: MemberSite(file: file.scan.file, line: line)))
        }
        let called = resolution[file.scan.absolutePath]?.references[delegation.reference]?
          .first { $0.kind == .constructor }
        if let site = called.flatMap({ declarationSites[$0.usr] }) {
          delegation.to = InitializerKey.of(site: site)
        }
        delegations.append((key, delegation))
      }
    }
    findWrittenGlobals()
    findInitializersDoingIO()
    propagate()
  }

  /// The uses of `scan` that name something, each with what it names (`fileIndex`'s declaration
  /// where the index records the use, else the syntax's), its owner's key and where the answer
  /// came from; nil when the file was not parsed.
  private func fileUses(of scan: FileScan, isReported: Bool, fileIndex: FileIndex?) -> FileUses? {
    guard case .parsed(let parsed) = scan.outcome else { return nil }
    var uses: [(RawUse, Target, String?, Finding.Origin)] = []
    for use in parsed.uses {
      let target: Target?
      let origin: Finding.Origin
      if let fileIndex {
        if let symbols = fileIndex.references[use.reference] {
          target = indexTarget(symbols, use, module: scan.module, file: scan.file)
          origin = .index
        } else if use.inConditionalBlock {
          target = self.target(of: use, module: scan.module, file: scan.file)
          origin = .syntax
        } else {
          continue
        }
      } else {
        target = self.target(of: use, module: scan.module, file: scan.file)
        origin = .syntax
      }
      guard let target else { continue }
      var use = use
      switch target {
      case .creation, .staticMember:
        if let site = use.argumentSite {
          use.membersUsedLater += membersUsed(byCalleeAt: site, from: use, module: scan.module)
        }
      default:
        break
      }
      uses.append((use, target, ownerKey(use.owner, module: scan.module), origin))
    }
    return FileUses(scan: scan, uses: uses, isReported: isReported)
  }

  /// Records, for each initializer whose own code uses the system's I/O, creates a value
  /// through such an initializer (`GeneratorOptions(parameter:)` creating a
  /// `ProtoFileToModuleMappings(path:)`, which reads the file), or calls a static method or
  /// function whose code does either (swift-system's `Stat(path)` calling `Self._stat(…)`, which
  /// calls `stat()`), the calls that reach it; and those static methods and functions.
  private mutating func findInitializersDoingIO() {
    var changed = true
    while changed {
      changed = false
      for file in files {
        for (use, target, owner, _) in file.uses {
          // A closure stored for later (`self.address = { … }`) does no I/O where it is made.
          guard let owner, !use.inStoredClosure, doesInputOutput(target, use),
            !isInjectedDefault(use), !isInLeftOutTwin(use, module: file.scan.module)
          else { continue }
          if let keys = Self.initializerKeys(use, file: file.scan.file) {
            guard !(initializersDoingIO[owner].map(keys.isSubset(of:)) ?? false) else { continue }
            initializersDoingIO[owner, default: []].formUnion(keys)
            changed = true
            continue
          }
          switch use.owner {
          case .staticMember, .global:
            let overload = Self.overloadKey(of: use, owner: owner, file: file.scan.file)
            for key in [owner] + (overload.map { [$0] } ?? []) {
              changed = functionsDoingIO.insert(key).inserted || changed
            }
          default:
            continue
          }
        }
      }
      changed = Self.spread(delegations, over: &initializersDoingIO) || changed
    }
  }

  /// Adds to each type's initializer keys in `keys` the calls that reach an initializer which
  /// calls `self.init(…)` with one of them; whether any was added.
  private static func spread(
    _ delegations: [(owner: String, delegation: InitializerDelegation)],
    over keys: inout [String: Set<String>]
  ) -> Bool {
    var added = false
    for (owner, delegation) in delegations
    where keys[owner]?.contains(delegation.to) ?? false
      && !delegation.from.isSubset(of: keys[owner] ?? [])
    {
      keys[owner, default: []].formUnion(delegation.from)
      added = true
    }
    return added
  }

  /// Whether `use`, found as `target`, is the system's I/O or the creation of a value through
  /// an initializer recorded as doing it.
  private func doesInputOutput(_ target: Target, _ use: RawUse) -> Bool {
    switch target {
    case .system(let entry):
      return SystemTable.inputOutputGroups.contains(entry.reaches)
    case .creation(let typeID, _, _, _, let initializer):
      return initializersDoingIO["T" + typeID]?.contains(Self.initializerKey(use, initializer))
        ?? false
    case .staticMember(_, let declaringID, let name, let overload):
      // A stored property's initializer runs once: reading it later does no I/O.
      guard let members = index.types[declaringID]?.members[name],
        members.allSatisfy({ $0.record.shape != .storedProperty })
      else { return false }
      let key = Self.memberKey(declaringID, name)
      return functionsDoingIO.contains(overload.map { Self.overloadKey(key, $0) } ?? key)
    case .globalFunction(let module, let name):
      return functionsDoingIO.contains(Self.globalKey(module, name))
    case .global(let global):
      // A global's initializer runs once; but a call of a global holding a function that does
      // I/O does it (swift-nio-ssl's `private let sysFopen = fopen`).
      guard case .name(_, called: true) = use.shape else { return false }
      return functionsDoingIO.contains(Self.globalKey(global.module, global.record.name))
    default:
      return false
    }
  }

  private mutating func findWrittenGlobals() {
    for file in files {
      guard case .parsed(let parsed) = file.scan.outcome else { continue }
      let module = file.scan.module
      writtenGlobals.formUnion(parsed.writtenThrough)
      for (name, methods) in parsed.methodsCalledThrough where !writtenGlobals.contains(name) {
        guard let global = index.global(named: name, module: module),
          let type = valueType(of: global), mutates(type, anyOf: methods)
        else { continue }
        writtenGlobals.insert(name)
      }
      for path in parsed.staticsWrittenThrough {
        if let key = memberKey(of: path, module: module) { writtenStatics.insert(key) }
      }
      for (path, methods) in parsed.methodsCalledThroughStatics {
        if let key = memberKey(of: path, module: module) {
          methodsCalledThroughStatics[key, default: []].formUnion(methods)
        }
      }
    }
  }

  /// The key of the static member `path` names from code of `module`, when the package declares
  /// it.
  private func memberKey(of path: StaticPath, module: String) -> String? {
    guard let type = index.resolve(path.type, from: path.scopes, module: module),
      let (declaring, _) = index.members(named: path.member, of: type)
    else { return nil }
    return Self.memberKey(declaring.id, path.member)
  }

  /// Whether one of `methods`, called on an instance of `type`, assigns to its state (a method of
  /// its own or of a superclass's).
  private func mutates(_ type: DeclaredTypes.DeclaredType, anyOf methods: Set<String>) -> Bool {
    Self.typeAndSuperclasses(type, in: index).contains {
      !$0.mutatingMethods.isDisjoint(with: methods)
    }
  }

  /// `type` and its superclasses, nearest first, eight at most.
  private static func typeAndSuperclasses(
    _ type: DeclaredTypes.DeclaredType, in index: DeclaredTypes
  ) -> [DeclaredTypes.DeclaredType] {
    var chain = [type]
    while chain.count < 8, let superclass = index.superclass(of: chain[chain.count - 1]) {
      chain.append(superclass)
    }
    return chain
  }

  /// Whether code writes through the static `let` `member` of `type`, holding an instance of
  /// `held`: through its path (`Cache.shared.count = 1`, `Self.shared.items.append(x)`, bare
  /// `shared.count = 1` in the type's code), or by calling a method of `held` that assigns to
  /// its state (`Cache.shared.store(x)`).
  private func isWrittenThrough(
    _ member: DeclaredTypes.Member, of type: DeclaredTypes.DeclaredType,
    holding held: DeclaredTypes.DeclaredType
  ) -> Bool {
    let key = Self.memberKey(type.id, member.record.name)
    return writtenStatics.contains(key)
      || methodsCalledThroughStatics[key].map { mutates(held, anyOf: $0) } ?? false
  }

  /// The package type a global holds, from its initializer or its type.
  private func valueType(of global: Global) -> DeclaredTypes.DeclaredType? {
    var names = global.record.annotatedType
    if case .creation(let created, _) = global.record.initialValue { names = created }
    return names.flatMap { valueType(named: $0, from: [], module: global.module) }
  }

  /// The type a value of the type written `names` is: a type the package or a dependency
  /// declares, not an extension of another module's type (an `extension String` somewhere whose
  /// methods reach shared state does not make every `String` a service).
  private func valueType(named names: [String], from scopes: [[String]], module: String)
    -> DeclaredTypes.DeclaredType?
  {
    index.resolve(names, from: scopes, module: module).flatMap { $0.kind == .extension ? nil : $0 }
  }

  /// `file:line`, the file relative to the audited directory.
  private func place(_ file: String, _ line: Int) -> String {
    "\(file):\(line)"
  }

  // MARK: The fixed point

  private mutating func propagate() {
    var changed = true
    while changed {
      changed = false
      for file in files {
        for (use, target, owner, _) in file.uses {
          guard let owner else { continue }
          if !file.isReported, use.inParameterDefault {
            changed =
              recordProcessWideDefault(use, target, owner: owner, file: file.scan.file) || changed
            continue
          }
          if isInLeftOutTwin(use, module: file.scan.module) { continue }
          let isType = owner.hasPrefix("T")
          let initializerKeys = Self.initializerKeys(use, file: file.scan.file)
          // A static method's code also counts for its own overload, which a use the index
          // resolved may name.
          let overload = Self.overloadKey(of: use, owner: owner, file: file.scan.file)
          var member = "*"
          if case .instance = use.owner, let name = use.instanceMember { member = name }
          let settled =
            !isType
            ? reachesResources(owner) && overload.map(reachesResources) ?? true
            : initializerKeys.map { $0.isSubset(of: reachingInitializers[owner] ?? []) }
              ?? (servicesWhateverTheInitializer.contains(owner)
                && (!judgesMembersApart && !isExtensionOfAnotherModulesType(owner)
                  || reachingMembers[owner]?.contains(member) ?? false))
          // An extension of another module's type has no initializer of the package's to
          // inject through: what its `self = String(…)` computes, it reaches.
          guard !settled, decide(target, use).reaches,
            !isInjectedDefault(use) || isExtensionOfAnotherModulesType(owner)
          else { continue }
          let readsValues = readsOnlyValues(target, usedMember: use.usedMember)
          let isSource = isType && readsValues && isSourceOfValues(owner, member: member)
          let onlyValues = readsValues && !isSource
          if isType {
            if onlyValues {
              if case .instance = use.owner {
                changed = valueReaders.insert(owner).inserted || changed
                changed = valueReadingMembers[owner, default: []].insert(member).inserted || changed
              } else if let initializerKeys {
                let known = valueReadingInitializers[owner, default: []]
                valueReadingInitializers[owner] = known.union(initializerKeys)
                changed = changed || !initializerKeys.isSubset(of: known)
              }
              continue
            }
            if let initializerKeys {
              let known = reachingInitializers[owner, default: []]
              reachingInitializers[owner] = known.union(initializerKeys)
              changed = changed || !initializerKeys.isSubset(of: known)
            } else {
              changed = servicesWhateverTheInitializer.insert(owner).inserted || changed
              changed = reachingMembers[owner, default: []].insert(member).inserted || changed
              if isSource {
                changed = sourcesOfValues.insert(owner).inserted || changed
              } else {
                changed = servicesBeyondValues.insert(owner).inserted || changed
              }
            }
          } else {
            for key in [owner] + (overload.map { [$0] } ?? []) {
              changed = effectful.insert(key).inserted || changed
              if !onlyValues {
                changed = resourceEffectful.insert(key).inserted || changed
              }
            }
          }
        }
      }
      // An initializer that calls `self.init(…)` reaches what the one it calls reaches, and
      // what the defaults it leaves out reach.
      changed = spreadLeftOutDefaults() || changed
      changed = Self.spread(delegations, over: &reachingInitializers) || changed
      changed = Self.spread(delegations, over: &initializersTakingDefaults) || changed
      // What the code a type inherits reaches (``inheritedCode``: its superclasses' and its own
      // protocols' extensions'), the type reaches; and what it reads, the type reads:
      // `Derived().stamp()` reads the clock through `Base`'s `stamp()`.
      for (id, inherited) in inheritedCode {
        let key = "T" + id
        if !servicesWhateverTheInitializer.contains(key),
          inherited.contains(where: { isService(key: "T" + $0.id) })
        {
          reachingMembers[key, default: []].insert("*")
          servicesWhateverTheInitializer.insert(key)
          changed = true
        }
        guard !valueReaders.contains(key),
          inherited.contains(where: { valueReaders.contains("T" + $0.id) })
        else { continue }
        valueReaders.insert(key)
        valueReadingMembers[key, default: []].insert("*")
        changed = true
      }
    }
  }

  /// Whether `member`, an instance member of the type `owner` (``valueReaders``' key), is what
  /// the type exists to give: a clock's `now`, a random number generator's `next()`. Such a type
  /// is the real source of what it reads (GRDB's `DefaultTransactionClock`, swift-nio-http2's
  /// `RealNIODeadlineClock`), the seam a test replaces by passing another in; not an object that
  /// stamps what it holds with the date, which stays value-like.
  private func isSourceOfValues(_ owner: String, member: String) -> Bool {
    guard let type = index.types[String(owner.dropFirst())], !isSeamItself(type) else {
      return false
    }
    switch member {
    case "now": return true
    case "next": return isRandomNumberGenerator(type)
    default: return false
    }
  }

  /// Whether `type` reads through an `OverridableSlot` of its own or has `@OverridableStatics`
  /// (StandInSystem's `OverridableRandomNumberGenerator`): a test already replaces what it reads.
  private func isSeamItself(_ type: DeclaredTypes.DeclaredType) -> Bool {
    !type.slotNames.isEmpty || type.hasOverridableStatics
  }

  /// Whether `type` says it conforms to the standard library's `RandomNumberGenerator`.
  private func isRandomNumberGenerator(_ type: DeclaredTypes.DeclaredType) -> Bool {
    type.inherited.contains { $0.last == "RandomNumberGenerator" }
  }

  /// Whether `use` is in the code of a top-level function that this machine's compiler leaves
  /// out, while `module` declares a function of that name in code it compiles: the calls of the
  /// compiled code mean that one, so what the left-out one reaches is not theirs
  /// (swift-snapshot-testing's iOS-only `private func diff(_:_:)` of images, which draws with
  /// UIKit, beside its `diff(_:_:)` of lines). The use itself is still reported where it is.
  private func isInLeftOutTwin(_ use: RawUse, module: String) -> Bool {
    guard use.ownerIsLeftOut, case .global(let name) = use.owner else { return false }
    return index.functionModule(named: name, module: module) == module
  }

  /// Records `use`, in a dependency's `file`, when it is the default of a parameter of an
  /// initializer of the type `owner` and hands it a process-wide service
  /// (``isProcessWideService(_:)``); whether it was new.
  private mutating func recordProcessWideDefault(
    _ use: RawUse, _ target: Target, owner: String, file: String
  ) -> Bool {
    guard let label = use.defaultOfParameter, owner.hasPrefix("T"),
      let keys = Self.initializerKeys(use, file: file),
      keys.contains(where: { processWideDefaults[owner + " " + $0]?[label] == nil }),
      isProcessWideService(target), decide(target, use).reaches
    else { return false }
    for key in keys {
      processWideDefaults[owner + " " + key, default: [:]][label] = place(file, use.line)
    }
    return true
  }

  /// Whether `target`, as a default, hands the callee a process-wide service (NIO's group of
  /// threads, the file manager, a shared session, or a static whose code reaches one), not a
  /// value read once and kept (the date, the process's arguments, a global's current value) nor
  /// a new object of its own, nor a plain value however it was chosen
  /// (``isPlainValueProperty(of:named:)``).
  private func isProcessWideService(_ target: Target) -> Bool {
    switch target {
    case .system(let entry):
      return !SystemTable.valueGroups.contains(entry.reaches)
        && entry.reaches != SystemTable.processInfoGroup
    case .staticMember(_, let declaringID, let name, _):
      return !readsOnlyValues(target) && !isPlainValueProperty(of: declaringID, named: name)
    case .externalAccessor, .undeclaredAccessor:
      return !readsOnlyValues(target)
    default:
      return false
    }
  }

  /// Whether the static member `name` of the type `typeID` is a property of a plain value type:
  /// a number, a string, a flag, or an enum of the audited code whose instances reach nothing.
  /// A callee given it holds a value read once and kept, whatever the property's code read to
  /// choose it (Yams' `Parser.Encoding.default`, which reads the environment: a parser created
  /// without an encoding holds `.utf8` or `.utf16`).
  private func isPlainValueProperty(of typeID: String, named name: String) -> Bool {
    guard let type = index.types[typeID], let members = type.members[name], !members.isEmpty
    else { return false }
    return members.allSatisfy { member in
      guard let annotated = member.record.annotatedType else { return false }
      if AuditRules.isPlainValueType(annotated) { return true }
      guard let valueType = index.resolve(annotated, from: type.scopes, module: type.module)
      else { return false }
      return valueType.kind == .enum && !isService(valueType)
    }
  }

  /// Adds the calls that reach an initializer calling `self.init(…)` without an argument of
  /// ``processWideDefaults`` to ``reachingInitializers`` and ``initializersTakingDefaults``;
  /// whether any was added.
  private mutating func spreadLeftOutDefaults() -> Bool {
    var added = false
    for (owner, delegation) in delegations {
      guard let defaults = processWideDefaults[owner + " " + delegation.to],
        defaults.keys.contains(where: { !delegation.argumentLabels.contains($0) }),
        !delegation.from.isSubset(of: initializersTakingDefaults[owner] ?? [])
      else { continue }
      initializersTakingDefaults[owner, default: []].formUnion(delegation.from)
      reachingInitializers[owner, default: []].formUnion(delegation.from)
      added = true
    }
    return added
  }

  /// Whether `use` is the default of a dependency that an initializer or a function takes: a
  /// service created (`init(helper: Helper = LoggingHelper())`, `self.init(helper:
  /// LoggingHelper())`) or a process-wide value read (`self.init(label: label, factory:
  /// LoggingSystem.factory)`, `static func wait(count: Int = defaultCount)`). The use is reported
  /// where it is, and a test hands the initializer or the function its own, so the type or the
  /// function that takes it does not reach shared state for that.
  private func isInjectedDefault(_ use: RawUse) -> Bool {
    if use.inParameterDefault { return true }
    guard use.inInjectedDefault, case .initializer = use.owner else { return false }
    return true
  }

  /// Whether `target` only reads a value of the system's (the date, a UUID, a random number, the
  /// locale, a clock), itself or through a static method, computed property or function whose
  /// code does no more (`WebSocketMaskingKey.random()`), or through a new object that does no
  /// more. In an object's own code such a read does not make the class a service: a request
  /// stamped with an id and a time, or a recorder that stamps what it records, still only holds
  /// memory; the read is reported where it is. Sleeping is no value read. A stored `let`, static
  /// or global, of a plain value type (``AuditRules/isPlainValueType(_:)``) is a value read once
  /// and kept, whatever its initializer read (NIO's `static let strictModeEnabled: Bool`, from
  /// the environment). A static or global `let` reached through `usedMember`, the member used
  /// at once of the object it holds or returns, reads only values when that object is no service.
  private func readsOnlyValues(_ target: Target, usedMember: String? = nil) -> Bool {
    switch target {
    case .system(let entry), .hiddenDefault(let entry, _, _):
      return SystemTable.valueGroups.contains(entry.reaches)
    case .staticMember(_, let declaringID, let name, _):
      guard let type = index.types[declaringID], let members = type.members[name] else {
        return false
      }
      // Reached only through the member used at once of the object it holds or returns
      // (`Registry.shared.lookUp()`, `Factory.make().run()`), which is no service: values.
      if let usedMember, !effectful.contains(Self.memberKey(declaringID, name)),
        let member = members.first,
        member.record.shape != .method || usedMember != AuditRules.callAsFunctionMember,
        members.allSatisfy({ !($0.record.shape == .storedProperty && !$0.record.isLet) }),
        let held = heldType(of: member, in: type),
        readsOnlyValues(throughObject: held, isNew: member.record.shape == .method)
      {
        return true
      }
      if members.allSatisfy({ $0.record.shape == .storedProperty }) {
        return members.allSatisfy {
          if let wrapper = readOnlyWrapper(of: $0, in: type) {
            return !isService(wrapper) && valueReaders.contains("T" + wrapper.id)
          }
          return $0.record.isLet && AuditRules.isPlainValueType($0.record.annotatedType)
        }
      }
      guard members.allSatisfy({ $0.record.shape != .storedProperty }) else { return false }
      return readsOnlyValues(key: Self.memberKey(declaringID, name))
    case .global(let global):
      // `reader.next()` of `let reader = Reader()`, where `Reader` is no service: values.
      if usedMember != nil, global.record.isLet, let held = valueType(of: global),
        readsOnlyValues(throughObject: held, isNew: false)
      {
        return true
      }
      return global.record.isLet && AuditRules.isPlainValueType(global.record.annotatedType)
    case .globalFunction(let module, let name):
      return readsOnlyValues(key: Self.globalKey(module, name))
    case .creation(let typeID, _, _, _, _):
      return !reachesMoreThanValues(key: "T" + typeID)
    case .extensionMethod(let typeID, let name):
      return !(reachingMembers["T" + typeID]?.contains(name) ?? false)
    case .extensionInitializer(let typeID, let initializer):
      return !(reachingInitializers["T" + typeID]?.contains(initializer) ?? false)
    case .enumCase(let typeID, _):
      return !reachesMoreThanValues(key: "T" + typeID)
    default:
      return false
    }
  }

  /// The property wrapper of the stored `member` of `type` (`@Current static var now: Date`),
  /// when the package declares it, its `wrappedValue` cannot be set and its instances hold no
  /// mutable state: the property is then no state of its own, and a read runs the wrapper's
  /// `wrappedValue`.
  private func readOnlyWrapper(of member: DeclaredTypes.Member, in type: DeclaredTypes.DeclaredType)
    -> DeclaredTypes.DeclaredType?
  {
    guard let names = member.record.wrapper,
      let wrapper = valueType(named: names, from: type.scopes, module: type.module),
      wrapper.isPropertyWrapper, !wrapper.hasSettableWrappedValue,
      !wrapper.hasMutableInstanceState
    else { return nil }
    return wrapper
  }

  /// Whether code that uses a member of an object of `type` held or returned by a static or a
  /// global reads only values through it: the object is no service, and, unless it `isNew` (a
  /// factory's result), holds no mutable state that the code could write through.
  private func readsOnlyValues(throughObject type: DeclaredTypes.DeclaredType, isNew: Bool)
    -> Bool
  {
    !reachesMoreThanValues(key: "T" + type.id) && (isNew || !hasMutableState(type))
  }

  /// Whether the instances of the type `key` reach more than values of the system's: a service
  /// other than a clock or a generator (``sourcesOfValues``), whose creation reads nothing more.
  private func reachesMoreThanValues(key: String) -> Bool {
    guard isService(key: key) else { return false }
    return !sourcesOfValues.contains(key) || servicesBeyondValues.contains(key)
      || reachingInitializers[key] != nil
  }

  /// Whether the type key `owner` is a package's extension of another module's type, whose
  /// methods are told apart in both modes: each is called on its own (``Target/extensionMethod(type:name:)``).
  private func isExtensionOfAnotherModulesType(_ owner: String) -> Bool {
    index.types[String(owner.dropFirst())]?.kind == .extension
  }

  private func readsOnlyValues(key: String) -> Bool {
    effectful.contains(key) && !resourceEffectful.contains(key)
  }

  /// Whether the declaration `owner` reaches more than values: a service, or a member whose
  /// code reaches a resource or process-wide state.
  private func reachesResources(_ owner: String) -> Bool {
    owner.hasPrefix("T") ? isService(key: owner) : resourceEffectful.contains(owner)
  }

  /// The key of the declaration whose code a use is: a type id (prefixed `T`), a static member
  /// (`M…`) or a top-level function or global (`G…`).
  private func ownerKey(_ owner: Owner, module: String) -> String? {
    switch owner {
    case .instance(let path), .initializer(let path, _):
      return index.resolve(path, from: [], module: module).map { "T" + $0.id }
    case .staticMember(let path, let name):
      return index.resolve(path, from: [], module: module).map { Self.memberKey($0.id, name) }
    case .global(let name):
      return Self.globalKey(module, name)
    case .topLevel:
      return nil
    }
  }

  private static func memberKey(_ typeID: String, _ name: String) -> String {
    "M\(typeID)#\(name)"
  }

  /// The key of one overload of the static member `memberKey`: the code of the one declared at
  /// `site`.
  private static func overloadKey(_ memberKey: String, _ site: MemberSite) -> String {
    "\(memberKey)@\(site.file):\(site.line)"
  }

  /// The key of the one overload of the static member `owner` whose code `use` is, in `file`.
  private static func overloadKey(of use: RawUse, owner: String, file: String) -> String? {
    guard case .staticMember = use.owner, let line = use.ownerLine else { return nil }
    return overloadKey(owner, MemberSite(file: file, line: line))
  }

  private static func globalKey(_ module: String, _ name: String) -> String {
    "G\(module)#\(name)"
  }

  /// The ``InitializerKey``s of the calls that reach the initializer whose own code `use` is, in
  /// `file`: its labels' and, where its `init`'s line is known, its declaration's.
  private static func initializerKeys(_ use: RawUse, file: String) -> Set<String>? {
    guard case .initializer(_, let keys?) = use.owner else { return nil }
    guard let line = use.ownerLine else { return keys }
    return keys.union([InitializerKey.of(site: MemberSite(file: file, line: line))])
  }

  /// The ``InitializerKey`` of the initializer the creation `use` calls: its declaration's where
  /// the index names it (`site`), else its first label's.
  private static func initializerKey(_ use: RawUse, _ site: MemberSite?) -> String {
    if let site { return InitializerKey.of(site: site) }
    guard case .creation(let firstLabel, _) = use.shape else {
      return InitializerKey.of(firstLabel: "")
    }
    return InitializerKey.of(firstLabel: firstLabel)
  }

  /// Whether the instances of the type `key` (`T…`) reach hard-wired shared state, through
  /// any of their code.
  private func isService(key: String) -> Bool {
    servicesWhateverTheInitializer.contains(key) || reachingInitializers[key] != nil
  }

  private func isService(_ type: DeclaredTypes.DeclaredType) -> Bool {
    isService(key: "T" + type.id)
  }

  /// Whether `type`'s instance is a service when created as `value` says: a value created
  /// through an initializer whose code reaches nothing holds nothing its other initializers
  /// reach, nor what its methods reach, unless it holds nothing at all (`StdoutOutputStream()`
  /// is what its methods do; grpc-swift-nio-transport's `TrustRootsSource.systemDefault` holds
  /// no file that a method reads); an object keeps what any of them started (a task, an
  /// observer).
  private func isService(_ type: DeclaredTypes.DeclaredType, createdThrough value: InitialValue)
    -> Bool
  {
    let key = "T" + type.id
    guard case .creation(_, let initializer) = value else { return isService(type) }
    if type.isReferenceType { return isService(type, through: initializer) }
    if type.isStatelessValue, servicesWhateverTheInitializer.contains(key) { return true }
    return reachingInitializers[key]?.contains(initializer) ?? false
  }

  /// Whether a new `type` created through `initializer` reaches shared state, when `type` is a
  /// class or an actor: an object keeps what another initializer started (a task, an
  /// observer), but not the I/O another initializer did once while it created its object
  /// (``initializersDoingIO``): `NIOSSLCertificate(bytes:format:)` has read no file, though
  /// `NIOSSLCertificate(file:format:)` reads one.
  private func isService(_ type: DeclaredTypes.DeclaredType, through initializer: String) -> Bool {
    let key = "T" + type.id
    guard type.isReferenceType, !servicesWhateverTheInitializer.contains(key),
      let reaching = reachingInitializers[key], !reaching.contains(initializer)
    else { return isService(type) }
    return !reaching.isSubset(of: initializersDoingIO[key] ?? [])
  }

  // MARK: Targets

  /// What `use`, in `file` of `module`, refers to, by syntax.
  func target(of use: RawUse, module: String, file: String) -> Target? {
    switch use.shape {
    case .member(let member):
      return memberTarget(use, member: member, module: module)
    case .creation(let firstLabel, let resultUsed):
      return creationTarget(use, firstLabel: firstLabel, resultUsed: resultUsed, module: module)
    case .name(let name, let called):
      return nameTarget(use, name: name, called: called, module: module, file: file)
    case .instanceCall(let name):
      // By syntax, a property of the code's own of the table's name (`localizedUppercase`) is
      // no read of the system's, nor is `self.write(to: url)` where the type around the code
      // declares `write(to:)`: the index tells them apart.
      guard let entry = table.instanceCall(name),
        !entry.pattern.hasPrefix(SystemTable.instancePropertyPrefix)
          || !index.instanceMemberNames.contains(name),
        !(use.isCalledOnSelf && callsOwnMethod(use, name, module: module))
      else { return nil }
      return .system(entry)
    case .methodCall(let name):
      return index.extensionMethodOwner(name).map { .extensionMethod(type: $0.id, name: name) }
    case .implicitMember(let name):
      // `case .now:` compares the switch's value with its own type's member, which the syntax
      // does not know: not the clock's `.now`.
      guard !use.isCasePattern else { return nil }
      if let entry = table.implicitMember(name),
        use.isCalled || !AuditRules.systemImplicitFunctions.contains(name)
      {
        return .system(entry)
      }
      if let owner = index.implicitMemberOwner(name) {
        return .staticMember(type: owner.id, declaringType: owner.id, name: name)
      }
      return argumentTarget(use, member: name, module: module)
    case .defaultingCall(let name, let labels):
      return defaultingCallTarget(use, name: name, labels: labels, module: module)
    case .typeArgument:
      return typeArgumentTarget(use, module: module)
    }
  }

  /// Whether the type around `use` declares an instance method that the call `name` (`write`
  /// or, with its first label, `write(to:)`) fits.
  private func callsOwnMethod(_ use: RawUse, _ name: String, module: String) -> Bool {
    guard let path = use.contexts.last,
      let enclosing = index.resolve(path, from: [], module: module)
    else { return false }
    let parts = name.split(separator: "(", maxSplits: 1)
    guard let methods = enclosing.instanceMethods[String(parts[0])] else { return false }
    guard parts.count == 2 else { return true }
    let label = parts[1].dropLast(2)
    return methods.contains { $0.first?.label == String(label) }
  }

  /// The overloads a call at `site` may call, by their parameters, with the scopes and module
  /// of their declarations: a creation's initializers, a static method's overloads, an instance
  /// method's of the type around the code, or a top-level function's, through the declarations
  /// read.
  private func overloads(calledAt site: CallArguments.Site, from use: RawUse, module: String)
    -> (overloads: [[CallArguments.Parameter]], scopes: [[String]], module: String)?
  {
    guard let last = site.callee.last else { return nil }
    // `self.write(…)`, or `write(…)` in the instance code of a type that declares the method:
    // Swift finds the type's method before any top-level function of the name.
    if site.callee.first == CallArguments.Site.ownInstance || site.callee.count == 1,
      !use.inStaticContext, let path = use.contexts.last,
      let enclosing = index.resolve(path, from: [], module: module),
      let methods = enclosing.instanceMethods[last]
    {
      return (methods, enclosing.scopes, enclosing.module)
    }
    guard site.callee.first != CallArguments.Site.ownInstance else { return nil }
    if last == "init" || AuditRules.isTypeLike(last) {
      let names = last == "init" ? Array(site.callee.dropLast()) : site.callee
      guard let type = index.resolve(names, from: use.contexts, module: module) else { return nil }
      let memberwise = type.memberwiseInitializer.map { [$0] } ?? []
      return (type.initializers + memberwise, type.scopes, type.module)
    }
    if site.callee.count > 1 {
      guard
        let type = index.resolve(
          Array(site.callee.dropLast()), from: use.contexts, module: module),
        let (declaring, members) = index.members(named: last, of: type)
      else { return nil }
      return (
        members.filter { $0.record.shape == .method }.map(\.record.parameters), declaring.scopes,
        declaring.module
      )
    }
    return (index.parameters(ofFunction: last), use.contexts, module)
  }

  /// What the type `use` passes as an argument (`build(Live.self)`) is used for: the static
  /// members that the callee's code uses through the parameter it fills (`M.make()` of
  /// `func build<M: Maker>(_ maker: M.Type)`).
  private func typeArgumentTarget(_ use: RawUse, module: String) -> Target? {
    guard let site = use.argumentSite,
      let type = index.resolve(use.base, from: use.contexts, module: module),
      !type.kind.declaresNoInstances
    else { return nil }
    let members = membersUsed(byCalleeAt: site, from: use, module: module)
    return members.isEmpty ? nil : .typeArgument(type: type.id, members: members)
  }

  /// The members the callee of the call at `site` uses through the parameter the argument
  /// fills (``CallArguments/Parameter/membersUsed``), in every overload the call's labels fit,
  /// sorted.
  private func membersUsed(byCalleeAt site: CallArguments.Site, from use: RawUse, module: String)
    -> [String]
  {
    guard let (overloads, _, _) = overloads(calledAt: site, from: use, module: module) else {
      return []
    }
    return Set(
      overloads.flatMap {
        site.arguments.parameter(filledBy: site.position, in: $0)?.membersUsed ?? []
      }
    ).sorted()
  }

  /// What the implicit member `use` (`.member`) means as an argument, by the type of the
  /// parameter it fills: `take(.make())` where `func take(_ token: Token)` is `Token.make`;
  /// `Server(group: .singleton)`, `Box.get(clock: .continuous)` likewise, through the
  /// declarations read (the package's and its dependencies'). Only when every overload the
  /// call's labels fit gives the parameter the same type.
  private func argumentTarget(_ use: RawUse, member: String, module: String) -> Target? {
    guard let (typed, declaringModule) = typedByParameter(use, module: module) else { return nil }
    // A member of a type no declaration read declares is not guessed at by its name: it may be
    // a case (`.shared(group)`).
    switch memberTarget(typed, member: member, module: declaringModule) {
    case .externalAccessor?, .externalSeam?: return nil
    case let target: return target
    }
  }

  /// `use`, an argument whose type its place does not say (`.make()`, `.init(url: u)`), with
  /// the type of the parameter it fills as its base, looked up from the scopes of the callee's
  /// declaration, and that declaration's module. Only when every overload the call's labels
  /// fit gives the parameter the same type.
  private func typedByParameter(_ use: RawUse, module: String) -> (RawUse, module: String)? {
    guard let site = use.argumentSite,
      let (overloads, scopes, declaringModule) = overloads(
        calledAt: site, from: use, module: module)
    else { return nil }
    let types = Set(
      overloads.compactMap { site.arguments.parameter(filledBy: site.position, in: $0)?.type })
    guard types.count == 1, let type = types.first else { return nil }
    var typed = use
    typed.base = type
    typed.contexts = scopes
    return (typed, declaringModule)
  }

  private func memberTarget(_ use: RawUse, member: String, module: String) -> Target? {
    if let last = use.base.last, AuditRules.scopedTypeNames.contains(last) { return nil }
    if let type = index.resolve(use.base, from: use.contexts, module: module),
      !type.kind.declaresNoInstances || index.members(named: member, of: type) != nil
    {
      let isDependency = dependencyModules.contains(type.module)
      if isDependency, let entry = table.member(type: type.simpleName, member) {
        return .system(entry)
      }
      if let (declaring, _) = index.members(named: member, of: type) {
        // A protocol's static, reached through a protocol that refines it (`E: ErrorSink`
        // passed `.console` of `extension Sink`), is the declaring protocol's, as the index
        // names it.
        let named = type.kind == .protocol && declaring.kind == .protocol ? declaring : type
        return .staticMember(type: named.id, declaringType: declaring.id, name: member)
      }
      // A case whose value's member is used at once (`Directory.home.url`).
      if type.enumCases.contains(member) {
        return use.usedMember.map { _ in .enumCase(type: type.id, name: member) }
      }
      // A dependency's member in a file the audit did not read is any other module's.
      if !isDependency {
        return AuditRules.isSingletonName(member)
          ? .undeclaredAccessor(type: type.id, name: member) : nil
      }
    }
    if use.base.count == 1 {
      // A global named through its module: `PostgresNIO._defaultJSONDecoder`.
      if let global = index.global(named: member, module: use.base[0]),
        global.module == use.base[0]
      {
        return .global(global)
      }
      if index.functionModule(
        named: member, module: use.base[0], inLeftOutCode: use.inLeftOutBlock) == use.base[0]
      {
        return .globalFunction(module: use.base[0], name: member)
      }
    }
    if use.base.count == 1, SystemTable.systemModules.contains(use.base[0]),
      let entry = table.variable(member) ?? table.function(member)
    {
      // A module-qualified free name: `Glibc.stderr`, `Darwin.getenv`.
      return .system(entry)
    }
    if let typeName = SystemTable.systemTypeName(use.base) {
      if typeName == AuditRules.notificationCenterType,
        member == AuditRules.notificationCenterDefault
      {
        return .notificationCenterDefault
      }
      if member == AuditRules.overridableMember, let reaches = table.replacedType(typeName) {
        return .replaceableSystem(type: typeName, reaches: reaches)
      }
      if let entry = table.member(type: typeName, member) { return .system(entry) }
    }
    let type = use.base.joined(separator: ".")
    if AuditRules.isSingletonName(member) { return .externalAccessor(type: type, member: member) }
    if AuditRules.isSharedAccessorName(member) { return .externalSeam(type: type, member: member) }
    return nil
  }

  private func creationTarget(
    _ use: RawUse, firstLabel: String?, resultUsed: Bool, module: String
  ) -> Target? {
    // An implicit `.init(…)` passed as an argument creates the parameter's type: a declared
    // one by its whole name, else the system's as written (`date: .init()`).
    if use.base.isEmpty, let (typed, declaringModule) = typedByParameter(use, module: module) {
      var named = use
      named.base =
        index.resolve(typed.base, from: typed.contexts, module: declaringModule).map {
          $0.qualifiedName.split(separator: ".").map(String.init)
        } ?? typed.base
      return creationTarget(named, firstLabel: firstLabel, resultUsed: resultUsed, module: module)
    }
    if let type = index.resolve(use.base, from: use.contexts, module: module),
      !type.kind.declaresNoInstances
    {
      guard type.kind != .enum else { return nil }
      // A dependency's nested type by its whole path (`Curve25519.Signing.PrivateKey()`), any
      // other by its name.
      if dependencyModules.contains(type.module),
        let entry = table.creation(type: type.qualifiedName, firstLabel: firstLabel)
          ?? table.creation(type: type.simpleName, firstLabel: firstLabel)
      {
        return entry.isBox ? nil : .system(entry)
      }
      return .creation(
        type: type.id, isInside: index.isInside(type, contexts: use.contexts, module: module),
        inStoredInitializer: isStoredInitializer(use.owner, module: module),
        resultUsed: resultUsed)
    }
    let initializer = InitializerKey.of(firstLabel: firstLabel)
    if let type = index.resolve(use.base, from: use.contexts, module: module),
      type.kind == .extension, type.declaresInitializer(reachedBy: initializer)
    {
      // The one initializer the call's labels fit, where only one does.
      let called = use.callArguments.flatMap(type.initializerSite(calledWith:))
      return .extensionInitializer(
        type: type.id, initializer: called.map(InitializerKey.of(site:)) ?? initializer)
    }
    // A system type, or a dependency's nested type by its whole path (`Curve25519.Signing.
    // PrivateKey()`) when the dependency's sources were not read.
    let typeName = SystemTable.systemTypeName(use.base) ?? use.base.joined(separator: ".")
    guard let entry = table.creation(type: typeName, firstLabel: firstLabel), !entry.isBox else {
      // A statement `Name()` whose result nothing uses is a call of a capitalized C function.
      if use.base.count == 1, use.isStatementCall, AuditRules.isEffectOnlyCall(use.base[0]) {
        return .system(table.effectOnlyCall(use.base[0]))
      }
      // `NSLocalizedString(key, comment: "")`: a capitalized function of the table's, called
      // with an unlabelled first argument, which none of the table's `Type()` types takes.
      guard use.base.count == 1, case .creation(nil, _) = use.shape else { return nil }
      return table.capitalizedFunction(use.base[0]).map(Target.system)
    }
    return .system(entry)
  }

  /// Whether `owner` is a static stored property or a global, whose initializer runs once.
  func isStoredInitializer(_ owner: Owner, module: String) -> Bool {
    switch owner {
    case .staticMember(let path, let name):
      guard let type = index.resolve(path, from: [], module: module) else { return false }
      return type.members[name]?.contains { $0.record.shape == .storedProperty } ?? false
    case .global(let name):
      // A script's variable holds what its top-level code creates: the creation is the finding.
      return index.global(named: name, module: module).map { !$0.record.isScriptVariable } ?? false
    case .instance, .initializer, .topLevel:
      return false
    }
  }

  private func nameTarget(
    _ use: RawUse, name: String, called: Bool, module: String, file: String
  ) -> Target? {
    var enclosing: DeclaredTypes.DeclaredType?
    if let path = use.contexts.last {
      enclosing = index.resolve(path, from: [], module: module)
    }
    if let enclosing {
      if use.inStaticContext, let (declaring, _) = index.members(named: name, of: enclosing) {
        return .staticMember(type: enclosing.id, declaringType: declaring.id, name: name)
      }
      if enclosing.hasInstanceMember(name, seenFrom: file) || enclosing.members[name] != nil {
        return nil
      }
      // A static member of a type around the enclosing one, named unqualified from the nested
      // type's code (`calculateBackoff(…)` in `Pool.StateMachine`'s methods).
      if let path = use.contexts.last {
        for length in stride(from: path.count - 1, through: 1, by: -1) {
          guard let outer = index.resolve(Array(path.prefix(length)), from: [], module: module)
          else { continue }
          if let (declaring, _) = index.members(named: name, of: outer) {
            return .staticMember(type: outer.id, declaringType: declaring.id, name: name)
          }
        }
      }
    }
    if let entry = systemStaticNamedInItsExtension(use, name: name, enclosing: enclosing) {
      return .system(entry)
    }
    if let global = index.global(named: name, module: module, file: file) {
      return .global(global)
    }
    // A top-level function that calls its own name wraps the system's function of that name
    // (swift-argument-parser's `func ioctl(_ a: Int32, …) -> Int32 { ioctl(CInt(a), UInt(b), p) }`).
    if called, case .global(name) = use.owner, let entry = table.function(name) {
      return .system(entry)
    }
    if let functionModule = index.functionModule(
      named: name, module: module, inLeftOutCode: use.inLeftOutBlock)
    {
      return .globalFunction(module: functionModule, name: name)
    }
    // `var info = stat()` creates C's struct of that name, not a call of the function.
    if use.callsWithoutArguments, AuditRules.cStructsNamedLikeFunctions.contains(name) {
      return nil
    }
    // Code in an extension of another module's type or of a protocol may call that type's
    // methods unqualified (`deallocate()` in `extension UnsafeMutablePointer`, `remove(at:
    // index)` in `extension RangeReplaceableCollection`): there a call whose first argument is
    // labelled, as no C function's is, is the type's method, and a statement call is no
    // effect-only C function's. In any type's code, neither is a call of a name that one of the
    // declarations read has a method of (`stopObserving()`, from an extension of a protocol the
    // enclosing type conforms to).
    let mayBeInherited =
      !use.contexts.isEmpty && (enclosing.map { $0.kind.declaresNoInstances } ?? true)
    if mayBeInherited && use.hasFirstArgumentLabel { return nil }
    // A C function stored to be called later (`platformIsatty = isatty`) reaches what a call would.
    let entry =
      called
      ? table.function(name)
      : table.variable(name) ?? (use.isStoredValue ? table.function(name) : nil)
    if entry == nil, use.isStatementCall, !mayBeInherited,
      use.contexts.isEmpty || !index.instanceMemberNames.contains(name),
      AuditRules.isEffectOnlyCall(name)
    {
      return .system(table.effectOnlyCall(name))
    }
    return entry.map(Target.system)
  }

  /// The system's static that `name` means in the static code of the package's extension of the
  /// system's type, where Swift finds the type's members unqualified (`unsafeArgv` and `argc` in
  /// `extension CommandLine { static var programName: String { … } }`).
  private func systemStaticNamedInItsExtension(
    _ use: RawUse, name: String, enclosing: DeclaredTypes.DeclaredType?
  ) -> SystemTable.Entry? {
    guard use.inStaticContext, enclosing.map({ $0.kind == .extension }) ?? true,
      let path = use.contexts.last, let typeName = SystemTable.systemTypeName(path)
    else { return nil }
    return table.member(type: typeName, name)
  }

  // MARK: Decisions

  /// What becomes of a use of `target`.
  func decide(_ target: Target, _ use: RawUse) -> Decision {
    switch target {
    case .system(let entry):
      return systemDecision(entry, use)
    case .hiddenDefault(let entry, let signature, let parameter):
      return hiddenDefaultDecision(entry, signature: signature, parameter: parameter)
    case .replaceableSystem(let type, let reaches):
      let kind: Finding.Kind =
        type == AuditRules.notificationCenterType ? .notificationCenter : .system
      let suggestion =
        kind == .notificationCenter
        ? "nothing to do: tests install a TestNotificationCenter"
        : "nothing to do: tests replace it with StandInSystem's test doubles"
      return Decision(
        report: .finding(
          kind: kind, type: type, member: AuditRules.overridableMember,
          .replaceable(suggestion, reaches: reaches)),
        reaches: false)
    case .notificationCenterDefault:
      let fix = use.notificationFixable ? "; `--fix` does this" : ""
      var verdict = Verdict.hardWired(
        "use `NotificationCenter.overridable` (import \(AuditRules.notificationsModule))\(fix)",
        reaches: table.member(type: AuditRules.notificationCenterType, "default")?.reaches)
      verdict.expression = "NotificationCenter.default"
      return Decision(
        report: .finding(
          kind: .notificationCenter, type: AuditRules.notificationCenterType,
          member: AuditRules.notificationCenterDefault, verdict),
        reaches: true)
    case .externalAccessor(let type, let member):
      return Decision(
        report: .finding(
          kind: .sharedAccessor, type: type, member: member,
          .hardWired(
            "declared outside this package: wrap it behind an @Overridable accessor of your own")),
        reaches: true)
    case .externalSeam(let type, let member):
      return Decision(
        report: .seam(
          kind: .sharedAccessor, type: type, member: member,
          why: "declared outside this package; nothing says it holds state"),
        reaches: false)
    case .staticMember(let typeID, let declaringID, let name, let overload):
      guard let type = index.types[typeID], let declaring = index.types[declaringID],
        let members = declaring.members[name]
      else { return .none }
      var decision = staticMemberDecision(
        type: type, declaring: declaring, members: members, overload: overload,
        arguments: use.callArguments)
      if !decision.reaches {
        decision.reaches = reaches(
          throughObjectIn: members, of: declaring,
          (use.usedMember.map { [$0] } ?? []) + use.membersUsedLater)
      }
      return decision
    case .undeclaredAccessor(let typeID, let name):
      guard let type = index.types[typeID] else { return .none }
      return Decision(
        report: .finding(
          kind: .sharedAccessor, type: type.qualifiedName, member: name,
          .hardWired(
            "`\(type.qualifiedName)` declares no static `\(name)` in this package (inherited?): "
              + "make its declaration @Overridable")),
        reaches: true)
    case .creation(let typeID, let isInside, let inStoredInitializer, let resultUsed, let site):
      guard let type = index.types[typeID] else { return .none }
      // By syntax, the one initializer the call's labels fit, where only one does.
      let called = site ?? use.callArguments.flatMap(type.initializerSite(calledWith:))
      let initializer = Self.initializerKey(use, called)
      if let decision = leftOutDefaultDecision(type, through: initializer, use) { return decision }
      return creationDecision(
        type, through: initializer, written: Self.initializerSpelling(of: type, in: use),
        isInside: isInside,
        inStoredInitializer: inStoredInitializer,
        resultUsed: resultUsed, storedInBody: use.isStoredValue, usedMember: use.usedMember,
        membersUsedLater: use.membersUsedLater,
        inInstanceCode: { if case .instance = use.owner { true } else { false } }())
    case .global(let global):
      var decision = globalDecision(global)
      // `reader.next()`, where `let reader = Reader()` reads the clock in `next()`.
      if !decision.reaches, let usedMember = use.usedMember, let held = valueType(of: global) {
        decision.reaches = reaches(held, through: [usedMember])
      }
      return decision
    case .globalFunction(let module, let name):
      guard effectful.contains(Self.globalKey(module, name)) else {
        // `makeWorker().next()`: the new object a function returns, used at once, reaches what
        // the member used reaches, as `Factory.make().next()` does.
        guard let usedMember = use.usedMember, let returned = index.returnType(ofFunction: name),
          let type = valueType(named: returned, from: [], module: module)
        else { return .none }
        return Decision(report: .none, reaches: reaches(type, through: [usedMember]))
      }
      return Decision(
        report: .finding(
          kind: .staticMember, type: module.isEmpty ? "(global)" : module, member: name,
          .hardWired(
            "`\(name)` reaches shared state: make it a static method of an @OverridableStatics "
              + "type, and call it through the type")),
        reaches: true)
    case .extensionMethod(let typeID, let name):
      let key = "T" + typeID
      let reaches =
        reachingMembers[key]?.contains(name) ?? false
        || valueReadingMembers[key]?.contains(name) ?? false
      return Decision(report: .none, reaches: reaches)
    case .extensionInitializer(let typeID, let initializer):
      return extensionInitializerDecision(typeID, through: initializer, use)
    case .typeArgument(let typeID, let names):
      // The first static member used whose code reaches shared state decides, reported where
      // the type is passed: nothing else names it.
      guard let type = index.types[typeID] else { return .none }
      for name in names {
        guard let (declaring, members) = index.members(named: name, of: type) else { continue }
        let decision = staticMemberDecision(type: type, declaring: declaring, members: members)
        if decision.reaches { return decision }
      }
      return .none
    case .enumCase(let typeID, let name):
      return enumCaseDecision(typeID, name, use)
    }
  }

  /// The creation `use` through the initializer `initializer` of the package's extension
  /// `typeID` of another module's type: reported, as a static method of the extension is, when
  /// its code reaches shared state or reads a value (`String(randomAlphaNumericOfLength:)` draws
  /// random numbers: a creation of the system's value through the package's code is no
  /// value-like object of the package's, but the package's factory).
  private func extensionInitializerDecision(
    _ typeID: String, through initializer: String, _ use: RawUse
  ) -> Decision {
    let key = "T" + typeID
    guard let type = index.types[typeID],
      reachingInitializers[key]?.contains(initializer) ?? false
        || valueReadingInitializers[key]?.contains(initializer) ?? false
    else { return .none }
    var verdict = Verdict.hardWired(
      "the initializer is declared in `extension \(type.qualifiedName)` (\(place(type.file, type.line))), "
        + "which @OverridableStatics cannot cover: call it from a static method of an "
        + "@OverridableStatics type of your own, which tests stub")
    verdict.expression = Self.initializerSpelling(of: type, in: use)
    return Decision(
      report: .finding(kind: .creation, type: type.qualifiedName, member: "init", verdict),
      reaches: true)
  }

  /// The case `name` of the enum `typeID` whose value's member `use` uses at once: the code of
  /// that member, which a test cannot replace, decides. A read of a value (the date) is
  /// reported where it is, and reaches the code that uses the case, as a new value's would;
  /// more is reported here, as the creation of a value without state whose methods reach
  /// shared state is. A case made with associated values (`.array(items).serialize()`) holds
  /// them, as a value with stored properties does: it reaches, and is not reported.
  private func enumCaseDecision(_ typeID: String, _ name: String, _ use: RawUse) -> Decision {
    guard let type = index.types[typeID], let used = use.usedMember,
      declaration(of: used, for: type) != nil
    else { return .none }
    guard runsReachingCode(type, used) else { return .none }
    guard isService(type), use.callArguments == nil else {
      return Decision(report: .none, reaches: true)
    }
    return Decision(
      report: .finding(
        kind: .staticMember, type: type.qualifiedName, member: name,
        .hardWired(
          "its `\(used)` runs code that reaches shared state (\(place(type.file, type.line))): "
            + "move that code behind a static method of an @OverridableStatics type, or pass "
            + "the value in")),
      reaches: true)
  }

  private func systemDecision(_ entry: SystemTable.Entry, _ use: RawUse) -> Decision {
    var fix: SystemFix?
    if use.isPlain, let replacement = entry.fix {
      fix = SystemFix(
        offset: use.offset, length: use.length, replacement: replacement, module: entry.module)
    }
    let instead =
      entry.module.map { "use `\(entry.replacement)` (import \($0))" } ?? entry.replacement
    var verdict = Verdict.hardWired(
      instead + (fix == nil ? "" : "; `--fix` does this"), reaches: entry.reaches)
    // `x.shuffled()` and `x.write(to:)` for an instance call, `NWConnection(…)` for any
    // creation.
    verdict.expression =
      entry.pattern.hasPrefix(".")
        && (entry.pattern.hasSuffix("()") || entry.pattern.hasSuffix(":)"))
      ? "x\(entry.pattern)"
      : entry.pattern.hasSuffix("(*)") ? "\(entry.pattern.dropLast(3))(…)" : entry.pattern
    verdict.fix = fix
    let (type, member) = Self.split(entry.pattern)
    return Decision(
      report: .finding(kind: .system, type: type, member: member, verdict), reaches: true)
  }

  private func hiddenDefaultDecision(
    _ entry: SystemTable.Entry, signature: String, parameter: String
  ) -> Decision {
    let module = entry.module.map { " (import \($0))" } ?? ""
    var verdict = Verdict.hardWired(
      "`\(signature)` reads it through its default `\(parameter):`: pass `\(parameter):` "
        + "yourself (`\(entry.replacement)`\(module))", reaches: entry.reaches)
    verdict.expression = entry.pattern
    let (type, member) = Self.split(entry.pattern)
    return Decision(
      report: .finding(kind: .system, type: type, member: member, verdict), reaches: true)
  }

  /// The type and member of a table pattern: `Date()` is `Date`, `init`; `getenv()` is ``,
  /// `getenv`.
  private static func split(_ pattern: String) -> (String, String) {
    if pattern.hasPrefix(SystemTable.instancePropertyPrefix) {
      return ("", String(pattern.dropFirst(SystemTable.instancePropertyPrefix.count)))
    }
    let name = pattern.prefix { $0 != "(" }
    if let dot = name.lastIndex(of: ".") {
      return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
    return AuditRules.isTypeLike(String(name)) ? (String(name), "init") : ("", String(name))
  }

  /// Whether the code of the instance member `member` of a `type` value, or of a method it calls
  /// on the instance, reads a value or reaches shared state; each member's code is the one a
  /// `type` value runs (``declaration(of:for:)``): its own, an inherited one or a protocol
  /// extension's. `nil` when it is not known (another member's code is not known apart, or no
  /// such type declares `member`).
  private func memberReaches(_ type: DeclaredTypes.DeclaredType, _ member: String) -> Bool? {
    var pending = [member]
    var seen: Set<String> = [member]
    while let next = pending.popLast() {
      let key: String
      let calls: Set<String>
      if type.instanceMemberNames.contains(next) {
        (key, calls) = ("T" + type.id, type.selfCalls[next] ?? [])
      } else if let owner = inheritedDeclaration(of: next, for: type) {
        (key, calls) = ("T" + owner.id, owner.selfCalls[next] ?? [])
      } else {
        if next == member { return nil }
        continue
      }
      let reaching = (reachingMembers[key] ?? []).union(valueReadingMembers[key] ?? [])
      if reaching.contains("*") { return nil }
      if reaching.contains(next) { return true }
      for called in calls where seen.insert(called).inserted {
        pending.append(called)
      }
    }
    return false
  }

  /// Whether code that holds a new `type` in a local reaches shared state through `members`,
  /// the members it uses through that local: one whose code reaches it, or, for a type whose
  /// members are not told apart, any member it declares or inherits of a type whose instance
  /// code reads a value.
  private func reaches(_ type: DeclaredTypes.DeclaredType, through members: [String]) -> Bool {
    members.contains { member in
      memberReaches(type, member)
        ?? (declaration(of: member, for: type) != nil && valueReaders.contains("T" + type.id))
    }
  }

  /// Whether the instance member `member` of `type`, which code runs on a value it did not
  /// create (a property wrapper's `wrappedValue`, an enum case's member), runs code that reaches
  /// shared state or reads a value; where its members are not told apart, whether any of the
  /// type's instance code does.
  private func runsReachingCode(_ type: DeclaredTypes.DeclaredType, _ member: String) -> Bool {
    let key = "T" + type.id
    return memberReaches(type, member) ?? (isService(key: key) || valueReaders.contains(key))
  }

  /// The type whose code runs for the instance member `member` of a `type` value: `type` itself,
  /// else the nearest superclass, else one of their own protocols' extensions that declares it
  /// (``ownProtocols(of:in:)``); `nil` when none does.
  private func declaration(of member: String, for type: DeclaredTypes.DeclaredType)
    -> DeclaredTypes.DeclaredType?
  {
    type.instanceMemberNames.contains(member) ? type : inheritedDeclaration(of: member, for: type)
  }

  /// The nearest type whose code a `type` value runs besides its own that declares `member`.
  private func inheritedDeclaration(of member: String, for type: DeclaredTypes.DeclaredType)
    -> DeclaredTypes.DeclaredType?
  {
    guard let owner = inheritedCode[type.id]?.first(where: { $0.members.contains(member) })
    else { return nil }
    return index.types[owner.id]
  }

  /// The types whose instance code a `type` value runs besides its own, nearest first: its
  /// superclasses, then their own protocols (``ownProtocols(of:in:)``).
  private static func typesInheritedFrom(
    _ type: DeclaredTypes.DeclaredType, in index: DeclaredTypes
  ) -> [DeclaredTypes.DeclaredType] {
    let classes = typeAndSuperclasses(type, in: index)
    return Array(classes.dropFirst()) + classes.flatMap { ownProtocols(of: $0, in: index) }
  }

  /// The protocols `type` conforms to that its module keeps to itself: their extensions' instance
  /// code is code the module shares among its types, as a superclass's is. A public protocol's
  /// extensions are defaults other modules' types may never run (swift-log's `LogHandler`).
  private static func ownProtocols(of type: DeclaredTypes.DeclaredType, in index: DeclaredTypes)
    -> [DeclaredTypes.DeclaredType]
  {
    index.conformedProtocols(of: type).filter { $0.kind == .protocol && !$0.isPublic }
  }

  /// Whether code that reads the static member `members` of `declaring` reaches shared state
  /// through `usedMembers`, the members it uses of the object held there or returned, at once or
  /// in the callee it passes the object to: `Registry.shared.lookUp()`, where `lookUp()` reads
  /// the locale, reaches it as `Registry().lookUp()` does, though the object holds nothing
  /// shared; so do `Factory.make().lookUp()` and `look(in: .shared)`, where `look(in:)` calls
  /// `lookUp()` on its parameter.
  private func reaches(
    throughObjectIn members: [DeclaredTypes.Member], of declaring: DeclaredTypes.DeclaredType,
    _ usedMembers: [String]
  ) -> Bool {
    guard !usedMembers.isEmpty else { return false }
    return members.contains { member in
      // A method called is not its result called.
      let used = usedMembers.filter {
        member.record.shape != .method || $0 != AuditRules.callAsFunctionMember
      }
      guard !used.isEmpty else { return false }
      return heldType(of: member, in: declaring).map { reaches($0, through: used) } ?? false
    }
  }

  /// The package type of the value the static `member` of `declaring` holds (from its
  /// initializer or its type) or, for a method, returns.
  private func heldType(of member: DeclaredTypes.Member, in declaring: DeclaredTypes.DeclaredType)
    -> DeclaredTypes.DeclaredType?
  {
    let record = member.record
    var names = record.shape == .method ? record.returnType : record.annotatedType
    if case .creation(let created, _) = record.initialValue { names = created }
    guard let names else { return nil }
    return names == ["Self"]
      ? declaring : valueType(named: names, from: declaring.scopes, module: declaring.module)
  }

  /// The creation `use` of `type` through `initializer`, when it leaves out an argument whose
  /// default, in a dependency's declaration, is a process-wide service
  /// (``processWideDefaults``).
  private func leftOutDefaultDecision(
    _ type: DeclaredTypes.DeclaredType, through initializer: String, _ use: RawUse
  ) -> Decision? {
    guard
      let (label, place) = processWideDefaults["T" + type.id + " " + initializer]?
        .filter({ !use.argumentLabels.contains($0.key) }).min(by: { $0.key < $1.key })
    else { return nil }
    return Self.creationFinding(
      type,
      "it leaves out `\(label):`, whose default is process-wide (\(place)): pass `\(label):` "
        + "yourself", spelledAs: Self.initializerSpelling(of: type, in: use))
  }

  /// A finding for a creation of `type`, which reaches shared state, with what to do instead;
  /// spelled `T(…)`, or as `spelling` says when the finding holds for one initializer only.
  private static func creationFinding(
    _ type: DeclaredTypes.DeclaredType, _ suggestion: String, spelledAs spelling: String? = nil
  ) -> Decision {
    var verdict = Verdict.hardWired(suggestion)
    verdict.expression = spelling
    return Decision(
      report: .finding(kind: .creation, type: type.qualifiedName, member: "init", verdict),
      reaches: true)
  }

  /// The creation `use` of `type` spelled by the initializer its first argument picks, as the
  /// system's table spells one: `Parser(filePath:)`, `Parser(_:)`, `Xoshiro()`. A finding that
  /// holds for that initializer only is spelled so: `Parser(fileHandle:)` is no finding.
  private static func initializerSpelling(of type: DeclaredTypes.DeclaredType, in use: RawUse)
    -> String?
  {
    guard case .creation(let firstLabel, _) = use.shape else { return nil }
    switch firstLabel {
    case "": return "\(type.qualifiedName)()"
    case nil: return "\(type.qualifiedName)(_:)"
    case let label?: return "\(type.qualifiedName)(\(label):)"
    }
  }

  private func creationDecision(
    _ type: DeclaredTypes.DeclaredType, through initializer: String, written: String?,
    isInside: Bool,
    inStoredInitializer: Bool, resultUsed: Bool, storedInBody: Bool, usedMember: String? = nil,
    membersUsedLater: [String] = [], inInstanceCode: Bool = false
  ) -> Decision {
    let service = isService(type, through: initializer)
    // `let worker = Worker(); return worker.next()`, `run(Worker())`: the code reaches what the
    // members it or the callee then uses of the new value reach, as `Worker().next()` does.
    let reachesThroughLocal = reaches(type, through: membersUsedLater)
    // `Request()`, whose initializer stamps it with the date: its creation is no finding, but
    // the code that creates one reads the clock.
    let readsWhenCreated =
      valueReadingInitializers["T" + type.id]?.contains(initializer) ?? false
    let readsValues = service || valueReaders.contains("T" + type.id)
    // A value's creation is no finding; its code reaches shared state where a member of the
    // new value is used at once (`DefaultClock().now`), or, in the type's own static code,
    // through the local it is bound to (`let client = Self(…); try await client.run()`). It is
    // a service's creation when the value holds nothing but what its methods reach
    // (`StdoutOutputStream()`), or when the initializer called does I/O itself
    // (`MustacheTemplate(filename:)`).
    let createsService =
      service
      && (type.isStatelessValue
        || initializersDoingIO["T" + type.id]?.contains(initializer) ?? false
        || initializersTakingDefaults["T" + type.id]?.contains(initializer) ?? false)
    // A random number generator seeded from the system's random source, or the clock, while it
    // is created (swift-property-based's `Xoshiro()`) draws every number from that seed: a new
    // one is a source of random numbers, as `SystemRandomNumberGenerator()` is.
    if readsWhenCreated, isRandomNumberGenerator(type), !isSeamItself(type), !isInside,
      !resultUsed
    {
      return Self.creationFinding(
        type,
        "pass the generator in, or create it with a seed the caller gives ("
          + "\(type.declaration), \(place(type.file, type.line)))", spelledAs: written)
    }
    if !type.isReferenceType, !createsService {
      // A value used at once reaches what its initializer and the member used reach:
      // `PostgresData(type:formatCode:value:).numeric` reads no process-wide JSON decoder,
      // though `PostgresData`'s `json` does.
      if judgesMembersApart, resultUsed, let usedMember,
        let reaches = memberReaches(type, usedMember)
      {
        let key = "T" + type.id
        return Decision(
          report: .none,
          reaches: reaches || readsWhenCreated
            || reachingInitializers[key]?.contains(initializer) ?? false)
      }
      // In the type's own instance code, a new value bound to a local reaches what its
      // initializer reaches; what its members reach is counted where each is declared, so that
      // one member's reach (`json`) does not become every member's (`array`, which builds its
      // elements).
      if judgesMembersApart, storedInBody && isInside && inInstanceCode && !resultUsed {
        return Decision(
          report: .none,
          reaches: readsWhenCreated
            || reachingInitializers["T" + type.id]?.contains(initializer) ?? false)
      }
      // Bound to a local in the type's own code, it reaches what the members used through the
      // local reach where the index tells members apart, else what any member reaches.
      let boundInside = storedInBody && isInside && !judgesMembersApart
      return Decision(
        report: .none,
        reaches: readsValues && (resultUsed || boundInside) || reachesThroughLocal
          || readsWhenCreated)
    }
    if resultUsed && !service {
      // An object used at once reaches what the member used reaches, where the index tells
      // members apart: `Session().name` reads no clock, though `Session().started` does.
      if judgesMembersApart, let usedMember, let reaches = memberReaches(type, usedMember) {
        return Decision(report: .none, reaches: reaches || readsWhenCreated)
      }
      return Decision(report: .none, reaches: readsValues || readsWhenCreated)
    }
    if isInside || inStoredInitializer {
      return Decision(report: .none, reaches: service || reachesThroughLocal || readsWhenCreated)
    }
    if !service, reachesThroughLocal || readsWhenCreated {
      return Decision(report: .none, reaches: true)
    }
    guard service else {
      return Decision(
        report: .seam(
          kind: .creation, type: type.qualifiedName, member: "init",
          why: "its instances reach no shared state"),
        reaches: false)
    }
    // A clock or a generator of the system's (``sourcesOfValues``) is what a test passes in.
    let instead =
      reachesMoreThanValues(key: "T" + type.id)
      ? "create it through a static factory on an @OverridableStatics type, or an @Overridable "
        + "factory"
      : "it is the real clock or random source: take one as a parameter (tests pass one they "
        + "control), or create it through an @Overridable factory"
    return Self.creationFinding(
      type, "\(instead) (\(type.declaration), \(place(type.file, type.line)))",
      spelledAs: isServiceWhateverTheInitializer(type) ? nil : written)
  }

  /// Whether every creation of `type` makes a service, whatever initializer it calls: an object
  /// whose members or initializers start what it keeps, or a value that holds nothing but what
  /// its members reach (`StdoutOutputStream()`). Otherwise only the initializers that do I/O or
  /// take a process-wide default make one (`Parser(filePath:)`, not `Parser(fileHandle:)`).
  private func isServiceWhateverTheInitializer(_ type: DeclaredTypes.DeclaredType) -> Bool {
    let key = "T" + type.id
    if type.isReferenceType {
      return servicesWhateverTheInitializer.contains(key)
        || !(reachingInitializers[key] ?? []).isSubset(of: initializersDoingIO[key] ?? [])
    }
    return type.isStatelessValue && servicesWhateverTheInitializer.contains(key)
  }

  private func globalDecision(_ global: Global) -> Decision {
    let record = global.record
    let place = place(record.file, record.line)
    let type = global.module.isEmpty ? "(global)" : global.module
    // A `main.swift`'s top-level variable is a global of its module, read by its top-level code
    // and by every file of the module alike: the script can keep it to itself instead.
    let instead =
      record.isScriptVariable
      ? "declare it in a function or a `do { … }` block if only the top-level code uses it, "
        + "or make it an @Overridable static var of a type"
      : "make it an @Overridable static var of a type"
    if !record.isLet {
      return Decision(
        report: .finding(
          kind: .globalVariable, type: type, member: record.name,
          .hardWired("a global `var` is process-wide mutable state: \(instead) (\(place))")),
        reaches: true)
    }
    // An object whose class holds mutable state is shared state when something writes
    // through it, and so is a value written through (`g[i] += 1` compiles on a `let` only
    // through a nonmutating setter, which writes through a reference it holds); a box, a
    // service, or an effectful initializer always is.
    let isWrittenObject =
      writtenGlobals.contains(record.name)
      && (holdsState(record.initialValue, annotated: record.annotatedType, module: global.module)
        || valueType(of: global).map { !$0.isReferenceType } ?? false)
    var written = record.annotatedType
    if case .creation(let names, _) = record.initialValue { written = names }
    let isBoxOrService =
      (written?.last).map(table.isBox) ?? false
      || valueType(of: global).map(isService)
        ?? holdsState(
          record.initialValue, annotated: record.annotatedType, module: global.module)
    if isWrittenObject || isBoxOrService
      || effectful.contains(Self.globalKey(global.module, record.name))
    {
      return Decision(
        report: .finding(
          kind: .globalVariable, type: type, member: record.name,
          .hardWired("`\(record.declaration)` holds process-wide state: \(instead) (\(place))")),
        reaches: true)
    }
    return .none
  }

  /// Whether a stored `let` initialized with `value` holds mutable state or does I/O: a box of
  /// the system's table (a lock, an atomic, a cache), a class of the package with mutable
  /// instance state, or a type of the package whose instances reach shared state.
  private func holdsState(
    _ value: InitialValue, annotated: [String]?, module: String, scopes: [[String]] = []
  ) -> Bool {
    var names = annotated
    if case .creation(let created, _) = value { names = created }
    guard let names else { return false }
    // A box of the table (a lock, an atomic) is one whether or not its module's sources are read.
    if let last = names.last, table.isBox(last) { return true }
    if let type = valueType(named: names, from: scopes, module: module) {
      return isService(type, createdThrough: value) || hasMutableState(type)
    }
    return SystemTable.systemTypeName(names).map(table.isBox) ?? false
  }

  /// Whether the static `let` `member` of `type` is not public and holds an object of the
  /// package's whose mutable state is plain stored `var`s (no lock, no atomic: nothing made to be
  /// shared), that is no service, and that no code of the package writes through: the rule for
  /// a global `let`. swift-protobuf's `_StorageClass.defaultInstance`, the copy-on-write storage
  /// every message starts from and copies before it writes, is a constant. Other modules may
  /// write through a public one (a library's `Analytics.shared`, which its users `track(…)`
  /// through), and an object holding a lock or an atomic is a box, however the code that writes
  /// through it got hold of it (a registry handed to every factory, an id generator a pool keeps).
  private func isUnwrittenObject(
    _ member: DeclaredTypes.Member, of type: DeclaredTypes.DeclaredType
  ) -> Bool {
    let record = member.record
    var names = record.annotatedType
    if case .creation(let created, _) = record.initialValue { names = created }
    guard !AuditRules.isPublicDeclaration(record.declaration),
      let names, let last = names.last, !table.isBox(last),
      let held = valueType(named: names, from: type.scopes, module: type.module),
      !hasMutableState(held, boxesOnly: true), !isService(held, createdThrough: record.initialValue)
    else { return false }
    return !isWrittenThrough(member, of: type, holding: held)
  }

  /// Whether a value of `type` holds mutable state that every holder shares: an instance of a
  /// class or actor (or of its package superclasses) with a stored `var`, or any type with a
  /// stored `let` of a box or of such an instance. With `boxesOnly`, only a box of the system's
  /// table counts (a lock, an atomic, a cache), held itself or through a value it holds.
  private func hasMutableState(
    _ type: DeclaredTypes.DeclaredType, boxesOnly: Bool = false, depth: Int = 0
  ) -> Bool {
    guard depth < 8 else { return false }
    if !boxesOnly, type.isReferenceType, type.hasMutableInstanceState || type.kind == .actor {
      return true
    }
    for names in type.instanceLetValueTypes {
      if let last = names.last, table.isBox(last) { return true }
      if let held = valueType(named: names, from: type.scopes, module: type.module) {
        if held.id != type.id, hasMutableState(held, boxesOnly: boxesOnly, depth: depth + 1) {
          return true
        }
      } else if SystemTable.systemTypeName(names).map(table.isBox) ?? false {
        return true
      }
    }
    if let superclass = index.superclass(of: type) {
      return hasMutableState(superclass, boxesOnly: boxesOnly, depth: depth + 1)
    }
    return false
  }

  // MARK: Static members

  private func staticMemberDecision(
    type: DeclaredTypes.DeclaredType, declaring: DeclaredTypes.DeclaredType,
    members: [DeclaredTypes.Member], overload: MemberSite? = nil, arguments: CallArguments? = nil
  ) -> Decision {
    var relevant = members.filter { !$0.record.isSlot && !$0.record.isTaskLocal }
    var isOverload = false
    // The one overload the index names, when it names one of these: a call of
    // `randomInteger(withMaximumWidth:using:)` is not one of `randomInteger(withMaximumWidth:)`.
    if let overload {
      let named = relevant.filter {
        $0.file == overload.file && $0.record.line == overload.line
      }
      if named.count == 1 { relevant = named }
      isOverload = relevant.count == 1
    } else if let arguments, relevant.count > 1,
      relevant.allSatisfy({ $0.record.shape == .method })
    {
      // Without the index, the overloads whose parameters the call's labels fit: `get()` is
      // not `get(_:)`.
      let callable = relevant.filter { arguments.canCall($0.record.parameters) }
      if !callable.isEmpty, callable.count < relevant.count {
        relevant = callable
        isOverload = callable.count == 1
      }
    }
    guard let first = relevant.first else {
      // A task-local is scoped, but its default value is one for the whole process: when that is
      // an object holding mutable state (`@TaskLocal static var _current = Box([.default])`),
      // code that reaches it where no scope binds another reads or writes process-wide state.
      // The task-local itself is no finding; the code that reaches it is.
      let defaultIsShared = members.contains {
        $0.record.isTaskLocal
          && holdsState(
            $0.record.initialValue, annotated: $0.record.annotatedType, module: declaring.module,
            scopes: declaring.scopes)
      }
      return Decision(report: .none, reaches: defaultIsShared)
    }
    let name = first.record.name
    let accessor = "\(type.qualifiedName).\(name)"
    let decisions = relevant.map {
      staticDecision($0, of: declaring, accessor: accessor, asOverload: isOverload)
    }
    // Overloads: the first that is a hard-wired finding, else the first finding, else a seam.
    func isHardWired(_ decision: Decision) -> Bool {
      if case .finding(_, _, _, let verdict) = decision.report { return !verdict.replaceable }
      return false
    }
    func isFinding(_ decision: Decision) -> Bool {
      if case .finding = decision.report { return true }
      return false
    }
    var chosen =
      decisions.first(where: isHardWired) ?? decisions.first(where: isFinding) ?? decisions[0]
    chosen.reaches = decisions.contains { $0.reaches }
    if case .finding(let kind, _, let member, let verdict) = chosen.report {
      chosen.report = .finding(kind: kind, type: type.qualifiedName, member: member, verdict)
    } else if case .seam(let kind, _, let member, let why) = chosen.report {
      chosen.report = .seam(kind: kind, type: type.qualifiedName, member: member, why: why)
    }
    return chosen
  }

  private func staticDecision(
    _ member: DeclaredTypes.Member, of type: DeclaredTypes.DeclaredType, accessor: String,
    asOverload: Bool = false
  ) -> Decision {
    let record = member.record
    let place = place(member.file, record.line)
    let written = "`\(record.declaration)`"
    let singletonKind: Finding.Kind =
      AuditRules.isSharedAccessorName(record.name) ? .sharedAccessor : .staticMember
    func finding(_ kind: Finding.Kind, _ verdict: Verdict, reaches: Bool = true) -> Decision {
      Decision(
        report: .finding(kind: kind, type: type.qualifiedName, member: record.name, verdict),
        reaches: reaches)
    }
    func seam(_ kind: Finding.Kind, _ why: String) -> Decision {
      Decision(
        report: .seam(kind: kind, type: type.qualifiedName, member: record.name, why: why),
        reaches: false)
    }
    if record.hasOverridable {
      return finding(
        singletonKind,
        .replaceable(
          "nothing to do: tests replace `\(accessor)` through `\(type.qualifiedName).$\(record.name)`"
        ), reaches: false)
    }
    let key = Self.memberKey(type.id, record.name)
    let codeKey =
      asOverload ? Self.overloadKey(key, MemberSite(file: member.file, line: record.line)) : key
    let effectful = self.effectful.contains(codeKey)
    switch record.shape {
    case .computedProperty:
      if let slot = record.currentReadBases.first(where: type.slotNames.contains) {
        return finding(
          .sharedAccessor,
          .replaceable(
            "nothing to do: tests replace `\(accessor)` through `\(type.qualifiedName).\(slot)`"),
          reaches: false)
      }
      guard effectful else { return seam(.staticMember, "its code reaches no shared state") }
      // A static subscript cannot be stored: what it reads can be replaced.
      let instead =
        record.name == AuditRules.subscriptMember
        ? "read an OverridableSlot's `current` in \(written), or move what it reaches behind a "
          + "static method of an @OverridableStatics type"
        : "make \(written) an @Overridable stored property, or read an OverridableSlot's "
          + "`current` in it"
      return finding(
        singletonKind, .hardWired("its code reaches shared state: \(instead) (\(place))"))
    case .storedProperty:
      var action =
        record.isPrivate
        ? "widen the access of \(written) and add @Overridable to it"
        : "add @Overridable to \(written)"
      if record.isLet { action += " and make it a `var`" }
      let fix =
        record.isFixable && !record.isPrivate && !member.inExtension ? "; `--fix` does this" : ""
      if let wrapper = readOnlyWrapper(of: member, in: type) {
        let wrappedValue = AuditRules.wrappedValueMember
        guard runsReachingCode(wrapper, wrappedValue) else {
          return seam(
            .staticMember,
            "its wrapper `@\(wrapper.qualifiedName)` holds no mutable state, and its "
              + "`\(wrappedValue)`'s code reaches no shared state")
        }
        return finding(
          singletonKind,
          .hardWired(
            "reading it runs `\(wrapper.qualifiedName).\(wrappedValue)`, whose code reaches "
              + "shared state (\(self.place(wrapper.file, wrapper.line))): make \(written) "
              + "(\(place)) a static method of an @OverridableStatics type, or read an "
              + "OverridableSlot's `current` in the wrapper"))
      }
      if !record.isLet {
        return finding(
          AuditRules.isSharedAccessorName(record.name) ? .sharedAccessor : .mutableStatic,
          .hardWired("process-wide mutable state: \(action) (\(place))"))
      }
      if record.initialValue == .literal { return .none }
      if holdsState(
        record.initialValue, annotated: record.annotatedType, module: type.module,
        scopes: type.scopes),
        !isUnwrittenObject(member, of: type)
      {
        if case .creation(let names, _) = record.initialValue,
          valueType(named: names, from: type.scopes, module: type.module) == nil
        {
          return finding(
            .mutableStatic,
            .hardWired(
              "a process-wide \(names.joined(separator: ".")): each test needs its own; "
                + "\(action) (\(place))"))
        }
        return finding(.sharedAccessor, .hardWired("\(action) (\(place))\(fix)"))
      }
      if effectful {
        return finding(.sharedAccessor, .hardWired("\(action) (\(place))\(fix)"))
      }
      return seam(.staticMember, "a constant: its value holds no mutable state")
    case .method:
      let replaceable = replaceableMethod(record, member: member, of: type)
      guard effectful else {
        return seam(
          .staticMember,
          replaceable == nil
            ? "its code reaches no shared state"
            : "its code reaches no shared state; tests can stub it with `\(type.qualifiedName).StaticMock`"
        )
      }
      if let replaceable { return finding(.staticMember, replaceable, reaches: false) }
      // A class's factory of a new instance of its own is its creation (a `ManagedBuffer`
      // subclass, which declares no initializer of its own, spells one `class func
      // create(randomBytes:) -> Backing`): when its code reads only values of the system's, it
      // creates a value, as `SymmetricKey(size:)` does, which is no finding and reaches nothing
      // for its caller.
      if record.returnsOwnType, type.kind == .class, readsOnlyValues(key: codeKey),
        !isService(key: "T" + type.id)
      {
        return .none
      }
      return finding(.staticMember, methodAdvice(record, member: member, of: type, place: place))
    }
  }

  /// The verdict for a static method that `@OverridableStatics` already covers, if it does.
  private func replaceableMethod(
    _ record: StaticMemberRecord, member: DeclaredTypes.Member, of type: DeclaredTypes.DeclaredType
  ) -> Verdict? {
    guard type.hasOverridableStatics, !record.isPrivate, !record.hasNotOverridable,
      !member.inExtension, !type.isGeneric
    else { return nil }
    return .replaceable("nothing to do: tests stub it with `\(type.qualifiedName).StaticMock`")
  }

  /// What to do about a static method whose code reaches shared state.
  private func methodAdvice(
    _ record: StaticMemberRecord, member: DeclaredTypes.Member, of type: DeclaredTypes.DeclaredType,
    place: String
  ) -> Verdict {
    let written = "`\(record.declaration)`"
    if record.isPrivate {
      return .hardWired(
        "\(written) is private (\(place)): @OverridableStatics covers only non-private methods")
    }
    if record.hasNotOverridable {
      return .hardWired(
        "\(written) is marked @NotOverridable (\(place)): remove the attribute to let tests stub it"
      )
    }
    if type.kind.declaresNoInstances {
      // A protocol's extension, or an extension of a type the package does not declare: no
      // type's braces to move it into that the macro could see.
      return .hardWired(
        "\(written) is declared in `extension \(type.qualifiedName)` (\(place)), which "
          + "@OverridableStatics cannot cover: call it from a static method of an "
          + "@OverridableStatics type of your own, which tests stub")
    }
    if member.inExtension {
      let attribute = type.hasOverridableStatics ? "" : " and add @OverridableStatics to the type"
      return .hardWired(
        "move \(written) from its extension (\(place)) into `\(type.declaration)`'s own braces"
          + "\(attribute): @OverridableStatics does not see extensions")
    }
    if type.isGeneric {
      return .hardWired(
        "move \(written) (\(place)) to a non-generic type marked @OverridableStatics: "
          + "`\(type.declaration)` is generic, which the macro rejects")
    }
    return .hardWired(
      "its code reaches shared state: add @OverridableStatics to `\(type.declaration)` "
        + "(\(self.place(type.file, type.line)))")
  }

  // MARK: Findings

  /// The findings, seams and `--fix` rewrites of every file.
  func results() -> (findings: [Finding], seams: [Finding], fixes: [String: [SystemFix]]) {
    let reported = files.filter(\.isReported)
    let classifier = self
    // Each file's uses are decided apart, on every core; the results keep the files' order.
    let perFile = parallelMap(count: reported.count) { classifier.results(of: reported[$0]) }
    var findings = perFile.flatMap(\.findings)
    let seams = perFile.flatMap(\.seams)
    var fixes: [String: [SystemFix]] = [:]
    for (file, result) in zip(reported, perFile) where !result.fixes.isEmpty {
      fixes[file.scan.absolutePath, default: []] += result.fixes
    }
    findings += unreadProtocolStaticFindings()
    return (findings, seams, fixes)
  }

  /// The findings, seams and fixes of one file's uses, in the order of its uses.
  private func results(of file: FileUses) -> (
    findings: [Finding], seams: [Finding], fixes: [SystemFix]
  ) {
    var findings: [Finding] = []
    var seams: [Finding] = []
    var fixes: [SystemFix] = []
    for (use, target, _, origin) in file.uses {
      switch decide(target, use).report {
      case .none:
        break
      case .finding(let kind, let type, let member, let verdict):
        var finding = Finding(
          file: file.scan.file, line: use.line, column: use.column, kind: kind, type: type,
          member: member, replaceable: verdict.replaceable, suggestion: verdict.suggestion,
          reaches: verdict.reaches, expression: verdict.expression,
          fixable: verdict.fix != nil || verdict.suggestion.hasSuffix("`--fix` does this"))
        finding.origin = origin
        findings.append(finding)
        if let fix = verdict.fix { fixes.append(fix) }
      case .seam(let kind, let type, let member, let why):
        seams.append(
          Finding(
            file: file.scan.file, line: use.line, column: use.column, kind: kind, type: type,
            member: member, replaceable: false, suggestion: "not shared state: \(why)"))
      }
    }
    return (findings, seams, fixes)
  }

  /// The public statics of the audited modules' public protocols' extensions that reach
  /// hard-wired shared state and that no audited code reads, reported where they are declared.
  /// They are defaults that only conforming types run, mostly other modules' (swift-subprocess's
  /// `OutputProtocol.currentStandardOutput`, swift-dependencies' `DependencyKey.testValue`), and
  /// no code of the package counts a public protocol's extensions as its own: nowhere else would
  /// they be reported.
  private func unreadProtocolStaticFindings() -> [Finding] {
    var read: Set<String> = []
    for file in files {
      for (_, target, _, _) in file.uses {
        if case .staticMember(_, let declaringID, let name, _) = target {
          read.insert(Self.memberKey(declaringID, name))
        }
      }
    }
    let reportedFiles = Set(files.filter(\.isReported).map(\.scan.file))
    var findings: [Finding] = []
    for type in index.types.values
    where type.kind == .protocol && type.isPublic && auditedModules.contains(type.module)
      && !type.inTests
    {
      for (name, members) in type.members where !read.contains(Self.memberKey(type.id, name)) {
        let declared = members.filter {
          reportedFiles.contains($0.file) && AuditRules.isPublicDeclaration($0.record.declaration)
        }
        guard let first = declared.first,
          case .finding(let kind, let typeName, let member, let verdict) = staticMemberDecision(
            type: type, declaring: type, members: declared
          ).report, !verdict.replaceable
        else { continue }
        var finding = Finding(
          file: first.file, line: first.record.line, column: first.record.column, kind: kind,
          type: typeName, member: member, replaceable: false, suggestion: verdict.suggestion,
          reaches: verdict.reaches, expression: verdict.expression,
          fixable: verdict.suggestion.hasSuffix("`--fix` does this"))
        // What the static's code reaches was resolved as every use of the run was.
        finding.origin = judgesMembersApart ? .index : .syntax
        findings.append(finding)
      }
    }
    return findings
  }

  /// Whether `type.name` is a static stored property that is a hard-wired singleton finding:
  /// what `--fix` may make `@Overridable`.
  func isHardWiredSingleton(_ type: DeclaredTypes.DeclaredType, _ name: String) -> Bool {
    guard let members = type.members[name] else { return false }
    let decision = staticMemberDecision(type: type, declaring: type, members: members)
    guard case .finding(let kind, _, _, let verdict) = decision.report else { return false }
    return kind == .sharedAccessor && !verdict.replaceable
  }
}
