/// The syntax-only mode's dependencies: the sources SwiftPM resolved for the audited package,
/// read on demand. Without an index store nothing says which declaration a name means, but a
/// dependency's own sources say what its types do (`ServerBootstrap` opens sockets,
/// `MultiThreadedEventLoopGroup` starts threads), so the audit classifies them by the same rules
/// as the package's, and reports none of them.
///
/// Where the sources are: the package's `.build/checkouts`, or, for a package that is itself a
/// checkout of another package's build (`…/.build/checkouts/websocket-kit`), the checkouts
/// beside it; and, when the audit reads one module's folder, the package's other modules. Each
/// module is the folder its checkout's `Package.swift` gives its target (`path:`), or else a
/// folder of the checkout's `Sources` named as the module. Only the modules the audited code
/// imports, directly or through those modules, are read, and of them only the files that declare
/// a name that code uses, then the files declaring the names that the code of those declarations
/// uses (``ReferencedNames``), until no new name appears: a web framework's audit reads the parts
/// of NIO it reaches, not all of NIO.
///
/// ```swift
/// if let folder = CheckoutSources.folder(forPackage: "/work/App") {
///   var sources = CheckoutSources(folder: folder, excluding: "/work/App", imports: ["NIOPosix"])
///   var wanted = ReferencedNames()
///   wanted.code = ["ServerBootstrap"]
///   let files = sources.files(declaring: wanted, codeOf: wanted)
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

  /// The files of every module the audited code can reach.
  private(set) var files: [ModuleFile] = []
  /// The modules reached, sorted.
  private(set) var modules: [String] = []
  /// The files already handed out, by path, with the indices of the top-level bodies they were
  /// handed out with (``DeclarationSketch/bodies``).
  private var chosen: [String: Set<Int>] = [:]
  /// The audited package's own modules outside the audited folder, read as dependencies.
  private var ownModules: Set<String> = []
  /// Whether a file of ``ownModules`` has been handed out.
  private(set) var handedOutOwnModules = false
  /// Whether a file of a checkout has been handed out.
  private(set) var handedOutCheckouts = false
  /// The top-level types declared in the modules reached: an `extension` of one of them is read
  /// with it; an extension of a type declared nowhere here (`String`), or only nested in another
  /// type (`Data` of `Message.Data`), is not.
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

  /// Reads the module folders of every checkout in `folder` (if any) but the package at
  /// `excluding`, and keeps those that `imports` reach, directly or through the imports of their
  /// files, but the modules `known` (the type-accurate mode's index has them), each file sketched
  /// (``DeclarationSketch``), not parsed. When the audit reads only part of that package
  /// (`audited`, one module's folder), the package's other modules are its dependencies too, read
  /// the same way: NIOEmbedded's audit reads NIOCore.
  init(
    folder: String?, excluding packageRoot: String?, audited: String? = nil,
    imports: Set<String>, skippingModules known: Set<String> = []
  ) {
    let excluded = packageRoot.flatMap(FileSystem.absolutePath(of:))
    var moduleFolders: [String: String] = [:]
    if let excluded, let audited = audited.flatMap(FileSystem.absolutePath(of:)),
      audited != excluded
    {
      Self.addModuleFolders(of: excluded, to: &moduleFolders) { module in
        module != audited && !audited.hasPrefix(module + "/") && !module.hasPrefix(audited + "/")
      }
      ownModules = Set(moduleFolders.keys)
    }
    if let folder {
      for checkout in ((try? FileSystem.entries(of: folder)) ?? []).sorted()
      where !SwiftFileFinder.skipsDirectory(named: checkout) {
        let path = folder + "/" + checkout
        if let excluded, FileSystem.absolutePath(of: path) == excluded { continue }
        Self.addModuleFolders(of: path, to: &moduleFolders)
      }
    }
    // In waves: the modules reached so far, their files sketched on every core, then the
    // modules those files import.
    var pending = Set(imports)
    var reached = known
    while !pending.isEmpty {
      let wave = pending.sorted().filter { moduleFolders[$0] != nil && !reached.contains($0) }
      reached.formUnion(wave)
      pending = []
      let found = wave.flatMap { module in
        ((try? SwiftFileFinder.find(under: moduleFolders[module]!, includeTests: false))?.files
          ?? []).filter { !SwiftFileFinder.isInDocumentationCatalog($0.display) }
          .map { (module, $0.path) }
      }
      let sketched = parallelMap(count: found.count) { index -> ModuleFile? in
        let (module, path) = found[index]
        guard let bytes = try? FileSystem.read(path, limit: Auditor.maximumFileSize),
          bytes.count <= Auditor.maximumFileSize
        else { return nil }
        return ModuleFile(
          path: path, module: module, size: bytes.count, sketch: DeclarationSketch(bytes))
      }
      for file in sketched.compactMap(\.self) {
        files.append(file)
        declaredTypes.formUnion(file.sketch.topLevelTypes)
        pending.formUnion(file.sketch.imports.subtracting(reached))
      }
    }
    modules = reached.subtracting(known).sorted()
  }

  /// Adds the module folders of the package at `path` that `including` accepts, by absolute
  /// path, to `moduleFolders`, but for a name it holds: each target its `Package.swift` places
  /// with a literal `path:` (swift-system's `SystemPackage` in `Sources/System`, GRDB's `GRDB`
  /// in `GRDB`), then each other folder of its `Sources` or `Source`, named as the module SwiftPM
  /// makes of it. Test targets and plugins are no module code imports.
  private static func addModuleFolders(
    of path: String, to moduleFolders: inout [String: String],
    including: (String) -> Bool = { _ in true }
  ) {
    var placed: Set<String> = []
    for target in placedTargets(inPackageAt: path)
    where !["testTarget", "plugin"].contains(target.kind) {
      guard let relative = target.path else { continue }
      let modulePath = path + "/" + relative
      guard case .success(.directory) = FileSystem.resolvedKind(of: modulePath) else { continue }
      let absolute = FileSystem.absolutePath(of: modulePath) ?? modulePath
      placed.insert(absolute)
      if moduleFolders[target.name] == nil, including(absolute) {
        moduleFolders[target.name] = modulePath
      }
    }
    for sources in ["Sources", "Source"] {
      for module in ((try? FileSystem.entries(of: path + "/" + sources)) ?? []).sorted()
      where moduleFolders[module] == nil && !SwiftFileFinder.skipsDirectory(named: module) {
        let modulePath = path + "/" + sources + "/" + module
        let absolute = FileSystem.absolutePath(of: modulePath) ?? modulePath
        if case .success(.directory) = FileSystem.resolvedKind(of: modulePath),
          !placed.contains(absolute), including(absolute)
        {
          moduleFolders[module] = modulePath
        }
      }
    }
  }

  /// The targets of the manifest of the package at `path`, parsed only when its text places
  /// one (`path:`): most manifests do not, and a checkouts folder holds dozens.
  private static func placedTargets(inPackageAt path: String) -> [PackageManifest.Target] {
    let manifest = path + "/Package.swift"
    guard let bytes = try? FileSystem.read(manifest),
      let text = String(validating: bytes, as: UTF8.self), text.contains("path:")
    else { return [] }
    return PackageManifest(path: manifest, text: text)?.targets ?? []
  }

  /// The files that declare one of `wanted`'s names at the top level (a type, a `let`, `var`
  /// or `func`), or extend a type declared here whose code is wanted, as files to scan in their
  /// modules, with every top-level body elided that no name in `seen` needs
  /// (``SwiftFileFinder/File/elided``, ``keeps(_:for:)``): a file read for `ByteBuffer` is not
  /// parsed for the forty extensions of other types it also holds. A file handed out before comes
  /// again, with more of it, when a body it was handed out without is now needed.
  mutating func files(declaring wanted: ReferencedNames, codeOf seen: ReferencedNames)
    -> [SwiftFileFinder.File]
  {
    var result: [SwiftFileFinder.File] = []
    for file in files {
      let sketch = file.sketch
      let kept = Set(sketch.bodies.indices.filter { keeps(sketch.bodies[$0], for: seen) })
      if let before = chosen[file.path] {
        guard !kept.isSubset(of: before) else { continue }
      } else {
        let declares =
          kept.contains { sketch.bodies[$0].owner != nil }
          || !sketch.topLevelTypes.isDisjoint(with: wanted.code)
          || !sketch.topLevelTypes.isDisjoint(with: wanted.declarations)
          || !sketch.globals.isDisjoint(with: wanted.code)
        guard declares else { continue }
      }
      chosen[file.path] = kept
      if ownModules.contains(file.module) {
        handedOutOwnModules = true
      } else {
        handedOutCheckouts = true
      }
      var found = SwiftFileFinder.File(display: file.path, path: file.path, size: file.size)
      found.moduleOverride = file.module
      found.testOverride = false
      found.elided = sketch.bodies.indices.filter { !kept.contains($0) }.map {
        sketch.bodies[$0].inside
      }
      result.append(found)
    }
    return result
  }

  /// Whether `body` is needed for `names`: top-level code always; a declaration's body when
  /// its name is looked for; an extension's when its type is declared here and either its code
  /// is wanted or a type declared inside it is looked for. A type nested in another is reached
  /// through the outer one (`Outer.Inner`, or code inside `Outer`), so a bare name matches no
  /// nested type: the many `State`s and `Element`s of a dependency's state machines and
  /// collections are not parsed for an audited package's own `State`.
  private func keeps(_ body: DeclarationSketch.Body, for names: ReferencedNames) -> Bool {
    guard let owner = body.owner else { return true }
    func isLookedFor(_ name: String) -> Bool {
      names.code.contains(name) || names.declarations.contains(name)
    }
    guard body.isExtension else { return isLookedFor(owner) }
    return declaredTypes.contains(owner)
      && (names.code.contains(owner)
        || (isLookedFor(owner) && body.nested.contains(where: isLookedFor)))
  }
}
