import Foundation
import StandIn
import StandInSystem
import StandInTesting
import XCTest

final class TestUserDefaultsXCTests: StandInTestCase {
  func testUseTestUserDefaultsInstallsASuiteForTheRestOfTheTest() {
    let defaults = useTestUserDefaults()
    XCTAssertTrue(UserDefaults.overridable === defaults)
    UserDefaults.overridable.set(true, forKey: "onboardingDone")
    XCTAssertTrue(defaults.bool(forKey: "onboardingDone"))
  }

  func testTheNextTestStartsEmpty() {
    let defaults = useTestUserDefaults()
    XCTAssertNil(defaults.object(forKey: "onboardingDone"))
  }
}
