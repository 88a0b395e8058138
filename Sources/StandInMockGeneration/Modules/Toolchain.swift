import Foundation

/// The Swift toolchain building the test target: which modules it can import besides the
/// package's, and the declarations of those that ship without sources, read through
/// `swift-synthesize-interface -print-fully-qualified-types` (Swift 6.2 and later). That tool
/// prints a binary module as Swift declarations with every type qualified by its module, for the
/// standard library, Foundation and, on Apple platforms, Objective-C frameworks alike, so they go
/// through the same parser as a package's sources.
final class Toolchain {
  /// Why a module's declarations could not be read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let compiler: URL?
  private let interfaceSynthesizer: URL?
  private let workDirectory: URL

  init(compiler: URL?, interfaceSynthesizer: URL?, workDirectory: URL) {
    self.compiler = compiler
    self.interfaceSynthesizer = interfaceSynthesizer
    self.workDirectory = workDirectory
  }

  private struct TargetInfo: Decodable {
    struct Target: Decodable { let triple: String }
    struct Paths: Decodable {
      let runtimeLibraryImportPaths: [String]
      let sdkPath: String?
    }
    let target: Target
    let paths: Paths
  }

  /// `swiftc -print-target-info`, asked once.
  private lazy var targetInfo: TargetInfo? = {
    guard let compiler,
      let output = try? Self.run(compiler, ["-print-target-info"]).output
    else { return nil }
    return try? JSONDecoder().decode(TargetInfo.self, from: Data(output.utf8))
  }()

  /// Directories holding the toolchain's and the SDK's modules.
  private lazy var importDirectories: [URL] = {
    guard let targetInfo else { return [] }
    var directories = targetInfo.paths.runtimeLibraryImportPaths.map { URL(fileURLWithPath: $0) }
    if let sdk = sdkPath {
      directories += [
        URL(fileURLWithPath: sdk).appendingPathComponent("usr/lib/swift"),
        URL(fileURLWithPath: sdk).appendingPathComponent("System/Library/Frameworks"),
      ]
    }
    return directories
  }()

  private var sdkPath: String? {
    targetInfo?.paths.sdkPath ?? ProcessInfo.processInfo.environment["SDKROOT"]
  }

  /// Whether the toolchain or the SDK has a module named `name`.
  func hasModule(named name: String) -> Bool {
    importDirectories.contains { directory in
      ["\(name).swiftmodule", "\(name).swiftinterface", "\(name).framework"].contains {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
      }
    }
  }

  /// The declarations of the toolchain's module `name`, every type qualified by its module.
  func synthesizedInterface(of name: String) throws -> String {
    guard let interfaceSynthesizer else {
      throw Failure(
        description:
          "\(name) ships without sources, and reading its declarations needs "
          + "swift-synthesize-interface, which comes with Swift 6.2 and later")
    }
    guard let targetInfo else {
      throw Failure(description: "the Swift compiler did not say which platform it builds for")
    }
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    let output = workDirectory.appendingPathComponent("\(name).synthesized.swift")
    var arguments = [
      "-module-name", name, "-target", targetInfo.target.triple, "-print-fully-qualified-types",
      "-o", output.path,
    ]
    if let sdkPath { arguments += ["-sdk", sdkPath] }
    let result = try Self.run(interfaceSynthesizer, arguments)
    guard result.status == 0, let text = try? String(contentsOf: output, encoding: .utf8) else {
      throw Failure(
        description: "swift-synthesize-interface could not read \(name): \(result.errors)")
    }
    return text
  }

  private static func run(
    _ executable: URL, _ arguments: [String]
  ) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    )
  }
}
