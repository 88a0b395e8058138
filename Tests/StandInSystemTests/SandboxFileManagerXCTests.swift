import Foundation
import IssueReporting
import StandIn
import StandInSystem
import StandInTestSupport
import StandInTesting
import XCTest

final class SandboxFileManagerXCTests: StandInTestCase {
  private var root: URL?

  override func invokeTest() {
    super.invokeTest()
    // After the test and its teardown blocks: the sandbox it used is gone.
    if let root { XCTAssertFalse(FileManager.default.fileExists(atPath: root.path)) }
  }

  func testUseSandboxFileManagerInstallsItForTheRestOfTheTest() throws {
    let files = useSandboxFileManager()
    root = files.root
    XCTAssertTrue(FileManager.overridable === files)
    let documents = FileManager.overridable.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try Data("42".utf8).write(to: documents.appendingPathComponent("status.txt"))
    XCTAssertEqual(try files.contentsOfDirectory(atPath: documents.path), ["status.txt"])
  }

  func testARefusedWriteFailsTheTestAtTheLineThatInstalledTheSandbox() {
    let collector = IssueCollector()
    let line = #line + 1
    let files = useSandboxFileManager()
    root = files.root
    withIssueReporters([collector]) {
      XCTAssertFalse(files.createFile(atPath: "/standin-outside.txt", contents: nil))
    }
    XCTAssertEqual(collector.issues.map(\.line), [UInt(line)])
  }
}
