import StandInMacros
import StandInTesting
import StatusApp
import XCTest

// The base test case of the guide's second technique; see MigrationGuideTests.swift.

// snippet: base-test-case
final class StatusScreenMigratedTests: StandInTestCase {
  let status = StatusManagerMock()

  override func setUp() {
    super.setUp()
    status.stub.currentStatus().returns(42)
    override(StatusManager.$sharedManager, with: status)  // until this test ends
  }

  // No tearDown: the next test cannot see this test's mock.

  func testShowsTheStatus() {
    let screen = StatusScreen()
    screen.refresh()
    XCTAssertEqual(screen.label.text, "Status: 42")
  }
}
// end snippet
