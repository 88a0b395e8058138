// swift-tools-version: 6.0

// A tiny consumer of StandIn that declares its overridable singletons with `@Overridable`: it
// depends on the `StandInMacros` product, which builds the macro plugin and swift-syntax.
// Built by ../../build-time.sh.

import PackageDescription

let package = Package(
  name: "MacroConsumer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "StandIn", path: "../../..")],
  targets: [
    .target(
      name: "MacroConsumer",
      dependencies: [.product(name: "StandInMacros", package: "StandIn")]
    )
  ],
  swiftLanguageModes: [.v6]
)
