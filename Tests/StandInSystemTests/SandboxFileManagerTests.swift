import Foundation
import StandIn
import StandInSystem
import StandInTestSupport
import StandInTesting
import Testing

@Suite("FileManager.overridable and SandboxFileManager")
struct SandboxFileManagerTests {
  @Test func withNothingReplacedItIsTheDefaultFileManager() {
    #expect(FileManager.overridable === FileManager.default)
  }

  @Test func everyLocationIsInsideTheSandbox() throws {
    try withSandboxFileManager { files in
      #expect(FileManager.overridable === files)
      let root = files.root.path
      let documents = files.urls(for: .documentDirectory, in: .userDomainMask)
      #expect(documents.map(\.path) == [root + "/home/Documents"])
      #expect(
        files.urls(for: .cachesDirectory, in: [.userDomainMask, .localDomainMask]).map(\.path)
          == [root + "/home/Library/Caches", root + "/local/Library/Caches"])
      #expect(files.temporaryDirectory.path == root + "/tmp")
      #expect(files.homeDirectoryForCurrentUser.path == root + "/home")
      let support = try files.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      #expect(support.path == root + "/home/Library/Application Support")
      for folder in [documents[0], files.temporaryDirectory, support] {
        var isDirectory: ObjCBool = false
        #expect(files.fileExists(atPath: folder.path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
      }
    }
  }

  @Test func codeWritesAndReadsInsideTheSandbox() throws {
    try withSandboxFileManager { files in
      let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
      let folder = documents.appendingPathComponent("reports", isDirectory: true)
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      let report = folder.appendingPathComponent("today.txt")
      #expect(files.createFile(atPath: report.path, contents: Data("42".utf8)))
      try files.copyItem(at: report, to: folder.appendingPathComponent("copy.txt"))
      try files.moveItem(
        at: folder.appendingPathComponent("copy.txt"),
        to: folder.appendingPathComponent("moved.txt"))
      #expect(
        try files.contentsOfDirectory(atPath: folder.path).sorted() == ["moved.txt", "today.txt"])
      try files.removeItem(at: report)
      #expect(!files.fileExists(atPath: report.path))
    }
  }

  @Test func theSandboxIsDeletedWhenTheScopeEnds() throws {
    let root = try withSandboxFileManager { files in
      let file = files.temporaryDirectory.appendingPathComponent("left.txt")
      try Data("x".utf8).write(to: file)
      return files.root
    }
    #expect(!FileManager.default.fileExists(atPath: root.path))
    #expect(FileManager.overridable === FileManager.default)
  }

  @Test func aWriteOutsideTheSandboxIsRefusedAndReportedAtTheLineThatMadeIt() throws {
    let outside = FileManager.default.temporaryDirectory
      .appendingPathComponent("StandInSystemTests-outside-\(UUID().uuidString)")
    var refusals: [Bool] = []
    let line = #line + 2
    let issues = collectingIssues {
      withSandboxFileManager { files in
        refusals.append(files.createFile(atPath: outside.path, contents: Data()))
        refusals.append(
          (try? files.createDirectory(at: outside, withIntermediateDirectories: true)) != nil)
        refusals.append((try? files.removeItem(atPath: "/")) != nil)
        refusals.append(files.changeCurrentDirectoryPath("/"))
      }
    }
    #expect(refusals == [false, false, false, false])
    #expect(!FileManager.default.fileExists(atPath: outside.path))
    #expect(issues.count == 4)
    #expect(issues.allSatisfy { $0.line == UInt(line) && $0.severity == .error })
    #expect(
      issues.first?.message.hasPrefix(
        "SandboxFileManager refused to create a file at \(outside.path): it is outside the test's sandbox"
      ) == true)
    #expect(
      issues.last?.message.hasPrefix("SandboxFileManager refused changeCurrentDirectoryPath(\"/\")")
        == true)
  }

  @Test func aRefusedWriteThrowsTheNoPermissionError() {
    let issues = collectingIssues {
      withSandboxFileManager { files -> Void in
        #expect {
          try files.moveItem(atPath: files.temporaryDirectory.path, toPath: "/etc/x")
        } throws: { ($0 as? CocoaError)?.code == .fileWriteNoPermission }
      }
    }
    #expect(issues.count == 1)
  }

  @Test func aCopyFromOutsideIntoTheSandboxIsAllowed() throws {
    let fixture = FileManager.default.temporaryDirectory
      .appendingPathComponent("StandInSystemTests-fixture-\(UUID().uuidString).txt")
    try Data("fixture".utf8).write(to: fixture)
    defer { try? FileManager.default.removeItem(at: fixture) }
    try withSandboxFileManager { files in
      let copy = files.temporaryDirectory.appendingPathComponent("fixture.txt")
      try files.copyItem(at: fixture, to: copy)
      #expect(files.contents(atPath: copy.path) == Data("fixture".utf8))
    }
  }

  /// Parallel test cases each write the same file name into their own sandbox.
  @Test(.sandboxFileManager(), arguments: 0..<50)
  func parallelTestsEachHaveTheirOwnSandbox(id: Int) throws {
    let files = FileManager.overridable
    #expect(files is SandboxFileManager)
    let file = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("same-name.txt")
    #expect(!files.fileExists(atPath: file.path))
    #expect(files.createFile(atPath: file.path, contents: Data("\(id)".utf8)))
    #expect(files.contents(atPath: file.path) == Data("\(id)".utf8))
  }
}
