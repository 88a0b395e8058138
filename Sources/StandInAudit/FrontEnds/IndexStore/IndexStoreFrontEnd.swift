#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line and a UTF-8 column, both from 1, as the index and the audit count them.
struct SourcePosition: Sendable, Hashable {
  var line: Int
  var column: Int
}

/// What the index says about one source file: the symbol each reference resolves to, by its
/// position, and the types of the variables it defines.
struct FileIndex: Sendable {
  /// The symbols referred to at each position (an initializer call names the type and its
  /// `init` at one place).
  var references: [SourcePosition: [IndexSymbol]] = [:]
  /// The type of each static or global variable the file defines, by line and name.
  var definedTypes: [Int: [String: [String]]] = [:]
  /// The line of each static method and initializer the file declares, by its USR: which of a
  /// name's overloads, or of a type's initializers, a reference means.
  var declarationLines: [String: Int] = [:]
}

/// The type-accurate front end: reads the index store the compiler wrote while building the
/// package, finds the units of the files under the audited path, follows what their modules
/// import (in their units, and in `#if` branches this machine leaves out, whose code the syntax
/// front end audits) to the sources of their dependencies, and resolves every reference in all
/// of them to the declaration it names. The syntax front end still scans each file; this tells the
/// classifier what each use really refers to.
///
/// ```swift
/// let indexed = try IndexStoreFrontEnd.read(store: ".build/debug/index/store", under: "Sources")
/// indexed.compiledFiles.count  // the files under Sources that the store has fresh units for
/// ```
struct IndexStoreFrontEnd: Sendable {
  /// The store read.
  var storePath: String
  /// The files under the path that the store has a unit for, no older than the file, and the
  /// module each was compiled in.
  var compiledFiles: [String: String] = [:]
  /// The files under the path whose last unit is older than the file (changed since the build).
  var staleFiles: Set<String> = []
  /// The source files of the modules the audited modules import, directly or not, and their
  /// modules.
  var dependencyFiles: [String: String] = [:]
  /// What the index says about each of those files, by absolute path.
  var files: [String: FileIndex] = [:]

  /// Reads what the store at `store` says about the files under `root`, and their dependencies.
  static func read(store path: String, under root: String) throws(IndexStoreError)
    -> IndexStoreFrontEnd
  {
    let store = try IndexStore(path: path)
    var result = IndexStoreFrontEnd(storePath: path)
    let rootPath = Self.realPath(root) ?? root
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    // The newest unit of each source file.
    var newest: [String: IndexStore.Unit] = [:]
    for name in store.unitNames() {
      guard let unit = store.unit(named: name), !unit.isSystem, unit.mainFile.hasSuffix(".swift")
      else { continue }
      if let known = newest[unit.mainFile], known.modificationTime > unit.modificationTime {
        continue
      }
      newest[unit.mainFile] = unit
    }
    var filesOfModule: [String: [String]] = [:]
    var importsOfModule: [String: Set<String>] = [:]
    var audited: Set<String> = []
    for (file, unit) in newest {
      filesOfModule[unit.module, default: []].append(file)
      importsOfModule[unit.module, default: []].formUnion(unit.importedModules)
      if file.hasPrefix(prefix) || file == rootPath {
        if Self.modificationTime(file).map({ $0 > unit.modificationTime }) ?? true {
          result.staleFiles.insert(file)
        } else {
          result.compiledFiles[file] = unit.module
          audited.insert(unit.module)
        }
      }
    }
    // A module that an audited file imports only in an `#if` branch this machine leaves out
    // (`#if canImport(Network) import NIOTransportServices`) has no import in the unit, but the
    // syntax front end audits that branch's code: its sources are read too.
    let compiled = Array(result.compiledFiles)
    let sketchedImports = parallelMap(count: compiled.count) { position in
      let bytes = (try? FileSystem.read(compiled[position].key, limit: Auditor.maximumFileSize))
      return bytes.map { DeclarationSketch($0).imports } ?? []
    }
    for ((_, module), imports) in zip(compiled, sketchedImports) {
      importsOfModule[module, default: []].formUnion(imports)
    }
    // The modules they import, transitively, that the store has sources of.
    var pending = Array(audited)
    var dependencies: Set<String> = []
    while let module = pending.popLast() {
      for imported in importsOfModule[module] ?? []
      where !audited.contains(imported) && !dependencies.contains(imported)
        && filesOfModule[imported] != nil
      {
        dependencies.insert(imported)
        pending.append(imported)
      }
    }
    for module in dependencies {
      for file in filesOfModule[module] ?? [] where result.compiledFiles[file] == nil {
        result.dependencyFiles[file] = module
      }
    }
    let wanted = Array(result.compiledFiles.keys) + Array(result.dependencyFiles.keys)
    let units = wanted.map { newest[$0]! }
    let indexes = parallelMap(count: units.count) { position in
      Self.fileIndex(of: units[position], in: store)
    }
    for (file, index) in zip(wanted, indexes) { result.files[file] = index }
    return result
  }

  /// The symbol kinds a use can resolve to that the classifier reads.
  private static let referenceKinds: Set<IndexSymbol.Kind> = [
    .staticProperty, .classProperty, .staticMethod, .classMethod, .variable, .function,
    .constructor, .enumConstant, .instanceProperty, .instanceMethod, .classType, .structType,
    .enumType, .protocolType, .typeAlias,
  ]

  private static func fileIndex(of unit: IndexStore.Unit, in store: IndexStore) -> FileIndex {
    var index = FileIndex()
    for record in unit.records {
      store.forEachOccurrence(inRecord: record) { occurrence in
        let symbol = occurrence.symbol
        guard !symbol.isLocal, referenceKinds.contains(symbol.kind) else { return }
        if occurrence.roles.contains(.reference) {
          index.references[
            SourcePosition(line: occurrence.line, column: occurrence.column), default: []
          ].append(symbol)
        } else if occurrence.roles.contains(.definition),
          symbol.kind == .staticMethod || symbol.kind == .classMethod
            || (symbol.kind == .constructor && !occurrence.roles.contains(.implicit))
        {
          index.declarationLines[symbol.usr] = occurrence.line
        } else if occurrence.roles.contains(.definition),
          symbol.kind == .staticProperty || symbol.kind == .classProperty
            || symbol.kind == .variable,
          let type = DemangledSymbol(usr: symbol.usr)?.valueType
        {
          index.definedTypes[occurrence.line, default: [:]][symbol.name] = type
        }
      }
    }
    return index
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func modificationTime(_ path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      return Int(status.st_mtimespec.tv_sec)
    #else
      return Int(status.st_mtim.tv_sec)
    #endif
  }
}
