import StandInAudit
import Testing

/// Nothing skipped silently: inside a package the manifest decides what is test code, and the
/// summary names every folder left out, why, and the flag that includes it.
@Suite struct ManifestScopeTests {
  static let package: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      products: [
        .library(name: "Shop", targets: ["Shop"]),
        .library(name: "ShopTesting", targets: ["ShopTesting"]),
      ],
      targets: [
        .target(name: "Shop"),
        .target(name: "ShopTesting", dependencies: ["Shop"]),
        .target(name: "ShopTestHelpers", dependencies: ["Shop"]),
        .testTarget(name: "ShopTests", dependencies: ["Shop", "ShopTestHelpers"]),
      ]
    )
    """,
    "Sources/Shop/Cart.swift": "final class Cart { func stamp() -> Date { Date() } }\n",
    "Sources/ShopTesting/Clock.swift": "enum TestClock { static var now = Date() }\n",
    "Sources/ShopTestHelpers/Helpers.swift": "func helperNow() -> Date { Date() }\n",
    "Tests/ShopTests/CartTests.swift": "func test() -> Date { Date() }\n",
    "Benchmarks/Bench.swift": "func bench() -> Date { Date() }\n",
  ]

  @Test func aShippedLibraryNamedTestingIsProductionCode() throws {
    let fixture = try Fixture(Self.package)
    let result = try Auditor(path: fixture.root).audit()
    #expect(
      Set(result.findings.map(\.file)) == [
        "Sources/Shop/Cart.swift", "Sources/ShopTesting/Clock.swift",
      ])
  }

  /// swift-benchmark's layout: an example suite that the tests use and a regular target with a
  /// `main.swift` runs; only tests use the helpers.
  @Test func aTargetAnotherNonTestTargetUsesIsProductionCodeThoughTestsUseItToo() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Bench",
        products: [.library(name: "Bench", targets: ["Bench"])],
        targets: [
          .target(name: "Bench"),
          .target(name: "BenchExample", dependencies: ["Bench"]),
          .target(name: "BenchExampleMain", dependencies: ["BenchExample"]),
          .target(name: "BenchTestHelpers", dependencies: ["Bench"]),
          .testTarget(name: "BenchTests", dependencies: ["BenchExample", "BenchTestHelpers"]),
        ]
      )
      """,
      "Sources/Bench/Bench.swift": "public func bench() {}\n",
      "Sources/BenchExample/Suite.swift": "func suiteNow() -> Date { Date() }\n",
      "Sources/BenchExampleMain/main.swift": "print(Date())\n",
      "Sources/BenchTestHelpers/Helpers.swift": "func helperNow() -> Date { Date() }\n",
      "Tests/BenchTests/BenchTests.swift": "func test() {}\n",
    ])
    let result = try Auditor(path: fixture.root).audit()
    #expect(
      Set(result.findings.map(\.file)) == [
        "Sources/BenchExample/Suite.swift", "Sources/BenchExampleMain/main.swift",
      ])
    #expect(
      result.leftOut.map(\.reason) == [
        "used only by tests (BenchTests): BenchTestHelpers", "test target: BenchTests",
      ])
  }

  @Test func everyFolderLeftOutIsListedWithWhyAndTheFlag() throws {
    let fixture = try Fixture(Self.package)
    let result = try Auditor(path: fixture.root).audit()
    #expect(
      result.leftOut == [
        LeftOutFolder(
          folder: "Benchmarks", reason: "in no target of Package.swift",
          flag: "--include-outside-targets"),
        LeftOutFolder(
          folder: "Sources/ShopTestHelpers",
          reason: "used only by tests (ShopTests): ShopTestHelpers", flag: "--include-tests"),
        LeftOutFolder(
          folder: "Tests/ShopTests", reason: "test target: ShopTests", flag: "--include-tests"),
      ])
    let summary = TextReport.summary(result)
    #expect(
      summary.contains(
        "  left out: Tests/ShopTests: test target: ShopTests (--include-tests)"))
  }

  @Test func theFlagsIncludeWhatWasLeftOut() throws {
    let fixture = try Fixture(Self.package)
    let tests = try Auditor(path: fixture.root, includeTests: true).audit()
    #expect(Set(tests.findings.map(\.file)).contains("Tests/ShopTests/CartTests.swift"))
    #expect(Set(tests.findings.map(\.file)).contains("Sources/ShopTestHelpers/Helpers.swift"))
    #expect(tests.leftOut.map(\.folder) == ["Benchmarks"])
    let outside = try Auditor(path: fixture.root, includeOutsideTargets: true).audit()
    #expect(Set(outside.findings.map(\.file)).contains("Benchmarks/Bench.swift"))
  }

  @Test func aSourcesFolderIsJudgedByTheManifestAboveIt() throws {
    let fixture = try Fixture(Self.package)
    let result = try Auditor(path: fixture.path("Sources")).audit()
    #expect(
      Set(result.findings.map(\.file)) == ["Shop/Cart.swift", "ShopTesting/Clock.swift"])
    #expect(result.leftOut.map(\.folder) == ["ShopTestHelpers"])
  }

  @Test func withoutAManifestFolderNamesDecideAndSaySo() throws {
    let fixture = try Fixture([
      "App/Cart.swift": "func now() -> Date { Date() }\n",
      "Tests/CartTests.swift": "func now() -> Date { Date() }\n",
    ])
    let result = try Auditor(path: fixture.root).audit()
    #expect(result.findings.map(\.file) == ["App/Cart.swift"])
    #expect(
      result.leftOut == [
        LeftOutFolder(
          folder: "Tests",
          reason: "named like tests, benchmarks or fixtures (no Package.swift above it to tell)",
          flag: "--include-tests")
      ])
  }

  /// swift-openapi-vapor's layout: a tutorial's code listings in the target's documentation
  /// catalog (`let app = Application()` at their top level) are compiled by no build, nor are
  /// what `exclude:` names, declared resources, or files outside a listed `sources:`.
  @Test func filesNoBuildCompilesAreLeftOutAndListed() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "Shop",
        products: [.library(name: "Shop", targets: ["Shop", "Tool"])],
        targets: [
          .target(name: "Shop", exclude: ["Legacy"], resources: [.copy("Templates")]),
          .target(name: "Tool", sources: ["Main"]),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], exclude: ["Fixtures"]),
        ]
      )
      """,
      "Sources/Shop/Cart.swift": "func stamp() -> Date { Date() }\n",
      "Sources/Shop/Documentation.docc/Resources/listing.swift": "let started = Date()\n",
      "Sources/Shop/Legacy/Old.swift": "func oldStamp() -> Date { Date() }\n",
      "Sources/Shop/Templates/Page.swift": "func pageStamp() -> Date { Date() }\n",
      "Sources/Tool/Main/Run.swift": "func run() -> Date { Date() }\n",
      "Sources/Tool/Scratch.swift": "func scratch() -> Date { Date() }\n",
      "Tests/ShopTests/CartTests.swift": "func test() -> Date { Date() }\n",
      "Tests/ShopTests/Fixtures/Old.swift": "func fixture() -> Date { Date() }\n",
    ])
    let result = try Auditor(path: fixture.root).audit()
    #expect(
      Set(result.findings.map(\.file)) == [
        "Sources/Shop/Cart.swift", "Sources/Tool/Main/Run.swift",
      ])
    #expect(
      result.leftOut == [
        LeftOutFolder(
          folder: "Sources/Shop/Documentation.docc",
          reason: "a documentation catalog, which no build compiles, in Shop",
          flag: "--include-outside-targets"),
        LeftOutFolder(
          folder: "Sources/Shop/Legacy", reason: "excluded by Package.swift from Shop",
          flag: "--include-outside-targets"),
        LeftOutFolder(
          folder: "Sources/Shop/Templates", reason: "a resource of Shop",
          flag: "--include-outside-targets"),
        LeftOutFolder(
          folder: "Sources/Tool/Scratch.swift",
          reason: "not among the sources Package.swift lists for Tool",
          flag: "--include-outside-targets"),
        LeftOutFolder(
          folder: "Tests/ShopTests", reason: "test target: ShopTests", flag: "--include-tests"),
      ])
    let everything = try Auditor(path: fixture.root, includeOutsideTargets: true).audit()
    #expect(Set(everything.findings.map(\.file)).count == 6)
    #expect(everything.leftOut.map(\.folder) == ["Tests/ShopTests"])
  }
}
