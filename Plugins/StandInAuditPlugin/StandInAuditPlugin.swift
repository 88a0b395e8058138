import Foundation
import PackagePlugin

/// `swift package standin-audit [--target NAME]… [standin audit's options]`: runs
/// `standin audit` on the package, or on each named target's folder, the way swift-format and
/// SwiftLint run from a package. In Xcode (File › Packages, or a project's context menu) it runs
/// on the project's folder, or on the folder holding each chosen target's Swift files.
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
    let folders =
      targetNames.isEmpty
      ? [context.package.directoryURL.path]
      : try context.package.targets(named: targetNames).map(\.directoryURL.path)
    try audit(
      folders, tool: context.tool(named: "standin").url, options: extractor.remainingArguments)
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
