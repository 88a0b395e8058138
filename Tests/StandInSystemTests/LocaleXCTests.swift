import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

final class LocaleXCTests: StandInTestCase {
  func testFixedLocaleTimeZoneAndCalendarForTheRestOfTheTest() {
    override {
      $0[Locale.overridableSlot] = Locale(identifier: "en_US_POSIX")
      $0[TimeZone.overridableSlot] = TimeZone(identifier: "UTC")!
      $0[Calendar.overridableSlot] = Calendar(identifier: .iso8601)
    }
    XCTAssertEqual(Locale.overridable.identifier, "en_US_POSIX")
    XCTAssertEqual(TimeZone.overridable.secondsFromGMT(), 0)
    XCTAssertEqual(Calendar.overridable.identifier, .iso8601)
  }
}
