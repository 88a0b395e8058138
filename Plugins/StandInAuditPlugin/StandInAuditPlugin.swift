import Foundation
import PackagePlugin

/// `swift package standin-audit [--target NAME]… [standin audit's options]`: builds the
/// package in debug (which writes the compiler's index store), then runs `standin audit` in its
/// type-accurate mode on the package, or on each named target's folder, the way swift-format and
/// SwiftLint run from a package. When the build fails, the audit runs in its syntax-only mode and
/// its summary says so. In Xcode (File › Packages, or a project's context menu) it runs on the
/// project's folder, or on the folder holding each chosen target's Swift files, in the mode the
/// audit finds (type-accurate when an index store is there).
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
    let resolution = buildForIndex(options: extractor.remainingArguments)
    let folders =
      targetNames.isEmpty
      ? [context.package.directoryURL.path]
      : try context.package.targets(named: targetNames).map(\.directoryURL.path)
    try audit(
      folders, tool: context.tool(named: "standin").url,
      options: resolution + extractor.remainingArguments)
  }

  /// Runs `standin audit FOLDER OPTIONS` on each folder, and reports the worst exit status.
  func audit(_ folders: [String], tool: URL, options: [String]) throws {
    var failure: Int32 = 0
    for folder in folders {
      let process = Process()
      process.executableURL = tool
      process.arguments = ["audit", folder] + options
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

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Not compiled on Linux, where XcodeProjectPlugin does not exist: checked against the API's
  // documentation only (see README, "Xcode projects").
  extension StandInAuditPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let targetNames = extractor.extractOption(named: "target")
      let project = context.xcodeProject.directoryURL.path
      // An Xcode target lists files rather than owning a folder: audit the deepest folder that
      // holds all of its Swift files, so that the audit still sees them together.
      let folders =
        targetNames.isEmpty
        ? [project]
        : context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }.map {
          target in
          Self.commonFolder(
            of: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
              .map(\.url.path)) ?? project
        }
      try audit(
        folders, tool: context.tool(named: "standin").url, options: extractor.remainingArguments)
    }

    /// The deepest folder holding every path, or `nil` for none.
    private static func commonFolder(of paths: [String]) -> String? {
      guard var common = paths.first.map({ URL(fileURLWithPath: $0).deletingLastPathComponent() })
      else { return nil }
      for path in paths.dropFirst() {
        while !path.hasPrefix(common.path + "/"), common.path != "/" {
          common.deleteLastPathComponent()
        }
      }
      return common.path
    }
  }
#endif
