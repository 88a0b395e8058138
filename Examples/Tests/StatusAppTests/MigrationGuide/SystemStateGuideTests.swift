import Foundation
import StandIn
import StandInSystem
import StandInTesting
import StatusApp
import Testing

// The StandIn side of "The system's shared state" in Documentation/MigrationGuide.md; see
// MigrationGuideTests.swift for how the regions are checked.

@Suite("Migration guide: the system's shared state")
struct SystemStateGuideTests {
  // snippet: system-date-uuid
  // Production: `UUID.overridable()` and `Date.overridable()` where it wrote `UUID()` and `Date()`.
  @Test(
    .sandboxFileManager(), .testUserDefaults(),
    .overriding {
      $0[UUID.overridableSlot] = .incrementing
      $0[Date.overridableSlot] = .advancing(from: Date(timeIntervalSince1970: 0), by: 60)
    })
  func recordsEachStatusWithItsIdAndTime() throws {
    let history = StatusHistory()
    try history.record(42)
    try history.record(7)
    #expect(try history.records().map(\.id) == [UUID(0), UUID(1)])
    #expect(try history.records().map(\.shownAt.timeIntervalSince1970) == [0, 60])
  }
  // end snippet

  // snippet: system-random
  // Production: `var random = OverridableRandomNumberGenerator()`, then
  // `Int.random(in: 1...100, using: &random)` where it wrote `Int.random(in: 1...100)`.
  @Test func theSameSeedReportsTheSameStatuses() {
    let statuses = { (0..<5).map { _ in StatusManager().currentStatus() } }
    let first = withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42)) {
      statuses()
    }
    let again = withOverride(OverridableRandomNumberGenerator.overridableSlot, with: .seeded(42)) {
      statuses()
    }
    #expect(first == again)
  }
  // end snippet

  // snippet: system-clocks
  // Production: `try await ContinuousClock.overridable.sleep(for: interval)`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func pollsOncePerIntervalOnTheTestsClock() async throws {
    let clock = TestClock()
    let shown = Shown()
    try await withOverride(ContinuousClock.overridableSlot, with: AnyClock(clock)) {
      let poller = StatusPoller(every: .seconds(30))
      let polling = Task { try await poller.poll(times: 3, show: shown.add) }
      await clock.untilSomethingSleeps()  // the first status is shown, the poller waits
      await clock.advance(by: .seconds(29))
      #expect(shown.count == 1)  // no real second has passed
      await clock.advance(by: .seconds(1))
      await clock.untilSomethingSleeps()
      #expect(shown.count == 2)
      await clock.advance(by: .seconds(30))
      try await polling.value
      #expect(shown.count == 3)
    }
  }
  // end snippet

  // snippet: system-files
  // Production: `FileManager.overridable` where it wrote `FileManager.default`.
  @Test(.sandboxFileManager())
  func writesTheHistoryIntoThisTestsOwnDocumentsFolder() throws {
    try StatusHistory().record(42)
    let documents = FileManager.overridable.urls(for: .documentDirectory, in: .userDomainMask)[0]
    #expect(
      FileManager.overridable.fileExists(
        atPath: documents.appendingPathComponent("history.csv").path))
    // Nothing to delete in a tearDown: the sandbox goes when the test ends.
  }
  // end snippet

  // snippet: system-defaults
  // Production: `UserDefaults.overridable` where it wrote `UserDefaults.standard`.
  @Test(.sandboxFileManager(), .testUserDefaults())
  func remembersTheLastStatusInThisTestsOwnDefaults() throws {
    #expect(StatusHistory().lastStatus == nil)  // no other test's value
    try StatusHistory().record(42)
    #expect(UserDefaults.overridable.integer(forKey: StatusHistory.lastStatusKey) == 42)
  }
  // end snippet

  // snippet: system-network
  // Production: `URLSession.overridable` where it wrote `URLSession.shared`.
  @Test(.urlStubs { $0.stub("https://status.example.com/status", with: .json(#"{"status": 42}"#)) })
  func fetchesTheStatusFromAStubbedServer() async throws {
    #expect(try await StatusClient().fetchStatus() == 42)
    #expect(URLStubs.current().requests.map(\.url?.path) == ["/status"])
    // A request no stub answers fails, and the test fails, naming it.
  }
  // end snippet

  // snippet: system-process
  // Production: `ProcessInfo.overridable.environment` where it wrote `ProcessInfo.processInfo…`.
  @Test func readsTheServerFromTheEnvironmentTheTestGives() {
    let environment = OverridableProcessInfo(environment: [
      "STATUS_SERVER": "https://staging.example.com"
    ])
    withOverride(ProcessInfo.overridableSlot, with: environment) {
      #expect(StatusClient().server.absoluteString == "https://staging.example.com")
    }
  }
  // end snippet

  // snippet: system-bundle
  // Production: `Bundle.overridable.url(forResource:withExtension:)` where it wrote `Bundle.main…`.
  @Test(.sandboxFileManager())
  func readsResourcesFromABundleTheTestGives() throws {
    let resources = FileManager.overridable.temporaryDirectory
    try Data("Hello".utf8).write(to: resources.appendingPathComponent("greeting.txt"))
    try withOverride(Bundle.overridableSlot, with: #require(Bundle(url: resources))) {
      #expect(Bundle.overridable.url(forResource: "greeting", withExtension: "txt") != nil)
    }
  }
  // end snippet

  // snippet: system-locale
  // Production: `Locale.overridable`, `TimeZone.overridable`, `Calendar.overridable`.
  @Test(
    .sandboxFileManager(), .testUserDefaults(),
    .overriding {
      $0[Date.overridableSlot] = .constant(Date(timeIntervalSince1970: 0))
      $0[Locale.overridableSlot] = Locale(identifier: "en_GB")
      $0[TimeZone.overridableSlot] = TimeZone(identifier: "Europe/London")!
      $0[Calendar.overridableSlot] = Calendar(identifier: .gregorian)
    })
  func describesTheStatusTheSameWayOnEveryMachine() throws {
    let history = StatusHistory()
    #expect(
      history.describe(try history.record(42)) == "Status 42 at 01:00, Thursday 1 January 1970")
  }
  // end snippet
}

/// The statuses a poller showed, from whichever task it runs on.
final class Shown: @unchecked Sendable {
  private let lock = NSLock()
  private var statuses: [Int] = []
  var count: Int { lock.withLock { statuses.count } }
  func add(_ status: Int) { lock.withLock { statuses.append(status) } }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TestClock {
  /// Waits until code sleeps on this clock, so that advancing it next wakes that sleep (on a
  /// loaded machine the code may not have reached its sleep when `advance(by:)` moves the clock).
  func untilSomethingSleeps() async {
    while (try? await checkSuspension()) != nil {}
  }
}
