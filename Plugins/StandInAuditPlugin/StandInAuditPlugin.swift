import Foundation
import PackagePlugin

/// `swift package standin-audit [--target NAME]… [standin audit's options]`: builds the
/// package in debug (which writes the compiler's index store), then runs `standin audit` in its
/// type-accurate mode on the package, or on each named target's folder, the way swift-format and
/// SwiftLint run from a package. When the build fails, the audit runs in its syntax-only mode and
/// its summary says so.
///
/// ```sh
/// swift package standin-audit                       # the whole package
/// swift package standin-audit --target App --strict # one target, for CI
/// swift package standin-audit --format sarif > audit.sarif
/// ```
@main
struct StandInAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let options = extractor.remainingArguments
    let tool = try context.tool(named: "standin")
    let resolution = buildForIndex(options: options)
    let folders =
      targetNames.isEmpty
      ? [context.package.directoryURL.path]
      : try context.package.targets(named: targetNames).map(\.directoryURL.path)
    var failure: Int32 = 0
    for folder in folders {
      let process = Process()
      process.executableURL = tool.url
      process.arguments = ["audit", folder] + resolution + options
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failure = max(failure, process.terminationStatus) }
    }
    if failure != 0 {
      Diagnostics.error("standin audit exited with status \(failure)")
    }
  }

  /// Builds the package in debug so that the compiler writes its index store, and returns the
  /// options that point the audit at it (nothing when the options already choose a mode).
  private func buildForIndex(options: [String]) -> [String] {
    if options.contains("--syntax-only") || options.contains("--index-store") { return [] }
    let result: PackageManager.BuildResult
    do {
      result = try packageManager.build(
        .all(includingTests: false), parameters: .init(configuration: .debug, logging: .concise))
    } catch {
      Diagnostics.warning("standin-audit: the build failed (\(error)): auditing by syntax only")
      return ["--syntax-only"]
    }
    guard result.succeeded else {
      Diagnostics.warning("standin-audit: the build failed: auditing by syntax only")
      return ["--syntax-only"]
    }
    // The store sits beside the build's products: `.build/<triple>/debug/index/store`.
    for artifact in result.builtArtifacts {
      let store = artifact.url.deletingLastPathComponent().appendingPathComponent("index/store")
      if FileManager.default.fileExists(atPath: store.path) {
        return ["--index-store", store.path]
      }
    }
    return []
  }
}
