import StandIn
import StandInMacros
import StandInTesting
import StatusApp
import XCTest

/// The same screen tested the XCTest way: a base class that gives each test a fresh scope, and
/// stand-ins installed in `setUp`. Nothing is reset in `tearDown`.
final class StatusScreenXCTests: StandInTestCase {
  let analytics = AnalyticsManagerMock(.partial)
  let status = StatusManagerMock()

  override func setUp() {
    super.setUp()
    status.stub.currentStatus().returns(42)
    override(AnalyticsManager.$shared, with: analytics)
    override(StatusManager.$sharedManager, with: status)
  }

  func testShowsTheStatusOnTheLabel() {
    let screen = StatusScreen()
    screen.refresh()
    XCTAssertEqual(screen.label.text, "Status: 42")
    XCTAssertEqual(analytics.events, ["status_shown"])
    status.verify.currentStatus().called(1)
  }

  func testUsesThePrefixFromTheSettings() {
    override(SettingsStore.standardSlot, with: SettingsStore(values: ["statusPrefix": "Load"]))
    let screen = StatusScreen()
    screen.refresh()
    XCTAssertEqual(screen.label.text, "Load: 42")
  }

  func testLoadsInTheBackgroundWithTheTestsStandIns() {
    let loaded = expectation(description: "status loaded")
    StatusScreen.loadStatusText(on: .global()) { text in
      XCTAssertEqual(text, "Status: 42")
      loaded.fulfill()
    }
    wait(for: [loaded], timeout: 5)
    XCTAssertEqual(analytics.events, ["status_loaded"])
  }

  func testTheRealInstancesStayReachable() {
    XCTAssertTrue(AnalyticsManager.shared === analytics)
    XCTAssertFalse(AnalyticsManager.$shared.real === analytics)
    XCTAssertTrue((1...100).contains(StatusManager.$sharedManager.real.currentStatus()))
  }
}
