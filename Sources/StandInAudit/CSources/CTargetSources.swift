/// The C and C++ sources (``sourceSuffixes``, ``headerSuffixes``) of the C targets the audited
/// code can call: the shipped
/// targets of the audited package (by its manifest, custom paths included), and the modules of
/// its checkouts' `Sources` folders that the audited code or its dependencies' code imports
/// (`import MallocInterposerC`). A Swift target's folder holds none.
///
/// ```swift
/// let files = CTargetSources.files(packageRoot: "/work/App", imports: ["CZlib"])
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

  /// The C files' paths, sorted.
  static func files(packageRoot: String, imports: Set<String>) -> [String] {
    var folders: Set<String> = []
    var own: Set<String> = []
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
            }
          }
        }
      }
    }
    var files: [String] = []
    for folder in folders.sorted() { collect(under: folder, into: &files) }
    return files.sorted()
  }

  private static func collect(under folder: String, into files: inout [String]) {
    for name in (try? FileSystem.entries(of: folder)) ?? [] where !name.hasPrefix(".") {
      let path = folder + "/" + name
      switch FileSystem.kind(of: path) {
      case .success((.directory, _)):
        collect(under: path, into: &files)
      case .success((.regular, let size)) where size <= maximumFileSize:
        if isHeader(name) || sourceSuffixes.contains(where: name.hasSuffix) {
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
  /// write one, until no new name appears. Each function Swift can call is judged as from every
  /// file, and a vendored library the code never calls into (BoringSSL's hundreds of files,
  /// zlib) is skimmed, not read.
  ///
  /// ```swift
  /// let reading = CTargetSources.read(paths, reachedFrom: ["hooks_set"])
  /// let effects = CFunctionEffects(files: reading.files, aliases: reading.aliases, table: .shared)
  /// ```
  static func read(_ paths: [String], reachedFrom names: Set<String>) -> Reading {
    let contents = parallelMap(count: paths.count) { index in
      let bytes = (try? FileSystem.read(paths[index], limit: maximumFileSize)) ?? []
      return (bytes: bytes, words: CFileWords(bytes))
    }
    let aliases = CSymbolAliases(
      headers: paths.indices.filter { isHeader(paths[$0]) }.map {
        String(decoding: contents[$0].bytes, as: UTF8.self)
      })
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
      let chosen = contents.indices.filter { index in
        readings[index] == nil
          && (contents[index].words.declares(any: declared)
            || contents[index].words.writes(any: written))
      }
      let read = parallelMap(count: chosen.count) { position in
        CSourceReader(
          text: String(decoding: contents[chosen[position]].bytes, as: UTF8.self),
          isHeader: isHeader(paths[chosen[position]]))
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
    return Reading(files: readings.keys.sorted().map { readings[$0]! }, aliases: aliases)
  }

  /// What ``read(_:reachedFrom:)`` read: the files, and the names their headers' macros give
  /// their functions.
  struct Reading: Sendable {
    var files: [CSourceReader]
    var aliases: CSymbolAliases
  }
}
