import SwiftSyntax

/// Finds the protocol an entry of `standin-mocks.json` names: in the module the entry names, or,
/// for a bare name, in whichever module the test target can import declares it.
struct ProtocolLocator {
  let catalog: ModuleCatalog
  let lookup: NameLookup

  /// Toolchain modules searched for a bare name that no package module declares.
  private static let toolchainModules = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationNetworking",
    "Dispatch",
  ]

  /// The protocol `entry` names (the protocols, for a type alias of a composition such as NIO's
  /// `ChannelDuplexHandler`), or why it names none.
  func locate(_ entry: MockConfiguration.Entry) -> Result<[ProtocolSite], Toolchain.Failure> {
    let name = entry.protocolName
    guard let moduleName = entry.module else { return locate(bareName: name) }
    let module: ModuleSource
    switch catalog.module(named: moduleName) {
    case .failure(let failure): return .failure(failure)
    case .success(let found): module = found
    }
    if !entry.enclosingTypes.isEmpty {
      return single(
        nested(name, in: entry.enclosingTypes, of: module).map { [$0] } ?? [],
        spelling: entry.spelling)
    }
    if let sites = lookup.protocols(named: name, declaredIn: module) {
      return single(sites, spelling: entry.spelling)
    }
    if module.origin == .synthesizedInterface,
      let sites = reexported(name, from: module)
    {
      return single(sites, spelling: entry.spelling)
    }
    if let sites = reexportedByPackage(name, from: module) {
      return single(sites, spelling: entry.spelling)
    }
    let elsewhere = catalog.packageModuleNames.filter { other in
      other != moduleName
        && (try? catalog.module(named: other).get()).map {
          !$0.protocols(named: name).isEmpty
        } == true
    }
    let hint =
      elsewhere.isEmpty
      ? "" : "; did you mean \(elsewhere.map { "\($0).\(name)" }.joined(separator: " or "))?"
    return .failure(
      Toolchain.Failure(description: "\(moduleName) declares no protocol named \(name)\(hint)"))
  }

  /// The protocol `name` declared in the type `path` of `module` (`Logger.MetadataValueAttributes`),
  /// in the type's declaration or in an extension of it or of one of its enclosing types.
  private func nested(_ name: String, in path: [String], of module: ModuleSource)
    -> ProtocolSite?
  {
    func search(_ members: [DeclSyntax], path: ArraySlice<String>, file: SourceFile)
      -> ProtocolDeclSyntax?
    {
      guard let next = path.first else {
        return members.lazy.compactMap { $0.as(ProtocolDeclSyntax.self) }
          .first { $0.name.text == name }
      }
      for member in members {
        let (names, body): ([String], MemberBlockSyntax?)
        if let extensionDecl = member.as(ExtensionDeclSyntax.self) {
          names = extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(
            String.init)
          body = extensionDecl.memberBlock
        } else {
          names = member.declaredTypeName.map { [$0] } ?? []
          body = member.asProtocol(DeclGroupSyntax.self)?.memberBlock
        }
        guard let body, !names.isEmpty, names.first == next, path.starts(with: names),
          let found = search(
            file.activeMembers(of: body.members), path: path.dropFirst(names.count), file: file)
        else { continue }
        return found
      }
      return nil
    }
    for file in module.files where file.nameCandidates.declared.contains(Substring(name)) {
      if let found = search(file.topLevelDeclarations, path: path[...], file: file) {
        return ProtocolSite(module: module, file: file, declaration: found, enclosingTypes: path)
      }
    }
    return nil
  }

  /// The protocol `name` of a module a toolchain module imports: on Linux, Foundation's
  /// `LocalizedError` is FoundationEssentials', which Foundation re-exports.
  private func reexported(_ name: String, from module: ModuleSource) -> [ProtocolSite]? {
    var queue = module.interfaceImports
    var seen: Set<String> = [module.name]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      guard seen.insert(next).inserted, !catalog.isPackageModule(next), catalog.canImport(next),
        case .success(let imported) = catalog.module(named: next)
      else { continue }
      if let sites = lookup.protocols(named: name, declaredIn: imported) { return sites }
      queue += imported.interfaceImports
    }
    return nil
  }

  /// The protocol `name` of a package module that `module` re-exports (`@_exported import`),
  /// directly or through another: Swift accepts `ConsoleKit.Console` for ConsoleKitTerminal's
  /// `Console`, since ConsoleKit re-exports ConsoleKitTerminal.
  private func reexportedByPackage(_ name: String, from module: ModuleSource) -> [ProtocolSite]? {
    var queue = module.reexportedModules
    var seen: Set<String> = [module.name]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      guard seen.insert(next).inserted, catalog.isPackageModule(next),
        case .success(let exported) = catalog.module(named: next)
      else { continue }
      if let sites = lookup.protocols(named: name, declaredIn: exported) { return sites }
      queue += exported.reexportedModules
    }
    return nil
  }

  private func locate(bareName name: String) -> Result<[ProtocolSite], Toolchain.Failure> {
    var found: [[ProtocolSite]] = []
    for moduleName in catalog.packageModuleNames {
      guard case .success(let module) = catalog.module(named: moduleName),
        let sites = lookup.protocols(named: name, declaredIn: module)
      else { continue }
      found.append(sites)
    }
    if found.isEmpty {
      for moduleName in Self.toolchainModules where catalog.canImport(moduleName) {
        guard case .success(let module) = catalog.module(named: moduleName),
          let sites = lookup.protocols(named: name, declaredIn: module)
        else { continue }
        found = [sites]
        break
      }
    }
    guard found.count <= 1 else {
      let spellings = found.map { $0[0].module.name + "." + name }.joined(separator: " and ")
      return .failure(
        Toolchain.Failure(description: "\(spellings) are both named \(name); write one of them"))
    }
    return single(found.first ?? [], spelling: name)
  }

  private func single(_ sites: [ProtocolSite], spelling: String) -> Result<
    [ProtocolSite], Toolchain.Failure
  > {
    guard !sites.isEmpty else {
      return .failure(
        Toolchain.Failure(
          description: "no module the test target can import declares a protocol named \(spelling)")
      )
    }
    return .success(sites)
  }
}
