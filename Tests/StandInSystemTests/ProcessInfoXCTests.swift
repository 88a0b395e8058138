import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

final class ProcessInfoXCTests: StandInTestCase {
  func testAGivenEnvironmentForTheRestOfTheTest() {
    override(ProcessInfo.overridableSlot, with: OverridableProcessInfo(environment: ["CI": "true"]))
    XCTAssertEqual(ProcessInfo.overridable.environment["CI"], "true")
    XCTAssertNil(ProcessInfo.overridable.environment["HOME"])
  }
}
