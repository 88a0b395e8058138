import Foundation
import StandInAudit

/// A fixture whose modules the compiler has built, so that its index store exists: each module
/// is compiled with `swiftc -index-store-path`, the way a debug build writes the store, in the
/// order given (a later module may import an earlier one).
final class IndexedFixture {
  let fixture: Fixture
  var root: String { fixture.root }
  var store: String { fixture.path(".build/debug/index/store") }

  /// Writes `files` and compiles each of `modules` (a name and the folder of its sources),
  /// finding C modules' module maps in `includeFolders`.
  init(
    _ files: [String: String], modules: [(name: String, folder: String)],
    includeFolders: [String] = []
  ) throws {
    fixture = try Fixture(files)
    let build = fixture.path(".build/debug")
    try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
    for module in modules {
      let sources = files.keys.filter { $0.hasPrefix(module.folder + "/") }.sorted()
      // A module with a `main.swift` is an executable, whose top-level code runs.
      let output =
        sources.contains { $0.hasSuffix("/main.swift") }
        ? ["-o", build + "/\(module.name)"]
        : [
          "-parse-as-library", "-emit-module", "-emit-library",
          "-emit-module-path", build + "/\(module.name).swiftmodule",
          "-o", build + "/lib\(module.name).so",
        ]
      try Self.run(
        [
          "swiftc", "-module-name", module.name, "-index-store-path", store, "-I", build,
          "-L", build,
        ] + includeFolders.flatMap { ["-I", fixture.path($0)] } + output
          + modules.prefix { $0.name != module.name }.flatMap { ["-l\($0.name)"] }
          + sources.map(fixture.path),
        in: build)
    }
  }

  func audit(
    _ relative: String = "Sources", resolution: Auditor.Resolution? = nil
  ) throws -> AuditResult {
    try Auditor(path: fixture.path(relative), resolution: resolution ?? .indexStore(store))
      .audit()
  }

  /// The findings of auditing `relative` in each mode, each as `file:line:column kind
  /// expression`: the type-accurate mode (through the store this fixture wrote) and the
  /// syntax-only mode, for tests that expect the two to agree.
  func findingsInEachMode(_ relative: String) throws -> (
    typeAccurate: [String], syntaxOnly: [String]
  ) {
    func summaries(_ resolution: Auditor.Resolution) throws -> [String] {
      try audit(relative, resolution: resolution).findings.map {
        "\($0.location) \($0.kind.rawValue) \($0.expression)"
      }
    }
    return (try summaries(.automatic), try summaries(.syntaxOnly))
  }

  private static func run(_ arguments: [String], in directory: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CompileError(message: String(decoding: message, as: UTF8.self))
    }
  }

  struct CompileError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
