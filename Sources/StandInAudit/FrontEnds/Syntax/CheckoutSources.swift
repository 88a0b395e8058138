/// The syntax-only mode's dependencies: the sources SwiftPM resolved for the audited package,
/// read on demand. Without an index store nothing says which declaration a name means, but a
/// dependency's own sources say what its types do (`ServerBootstrap` opens sockets,
/// `MultiThreadedEventLoopGroup` starts threads), so the audit classifies them by the same rules
/// as the package's, and reports none of them.
///
/// Where the sources are: the package's `.build/checkouts`, or, for a package that is itself a
/// checkout of another package's build (`…/.build/checkouts/websocket-kit`), the checkouts
/// beside it. Each module is a folder of a checkout's `Sources`. Only the modules the audited
/// code imports, directly or through those modules, are read, and of them only the files that
/// declare a name that code uses, then the files declaring the names those files use, until no
/// new name appears: a web framework's audit reads the parts of NIO it reaches, not all of NIO.
///
/// ```swift
/// if let folder = CheckoutSources.folder(forPackage: "/work/App") {
///   var sources = CheckoutSources(folder: folder, excluding: "/work/App", imports: ["NIOPosix"])
///   let files = sources.files(declaring: ["ServerBootstrap"])
/// }
/// ```
struct CheckoutSources: Sendable {
  /// One file of a dependency's module, and what a quick pass over it tells.
  struct ModuleFile: Sendable {
    var path: String
    var module: String
    var size: Int
    var sketch: DeclarationSketch
  }

  /// The checkouts folder read.
  let folder: String
  /// The files of every module the audited code can reach.
  private(set) var files: [ModuleFile] = []
  /// The modules reached, sorted.
  private(set) var modules: [String] = []
  /// The files already handed out, by path.
  private var chosen: Set<String> = []
  /// The types declared in the modules reached: an `extension` of one of them is read with it;
  /// an extension of a type declared nowhere here (`String`) is not.
  private var declaredTypes: Set<String> = []

  /// The checkouts folder for the package at `root`: its own `.build/checkouts`, or the folder
  /// that holds it when it is itself a checkout.
  static func folder(forPackage root: String) -> String? {
    let own = root + "/.build/checkouts"
    if case .success(.directory) = FileSystem.resolvedKind(of: own) { return own }
    let parts = root.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 2, parts[parts.count - 2] == "checkouts" else { return nil }
    return parts.dropLast().joined(separator: "/")
  }

  /// Reads the module folders of every checkout in `folder` but the package at `excluding`, and
  /// keeps those that `imports` reach, directly or through the imports of their files.
  init(folder: String, excluding packageRoot: String?, imports: Set<String>) {
    self.folder = folder
    let excluded = packageRoot.flatMap(FileSystem.absolutePath(of:))
    var moduleFolders: [String: String] = [:]
    for checkout in ((try? FileSystem.entries(of: folder)) ?? []).sorted()
    where !SwiftFileFinder.skipsDirectory(named: checkout) {
      let path = folder + "/" + checkout
      if let excluded, FileSystem.absolutePath(of: path) == excluded { continue }
      for sources in ["Sources", "Source"] {
        for module in ((try? FileSystem.entries(of: path + "/" + sources)) ?? []).sorted()
        where moduleFolders[module] == nil && !SwiftFileFinder.skipsDirectory(named: module) {
          let modulePath = path + "/" + sources + "/" + module
          if case .success(.directory) = FileSystem.resolvedKind(of: modulePath) {
            moduleFolders[module] = modulePath
          }
        }
      }
    }
    var pending = Array(imports)
    var reached: Set<String> = []
    while let module = pending.popLast() {
      guard let modulePath = moduleFolders[module], reached.insert(module).inserted else {
        continue
      }
      let found = (try? SwiftFileFinder.find(under: modulePath, includeTests: false))?.files ?? []
      for file in found {
        guard let bytes = try? FileSystem.read(file.path, limit: Auditor.maximumFileSize),
          bytes.count <= Auditor.maximumFileSize
        else { continue }
        let sketch = DeclarationSketch(bytes)
        files.append(ModuleFile(path: file.path, module: module, size: bytes.count, sketch: sketch))
        declaredTypes.formUnion(sketch.types)
        pending += sketch.imports.filter { !reached.contains($0) }
      }
    }
    modules = reached.sorted()
  }

  /// The files not handed out yet that declare one of `names` (a type, an extension of a type
  /// declared here, a top-level `let`, `var` or `func`), as files to scan in their modules.
  mutating func files(declaring names: Set<String>) -> [SwiftFileFinder.File] {
    var result: [SwiftFileFinder.File] = []
    for file in files where !chosen.contains(file.path) {
      let sketch = file.sketch
      let declares =
        !sketch.types.isDisjoint(with: names) || !sketch.globals.isDisjoint(with: names)
        || sketch.extended.contains { names.contains($0) && declaredTypes.contains($0) }
      guard declares else { continue }
      chosen.insert(file.path)
      var found = SwiftFileFinder.File(display: file.path, path: file.path, size: file.size)
      found.moduleOverride = file.module
      found.testOverride = false
      result.append(found)
    }
    return result
  }

  /// The names a scanned file's code uses that a dependency may declare: the types it creates,
  /// reaches statics of, inherits from and stores, and the unqualified names it calls or reads.
  static func names(usedBy parsed: ParsedFile) -> Set<String> {
    var names: Set<String> = []
    for use in parsed.uses {
      names.formUnion(use.base)
      if case .name(let name, _) = use.shape { names.insert(name) }
    }
    func add(_ value: InitialValue, _ annotated: [String]?) {
      if case .creation(let created) = value { names.formUnion(created) }
      if let annotated { names.formUnion(annotated) }
    }
    for declaration in parsed.declarations {
      names.formUnion(declaration.path)
      for inherited in declaration.inherited { names.formUnion(inherited) }
      for held in declaration.instanceLetValueTypes { names.formUnion(held) }
      for member in declaration.members { add(member.initialValue, member.annotatedType) }
    }
    for global in parsed.globals { add(global.initialValue, global.annotatedType) }
    for alias in parsed.aliases { names.formUnion(alias.target) }
    return names
  }
}
