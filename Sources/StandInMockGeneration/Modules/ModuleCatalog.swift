import Foundation

/// Every module a test target can import: the package graph's targets, read from their Swift
/// files, and the toolchain's modules, read through their synthesized interfaces when a protocol
/// needs them.
final class ModuleCatalog {
  /// The test target's own module.
  let targetModule: String
  /// The package graph's modules, in the manifest's order.
  let packageModuleNames: [String]
  private let manifestModules: [String: GenerationManifest.Module]
  private let toolchain: Toolchain
  private var loaded: [String: Result<ModuleSource, Toolchain.Failure>] = [:]

  init(manifest: GenerationManifest, toolchain: Toolchain) {
    targetModule = manifest.targetModule
    packageModuleNames = manifest.modules.map(\.name)
    manifestModules = Dictionary(
      manifest.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.toolchain = toolchain
  }

  /// Whether an `async` function type that names no isolation is `nonisolated(nonsending)` in
  /// the test target, which compiles the restated protocols.
  var targetDefaultsToNonsending: Bool {
    manifestModules[targetModule]?.defaultsToNonsending ?? false
  }

  /// Whether `import name` compiles in the test target.
  func canImport(_ name: String) -> Bool {
    manifestModules[name] != nil || toolchain.hasModule(named: name)
  }

  /// Whether `name` is a module of the package graph, read from its sources.
  func isPackageModule(_ name: String) -> Bool {
    manifestModules[name] != nil
  }

  /// The module named `name`, read once.
  func module(named name: String) -> Result<ModuleSource, Toolchain.Failure> {
    if let known = loaded[name] { return known }
    let result = load(name)
    loaded[name] = result
    return result
  }

  private func load(_ name: String) -> Result<ModuleSource, Toolchain.Failure> {
    if let module = manifestModules[name] {
      let conditions = CompilationConditions(
        flags: Set(module.flags), languageMajorVersion: module.languageMajorVersion,
        canImport: { [unowned self] in canImport($0) })
      let files = module.sources.compactMap { path in
        (try? String(contentsOfFile: path, encoding: .utf8)).map {
          SourceFile(path: path, text: $0, conditions: conditions)
        }
      }
      return .success(
        ModuleSource(
          name: name, files: files, origin: .sources,
          defaultsToNonsending: module.defaultsToNonsending))
    }
    guard toolchain.hasModule(named: name) else {
      return .failure(
        Toolchain.Failure(
          description: "no module named \(name) is visible to \(targetModule): "
            + "add the product that holds it to the test target's dependencies"))
    }
    return Result {
      let text = try toolchain.synthesizedInterface(of: name)
      let conditions = CompilationConditions(
        flags: [], languageMajorVersion: 6, canImport: { [unowned self] in canImport($0) })
      let files = InterfaceChunks.split(text).enumerated().map { index, chunk in
        SourceFile(path: "\(name).swiftinterface#\(index)", text: chunk, conditions: conditions)
      }
      return ModuleSource(name: name, files: files, origin: .synthesizedInterface)
    }.mapError { $0 as? Toolchain.Failure ?? Toolchain.Failure(description: "\($0)") }
  }
}
