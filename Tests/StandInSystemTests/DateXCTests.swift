import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

// XCTest installs a double for the rest of the test, from setUp or the test itself.
final class DateXCTests: StandInTestCase {
  override func setUp() {
    super.setUp()
    override(Date.overridableSlot, with: .advancing(from: Date(timeIntervalSince1970: 0), by: 10))
  }

  func testTheDoubleFromSetUpAnswersForTheWholeTest() {
    XCTAssertEqual(Date.overridable(), Date(timeIntervalSince1970: 0))
    XCTAssertEqual(Date.overridable.now, Date(timeIntervalSince1970: 10))
  }

  func testEachTestStartsFromItsOwnSetUp() {
    XCTAssertEqual(Date.overridable(), Date(timeIntervalSince1970: 0))
  }

  func testATestCanReplaceItAgain() {
    override(Date.overridableSlot, with: .constant(Date(timeIntervalSince1970: 99)))
    XCTAssertEqual(Date.overridable(), Date(timeIntervalSince1970: 99))
  }
}

final class UnreplacedDateXCTests: XCTestCase {
  func testOutsideAnyScopeItIsTheSystemsDate() {
    let before = Date()
    let read = Date.overridable()
    XCTAssertLessThanOrEqual(before, read)
    XCTAssertLessThanOrEqual(read, Date())
  }
}
