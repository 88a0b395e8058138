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
    let configuration = target.directoryURL.appending(path: Self.configurationName)
    guard FileManager.default.fileExists(atPath: configuration.path) else {
      Diagnostics.warning(
        "StandInMockGenerator is applied to \(target.name), which has no \(Self.configurationName); "
          + "add one that lists the protocols to mock: { \"mocks\": [\"Module.Protocol\"] }")
      return []
    }
    let modules = ModuleGraph(context: context, root: target).modules
    guard modules.contains(where: { $0.name == "StandInMacros" }) else {
      Diagnostics.error(
        "\(target.name) uses StandInMockGenerator but does not depend on StandInMacros, whose "
          + "@Mockable writes the mocks: add .product(name: \"StandInMacros\", package: \"StandIn\")"
      )
      return []
    }
    let work = context.pluginWorkDirectoryURL
    let output = work.appending(path: "StandInGeneratedMocks.swift")
    // One file per item of the list, each importing only what its mock names.
    let entryOutputs = (0..<Self.itemCount(of: configuration)).map {
      work.appending(path: "StandInGeneratedMock\($0).swift")
    }
    let manifest = work.appending(path: "manifest.json")
    let compiler = try? context.tool(named: "swiftc").url
    let synthesizer = try? context.tool(named: "swift-synthesize-interface").url
    let description: [String: Any] = [
      "configuration": configuration.path,
      "output": output.path,
      "entryOutputs": entryOutputs.map(\.path),
      "targetModule": target.moduleName,
      "modules": modules.map(\.json),
      "compiler": compiler?.path as Any,
      "interfaceSynthesizer": synthesizer?.path as Any,
      "workDirectory": work.appending(path: "interfaces").path,
    ].compactMapValues { $0 is NSNull ? nil : $0 }
    try writeIfChanged(
      JSONSerialization.data(withJSONObject: description, options: [.sortedKeys]), to: manifest)
    let sources = modules.flatMap(\.sources).map { URL(fileURLWithPath: $0) }
    return [
      .buildCommand(
        displayName: "Writing the mocks of \(Self.configurationName) for \(target.name)",
        executable: try context.tool(named: "standin-mock-generator").url,
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
