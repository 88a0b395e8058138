import StandIn
import StandInMacros
import StandInTesting
import StatusApp
import Testing

/// A status manager mock that always reports `status`.
func statusManager(reporting status: Int) -> StatusManagerMock {
  let mock = StatusManagerMock()
  mock.stub.currentStatus().returns(status)
  return mock
}

// Every test gets a partial mock of the analytics manager of its own: the real code records
// the events, and the mock lets the test verify the calls. The events a test checks are exactly
// the ones it caused, even with every test running in parallel.
@Suite(.overriding(AnalyticsManager.$shared) { AnalyticsManagerMock(.partial) })
struct StatusScreenTests {
  @Test(.overriding(StatusManager.$sharedManager) { statusManager(reporting: 42) })
  func showsTheStatusOnTheLabel() {
    let screen = StatusScreen()
    screen.refresh()
    #expect(screen.label.text == "Status: 42")
    #expect(AnalyticsManager.shared.events == ["status_shown"])
  }

  @Test(.overriding(StatusManager.$sharedManager) { statusManager(reporting: 42) })
  func tracksEachTimeItShowsTheStatus() throws {
    let screen = StatusScreen()
    screen.refresh()
    screen.refresh()
    let analytics = try #require(AnalyticsManager.shared as? AnalyticsManagerMock)
    analytics.verify.track("status_shown").called(2)
    analytics.verify.track(.any).called(2)
  }

  @Test(arguments: [1, 50, 100])
  func showsAnyStatusTheManagerReports(_ status: Int) {
    withOverride(StatusManager.$sharedManager, with: statusManager(reporting: status)) {
      let screen = StatusScreen()
      screen.refresh()
      #expect(screen.label.text == "Status: \(status)")
    }
  }

  @Test(
    .overriding {
      $0[StatusManager.$sharedManager] = statusManager(reporting: 7)
      $0[SettingsStore.standardSlot] = SettingsStore(values: ["statusPrefix": "Load"])
    }
  )
  func usesThePrefixFromTheSettings() {
    let screen = StatusScreen()
    screen.refresh()
    #expect(screen.label.text == "Load: 7")
  }

  @Test(.overriding(StatusManager.$sharedManager) { statusManager(reporting: 42) })
  func loadsInTheBackgroundWithTheTestsStandIns() async {
    let text = await withCheckedContinuation { continuation in
      StatusScreen.loadStatusText(on: .global()) { continuation.resume(returning: $0) }
    }
    #expect(text == "Status: 42")
    #expect(AnalyticsManager.shared.events == ["status_loaded"])
  }

  @Test func theRealStatusManagerReportsFrom1To100() {
    let screen = StatusScreen()
    for _ in 0..<50 {
      screen.refresh()
      let status = Int(screen.label.text.dropFirst("Status: ".count))
      #expect((1...100).contains(status ?? 0), "\(screen.label.text)")
    }
    #expect(AnalyticsManager.shared.events.count == 50)
  }
}

@Suite("Legacy code on its own thread")
struct DailyReportTests {
  @Test(.overridingProcessWide { $0[AnalyticsManager.$shared] = AnalyticsManagerMock(.partial) })
  func tracksTheReportFromItsThread() async {
    await withCheckedContinuation { continuation in
      DailyReport.send { continuation.resume() }
    }
    #expect(AnalyticsManager.shared.events == ["daily_report"])
  }
}
