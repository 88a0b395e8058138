import Foundation
import PackagePlugin

/// `swift package standin-audit [--target NAME]… [standin audit's options]`: runs
/// `standin audit` on the package, or on each named target's folder, the way swift-format and
/// SwiftLint run from a package.
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
    let folders =
      targetNames.isEmpty
      ? [context.package.directoryURL.path]
      : try context.package.targets(named: targetNames).map(\.directoryURL.path)
    var failure: Int32 = 0
    for folder in folders {
      let process = Process()
      process.executableURL = tool.url
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
