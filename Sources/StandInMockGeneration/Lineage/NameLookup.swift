import SwiftSyntax

/// Finds what a name in a file of a module refers to, the way the compiler does for that file:
/// the module's own declarations first, then those of the package modules the file imports (with
/// what they re-export), then those of the toolchain's modules it imports and of the standard
/// library.
struct NameLookup {
  let catalog: ModuleCatalog

  /// Modules every file sees without importing them.
  private static let implicitModules = ["Swift", "_Concurrency"]

  /// The package modules whose names `file` of `module` sees, nearest first (`module` itself
  /// whatever it is).
  func packageModules(visibleFrom file: SourceFile, in module: ModuleSource) -> [ModuleSource] {
    var names: [String] = []
    var queue = file.imports.map(\.name).filter(catalog.isPackageModule)
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard !names.contains(name), name != module.name,
        case .success(let imported) = catalog.module(named: name)
      else { continue }
      names.append(name)
      queue += imported.reexportedModules.filter(catalog.isPackageModule)
    }
    return [module] + names.compactMap { try? catalog.module(named: $0).get() }
  }

  /// The toolchain modules `file` sees, in the order they are searched: those it imports, the
  /// implicit ones, then what those import in turn (Foundation's FoundationEssentials on Linux).
  private func toolchainModules(visibleFrom file: SourceFile) -> [ModuleSource] {
    var found: [ModuleSource] = []
    var names: Set<String> = []
    var queue =
      file.imports.map(\.name).filter { !catalog.isPackageModule($0) } + Self.implicitModules
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard names.insert(name).inserted, catalog.canImport(name),
        case .success(let module) = catalog.module(named: name)
      else { continue }
      found.append(module)
      queue += module.interfaceImports
    }
    return found
  }

  /// The protocols `type` names, seen from `file` of `module`: one for `Logging.LogHandler` or
  /// `LogHandler`, several for a type alias of a composition. Nil when nothing visible declares
  /// it.
  func protocols(named type: TypeSyntax, from file: SourceFile, in module: ModuleSource)
    -> [ProtocolSite]?
  {
    if let member = type.as(MemberTypeSyntax.self),
      let base = member.baseType.as(IdentifierTypeSyntax.self),
      catalog.canImport(base.name.text),
      case .success(let owner) = catalog.module(named: base.name.text)
    {
      return protocols(named: member.name.text, declaredIn: owner)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
    let name = identifier.name.text
    if let scoped = moduleImportingScoped(name, from: file, in: module),
      case .success(let owner) = catalog.module(named: scoped)
    {
      return protocols(named: name, declaredIn: owner)
    }
    for candidate in packageModules(visibleFrom: file, in: module) {
      if let found = protocols(named: name, declaredIn: candidate) { return found }
    }
    for candidate in toolchainModules(visibleFrom: file) {
      if let found = protocols(named: name, declaredIn: candidate) { return found }
    }
    return nil
  }

  /// The protocol `name` declares in `module`, or those of the composition it aliases.
  func protocols(named name: String, declaredIn module: ModuleSource) -> [ProtocolSite]? {
    if let (file, declaration) = module.protocols(named: name).first {
      return [ProtocolSite(module: module, file: file, declaration: declaration)]
    }
    guard let (file, alias) = module.typeAliases(named: name).first else { return nil }
    var sites: [ProtocolSite] = []
    for case .requirements(let part) in InheritedType.all(in: alias.initializer.value) {
      guard let found = protocols(named: part, from: file, in: module) else { return nil }
      sites += found
    }
    return sites
  }

  /// The package module that declares the top-level type `name` as `file` of `module` sees it,
  /// for writing the name qualified. Nil for the toolchain's names, which stay as written.
  func packageModuleDeclaring(
    typeNamed name: String, from file: SourceFile, in module: ModuleSource
  )
    -> ModuleSource?
  {
    if let scoped = moduleImportingScoped(name, from: file, in: module) {
      guard catalog.isPackageModule(scoped),
        case .success(let owner) = catalog.module(named: scoped)
      else { return nil }
      return owner.origin == .sources ? owner : nil
    }
    return packageModules(visibleFrom: file, in: module).first {
      $0.origin == .sources && $0.declaresTopLevelType(named: name)
    }
  }

  /// The module a scoped import binds `name` to for `file` of `module` (`import struct
  /// SystemPackage.FileDescriptor` in the file, or exported from any file of the module), which
  /// Swift looks in before every other imported module: NIO's file system names SystemPackage's
  /// `FileDescriptor` this way, though NIOCore, which it also imports, declares one too.
  private func moduleImportingScoped(_ name: String, from file: SourceFile, in module: ModuleSource)
    -> String?
  {
    file.imports.first { $0.scopedName == name }?.name ?? module.exportedScopedImports[name]
  }
}
