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
    let upcomingFeatures: [String]

    var json: [String: Any] {
      [
        "name": name, "sources": sources, "flags": flags,
        "languageMajorVersion": languageMajorVersion, "upcomingFeatures": upcomingFeatures,
      ]
    }
  }

  var modules: [Module] = []

  init(context: PluginContext, root: SwiftSourceModuleTarget) {
    add(
      [root], languageVersions: Self.languageMajorVersions(of: context.package),
      upcomingFeatures: Self.upcomingFeatures(of: context.package))
  }

  /// An empty graph, which an Xcode target fills with its own module first.
  init() {}

  /// Adds `roots` and every module they depend on; `languageVersions` gives each target's
  /// language mode (5 for the targets it does not know), `upcomingFeatures` the upcoming features
  /// that change what its declarations mean.
  mutating func add(
    _ roots: [any Target], languageVersions: [Target.ID: Int],
    upcomingFeatures features: [Target.ID: [String]] = [:]
  ) {
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
            languageMajorVersion: languageVersions[target.id] ?? 5,
            upcomingFeatures: features[target.id] ?? []))
      } else if let module = target.sourceModule {
        modules.append(
          Module(
            name: module.moduleName, sources: [], flags: [], languageMajorVersion: 5,
            upcomingFeatures: []))
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

  /// Upcoming features that change what a declaration means, for each target whose package's
  /// manifest enables them. The plugin API does not give a target's Swift settings, so the
  /// manifest's text is read: a feature named inside one target's declaration is that target's;
  /// named elsewhere (swift-configuration adds it to every target in a loop), every target's.
  private static func upcomingFeatures(of root: Package) -> [Target.ID: [String]] {
    let meaningful = ["NonisolatedNonsendingByDefault"]
    var features: [Target.ID: [String]] = [:]
    var packages = [root]
    var seen: Set<Package.ID> = []
    while let package = packages.popLast() {
      guard seen.insert(package.id).inserted else { continue }
      let directory = package.directoryURL
      let manifests =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }
      let text = manifests.compactMap {
        try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
      }.joined()
      for feature in meaningful {
        guard let names = targetsEnabling(feature, in: text) else { continue }
        for target in package.targets where names.isEmpty || names.contains(target.name) {
          features[target.id, default: []].append(feature)
        }
      }
      packages += package.dependencies.map(\.package)
    }
    return features
  }

  /// The targets whose declaration in `manifest` names `feature`; empty for every target, when
  /// it is named outside them; `nil` when it is not named.
  private static func targetsEnabling(_ feature: String, in manifest: String) -> Set<String>? {
    let text = manifest as NSString
    let occurrences =
      (try? NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: feature)))?
      .matches(in: manifest, range: NSRange(location: 0, length: text.length)) ?? []
    guard !occurrences.isEmpty else { return nil }
    let declaration = try? NSRegularExpression(
      pattern: #"\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)""#)
    var names: Set<String> = []
    for occurrence in occurrences {
      let before = NSRange(location: 0, length: occurrence.range.location)
      guard let call = declaration?.matches(in: manifest, range: before).last else { return [] }
      // Inside the call when its parenthesis is still open at the occurrence.
      let between = text.substring(
        with: NSRange(
          location: call.range.location,
          length: occurrence.range.location - call.range.location))
      // Outside, once the call's parenthesis closes (swift-configuration's loop after the
      // last target opens parentheses of its own).
      var depth = 0
      var closed = false
      for character in between {
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 { closed = true }
        }
      }
      guard !closed else { return [] }
      names.insert(text.substring(with: call.range(at: 1)))
    }
    return names
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
