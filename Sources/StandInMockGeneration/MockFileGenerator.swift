import Foundation

/// Writes a test target's mocks: reads its `standin-mocks.json`, finds each protocol named there
/// and every protocol it refines in the modules the target can import, and writes the Swift files
/// that restate each for `@Mockable`.
///
/// ```swift
/// let manifest = try JSONDecoder().decode(GenerationManifest.self, from: data)
/// try MockFileGenerator(manifest: manifest).writeOutputs()
/// ```
///
/// Whatever the generator cannot do is written into the files as an `#error` at the line of the
/// entry it concerns, so the build reports it there.
public struct MockFileGenerator {
  private let manifest: GenerationManifest

  /// A generator for the test target `manifest` describes.
  public init(manifest: GenerationManifest) {
    self.manifest = manifest
  }

  /// Writes the generated files to the manifest's paths, leaving alone each that already holds
  /// the same text (so the test target is not recompiled for nothing).
  public func writeOutputs() throws {
    for (path, text) in generatedFiles() {
      let output = URL(fileURLWithPath: path)
      if (try? String(contentsOf: output, encoding: .utf8)) == text { continue }
      try FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: output, atomically: true, encoding: .utf8)
    }
  }

  /// Each file the manifest names, with its text.
  public func generatedFiles() -> [(path: String, text: String)] {
    let toolchain = Toolchain(
      compiler: manifest.compiler.map(URL.init(fileURLWithPath:)),
      interfaceSynthesizer: manifest.interfaceSynthesizer.map(URL.init(fileURLWithPath:)),
      workDirectory: URL(fileURLWithPath: manifest.workDirectory))
    let catalog = ModuleCatalog(manifest: manifest, toolchain: toolchain)
    let lookup = NameLookup(catalog: catalog)
    let path = manifest.configuration
    var fileProblems: [(message: String, line: Int)] = []
    var mocks: [GeneratedFile.Mock] = []
    if let text = try? String(contentsOfFile: path, encoding: .utf8) {
      let configuration = MockConfiguration(parsing: text)
      fileProblems += configuration.fileProblem.map { [($0.message, $0.line)] } ?? []
      mocks = configuration.items.map { item in
        switch item {
        case .success(let entry): return Self.mock(for: entry, catalog: catalog, lookup: lookup)
        case .failure(let problem): return .failed(message: problem.message, line: problem.line)
        }
      }
    } else {
      fileProblems.append(("standin-mocks.json cannot be read", 1))
    }
    let entryTexts = mocks.map {
      GeneratedFile.entry($0, configurationPath: path, targetModule: manifest.targetModule)
    }
    // The plugin named one file per item when it planned the build; should the list have
    // changed since, items without a file of their own join the main one.
    var main = GeneratedFile.main(configurationPath: path, problems: fileProblems)
    main += entryTexts.dropFirst(manifest.entryOutputs.count).joined()
    let entryFiles = manifest.entryOutputs.enumerated().map { index, output in
      (output, index < entryTexts.count ? entryTexts[index] : "")
    }
    return [(manifest.output, main)] + entryFiles
  }

  private static func mock(
    for entry: MockConfiguration.Entry, catalog: ModuleCatalog, lookup: NameLookup
  ) -> GeneratedFile.Mock {
    let roots: [ProtocolSite]
    switch ProtocolLocator(catalog: catalog, lookup: lookup).locate(entry) {
    case .failure(let failure):
      return .failed(message: "\(entry.spelling): \(failure)", line: entry.line)
    case .success(let found):
      roots = found
    }
    let lineage = ProtocolLineage(roots: roots, lookup: lookup)
    guard lineage.unresolved.isEmpty else {
      let names = lineage.unresolved.joined(separator: ", ")
      return .failed(
        message:
          "\(entry.spelling): no module the test target can import declares \(names), which "
          + "\(entry.spelling) refines; add the product that declares it to the test "
          + "target's dependencies",
        line: entry.line)
    }
    // A protocol nested in the generated namespace cannot be named `Type` or `Protocol`
    // (GraphQL's `Type`): that one is restated as `TypeProtocol`, its mock still `TypeMock`.
    var restatedName = String(entry.mockName.dropLast("Mock".count))
    if ["Type", "Protocol"].contains(restatedName) { restatedName += "Protocol" }
    let restated = RestatedProtocol(
      name: restatedName, lineage: lineage, lookup: lookup,
      targetDefaultsToNonsending: catalog.targetDefaultsToNonsending,
      isImportable: catalog.canImport)
    return .restated(restated, mockName: entry.mockName, line: entry.line)
  }
}
