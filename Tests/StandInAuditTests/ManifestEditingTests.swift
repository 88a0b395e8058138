import StandInAudit
import Testing

/// `--fix` leaves a package that builds: the StandIn package and each product a fixed file
/// imports go into Package.swift, or the report says exactly what to add.
@Suite struct ManifestEditingTests {
  static let usesTheDate = """
    import Foundation

    func stamp() -> Date { Date() }

    """

  static let standIn = StandInPackage(location: "https://example.com/StandIn.git")

  func plan(_ fixture: Fixture, path: String = "") throws -> ManifestPlan {
    let fixes = try Auditor(path: fixture.path(path)).planFixes()
    return ManifestPlan(for: fixes, standIn: Self.standIn)
  }

  @Test func addsThePackageAndTheProductToTheTargetThatCompilesTheFile() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v13), .iOS(.v16)],
        products: [.library(name: "App", targets: ["App"])],
        targets: [
          .target(
            name: "App",
            dependencies: [],
            exclude: ["README.md"]
          ),
          .testTarget(name: "AppTests", dependencies: ["App"]),
        ]
      )

      """,
      "Sources/App/Stamp.swift": Self.usesTheDate,
    ])
    let plan = try plan(fixture)
    let manifest = try #require(plan.files.first)
    #expect(plan.files.count == 1)
    #expect(
      manifest.fixed == """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "App",
          platforms: [.macOS(.v13), .iOS(.v16)],
          products: [.library(name: "App", targets: ["App"])],
          dependencies: [
            .package(url: "https://example.com/StandIn.git", from: "0.1.0"),
          ],
          targets: [
            .target(
              name: "App",
              dependencies: [.product(name: "StandInSystem", package: "StandIn")],
              exclude: ["README.md"]
            ),
            .testTarget(name: "AppTests", dependencies: ["App"]),
          ]
        )

        """)
    #expect(
      plan.added == [
        "\(fixture.path("Package.swift")): added the package dependency "
          + ".package(url: \"https://example.com/StandIn.git\", from: \"0.1.0\")",
        "\(fixture.path("Package.swift")): added StandInSystem to target App",
      ])
    #expect(plan.byHand.isEmpty)
    #expect(plan.platformWarnings.isEmpty)
  }

  @Test func appendsToMultiLineArraysInTheirOwnIndentationAndKeepsWhatIsThere() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
          name: "App",
          platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
          dependencies: [
              .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
              .package(url: "https://example.com/StandIn.git", from: "0.1.0")
          ],
          targets: [
              .target(name: "App",
                      path: "Code/App"),
              .target(
                  name: "Tool",
                  dependencies: [
                      .product(name: "Logging", package: "swift-log"),
                      .product(name: "StandInSystem", package: "StandIn"),
                  ]
              ),
          ]
      )

      """,
      "Code/App/Stamp.swift": Self.usesTheDate,
      "Sources/Tool/Shared.swift": """
      import Foundation

      final class Store {
        static let shared = Store()
        var items: [String] = []
        func save() { FileManager.default.createFile(atPath: "x", contents: nil) }
      }
      func load() { Store.shared.save() }

      """,
    ])
    let manifest = try #require(try plan(fixture).files.first)
    #expect(
      manifest.fixed == """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
            dependencies: [
                .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
                .package(url: "https://example.com/StandIn.git", from: "0.1.0")
            ],
            targets: [
                .target(name: "App",
                        dependencies: [
                            .product(name: "StandInSystem", package: "StandIn"),
                        ],
                        path: "Code/App"),
                .target(
                    name: "Tool",
                    dependencies: [
                        .product(name: "Logging", package: "swift-log"),
                        .product(name: "StandInSystem", package: "StandIn"),
                        .product(name: "StandInMacros", package: "StandIn"),
                    ]
                ),
            ]
        )

        """)
  }

  @Test func aManifestThatBuildsItsTargetsInCodeGetsWhatItCanAndSaysTheRest() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App", platforms: [.macOS(.v14)], targets: ["App"].map { .target(name: $0) })

      """,
      "Sources/App/Stamp.swift": Self.usesTheDate,
    ])
    let plan = try plan(fixture)
    let manifest = try #require(plan.files.first)
    #expect(
      manifest.fixed.contains(
        #"name: "App", platforms: [.macOS(.v14)], dependencies: [.package(url: "https://example.com/StandIn.git", from: "0.1.0")], targets: ["App"].map { .target(name: $0) })"#
      ))
    #expect(
      plan.byHand == [
        """
        \(fixture.path("Package.swift")) builds part of itself in code, so add by hand:
          to the dependencies of the target that compiles \(fixture.path("Sources/App/Stamp.swift")): .product(name: "StandInSystem", package: "StandIn")
        """
      ])
  }

  @Test func aManifestWithNoPackageCallToReadIsLeftAloneWithEverythingToAdd() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = makePackage(named: "App")

      """,
      "Sources/App/Stamp.swift": Self.usesTheDate,
    ])
    let plan = try plan(fixture)
    #expect(plan.files.isEmpty)
    #expect(
      plan.byHand == [
        """
        \(fixture.path("Package.swift")) is not one Package(…) call that can be read, so add by hand:
          to the package's dependencies: .package(url: "https://example.com/StandIn.git", from: "0.1.0")
          to the dependencies of the target that compiles \(fixture.path("Sources/App/Stamp.swift")): .product(name: "StandInSystem", package: "StandIn")
        """
      ])
  }

  @Test func filesNoManifestOwnsAreSaidAsWhatToAddInXcode() throws {
    let fixture = try Fixture(["App/Stamp.swift": Self.usesTheDate])
    let plan = try plan(fixture)
    #expect(plan.files.isEmpty)
    #expect(
      plan.byHand == [
        "no Package.swift owns \(fixture.path("App/Stamp.swift")) (an Xcode project?): add the "
          + "package https://example.com/StandIn.git (from: \"0.1.0\") with File > Add Package "
          + "Dependencies…, and link StandInSystem to the targets that compile them"
      ])
  }

  @Test func platformsBelowTheFloorAreReportedWithWhatToRaiseThemTo() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v10_13), .iOS("12.0"), .watchOS(.v9)],
        dependencies: [],
        targets: [.target(name: "App")]
      )

      """,
      "Sources/App/Stamp.swift": Self.usesTheDate,
    ])
    #expect(
      try plan(fixture).platformWarnings == [
        "\(fixture.path("Package.swift")) declares platforms below StandIn's floor: raise "
          + ".macOS(.v10_13) to .macOS(.v12), .iOS(.v12) to .iOS(.v15) to build there "
          + "(Linux is not affected)"
      ])

    try fixture.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "App", targets: [.target(name: "App")])

      """)
    #expect(
      try plan(fixture).platformWarnings == [
        "\(fixture.path("Package.swift")) declares no platforms, so SwiftPM's oldest defaults "
          + "apply on Apple platforms, below StandIn's floor: add platforms: [.macOS(.v12), "
          + ".iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)] to build there (Linux "
          + "needs none)"
      ])
  }

  @Test func theManifestsAToolchainThatBuildsStandInReadsAreEditedAndTheOthersLeftAlone() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(name: "App", platforms: [.macOS(.v12)], dependencies: [], targets: [.target(name: "App", dependencies: [])])

      """
    let fixture = try Fixture([
      "Package.swift": manifest, "Package@swift-4.2.swift": manifest,
      "Package@swift-5.9.swift": manifest, "Package@swift-6.3.swift": manifest,
      "Sources/App/Stamp.swift": Self.usesTheDate,
    ])
    let plan = try plan(fixture)
    // Swift 6.2 reads Package@swift-5.9.swift, Swift 6.3 and later Package@swift-6.3.swift.
    #expect(
      plan.files.map(\.file) == [
        fixture.path("Package@swift-5.9.swift"), fixture.path("Package@swift-6.3.swift"),
      ])
    for file in plan.files {
      #expect(
        file.fixed.contains(
          #"dependencies: [.package(url: "https://example.com/StandIn.git", from: "0.1.0")], targets: [.target(name: "App", dependencies: [.product(name: "StandInSystem", package: "StandIn")])]"#
        ))
    }
    #expect(
      plan.leftAlone == [
        "\(fixture.path("Package.swift")), \(fixture.path("Package@swift-4.2.swift")) left as "
          + "they are: only Swift toolchains older than 6.2, which cannot build StandIn, read them"
      ])
  }

  @Test func arraysInVariablesOfTheManifestAreEditedInEveryIfBranch() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription

      #if canImport(Compression)
      let targets: [Target] = [
          .target(name: "Zip",
                  resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),
      ]
      #else
      let targets: [Target] = [
          .systemLibrary(name: "CZLib", pkgConfig: "zlib"),
          .target(name: "Zip", dependencies: ["CZLib"]),
      ]
      #endif

      let package = Package(
          name: "Zip",
          platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
          targets: targets
      )

      """,
      "Sources/Zip/Stamp.swift": Self.usesTheDate,
    ])
    let plan = try plan(fixture)
    #expect(plan.byHand == [])
    #expect(
      try #require(plan.files.first).fixed == """
        // swift-tools-version: 5.9
        import PackageDescription

        #if canImport(Compression)
        let targets: [Target] = [
            .target(name: "Zip",
                    dependencies: [
                        .product(name: "StandInSystem", package: "StandIn"),
                    ],
                    resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),
        ]
        #else
        let targets: [Target] = [
            .systemLibrary(name: "CZLib", pkgConfig: "zlib"),
            .target(name: "Zip", dependencies: ["CZLib", .product(name: "StandInSystem", package: "StandIn")]),
        ]
        #endif

        let package = Package(
            name: "Zip",
            platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
            dependencies: [
                .package(url: "https://example.com/StandIn.git", from: "0.1.0"),
            ],
            targets: targets
        )

        """)
    #expect(
      plan.added == [
        "\(fixture.path("Package.swift")): added the package dependency "
          + ".package(url: \"https://example.com/StandIn.git\", from: \"0.1.0\")",
        "\(fixture.path("Package.swift")): added StandInSystem to target Zip",
      ])
  }

  @Test func standInsOwnManifestNamesItsProductsAsTargets() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "StandIn",
        targets: [
          .target(name: "StandInSystem"),
          .target(name: "LegacyNotes", path: "Examples/Legacy"),
        ]
      )

      """,
      "Examples/Legacy/Stamp.swift": Self.usesTheDate,
    ])
    let manifest = try #require(try plan(fixture, path: "Examples").files.first)
    #expect(
      manifest.fixed.contains(
        #".target(name: "LegacyNotes", dependencies: ["StandInSystem"], path: "Examples/Legacy")"#
      ))
    #expect(!manifest.fixed.contains(".package("))
  }

  @Test func theCommandLineWritesTheManifestSaysSoAndASecondRunChangesNothing() throws {
    let fixture = try Fixture([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(name: "App", platforms: [.macOS(.v12)], targets: [.target(name: "App")])

      """,
      "Sources/App/Stamp.swift": Self.usesTheDate,
    ])
    var run = AuditCommandLine(path: fixture.root, fix: true)
    run.standInPackage = StandInPackage(location: "../StandIn")
    var output = ""
    var errors = ""
    #expect(run.execute(standardOutput: { output += $0 }, standardError: { errors += $0 }) == 0)
    #expect(
      output.contains("+++ b/\(fixture.path("Package.swift"))") || output.contains("Package.swift"))
    #expect(
      try fixture.read("Package.swift").contains(
        #"Package(name: "App", platforms: [.macOS(.v12)], dependencies: [.package(path: "../StandIn")], targets: [.target(name: "App", dependencies: [.product(name: "StandInSystem", package: "StandIn")])])"#
      ))
    #expect(errors.contains("standin audit: fixed 2 changes in 1 file\n"))
    #expect(errors.contains("Package.swift: added StandInSystem to target App\n"))

    errors = ""
    let before = try fixture.read("Package.swift")
    #expect(run.execute(standardOutput: { _ in }, standardError: { errors += $0 }) == 0)
    #expect(errors == "standin audit: nothing to fix\n")
    #expect(try fixture.read("Package.swift") == before)
  }
}
