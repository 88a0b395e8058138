import Foundation
import StandInMacros
import StandInTesting
import StatusApp
import XCTest

// The same banner in XCTest: useTestNotificationCenter() installs a center for the rest of the
// test, and an observer still registered when the test ends fails it.
final class LoginBannerXCTests: StandInTestCase {
  func testObservesLoginsFromStartUntilStop() {
    let center = useTestNotificationCenter()
    MainActor.assumeIsolated {
      let banner = LoginBannerModel()
      banner.start()
      center.assertObserving(.userDidLogin, by: banner)
      Session().logIn(as: "ann")
      XCTAssertEqual(banner.greeting, "Welcome, ann")
      banner.stop()
      center.assertNotObserving(.userDidLogin, by: banner)
    }
  }

  func testLogInPostsUserDidLoginWithTheUser() {
    let center = useTestNotificationCenter()
    MainActor.assumeIsolated {
      let session = Session()
      session.logIn(as: "ann")
      center.assertPosted(.userDidLogin, object: session, userInfo: ["user": "ann"], count: 1)
    }
  }
}
