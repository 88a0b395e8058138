import Foundation
import StandInAudit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DiscoveryTests {
  static let use = "func f() { _ = FileManager.default }\n"

  @Test func hiddenAndBuildFoldersAreSkipped() throws {
    let fixture = try Fixture([
      "Sources/A.swift": Self.use,
      ".build/checkouts/Dep/B.swift": Self.use,
      ".build-tsan/C.swift": Self.use,
      ".build_release/D.swift": Self.use,
      ".git/E.swift": Self.use,
      ".swiftpm/F.swift": Self.use,
      "Sources/.hidden/G.swift": Self.use,
      "Sources/notes.txt": Self.use,
      "Sources/Nested/H.swift": Self.use,
    ])
    let result = try fixture.audit()
    #expect(result.filesAudited == 2)
    #expect(result.findings.map(\.file) == ["Sources/A.swift", "Sources/Nested/H.swift"])
    #expect(result.skipped.isEmpty)
  }

  @Test func aPathInsideABuildFolderIsStillAudited() throws {
    let fixture = try Fixture([".build/checkouts/Dep/Sources/B.swift": Self.use])
    let result = try Auditor(path: fixture.path(".build/checkouts/Dep/Sources")).audit()
    #expect(result.findings.map(\.location) == ["B.swift:1:16"])
  }

  @Test func aSingleFileIsAuditedUnderItsGivenPath() throws {
    let fixture = try Fixture(["Sources/A.swift": Self.use, "Sources/B.swift": Self.use])
    let path = fixture.path("Sources/A.swift")
    let result = try Auditor(path: path).audit()
    #expect(result.filesAudited == 1)
    #expect(result.findings.map(\.location) == ["\(path):1:16"])
  }

  @Test func aTrailingSlashDoesNotChangeThePaths() throws {
    let fixture = try Fixture(["Sources/A.swift": Self.use])
    let result = try Auditor(path: fixture.root + "/").audit()
    #expect(result.findings.map(\.file) == ["Sources/A.swift"])
  }

  @Test func aMissingPathIsAnError() throws {
    let fixture = try Fixture([:])
    let missing = fixture.path("x")
    #expect(throws: AuditError.cannotRead(path: missing, reason: "No such file or directory")) {
      try Auditor(path: missing).audit()
    }
    #expect(
      AuditError.cannotRead(path: "x", reason: "No such file or directory").description
        == "cannot read 'x': No such file or directory")
    #expect(throws: AuditError.self) { try Auditor(path: missing).planFixes() }
  }

  @Test func aFileThatIsNotSwiftIsAnError() throws {
    let fixture = try Fixture(["notes.txt": "hello"])
    #expect(throws: AuditError.notSwiftSource(path: fixture.path("notes.txt"))) {
      try Auditor(path: fixture.path("notes.txt")).audit()
    }
  }

  @Test func filesWithSyntaxErrorsAreSkippedAndReported() throws {
    let fixture = try Fixture([
      "Good.swift": Self.use,
      "Bad.swift": """
      final class Analytics {
        static let shared = Analytics(
      }
      func f() { _ = Analytics.shared }
      """,
    ])
    let result = try fixture.audit()
    #expect(result.filesAudited == 1)
    #expect(result.findings.map(\.file) == ["Good.swift"])
    #expect(
      result.skipped == [
        SkippedFile(file: "Bad.swift", reason: "syntax error at line 2, column 33")
      ])
  }

  @Test func unreadableFilesAreSkippedAndReported() throws {
    let fixture = try Fixture(["Good.swift": Self.use])
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("Dangling.swift"), withDestinationPath: fixture.path("nowhere.swift"))
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(
      to: URL(fileURLWithPath: fixture.path("Binary.swift")))
    let result = try fixture.audit()
    #expect(result.filesAudited == 1)
    #expect(
      result.skipped == [
        SkippedFile(file: "Binary.swift", reason: "not UTF-8 text"),
        SkippedFile(file: "Dangling.swift", reason: "cannot read: No such file or directory"),
      ])
    #expect(
      TextReport.warnings(result.skipped) == [
        "warning: skipped Binary.swift: not UTF-8 text",
        "warning: skipped Dangling.swift: cannot read: No such file or directory",
      ])
  }

  @Test func aFIFONamedLikeASwiftFileIsSkippedWithoutBlocking() throws {
    let fixture = try Fixture(["Good.swift": Self.use])
    #expect(mkfifo(fixture.path("Pipe.swift"), 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("LinkToPipe.swift"), withDestinationPath: fixture.path("Pipe.swift"))
    // Opening a FIFO for reading blocks until a writer comes: the audit must not open it.
    let result = try fixture.audit()
    #expect(result.filesAudited == 1)
    #expect(
      result.skipped == [
        SkippedFile(file: "LinkToPipe.swift", reason: "not a regular file"),
        SkippedFile(file: "Pipe.swift", reason: "not a regular file"),
      ])
  }

  @Test func symbolicLinkLoopsAreReportedAndTheRestIsAudited() throws {
    let fixture = try Fixture(["Good.swift": Self.use])
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("A.swift"), withDestinationPath: fixture.path("B.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("B.swift"), withDestinationPath: fixture.path("A.swift"))
    let result = try fixture.audit()
    #expect(result.filesAudited == 1)
    #expect(
      result.skipped == [
        SkippedFile(file: "A.swift", reason: "cannot read: Too many levels of symbolic links"),
        SkippedFile(file: "B.swift", reason: "cannot read: Too many levels of symbolic links"),
      ])
  }

  @Test func binaryFilesAndHugeFilesAreSkipped() throws {
    let fixture = try Fixture(["Good.swift": Self.use])
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]).write(
      to: URL(fileURLWithPath: fixture.path("Binary.swift")))
    let huge = Data(repeating: UInt8(ascii: " "), count: (16 << 20) + 1)
    try huge.write(to: URL(fileURLWithPath: fixture.path("Huge.swift")))
    let result = try fixture.audit()
    #expect(result.filesAudited == 1)
    #expect(
      result.skipped == [
        SkippedFile(file: "Binary.swift", reason: "a binary file, not Swift source"),
        SkippedFile(file: "Huge.swift", reason: "larger than 16 MiB"),
      ])
  }

  @Test func packageManifestsAreNotAudited() throws {
    let fixture = try Fixture([
      "Package.swift": "import PackageDescription\nlet x = ProcessInfo.processInfo\n",
      "Package@swift-5.9.swift": "let y = ProcessInfo.processInfo\n",
      "Sources/A.swift": Self.use,
    ])
    #expect(try fixture.audit().findings.map(\.file) == ["Sources/A.swift"])
  }

  @Test func symbolicLinksToDirectoriesAreNotFollowed() throws {
    let fixture = try Fixture(["Sources/A.swift": Self.use])
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("Sources/Loop"), withDestinationPath: fixture.path("Sources"))
    #expect(try fixture.audit().filesAudited == 1)
  }
}
