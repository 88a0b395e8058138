import Foundation
import PackagePlugin

/// The modules a test target can import: itself and every target it depends on, directly or
/// through products, in any package, except macro targets and what only they depend on (a
/// macro's swift-syntax is not importable from the target).
struct ModuleGraph {
  /// One module, as the generator's manifest describes it.
  struct Module {
    let name: String
    let sources: [String]
    let flags: [String]
    let languageMajorVersion: Int

    var json: [String: Any] {
      [
        "name": name, "sources": sources, "flags": flags,
        "languageMajorVersion": languageMajorVersion,
      ]
    }
  }

  var modules: [Module] = []

  init(context: PluginContext, root: SwiftSourceModuleTarget) {
    add([root], languageVersions: Self.languageMajorVersions(of: context.package))
  }

  /// An empty graph, which an Xcode target fills with its own module first.
  init() {}

  /// Adds `roots` and every module they depend on; `languageVersions` gives each target's
  /// language mode (5 for the targets it does not know).
  mutating func add(_ roots: [any Target], languageVersions: [Target.ID: Int]) {
    var seen: Set<Target.ID> = []
    var stack = roots
    while let target = stack.popLast() {
      guard seen.insert(target.id).inserted else { continue }
      if let source = target as? SwiftSourceModuleTarget {
        guard source.kind != .macro else { continue }
        modules.append(
          Module(
            name: source.moduleName,
            sources: source.sourceFiles(withSuffix: ".swift").map(\.url.path),
            flags: source.compilationConditions + ["DEBUG"],
            languageMajorVersion: languageVersions[target.id] ?? 5))
      } else if let module = target.sourceModule {
        modules.append(
          Module(name: module.moduleName, sources: [], flags: [], languageMajorVersion: 5))
      }
      for dependency in target.dependencies {
        switch dependency {
        case .target(let dependency): stack.append(dependency)
        case .product(let product): stack += product.targets
        @unknown default: break
        }
      }
    }
  }

  /// 6 for the targets of packages whose tools version is 6 or later (their default language
  /// mode), 5 for the others.
  private static func languageMajorVersions(of root: Package) -> [Target.ID: Int] {
    var versions: [Target.ID: Int] = [:]
    var packages = [root]
    var seen: Set<Package.ID> = []
    while let package = packages.popLast() {
      guard seen.insert(package.id).inserted else { continue }
      for target in package.targets {
        versions[target.id] = package.toolsVersion.major >= 6 ? 6 : 5
      }
      packages += package.dependencies.map(\.package)
    }
    return versions
  }
}
