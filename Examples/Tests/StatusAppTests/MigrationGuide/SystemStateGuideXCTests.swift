import Foundation
import StandIn
import StandInSystem
import StandInTesting
import StatusApp
import XCTest

// snippet: system-xctest
final class StatusHistoryMigratedTests: StandInTestCase {
  override func setUp() {
    super.setUp()
    useSandboxFileManager()  // FileManager.overridable: a sandbox, deleted after the test
    useTestUserDefaults()  // UserDefaults.overridable: an empty suite, removed after the test
    override(UUID.overridableSlot, with: .incrementing)
    override(Date.overridableSlot, with: .constant(Date(timeIntervalSince1970: 0)))
  }

  // No tearDown: no files, defaults or stubs are left for the next test.

  func testRecordsTheStatus() throws {
    let record = try StatusHistory().record(42)
    XCTAssertEqual(record.id, UUID(0))
    XCTAssertEqual(StatusHistory().lastStatus, 42)
  }

  func testFetchesTheStatus() async throws {
    let stubs = useURLStubs()
    stubs.stub("https://status.example.com/status", with: .json(#"{"status": 42}"#))
    let status = try await StatusClient().fetchStatus()
    XCTAssertEqual(status, 42)
  }
}
// end snippet
