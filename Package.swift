// swift-tools-version: 6.2

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "StandIn",
  platforms: [
    .macOS(.v12),
    .iOS(.v15),
    .tvOS(.v15),
    .watchOS(.v8),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "StandIn", targets: ["StandIn"]),
    .library(name: "StandInNotifications", targets: ["StandInNotifications"]),
    .library(name: "StandInSystem", targets: ["StandInSystem"]),
    .library(name: "StandInMacros", targets: ["StandInMacros"]),
    .library(name: "StandInTesting", targets: ["StandInTesting"]),
    // `standin audit`: where a package reaches shared state directly.
    .executable(name: "standin", targets: ["standin"]),
    // `swift package standin-audit [--target NAME]`: the same, from a package.
    .plugin(name: "StandInAuditPlugin", targets: ["StandInAuditPlugin"]),
    // Mocks of protocols declared anywhere, listed in a test target's standin-mocks.json.
    .plugin(name: "StandInMockGenerator", targets: ["StandInMockGenerator"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.3.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation`: the DocC catalogs, built in CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "StandIn",
      dependencies: [
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
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
    // Built-in stand-ins for the system's shared state: the date, UUIDs, random numbers, clocks,
    // the file manager, user defaults, the URL session, the process, the bundle, the locale.
    .target(
      name: "StandInSystem",
      dependencies: [
        "StandIn",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
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
        "StandInSystem",
        "StandInMocks",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
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
    // What the test targets share: the reporter that collects StandIn's issues for assertions.
    .target(
      name: "StandInTestSupport",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
      path: "Tests/StandInTestSupport"
    ),
    .testTarget(
      name: "StandInTests",
      dependencies: [
        "StandIn", "StandInMacros", "StandInNotifications", "StandInSystem", "StandInTesting",
        "StandInFixtures", "StandInTestSupport",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // A test binary without StandInTesting, whose reports cannot reach Swift Testing.
    .executableTarget(
      name: "standin-undelivered-reports-probe",
      dependencies: ["StandIn"],
      path: "Tests/UndeliveredReportsProbe"
    ),
    .testTarget(
      name: "StandInSystemTests",
      dependencies: [
        "StandIn", "StandInSystem", "StandInTesting", "StandInTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
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
    // The audit's binding of the toolchain's libIndexStore, loaded with dlopen at run time.
    .target(
      name: "CStandInIndexStore",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),
    .target(
      name: "StandInAudit",
      dependencies: [
        "CStandInIndexStore",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      // The tables of the system's shared state and of the system's calls whose default
      // arguments reach it, compiled into the tool as data.
      resources: [
        .embedInCode("Resources/SystemSharedState.tsv"),
        .embedInCode("Resources/SystemHiddenDefaults.tsv"),
      ]
    ),
    .executableTarget(
      name: "standin",
      dependencies: [
        "StandInAudit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "StandInAuditPlugin",
      capability: .command(
        intent: .custom(
          verb: "standin-audit",
          description: "Reports every place production code reaches shared state directly")),
      dependencies: ["standin"]
    ),
    .testTarget(
      name: "StandInAuditTests",
      dependencies: [
        "StandInAudit",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),

    // The legacy example app for `standin audit`: singletons written the Objective-C way, in
    // Swift 5 mode as such code is.
    .target(
      name: "LegacyNotes",
      path: "Examples/LegacyApp/Sources/LegacyNotes",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // StandInMockGenerator: the build-tool plugin, the generator it runs, and their tests.
    .target(
      name: "StandInMockGeneration",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "standin-mock-generator", dependencies: ["StandInMockGeneration"]),
    .plugin(
      name: "StandInMockGenerator",
      capability: .buildTool(),
      dependencies: ["standin-mock-generator"]
    ),
    .testTarget(
      name: "StandInMockGenerationTests",
      dependencies: [
        "StandInMockGeneration",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // Two modules a test target does not own, and the test target that mocks their protocols
    // (and Foundation's) through the plugin.
    .target(name: "ExternalMocksFixtureWire", path: "Tests/ExternalMocksFixtures/Wire"),
    .target(
      name: "ExternalMocksFixtureRelay",
      dependencies: ["ExternalMocksFixtureWire"],
      path: "Tests/ExternalMocksFixtures/Relay"
    ),
    // A module whose async closures default to nonisolated(nonsending), as swift-configuration's.
    .target(
      name: "ExternalMocksFixtureWatch",
      path: "Tests/ExternalMocksFixtures/Watch",
      swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
    ),
    .testTarget(
      name: "StandInExternalMocksTests",
      dependencies: [
        "ExternalMocksFixtureRelay", "ExternalMocksFixtureWatch", "StandInMacros", "StandInTesting",
        "StandInTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: ["StandInMockGenerator"]
    ),

    // The example app and its tests.
    .target(
      name: "StatusApp",
      dependencies: ["StandInMacros", "StandInSystem"],
      path: "Examples/Sources/StatusApp"
    ),
    .executableTarget(
      name: "status-app",
      dependencies: ["StatusApp"],
      path: "Examples/Sources/StatusAppDemo"
    ),
    .testTarget(
      name: "StatusAppTests",
      dependencies: ["StatusApp", "StandInMacros", "StandInSystem", "StandInTesting"],
      path: "Examples/Tests/StatusAppTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
