/// The C and C++ sources (``sourceSuffixes``, ``headerSuffixes``) of the C targets the audited
/// code can call: the shipped
/// targets of the audited package (by its manifest, custom paths included), and the modules of
/// its checkouts' `Sources` folders that the audited code or its dependencies' code imports
/// (`import MallocInterposerC`). A Swift target's folder holds none.
///
/// ```swift
/// let files = CTargetSources.files(packageRoot: "/work/App", imports: ["CZlib"])
/// let reading = CTargetSources.read(files.paths, reachedFrom: ["deflate"], asBuilt: files.asBuilt)
/// ```
enum CTargetSources {
  /// The largest C file read: a generated amalgamation (SQLite's, 9 MiB) would cost the audit
  /// more than the code it audits, and is not read.
  static let maximumFileSize = 1 << 20

  /// The endings of the files a C target compiles: C and C++ sources, and the fragments of one
  /// that a source includes (BoringSSL's `bcm.cc` includes `rand/rand.cc.inc`).
  static let sourceSuffixes = [".c", ".cc", ".cpp", ".cxx", ".c.inc", ".cc.inc", ".cpp.inc"]

  /// The endings of C and C++ headers: what code including them, and Swift, can call.
  static let headerSuffixes = [".h", ".hh", ".hpp", ".hxx"]

  /// Whether the file at `path` is a header.
  static func isHeader(_ path: String) -> Bool {
    headerSuffixes.contains(where: path.hasSuffix)
  }

  /// The C files to read: their paths, sorted, and those read as this machine's build compiles
  /// them.
  struct Selection: Sendable {
    var paths: [String] = []
    var asBuilt: Set<String> = []
  }

  /// The C files of the package's own C targets and of the modules of `imports`. The package's
  /// own and the modules of `directImports` (those the audited code imports itself; all of
  /// `imports` when `nil`) are read whole and as built (C++ sources too, `#if` evaluated);
  /// a dependency's others, their C sources and headers only, every branch: a C++ library a
  /// dependency vendors (BoringSSL under swift-crypto) is its own audit's to read, and would
  /// cost every audit above it the reading.
  static func files(
    packageRoot: String, imports: Set<String>, directImports: Set<String>? = nil
  ) -> Selection {
    var folders: Set<String> = []
    var own: Set<String> = []
    var cOnly: Set<String> = []
    if case .success(let layout) = PackageLayout.read(enclosing: packageRoot) {
      for target in layout.targets where layout.shipped.contains(target.name) {
        folders.insert(target.folder)
        own.insert(target.name)
      }
    }
    if let checkouts = CheckoutSources.folder(forPackage: packageRoot) {
      let excluded = FileSystem.absolutePath(of: packageRoot)
      for checkout in (try? FileSystem.entries(of: checkouts)) ?? [] {
        let path = checkouts + "/" + checkout
        if let excluded, FileSystem.absolutePath(of: path) == excluded { continue }
        for sources in ["Sources", "Source"] {
          let modules = Set((try? FileSystem.entries(of: path + "/" + sources)) ?? [])
          for module in modules.intersection(imports).subtracting(own) {
            let folder = path + "/" + sources + "/" + module
            if case .success(.directory) = FileSystem.resolvedKind(of: folder) {
              folders.insert(folder)
              if let directImports, !directImports.contains(module) { cOnly.insert(folder) }
            }
          }
        }
      }
    }
    var selection = Selection()
    for folder in folders.sorted() {
      var files: [String] = []
      collect(under: folder, cOnly: cOnly.contains(folder), into: &files)
      selection.paths += files
      if !cOnly.contains(folder) { selection.asBuilt.formUnion(files) }
    }
    selection.paths.sort()
    return selection
  }

  private static func collect(under folder: String, cOnly: Bool, into files: inout [String]) {
    for name in (try? FileSystem.entries(of: folder)) ?? [] where !name.hasPrefix(".") {
      let path = folder + "/" + name
      switch FileSystem.kind(of: path) {
      case .success((.directory, _)):
        collect(under: path, cOnly: cOnly, into: &files)
      case .success((.regular, let size)) where size <= maximumFileSize:
        let isSource =
          cOnly
          ? name.hasSuffix(".c") || name.hasSuffix(".c.inc")
          : sourceSuffixes.contains(where: name.hasSuffix)
        if isHeader(name) || isSource {
          files.append(path)
        }
      default:
        break
      }
    }
  }

  /// The readings of the files among `paths` that can decide what a call of one of `names`
  /// reaches, on every core. ``CFunctionEffects`` judges a function by its definitions and
  /// declarations, the functions it calls, and the file-scope variables it mentions with every
  /// function that writes one; so the files read are those that declare one of `names`
  /// (``CFileWords``), then those that declare a name the bodies of the functions reached
  /// mention, and, of those names that turn out to be variables, every file whose code may
  /// write one, until no new name appears. Of `readNames`, the names code reads without calling,
  /// those a header's `swift_name` makes getters of functions (``CSymbolAliases``) are looked for
  /// too. Each function Swift can call is judged as from every file, and a vendored library the
  /// code never calls into (BoringSSL's hundreds of files, zlib) is skimmed, not read.
  ///
  /// ```swift
  /// let reading = CTargetSources.read(paths, reachedFrom: ["hooks_set"])
  /// let effects = CFunctionEffects(files: reading.files, aliases: reading.aliases, table: .shared)
  /// ```
  static func read(
    _ paths: [String], reachedFrom called: Set<String>, readNames: Set<String> = [],
    asBuilt: Set<String>? = nil
  ) -> Reading {
    let texts = parallelMap(count: paths.count) { index in
      String(
        decoding: (try? FileSystem.read(paths[index], limit: maximumFileSize)) ?? [], as: UTF8.self)
    }
    // The words are looked for in the files as written; a file is read as this machine's build
    // compiles it, the branches it leaves out emptied.
    let words = parallelMap(count: paths.count) { CFileWords(Array(texts[$0].utf8)) }
    let built = paths.indices.filter { asBuilt?.contains(paths[$0]) ?? true }
    let aliases = CSymbolAliases(headers: built.filter { isHeader(paths[$0]) }.map { texts[$0] })
    // A name read, not called, is a function's when a header makes it a getter for Swift.
    let names = called.union(readNames.filter(aliases.isGlobalVariable))
    let conditions = Dictionary(
      uniqueKeysWithValues: zip(
        built,
        CBuildConditions.byPackage(paths: built.map { paths[$0] }, texts: built.map { texts[$0] })))
    let compiledText: @Sendable (Int) -> String = { index in
      conditions[index]?.activeText(of: texts[index], isCPlusPlus: isCPlusPlus(paths[index]))
        ?? texts[index]
    }
    var (reading, _) = read(
      paths, words: words, aliases: aliases, text: compiledText, reachedFrom: names)
    // A function this build leaves out (`CWASI_clock_gettime_realtime` of a WASI branch), which
    // Swift code in a left-out branch calls, is read as written.
    let defined = Set(reading.files.flatMap { $0.functions.map(\.name) + $0.visible })
    let missing = names.filter {
      !defined.contains($0) && !defined.contains(aliases.sourceName(of: $0))
    }
    guard !missing.isEmpty else { return reading }
    // Of the files read as built: the others were read whole.
    let builtSet = Set(built)
    let builtWords = words.indices.map { builtSet.contains($0) ? words[$0] : CFileWords([]) }
    let (leftOut, indices) = read(
      paths, words: builtWords, aliases: aliases, text: { texts[$0] }, reachedFrom: Set(missing))
    // Only what the build leaves out: a function or variable its compiled code declares too is
    // the compiled one.
    let declared = Set(reading.files.flatMap { $0.functions.map(\.name) + $0.globals })
    for (file, index) in zip(leftOut.files, indices) {
      let compiled = CFileWords(Array(compiledText(index).utf8))
      reading.files.append(
        file.keeping {
          !declared.contains($0) && !compiled.declares(any: CFileWords.hashes(of: [$0]))
        })
    }
    return reading
  }

  /// Whether the file at `path` is compiled as C++.
  private static func isCPlusPlus(_ path: String) -> Bool {
    !(path.hasSuffix(".c") || path.hasSuffix(".c.inc") || isHeader(path))
  }

  /// ``read(_:reachedFrom:readNames:asBuilt:)`` over the files' `words` and `text`; with the
  /// indices of the files read, in the reading's order.
  private static func read(
    _ paths: [String], words: [CFileWords], aliases: CSymbolAliases,
    text: @escaping @Sendable (Int) -> String, reachedFrom names: Set<String>
  ) -> (Reading, [Int]) {
    // A name as called, and as the sources define it when a macro renames it.
    func bothNames(_ names: Set<String>) -> Set<String> {
      names.union(names.map(aliases.sourceName(of:)))
    }
    var readings: [Int: CSourceReader] = [:]
    var reached = bothNames(names)
    // The names looked for so far, as declared and as written.
    var declarations = reached
    var writes: Set<String> = []
    var newDeclarations = reached
    var newWrites: Set<String> = []
    while !newDeclarations.isEmpty || !newWrites.isEmpty {
      let declared = CFileWords.hashes(of: newDeclarations)
      let written = CFileWords.hashes(of: newWrites)
      let chosen = words.indices.filter { index in
        readings[index] == nil
          && (words[index].declares(any: declared) || words[index].writes(any: written))
      }
      let read = parallelMap(count: chosen.count) { position in
        CSourceReader(text: text(chosen[position]), isHeader: isHeader(paths[chosen[position]]))
      }
      for (index, reading) in zip(chosen, read) { readings[index] = reading }
      // Through the calls, to every function reached, and the names their bodies mention.
      var mentioned: Set<String> = []
      var grew = true
      while grew {
        grew = false
        for reading in readings.values {
          for function in reading.functions where reached.contains(function.name) {
            mentioned.formUnion(function.mentions)
            let calls = bothNames(function.calls)
            if !calls.isSubset(of: reached) {
              reached.formUnion(calls)
              grew = true
            }
          }
        }
      }
      newDeclarations = mentioned.union(reached).subtracting(declarations)
      declarations.formUnion(newDeclarations)
      let variables = readings.values.reduce(into: Set<String>()) { $0.formUnion($1.globals) }
      newWrites = mentioned.intersection(variables).subtracting(writes)
      writes.formUnion(newWrites)
    }
    let indices = readings.keys.sorted()
    return (
      Reading(files: indices.map { readings[$0]! }, aliases: aliases, calledFrom: names), indices
    )
  }

  /// What ``read(_:reachedFrom:readNames:asBuilt:)`` read: the files, and the names their
  /// headers' macros give their functions.
  struct Reading: Sendable {
    var files: [CSourceReader]
    var aliases: CSymbolAliases
    /// The names the reading started from: those the audited code calls.
    var calledFrom: Set<String> = []
  }
}
