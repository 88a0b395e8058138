import Foundation
import StandIn
import StandInFixtures
import StandInTesting
import Testing
import XCTest

// Tests that end their process in the middle, which `StrictExitWatchTests` runs in child
// processes with `STANDIN_EXIT_FIXTURES=1`. In the suite's own run they are skipped.

enum StrictExitFixture {
  static let isOn = ProcessInfo.processInfo.environment["STANDIN_EXIT_FIXTURES"] == "1"

  /// The line of `exitsInTheMiddle()`, whose strict trait the report points at.
  static let testLine = RunShapeFixture.line(marked: "exits in the middle")
}

@Suite(.enabled(if: StrictExitFixture.isOn))
struct StrictExitFixtures {
  @Test(.strictStandIns())
  func exitsInTheMiddle() {  // exits in the middle
    exit(0)
  }

  @Test(.strictStandIns())
  func anExitTestEndsItsOwnProcessOnPurpose() async {
    await #expect(processExitsWith: .success) {
      withStrictStandIns { () -> Void in exit(0) }
    }
  }
}

final class StrictExitXCTestFixtures: StandInTestCase {
  override var strictStandIns: StrictStandIns? { StrictStandIns(warnsAboutUnused: false) }

  override func setUpWithError() throws {
    try XCTSkipUnless(StrictExitFixture.isOn, "a fixture of StrictExitWatchTests")
  }

  func testExitsInTheMiddle() {
    exit(0)
  }
}

final class StrictExitPlainXCTestFixtures: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(StrictExitFixture.isOn, "a fixture of StrictExitWatchTests")
  }

  func testExitsInTheMiddle() {
    _ = Analytics.sharedSlot.real
    exit(0)
  }
}
