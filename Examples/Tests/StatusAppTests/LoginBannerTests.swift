import Foundation
import StandInMacros
import StandInTesting
import StatusApp
import Testing

// The login banner and the session, each test with its own notification center: tests running in
// parallel post userDidLogin at the same time, and each banner sees only its own test's logins.
@MainActor
@Suite(.testNotificationCenter())
struct LoginBannerTests {
  let center = TestNotificationCenter.current()

  @Test func observesLoginsFromStartUntilStop() {
    let banner = LoginBannerModel()
    center.assertNotObserving(.userDidLogin, by: banner)
    banner.start()
    center.assertObserving(.userDidLogin, by: banner)
    banner.stop()
    center.assertNotObserving(.userDidLogin, by: banner)
  }

  @Test func greetsWhoeverLogsInWhileStarted() {
    let banner = LoginBannerModel()
    let session = Session()
    banner.start()
    session.logIn(as: "ann")
    #expect(banner.greeting == "Welcome, ann")
    banner.stop()
    session.logIn(as: "bob")
    #expect(banner.greeting == "Welcome, ann")
  }

  @Test func logInPostsUserDidLoginWithTheUser() {
    let session = Session()
    center.assertPosted(.userDidLogin, object: session, userInfo: ["user": "ann"], count: 1) {
      session.logIn(as: "ann")
    }
    center.assertNotPosted(.userDidLogOut)
  }

  @Test func logOutFollowsLogIn() {
    let session = Session()
    session.logIn(as: "ann")
    session.logOut()
    center.assertPostedInOrder([.userDidLogin, .userDidLogOut])
    #expect(session.user == nil)
  }
}
