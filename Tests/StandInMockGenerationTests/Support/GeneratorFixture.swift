import Foundation

@testable import StandInMockGeneration

/// A package graph on disk for the generator: modules made of given Swift files, a test target
/// named `AppTests`, and its `standin-mocks.json`. Each fixture has its own temporary directory.
final class GeneratorFixture {
  /// Modules by name, each a list of Swift files' contents.
  var modules: [String: [String]] = [:]
  /// Whether the toolchain (the standard library, Foundation) is readable; tests that only read
  /// package modules leave it off, so they do not depend on the toolchain.
  var usesToolchain = false

  /// The generated files for the configuration `json`, one after the other.
  func generate(_ json: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("standin-mock-generator-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var manifestModules: [GenerationManifest.Module] = []
    for (name, files) in modules.sorted(by: { $0.key < $1.key }) {
      let folder = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var paths: [String] = []
      for (index, text) in files.enumerated() {
        let file = folder.appendingPathComponent("File\(index).swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        paths.append(file.path)
      }
      manifestModules.append(
        GenerationManifest.Module(
          name: name, sources: paths, flags: ["DEBUG"], languageMajorVersion: 6))
    }
    manifestModules.append(
      GenerationManifest.Module(name: "AppTests", sources: [], flags: [], languageMajorVersion: 6))
    let configuration = directory.appendingPathComponent("standin-mocks.json")
    try json.write(to: configuration, atomically: true, encoding: .utf8)
    let itemCount = MockConfiguration(parsing: json).items.count
    let manifest = GenerationManifest(
      configuration: configuration.path,
      output: directory.appendingPathComponent("Generated.swift").path,
      entryOutputs: (0..<itemCount).map {
        directory.appendingPathComponent("Generated\($0).swift").path
      },
      targetModule: "AppTests",
      modules: manifestModules,
      compiler: usesToolchain ? Self.tool(named: "swiftc") : nil,
      interfaceSynthesizer: usesToolchain ? Self.tool(named: "swift-synthesize-interface") : nil,
      workDirectory: directory.appendingPathComponent("work").path)
    return MockFileGenerator(manifest: manifest).generatedFiles().map(\.text).joined()
      .replacingOccurrences(of: configuration.path, with: "standin-mocks.json")
  }

  /// The path of the toolchain's `name`, from `PATH`.
  static func tool(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

extension String {
  /// The generated file without its `#sourceLocation` lines, for comparing declarations.
  var withoutSourceLocations: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("#sourceLocation") }.joined(separator: "\n")
  }

  /// The lines inside each `extension StandInGeneratedMocks { … }`, without `#sourceLocation`
  /// lines.
  var generatedDeclarations: String {
    var inside = false
    var declarations: [Substring] = []
    for line in withoutSourceLocations.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "extension StandInGeneratedMocks {" {
        inside = true
      } else if line == "}" {
        inside = false
      } else if inside {
        declarations.append(line)
      }
    }
    return declarations.joined(separator: "\n")
  }
}
