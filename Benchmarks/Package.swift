// swift-tools-version: 6.1

// Benchmarks for StandIn. A separate package: the root package (`..`) does not reference it, so
// its dependencies (package-benchmark, swift-dependencies) never reach StandIn's users.
//
//   swift package --package-path Benchmarks benchmark --time-units nanoseconds
//
// See README.md.

import PackageDescription

let package = Package(
  name: "StandInBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "StandIn", path: ".."),
    // Traits are given explicitly so that the default "RuntimeInterposer" trait (whose product
    // comes from ordo-one/swift-runtime-interposer on Linux + Swift 6.3) stays off.
    .package(
      url: "https://github.com/ordo-one/benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
  ],
  targets: [
    // Singletons declared in another module, to show the cross-module cost of a read.
    .target(
      name: "CrossModuleSingletons",
      dependencies: [.product(name: "StandInMacros", package: "StandIn")]
    ),
    .executableTarget(
      name: "StandInReads",
      dependencies: [
        "CrossModuleSingletons",
        .product(name: "StandInMacros", package: "StandIn"),
        .product(name: "StandInSystem", package: "StandIn"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Benchmarks/StandInReads",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Mocks (`@Mockable`): stubbed calls, recording, verification, memory, contention. The mock
    // runtime is compiled only with DEBUG or STANDIN_MOCKS, so this target measures something
    // only when built with `-Xswiftc -DSTANDIN_MOCKS` (see README.md, "Mocks"); without it, it
    // registers no benchmarks.
    .executableTarget(
      name: "MockCalls",
      dependencies: [
        "CMallocStats",
        "CrossModuleSingletons",
        .product(name: "StandInMacros", package: "StandIn"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/MockCalls",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // glibc's heap statistics (mallinfo2), which the Glibc module does not expose.
    .target(name: "CMallocStats"),
    // Figure M1 again, in instructions instead of seconds (mock-instruction-count.sh).
    .executableTarget(
      name: "MockInstructions",
      dependencies: [.product(name: "StandInMacros", package: "StandIn")]
    ),
    // Figure 7 in instructions per read (system-instruction-count.sh).
    .executableTarget(
      name: "SystemReadInstructions",
      dependencies: [.product(name: "StandInSystem", package: "StandIn")]
    ),
    // Figure 1 again, in instructions instead of seconds (instruction-count.sh).
    .executableTarget(
      name: "ReadInstructions",
      dependencies: ["CrossModuleSingletons", .product(name: "StandInMacros", package: "StandIn")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
