// swift-tools-version: 6.0

// The corpus of StandInMockGenerator: real protocols of packages StandIn's users depend on, each
// declared in a module the test target does not own and refining at least one protocol, mocked
// from one line of Tests/CorpusTests/standin-mocks.json and used by a stub-call-verify test.
// Not part of StandIn's build: corpus.sh copies it to a scratch directory, builds and measures
// it there (see README.md).

import PackageDescription

let package = Package(
  name: "ExternalMocksCorpus",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "StandIn", path: "STANDIN_PATH"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-service-context", from: "1.5.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/grpc/grpc-swift-2", from: "2.4.3"),
    .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .testTarget(
      name: "CorpusTests",
      dependencies: [
        .product(name: "StandInMacros", package: "StandIn"),
        .product(name: "StandInTesting", package: "StandIn"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Tracing", package: "swift-distributed-tracing"),
        .product(name: "Instrumentation", package: "swift-distributed-tracing"),
        .product(name: "ServiceContextModule", package: "swift-service-context"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Swinject", package: "Swinject"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "GRPCCore", package: "grpc-swift-2"),
        .product(name: "Configuration", package: "swift-configuration"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "SQLKit", package: "sql-kit"),
        .product(name: "Yams", package: "Yams"),
      ],
      plugins: [.plugin(name: "StandInMockGenerator", package: "StandIn")]
    )
  ],
  swiftLanguageModes: [.v6]
)
