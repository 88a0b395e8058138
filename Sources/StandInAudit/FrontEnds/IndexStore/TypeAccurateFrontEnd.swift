/// Chooses the mode for one audit and prepares the type-accurate one: finds the package's index
/// store (or takes the one given), reads it, gives each compiled file the module it was compiled
/// in, lists the dependencies' sources to classify by the same rules, and hands the classifier
/// what the index says about each file. Files the index has no fresh unit for stay with the syntax
/// front end, and the summary says how many.
struct TypeAccurateFrontEnd: Sendable {
  /// The files under the path, with their modules from the index where it has them.
  private(set) var audited: [SwiftFileFinder.File]
  /// The sources of the modules the audited modules import, from the index.
  private(set) var dependencyFiles: [SwiftFileFinder.File] = []
  /// The mode that runs, and why.
  private(set) var mode: AuditMode
  private var indexed: IndexStoreFrontEnd?
  /// The real absolute path of each compiled file, by the path it is read from.
  private var absolutePaths: [String: String] = [:]
  /// The modules the index has units for: the compiled audited files' and their dependencies'.
  private(set) var indexedModules: Set<String> = []

  init(path: String, resolution: Auditor.Resolution, scope: AuditScope) {
    audited = scope.files
    let store: String
    switch resolution {
    case .syntaxOnly:
      mode = .syntaxOnly("--syntax-only")
      return
    case .indexStore(let given):
      store = given
    case .automatic:
      guard
        let found = scope.packageRoot.flatMap(IndexStoreLocator.store(inPackage:))
          ?? IndexStoreLocator.store(enclosing: path)
      else {
        mode = .syntaxOnly("no index store; `swift build` writes one")
        return
      }
      store = found
    }
    let shown = Self.shown(store, packageRoot: scope.packageRoot)
    let indexed: IndexStoreFrontEnd
    do {
      indexed = try IndexStoreFrontEnd.read(store: store, under: path)
    } catch {
      mode = .syntaxOnly(error.description)
      return
    }
    guard !indexed.compiledFiles.isEmpty else {
      let why =
        indexed.staleFiles.isEmpty
        ? "the index store at \(shown) has none of these files: build them (`swift build`)"
        : "these files changed since the index store at \(shown) was written: build again"
      mode = .syntaxOnly(why)
      return
    }
    let root = AuditScope.realPath(path) ?? path
    let isFile = AuditScope.isRegularFile(path)
    var bySyntax = 0
    for index in audited.indices {
      let absolute = isFile ? root : root + "/" + audited[index].display
      if let module = indexed.compiledFiles[absolute] {
        audited[index].moduleOverride = module
        absolutePaths[audited[index].path] = absolute
      } else {
        bySyntax += 1
      }
    }
    dependencyFiles = indexed.dependencyFiles.keys.sorted().map { file in
      var dependency = SwiftFileFinder.File(display: file, path: file)
      dependency.moduleOverride = indexed.dependencyFiles[file]
      dependency.testOverride = false
      return dependency
    }
    indexedModules = Set(indexed.compiledFiles.values).union(indexed.dependencyFiles.values)
    self.indexed = indexed
    mode = AuditMode(
      kind: .typeAccurate, detail: "the index store at \(shown)", filesBySyntax: bySyntax)
  }

  /// Whether the index has a fresh unit for `file`, one of ``audited``.
  func isIndexed(_ file: SwiftFileFinder.File) -> Bool {
    absolutePaths[file.path] != nil
  }

  /// `store` relative to the package, so that the summary reads the same on every machine.
  private static func shown(_ store: String, packageRoot: String?) -> String {
    guard let packageRoot else { return store }
    // As found (`.build/debug/index/store`, the link every platform has), else resolved.
    for candidate in [store, AuditScope.realPath(store) ?? store]
    where candidate.hasPrefix(packageRoot + "/") {
      return String(candidate.dropFirst(packageRoot.count + 1))
    }
    return store
  }

  /// What the index says about each of `scans`, by ``FileScan/absolutePath``.
  func resolution(for scans: [FileScan]) -> [String: FileIndex] {
    guard let indexed else { return [:] }
    var result: [String: FileIndex] = [:]
    for scan in scans {
      let key = absolutePaths[scan.absolutePath] ?? scan.absolutePath
      if let index = indexed.files[key] { result[scan.absolutePath] = index }
    }
    return result
  }

  /// Gives each static or global stored property without a written type the type the compiler
  /// inferred (`static let lock = makeLock()` holds a `NIOLock`).
  func applyInferredTypes(to scans: inout [FileScan]) {
    guard let indexed else { return }
    for position in scans.indices {
      let key = absolutePaths[scans[position].absolutePath] ?? scans[position].absolutePath
      guard let index = indexed.files[key], case .parsed(var parsed) = scans[position].outcome
      else { continue }
      func inferred(_ name: String, line: Int) -> [String]? {
        for candidate in line...(line + 2) {
          if let type = index.definedTypes[candidate]?[name] {
            return type.count > 1 ? Array(type.dropFirst()) : type
          }
        }
        return nil
      }
      for declaration in parsed.declarations.indices {
        for member in parsed.declarations[declaration].members.indices {
          let record = parsed.declarations[declaration].members[member]
          guard record.shape == .storedProperty, record.annotatedType == nil else { continue }
          parsed.declarations[declaration].members[member].annotatedType = inferred(
            record.name, line: record.line)
        }
      }
      for global in parsed.globals.indices where parsed.globals[global].annotatedType == nil {
        parsed.globals[global].annotatedType = inferred(
          parsed.globals[global].name, line: parsed.globals[global].line)
      }
      scans[position].outcome = .parsed(parsed)
    }
  }
}
