import Foundation

/// What `ProcessInfo.overridable` hands out: the process's environment and arguments, which a
/// test can give, and the rest of `ProcessInfo`, forwarded.
///
/// `ProcessInfo` cannot stand in for itself: on Linux its members cannot be overridden (they are
/// declared in extensions), so the accessor hands out this value instead.
///
/// ```swift
/// let server = ProcessInfo.overridable.environment["API_URL"]  // was ProcessInfo.processInfo…
///
/// // In a test:
/// withOverride(
///   ProcessInfo.overridableSlot,
///   with: OverridableProcessInfo(environment: ["API_URL": "https://staging.example.com"])
/// ) { … }
/// ```
public struct OverridableProcessInfo: Sendable {
  private let givenEnvironment: [String: String]?
  private let givenArguments: [String]?

  /// Creates process information with the given environment and arguments; for what is `nil`, the
  /// process's own.
  ///
  /// ```swift
  /// let ci = OverridableProcessInfo(environment: ["CI": "true"])
  /// let verbose = OverridableProcessInfo(arguments: ["app", "--verbose"])
  /// ```
  public init(environment: [String: String]? = nil, arguments: [String]? = nil) {
    givenEnvironment = environment
    givenArguments = arguments
  }

  /// The process's own information: what `ProcessInfo.overridable` is where nothing replaces it.
  ///
  /// ```swift
  /// withOverride(ProcessInfo.overridableSlot, with: .system) { … }
  /// ```
  public static let system = OverridableProcessInfo()

  /// The environment variables: the given ones, or the process's
  /// (`ProcessInfo.processInfo.environment`).
  ///
  /// ```swift
  /// let isCI = ProcessInfo.overridable.environment["CI"] == "true"
  /// ```
  public var environment: [String: String] {
    givenEnvironment ?? ProcessInfo.processInfo.environment
  }

  /// The command-line arguments: the given ones, or the process's
  /// (`ProcessInfo.processInfo.arguments`).
  ///
  /// ```swift
  /// let verbose = ProcessInfo.overridable.arguments.contains("--verbose")
  /// ```
  public var arguments: [String] {
    givenArguments ?? ProcessInfo.processInfo.arguments
  }

  /// The real `ProcessInfo`, for what this value does not forward.
  ///
  /// ```swift
  /// let info = ProcessInfo.overridable.processInfo
  /// ```
  public var processInfo: ProcessInfo { .processInfo }

  /// The process's name (`ProcessInfo.processInfo.processName`).
  ///
  /// ```swift
  /// log("\(ProcessInfo.overridable.processName) started")
  /// ```
  public var processName: String { ProcessInfo.processInfo.processName }

  /// The process's identifier (`ProcessInfo.processInfo.processIdentifier`).
  ///
  /// ```swift
  /// let pid = ProcessInfo.overridable.processIdentifier
  /// ```
  public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }

  /// The host's name (`ProcessInfo.processInfo.hostName`).
  ///
  /// ```swift
  /// let host = ProcessInfo.overridable.hostName
  /// ```
  public var hostName: String { ProcessInfo.processInfo.hostName }

  /// A string unique to this call in this process and across the network
  /// (`ProcessInfo.processInfo.globallyUniqueString`).
  ///
  /// ```swift
  /// let name = ProcessInfo.overridable.globallyUniqueString
  /// ```
  public var globallyUniqueString: String { ProcessInfo.processInfo.globallyUniqueString }

  /// The operating system's version (`ProcessInfo.processInfo.operatingSystemVersion`).
  ///
  /// ```swift
  /// let major = ProcessInfo.overridable.operatingSystemVersion.majorVersion
  /// ```
  public var operatingSystemVersion: OperatingSystemVersion {
    ProcessInfo.processInfo.operatingSystemVersion
  }

  /// The operating system's version, as people read it
  /// (`ProcessInfo.processInfo.operatingSystemVersionString`).
  ///
  /// ```swift
  /// let system = ProcessInfo.overridable.operatingSystemVersionString
  /// ```
  public var operatingSystemVersionString: String {
    ProcessInfo.processInfo.operatingSystemVersionString
  }

  /// Whether the operating system is at least `version`
  /// (`ProcessInfo.processInfo.isOperatingSystemAtLeast(_:)`).
  ///
  /// ```swift
  /// ProcessInfo.overridable.isOperatingSystemAtLeast(.init(majorVersion: 6, minorVersion: 0, patchVersion: 0))
  /// ```
  public func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
    ProcessInfo.processInfo.isOperatingSystemAtLeast(version)
  }

  /// The number of processors (`ProcessInfo.processInfo.processorCount`).
  ///
  /// ```swift
  /// let workers = ProcessInfo.overridable.processorCount
  /// ```
  public var processorCount: Int { ProcessInfo.processInfo.processorCount }

  /// The number of processors available to the process
  /// (`ProcessInfo.processInfo.activeProcessorCount`).
  ///
  /// ```swift
  /// let workers = ProcessInfo.overridable.activeProcessorCount
  /// ```
  public var activeProcessorCount: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The machine's memory in bytes (`ProcessInfo.processInfo.physicalMemory`).
  ///
  /// ```swift
  /// let memory = ProcessInfo.overridable.physicalMemory
  /// ```
  public var physicalMemory: UInt64 { ProcessInfo.processInfo.physicalMemory }

  /// Seconds since the machine started (`ProcessInfo.processInfo.systemUptime`).
  ///
  /// ```swift
  /// let uptime = ProcessInfo.overridable.systemUptime
  /// ```
  public var systemUptime: TimeInterval { ProcessInfo.processInfo.systemUptime }
}
