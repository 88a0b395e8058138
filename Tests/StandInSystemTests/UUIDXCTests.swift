import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

final class UUIDXCTests: StandInTestCase {
  override func setUp() {
    super.setUp()
    override(UUID.overridableSlot, with: .incrementing)
  }

  func testIncrementingUUIDsForTheRestOfTheTest() {
    XCTAssertEqual(UUID.overridable(), UUID(0))
    XCTAssertEqual(UUID.overridable(), UUID(1))
  }

  func testTheNextTestCountsFromZeroAgain() {
    XCTAssertEqual(UUID.overridable(), UUID(0))
  }
}
