/// StandIn as another package depends on it: where it is fetched from, the version `--fix` asks
/// for, the products a fixed file can import, and the platforms it needs.
///
/// ```swift
/// let standIn = StandInPackage(location: "../StandIn")      // a path dependency
/// standIn.dependencyLine  // .package(path: "../StandIn")
/// StandInPackage().dependencyLine
/// // .package(url: "https://github.com/<owner>/StandIn", from: "0.1.0")
/// ```
public struct StandInPackage: Sendable, Hashable {
  /// Where StandIn is published. The README's installation section shows the same address.
  public static let publishedURL = "https://github.com/<owner>/StandIn"

  /// The oldest release that has everything `--fix` writes: `from:` asks for it.
  public static let minimumVersion = "0.1.0"

  /// StandIn's swift-tools-version: toolchains older than this cannot build it.
  public static let toolsVersion = "6.2"

  static let toolsVersionComponents = [6, 2]

  /// The products a rewrite can import, which are also their modules' names.
  public static let products: Set<String> = [
    "StandIn", "StandInNotifications", "StandInSystem", "StandInMacros", "StandInTesting",
  ]

  /// StandIn's platform floor, as its manifest declares it: what a package depending on it must
  /// declare at least.
  public static let platformFloor: [PlatformVersion] = [
    PlatformVersion(platform: "macOS", components: [12]),
    PlatformVersion(platform: "iOS", components: [15]),
    PlatformVersion(platform: "tvOS", components: [15]),
    PlatformVersion(platform: "watchOS", components: [8]),
    PlatformVersion(platform: "visionOS", components: [1]),
  ]

  /// A URL, or a path on this machine (it starts with `/`, `.` or `~`).
  public var location: String

  /// StandIn at `location`: ``publishedURL`` unless told otherwise.
  public init(location: String = StandInPackage.publishedURL) {
    self.location = location
  }

  /// Whether ``location`` is a path rather than a URL.
  public var isPath: Bool {
    location.hasPrefix("/") || location.hasPrefix(".") || location.hasPrefix("~")
  }

  /// The package's identity, which `.product(name:package:)` names: the last component of its
  /// location, without `.git`.
  public var identity: String {
    Self.identity(of: location)
  }

  /// The line a manifest's `dependencies:` gets.
  public var dependencyLine: String {
    isPath
      ? ".package(path: \"\(location)\")"
      : ".package(url: \"\(location)\", from: \"\(Self.minimumVersion)\")"
  }

  /// The line a target's `dependencies:` gets for `product`, in the package named `package`.
  static func productLine(_ product: String, package: String) -> String {
    ".product(name: \"\(product)\", package: \"\(package)\")"
  }

  /// The identity SwiftPM gives a package at `location`: its last path component, without a
  /// trailing `/` or `.git`.
  static func identity(of location: String) -> String {
    var last = location.split(separator: "/").last.map(String.init) ?? location
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last
  }
}

/// A platform and its version, as a manifest's `platforms:` declares it: `.iOS(.v12)`,
/// `.macOS("10.15")`.
public struct PlatformVersion: Sendable, Hashable, CustomStringConvertible {
  /// The platform as `SupportedPlatform` spells it: `macOS`, `iOS`, `tvOS`, `watchOS`, `visionOS`.
  public var platform: String
  /// The version's numbers: `[10, 15]` for 10.15.
  public var components: [Int]

  /// Creates a platform version.
  public init(platform: String, components: [Int]) {
    self.platform = platform
    self.components = components
  }

  /// The declaration as a manifest writes it: `.iOS(.v15)`, `.macOS(.v10_15)`.
  public var description: String {
    var numbers = components
    while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
    return ".\(platform)(.v\(numbers.map(String.init).joined(separator: "_")))"
  }

  /// Whether this version is older than `other` (of the same platform).
  public func isBelow(_ other: PlatformVersion) -> Bool {
    let count = max(components.count, other.components.count)
    for index in 0..<count {
      let mine = index < components.count ? components[index] : 0
      let theirs = index < other.components.count ? other.components[index] : 0
      if mine != theirs { return mine < theirs }
    }
    return false
  }
}
