import Foundation
import StandIn
import StandInSystem
import StandInTesting
import StatusApp
import Testing

// Each test has its own sandboxed documents folder and its own user defaults, so the history
// files and "last status" values of tests running in parallel never meet.
@Suite(
  .sandboxFileManager(), .testUserDefaults(),
  .overriding {
    $0[UUID.overridableSlot] = .incrementing
    $0[Date.overridableSlot] = .advancing(from: Date(timeIntervalSince1970: 0), by: 60)
  })
struct StatusHistoryTests {
  @Test func recordsEachStatusWithAnIdAndTheTime() throws {
    let history = StatusHistory()
    try history.record(42)
    try history.record(7)
    #expect(
      try history.records() == [
        StatusRecord(id: UUID(0), status: 42, shownAt: Date(timeIntervalSince1970: 0)),
        StatusRecord(id: UUID(1), status: 7, shownAt: Date(timeIntervalSince1970: 60)),
      ])
    #expect(history.lastStatus == 7)
  }

  @Test func writesItsFileInTheDocumentsFolder() throws {
    try StatusHistory().record(42)
    let documents = FileManager.overridable.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let text = try String(
      contentsOf: documents.appendingPathComponent("history.csv"), encoding: .utf8)
    #expect(text == "00000000-0000-0000-0000-000000000000,42,0.0\n")
  }

  @Test func startsEmptyInEveryTest() throws {
    #expect(try StatusHistory().records().isEmpty)
    #expect(StatusHistory().lastStatus == nil)
  }

  @Test(
    .overriding {
      $0[Locale.overridableSlot] = Locale(identifier: "en_GB")
      $0[TimeZone.overridableSlot] = TimeZone(identifier: "Europe/London")!
      $0[Calendar.overridableSlot] = Calendar(identifier: .gregorian)
    })
  func describesARecordInTheUsersLocaleAndTimeZone() throws {
    let history = StatusHistory()
    let record = try history.record(42)
    #expect(history.describe(record) == "Status 42 at 01:00, Thursday 1 January 1970")
  }
}
