// swift-tools-version: 6.0

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "StandIn",
  platforms: [
    .macOS(.v15),
    .iOS(.v18),
    .tvOS(.v18),
    .watchOS(.v11),
    .visionOS(.v2),
  ],
  products: [
    .library(name: "StandIn", targets: ["StandIn"]),
    .library(name: "StandInNotifications", targets: ["StandInNotifications"]),
    .library(name: "StandInMacros", targets: ["StandInMacros"]),
    .library(name: "StandInTesting", targets: ["StandInTesting"]),
    // `standin audit`: where a package reaches shared state directly.
    .executable(name: "standin", targets: ["standin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    // `swift package generate-documentation`: the DocC catalogs, built in CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "StandIn",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),
    .macro(
      name: "StandInMacrosPlugin",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "StandInNotifications",
      dependencies: [
        "StandIn",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "StandInMocks",
      dependencies: [
        "StandIn", "StandInNotifications",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(
      name: "StandInMacros",
      dependencies: ["StandIn", "StandInNotifications", "StandInMocks", "StandInMacrosPlugin"]
    ),
    .target(
      name: "StandInTesting",
      dependencies: [
        "StandIn",
        "StandInNotifications",
        "StandInMocks",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Every shape of mock, built with warnings as errors: generated code must draw none.
    .target(
      name: "StandInFixtures",
      dependencies: ["StandInMacros"],
      path: "Tests/Fixtures",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(
      name: "StandInTests",
      dependencies: [
        "StandIn", "StandInMacros", "StandInNotifications", "StandInTesting", "StandInFixtures",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "StandInMacrosPluginTests",
      dependencies: [
        "StandInMacrosPlugin",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),

    // `standin audit`: the parser-based audit, and its command line.
    .target(
      name: "StandInAudit",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "standin",
      dependencies: [
        "StandInAudit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "StandInAuditTests",
      dependencies: [
        "StandInAudit",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),

    // The example app and its tests.
    .target(name: "StatusApp", dependencies: ["StandInMacros"], path: "Examples/Sources/StatusApp"),
    .executableTarget(
      name: "status-app",
      dependencies: ["StatusApp"],
      path: "Examples/Sources/StatusAppDemo"
    ),
    .testTarget(
      name: "StatusAppTests",
      dependencies: ["StatusApp", "StandInMacros", "StandInTesting"],
      path: "Examples/Tests/StatusAppTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
