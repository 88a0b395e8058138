import Foundation
import PackagePlugin

/// Gives a test target a mock of each protocol its `standin-mocks.json` names, wherever the
/// protocol is declared: in the target's own package, in a dependency, or in the toolchain
/// (Foundation, the standard library). Runs on every build; the mocks are written again whenever
/// the file or a dependency's sources change.
///
/// ```swift
/// .testTarget(
///   name: "AppTests",
///   dependencies: ["App", .product(name: "StandInMacros", package: "StandIn")],
///   plugins: [.plugin(name: "StandInMockGenerator", package: "StandIn")]
/// )
/// ```
@main
struct StandInMockGenerator: BuildToolPlugin {
  static let configurationName = "standin-mocks.json"

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let configuration = target.directoryURL.appendingPathComponent(Self.configurationName)
    guard FileManager.default.fileExists(atPath: configuration.path) else {
      Diagnostics.warning(
        "StandInMockGenerator is applied to \(target.name), which has no \(Self.configurationName); "
          + "add one that lists the protocols to mock: { \"mocks\": [\"Module.Protocol\"] }")
      return []
    }
    return try commands(
      configuration: configuration, targetName: target.name, moduleName: target.moduleName,
      modules: ModuleGraph(context: context, root: target).modules,
      work: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0).url })
  }

  /// The command that writes the mocks `configuration` lists for the target, which can import
  /// `modules`; `tool` finds a tool by name.
  func commands(
    configuration: URL, targetName: String, moduleName: String, modules: [ModuleGraph.Module],
    work: URL, tool: (String) throws -> URL
  ) throws -> [Command] {
    guard modules.contains(where: { $0.name == "StandInMacros" }) else {
      Diagnostics.error(
        "\(targetName) uses StandInMockGenerator but does not depend on StandInMacros, whose "
          + "@Mockable writes the mocks: add .product(name: \"StandInMacros\", package: \"StandIn\")"
      )
      return []
    }
    let output = work.appendingPathComponent("StandInGeneratedMocks.swift")
    // One file per item of the list, each importing only what its mock names.
    let entryOutputs = (0..<Self.itemCount(of: configuration)).map {
      work.appendingPathComponent("StandInGeneratedMock\($0).swift")
    }
    let manifest = work.appendingPathComponent("manifest.json")
    let compiler = try? tool("swiftc")
    let synthesizer = try? tool("swift-synthesize-interface")
    let description: [String: Any] = [
      "configuration": configuration.path,
      "output": output.path,
      "entryOutputs": entryOutputs.map(\.path),
      "targetModule": moduleName,
      "modules": modules.map(\.json),
      "compiler": compiler?.path as Any,
      "interfaceSynthesizer": synthesizer?.path as Any,
      "workDirectory": work.appendingPathComponent("interfaces").path,
    ].compactMapValues { $0 is NSNull ? nil : $0 }
    try writeIfChanged(
      JSONSerialization.data(withJSONObject: description, options: [.sortedKeys]), to: manifest)
    let sources = modules.flatMap(\.sources).map { URL(fileURLWithPath: $0) }
    return [
      .buildCommand(
        displayName: "Writing the mocks of \(Self.configurationName) for \(targetName)",
        executable: try tool("standin-mock-generator"),
        arguments: [manifest.path],
        inputFiles: [configuration, manifest] + sources + [compiler].compactMap { $0 },
        outputFiles: [output] + entryOutputs
      )
    ]
  }

  /// How many items the `mocks` list of the configuration has; the generator reports what is
  /// wrong with the file itself.
  private static func itemCount(of configuration: URL) -> Int {
    guard let data = try? Data(contentsOf: configuration),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = object["mocks"] as? [Any]
    else { return 0 }
    return list.count
  }

  /// Writes `data` unless the file already holds it, so an unchanged manifest does not rerun the
  /// generator.
  private func writeIfChanged(_ data: Data, to url: URL) throws {
    if (try? Data(contentsOf: url)) == data { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Not compiled on Linux, where XcodeProjectPlugin does not exist: checked against the API's
  // documentation only (see README, "Xcode projects").
  extension StandInMockGenerator: XcodeBuildToolPlugin {
    /// An Xcode target lists `standin-mocks.json` among its files (add it to the test target).
    /// The modules it can import are its own Swift files, the Xcode targets it depends on, and
    /// the package products it links, with their dependencies; Xcode's build settings are not
    /// visible to a plugin, so Xcode targets are read with `DEBUG` in Swift 5 mode.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      guard
        let configuration = target.inputFiles.first(where: {
          $0.url.lastPathComponent == Self.configurationName
        })?.url
      else {
        Diagnostics.warning(
          "StandInMockGenerator is applied to \(target.displayName), which has no "
            + "\(Self.configurationName) among its files; add one that lists the protocols to "
            + "mock: { \"mocks\": [\"Module.Protocol\"] }")
        return []
      }
      var graph = ModuleGraph()
      var products: [any Target] = []
      var pending = [target]
      var seen: Set<XcodeTarget.ID> = []
      while let next = pending.popLast() {
        guard seen.insert(next.id).inserted else { continue }
        graph.modules.append(
          ModuleGraph.Module(
            name: Self.moduleName(of: next),
            sources: next.inputFiles.filter {
              $0.type == .source && $0.url.pathExtension == "swift"
            }
            .map(\.url.path),
            flags: ["DEBUG"], languageMajorVersion: 5, upcomingFeatures: []))
        for dependency in next.dependencies {
          switch dependency {
          case .target(let dependency): pending.append(dependency)
          case .product(let product): products += product.targets
          @unknown default: break
          }
        }
      }
      graph.add(products, languageVersions: [:])
      return try commands(
        configuration: configuration, targetName: target.displayName,
        moduleName: Self.moduleName(of: target), modules: graph.modules,
        work: context.pluginWorkDirectoryURL, tool: { try context.tool(named: $0).url })
    }

    /// The module name Xcode gives a target by default: its product's name with every character
    /// that cannot be in an identifier replaced by `_`.
    private static func moduleName(of target: XcodeTarget) -> String {
      let name = target.product?.name ?? target.displayName
      return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
  }
#endif
