/// Which C functions of a package's own C targets (and of the C modules its code imports) reach
/// process-wide state, read from their sources (``CSourceReader``). A C function reaches it when
/// its body reads or writes a file-scope variable that some function of those sources writes (a
/// hook, a counter, a context), assigns a `static` variable of its own body, reads a variable of
/// the system's table (`environ`, `stderr`), calls a function of the system's table (`ioctl`,
/// `dup2`, `getenv`, or the system call `syscall(SYS_name, …)` names), or calls a C function of
/// those sources that does, transitively. A variable that only code run once writes (a function
/// handed to `pthread_once`, a `constructor`, or what only they call) or a library's hook for its
/// own tests (`…_for_testing`) is a value fixed at initialization; a lock holds no state of its
/// own; and an allocator's wrapper (`OPENSSL_malloc`, `…_free`) reaches memory only. A Swift
/// call to one that a header declares, by its name or by the name a header's macro gives it
/// (``CSymbolAliases``), is then a finding like a call of the table's C functions. A vendored
/// copy of a library whose functions the table names, renamed with a prefix
/// (`sqlite_nio_sqlite3_open_v2`), reaches what the table says (``SystemTable/prefixedCopy(of:)``).
///
/// ```swift
/// let effects = CFunctionEffects(
///   files: [CSourceReader(text: "static int n;\nvoid bump(void) { n++; }", isHeader: true)],
///   table: .shared)
/// effects.entries.map(\.pattern)  // ["bump()"]
/// ```
struct CFunctionEffects: Sendable {
  /// A table entry for each C function that a header declares and that reaches process-wide
  /// state: what it reaches is the group of the table's function it calls, or "the process".
  private(set) var entries: [SystemTable.Entry] = []

  /// The allocator's functions, which an interposer's C target defines: Swift code's `malloc`
  /// and `free` are calls of the allocator, not of the target.
  static let allocatorFunctions: Set<String> = [
    "malloc", "calloc", "realloc", "reallocf", "free", "aligned_alloc", "posix_memalign",
    "memalign", "valloc", "pvalloc", "malloc_usable_size", "malloc_size", "malloc_good_size",
  ]

  /// The functions that only run once: those handed to a once-guard or run when the library
  /// loads or the process exits, and those that only such functions call.
  private static func initialization(_ functions: [String: CSourceReader.Function]) -> Set<String> {
    var result = Set(
      functions.values.filter(\.runsOnLoadOrExit).map(\.name)
        + functions.values.flatMap(\.onceCallbacks).filter { functions[$0] != nil })
    var callers: [String: Set<String>] = [:]
    for function in functions.values {
      for callee in function.calls { callers[callee, default: []].insert(function.name) }
    }
    var grew = true
    while grew {
      grew = false
      for (name, calledBy) in callers
      where functions[name] != nil && !result.contains(name) && calledBy.isSubset(of: result) {
        result.insert(name)
        grew = true
      }
    }
    return result
  }

  /// The functions `names` (as called, or as the sources define them) reach through calls.
  private static func reachable(
    from names: Set<String>, aliases: CSymbolAliases, in functions: [String: CSourceReader.Function]
  ) -> Set<String> {
    var result: Set<String> = []
    var pending = Array(names.union(names.map(aliases.sourceName(of:))))
    while let name = pending.popLast() {
      guard let function = functions[name], result.insert(name).inserted else { continue }
      pending += function.calls
    }
    return result
  }

  /// Whether `name` is an allocator's: the C library's (``allocatorFunctions``) or a library's
  /// own wrapper of one (`OPENSSL_malloc`, `xcalloc`, `BN_free`), which memory is all it
  /// reaches, whatever hooks or failure counters for its tests it keeps.
  static func isAllocator(_ name: String) -> Bool {
    allocatorFunctions.contains(name)
      || ["malloc", "calloc", "realloc", "zalloc", "_free"].contains(where: name.hasSuffix)
  }

  /// Whether `name` is a hook a library keeps for its own tests
  /// (`OPENSSL_get_armcap_pointer_for_test`, `RAND_reset_for_fuzzing`, `setClockForTesting`).
  static func isTestHook(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["for_test", "for_testing", "fortesting", "for_fuzzing", "forfuzzing"].contains(
      where: lowered.hasSuffix)
  }

  /// What a function that holds process-wide state of its own reaches.
  static let processGroup = "the process"

  /// - Parameter calledFrom: the names the audited code calls, when known: then a variable is
  ///   process-wide mutable state only when a function they reach writes it (BoringSSL's
  ///   registry of custom certificate extensions, which only `X509V3_EXT_add` writes, is a
  ///   constant table to code that never calls it).
  init(
    files: [CSourceReader], aliases: CSymbolAliases = .none, table: SystemTable,
    calledFrom: Set<String>? = nil
  ) {
    // A function defined in several `#if` branches does what any of them does.
    var functions: [String: CSourceReader.Function] = [:]
    var globals: Set<String> = []
    var visible: Set<String> = []
    for file in files {
      globals.formUnion(file.globals)
      visible.formUnion(file.visible)
      for function in file.functions {
        var merged = functions[function.name] ?? CSourceReader.Function(name: function.name)
        merged.calls.formUnion(function.calls)
        merged.mentions.formUnion(function.mentions)
        merged.writes.formUnion(function.writes)
        merged.writesOwnStatic = merged.writesOwnStatic || function.writesOwnStatic
        merged.onceCallbacks.formUnion(function.onceCallbacks)
        merged.runsOnLoadOrExit = merged.runsOnLoadOrExit || function.runsOnLoadOrExit
        functions[function.name] = merged
      }
    }
    // A call by a name a macro gives a function (`CCryptoBoringSSL_RAND_bytes`) calls it.
    for (name, function) in functions {
      functions[name]!.calls = Set(
        function.calls.map { functions[$0] == nil ? aliases.sourceName(of: $0) : $0 })
    }
    // A file-scope variable that some function writes holds process-wide mutable state, unless
    // only code that runs once, or a hook for the library's own tests, writes it: a value fixed
    // after initialization.
    let initialization = Self.initialization(functions)
    let reachable = calledFrom.map { Self.reachable(from: $0, aliases: aliases, in: functions) }
    let written = globals.intersection(
      functions.values.filter {
        !initialization.contains($0.name) && !Self.isTestHook($0.name)
          && reachable.map { [name = $0.name] in $0.contains(name) } ?? true
      }.flatMap(\.writes))
    // What each function reaches itself, then through its calls, until nothing changes.
    var groups: [String: Set<String>] = [:]
    // A vendored copy that renamed the library's functions (sqlite-nio's
    // `sqlite_nio_sqlite3_open_v2`) does what the table says the library's function does, where
    // its header declares it, however deep in its code (a file system's function pointers) a
    // reading loses it, or when its source is too large to read.
    for name in visible.union(functions.keys) where !Self.isAllocator(name) {
      if let copied = table.prefixedCopy(of: name), copied.reaches != SystemTable.boxGroup {
        groups[name] = [copied.reaches]
      }
    }
    for (name, function) in functions where !Self.isAllocator(name) {
      var own: Set<String> = []
      if function.writesOwnStatic || !function.mentions.isDisjoint(with: written) {
        own.insert(Self.processGroup)
      }
      own.formUnion(function.mentions.compactMap { table.variable($0)?.reaches })
      own.formUnion(
        function.calls.compactMap { callee in
          functions[callee] == nil ? table.function(callee)?.reaches : nil
        }.filter { $0 != SystemTable.boxGroup })
      if !own.isEmpty { groups[name, default: []].formUnion(own) }
    }
    var changed = true
    while changed {
      changed = false
      for (name, function) in functions where !Self.isAllocator(name) {
        let reached = function.calls.reduce(into: groups[name] ?? []) {
          $0.formUnion(groups[$1] ?? [])
        }
        if reached.count > (groups[name]?.count ?? 0) {
          groups[name] = reached
          changed = true
        }
      }
    }
    // The table's group names what a test replaces (the random source, the file system); a
    // library's own state on the way there (a generator's reseed counter) is that source's.
    let reaches = groups.mapValues { reached in
      reached.subtracting([Self.processGroup]).sorted().first ?? Self.processGroup
    }
    // Swift calls such a function by its header's name, or by a name a macro gives it. A
    // vendored copy says what to do as the table's entry of the function it copies does.
    entries = reaches.keys.sorted().filter {
      visible.contains($0) && !Self.allocatorFunctions.contains($0)
    }.flatMap { name in
      let copied = table.prefixedCopy(of: name).flatMap { $0.reaches == reaches[name] ? $0 : nil }
      return ([name] + aliases.spellings(of: name)).map { spelling in
        // A getter that a header's `swift_name` makes of the function is read, not called.
        let isRead = aliases.isGlobalVariable(spelling)
        return SystemTable.Entry(
          pattern: isRead ? spelling : "\(spelling)()", reaches: reaches[name]!,
          replacement: copied?.replacement
            ?? "\(isRead ? "read" : "call") it through an @Overridable accessor of your own",
          fix: nil, module: copied?.module)
      }
    }
  }
}
