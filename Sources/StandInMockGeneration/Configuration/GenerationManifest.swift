import Foundation

/// What the build-tool plugin tells the generator about one test target: where its
/// `standin-mocks.json` is, where to write the mocks, and every module the target can import,
/// with its Swift files. The plugin writes it as JSON; the generator reads it.
///
/// ```json
/// {
///   "configuration": "/package/Tests/AppTests/standin-mocks.json",
///   "output": "/package/.build/plugins/outputs/…/StandInGeneratedMocks.swift",
///   "entryOutputs": ["/package/.build/plugins/outputs/…/StandInGeneratedMock0.swift"],
///   "targetModule": "AppTests",
///   "modules": [{ "name": "Logging", "sources": ["…/Logging.swift"], "flags": [],
///                 "languageMajorVersion": 5, "upcomingFeatures": [] }],
///   "compiler": "/usr/bin/swiftc",
///   "interfaceSynthesizer": "/usr/bin/swift-synthesize-interface",
///   "workDirectory": "/package/.build/plugins/…"
/// }
/// ```
public struct GenerationManifest: Codable, Sendable {
  /// A module of the package graph: a target the test target depends on, directly or not.
  public struct Module: Codable, Sendable {
    /// The module's name, as `import` spells it.
    public var name: String
    /// Its Swift files (none for a C target, which can only be imported).
    public var sources: [String]
    /// Its `-D` flags, for `#if`.
    public var flags: [String]
    /// 5 or 6, for `#if swift(>=…)`.
    public var languageMajorVersion: Int
    /// The upcoming features its package enables that change what a declaration means, such as
    /// `NonisolatedNonsendingByDefault`; `nil` when the plugin did not say.
    public var upcomingFeatures: [String]?

    /// A module named `name` with the Swift files `sources`.
    public init(
      name: String, sources: [String], flags: [String], languageMajorVersion: Int,
      upcomingFeatures: [String]? = nil
    ) {
      self.name = name
      self.sources = sources
      self.flags = flags
      self.languageMajorVersion = languageMajorVersion
      self.upcomingFeatures = upcomingFeatures
    }

    /// Whether an `async` function type that names no isolation is `nonisolated(nonsending)`
    /// in this module (SE-0461's `NonisolatedNonsendingByDefault`), rather than `@concurrent`.
    public var defaultsToNonsending: Bool {
      upcomingFeatures?.contains("NonisolatedNonsendingByDefault") ?? false
    }
  }

  /// The absolute path of `standin-mocks.json`.
  public var configuration: String
  /// The absolute path of the Swift file that declares the generated namespace and reports what
  /// makes the whole configuration unreadable.
  public var output: String
  /// One Swift file per item of the configuration's `mocks` list, in order: each holds one mock
  /// and imports only what that mock names, so modules that clash cannot meet.
  public var entryOutputs: [String]
  /// The test target's module, which the generated file belongs to.
  public var targetModule: String
  /// Every module the test target can import, itself included.
  public var modules: [Module]
  /// `swiftc`, to ask which platform the build is for and where its modules are.
  public var compiler: String?
  /// `swift-synthesize-interface`, to read modules that ship without sources.
  public var interfaceSynthesizer: String?
  /// A directory the generator may write to.
  public var workDirectory: String

  /// A manifest for the test target `targetModule`.
  public init(
    configuration: String, output: String, entryOutputs: [String], targetModule: String,
    modules: [Module],
    compiler: String?, interfaceSynthesizer: String?, workDirectory: String
  ) {
    self.configuration = configuration
    self.output = output
    self.entryOutputs = entryOutputs
    self.targetModule = targetModule
    self.modules = modules
    self.compiler = compiler
    self.interfaceSynthesizer = interfaceSynthesizer
    self.workDirectory = workDirectory
  }
}
