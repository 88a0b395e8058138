import StandIn
import StandInTesting
import StatusApp
import Testing

// Every test gets a fresh analytics manager of its own ("singleton by choice"), so the events
// it checks are exactly the ones it caused, even with every test running in parallel.
@Suite(.overriding(AnalyticsManager.$shared) { AnalyticsManager() })
struct StatusScreenTests {
  @Test(.overriding(StatusManager.$sharedManager, with: FixedStatusManager(42)))
  func showsTheStatusOnTheLabel() {
    let screen = StatusScreen()
    screen.refresh()
    #expect(screen.label.text == "Status: 42")
    #expect(AnalyticsManager.shared.events == ["status_shown"])
  }

  @Test(arguments: [1, 50, 100])
  func showsAnyStatusTheManagerReports(_ status: Int) {
    withOverride(StatusManager.$sharedManager, with: FixedStatusManager(status)) {
      let screen = StatusScreen()
      screen.refresh()
      #expect(screen.label.text == "Status: \(status)")
    }
  }

  @Test(
    .overriding {
      $0[StatusManager.$sharedManager] = FixedStatusManager(7)
      $0[SettingsStore.standardSlot] = SettingsStore(values: ["statusPrefix": "Load"])
    }
  )
  func usesThePrefixFromTheSettings() {
    let screen = StatusScreen()
    screen.refresh()
    #expect(screen.label.text == "Load: 7")
  }

  @Test(.overriding(StatusManager.$sharedManager, with: FixedStatusManager(42)))
  func loadsInTheBackgroundWithTheTestsStandIns() async {
    let text = await withCheckedContinuation { continuation in
      StatusScreen.loadStatusText { continuation.resume(returning: $0) }
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
  @Test(.overridingProcessWide { $0[AnalyticsManager.$shared] = AnalyticsManager() })
  func tracksTheReportFromItsThread() async {
    await withCheckedContinuation { continuation in
      DailyReport.send { continuation.resume() }
    }
    #expect(AnalyticsManager.shared.events == ["daily_report"])
  }
}
