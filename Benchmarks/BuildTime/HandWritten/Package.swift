// swift-tools-version: 6.0

// A tiny consumer of StandIn that writes its overridable singletons by hand: it depends only on
// the `StandIn` product, so swift-syntax is never built. Built by ../../build-time.sh.

import PackageDescription

let package = Package(
  name: "HandWrittenConsumer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "StandIn", path: "../../..")],
  targets: [
    .target(
      name: "HandWrittenConsumer",
      dependencies: [.product(name: "StandIn", package: "StandIn")]
    )
  ],
  swiftLanguageModes: [.v6]
)
