// swift-tools-version: 6.0

// The compile time `@Mockable` adds per protocol: the same protocols, built once as they are
// (PlainProtocols) and once with `@Mockable` on each (MockedProtocols). ../../mock-build-time.sh
// writes both targets' sources from Protocols.template and times each target's own build.

import PackageDescription

let package = Package(
  name: "MockBuildTime",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "StandIn", path: "../../..")],
  targets: [
    .target(
      name: "PlainProtocols",
      dependencies: [.product(name: "StandInMacros", package: "StandIn")]
    ),
    .target(
      name: "MockedProtocols",
      dependencies: [.product(name: "StandInMacros", package: "StandIn")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
