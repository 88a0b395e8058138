import Foundation
import StandIn
import StandInSystem
import StandInTesting
import StatusApp
import XCTest

final class StatusHistoryXCTests: StandInTestCase {
  override func setUp() {
    super.setUp()
    useSandboxFileManager()
    useTestUserDefaults()
    override {
      $0[UUID.overridableSlot] = .incrementing
      $0[Date.overridableSlot] = .constant(Date(timeIntervalSince1970: 0))
    }
  }

  func testRecordsTheStatusAndRemembersTheLastOne() throws {
    let history = StatusHistory()
    try history.record(42)
    XCTAssertEqual(
      try history.records(),
      [StatusRecord(id: UUID(0), status: 42, shownAt: Date(timeIntervalSince1970: 0))])
    XCTAssertEqual(history.lastStatus, 42)
  }

  func testTheNextTestStartsWithNoHistory() throws {
    XCTAssertEqual(try StatusHistory().records(), [])
    XCTAssertNil(StatusHistory().lastStatus)
  }

  func testFetchesTheStatusFromTheStubbedServer() async throws {
    let stubs = useURLStubs()
    stubs.stub("https://status.example.com/status", with: .json(#"{"status": 42}"#))
    let status = try await StatusClient().fetchStatus()
    XCTAssertEqual(status, 42)
  }
}
