import Foundation
import IssueReporting
import StandInNotifications
import StandInTestSupport
import StandInTesting
import XCTest

private let login = Notification.Name("login")

// XCTest differs from Swift Testing in how a center is installed (for the rest of the test, by
// StandInTestCase) and in how failures surface (XCTFail through IssueReporting).
final class NotificationXCTests: StandInTestCase {
  func testUseTestNotificationCenterInstallsItForTheRestOfTheTest() {
    let center = useTestNotificationCenter()
    XCTAssertTrue(NotificationCenter.overridable === center)
    XCTAssertTrue(TestNotificationCenter.current() === center)
    NotificationCenter.overridable.post(name: login, userInfo: ["user": "ann"])
    XCTAssertEqual(center.assertPosted(login, userInfo: ["user": "ann"]).count, 1)
  }

  func testEachTestGetsItsOwnCenter() {
    let center = useTestNotificationCenter()
    XCTAssertTrue(center.posts.isEmpty)
    XCTAssertTrue(center.registrations.isEmpty)
  }

  func testAFailedAssertionIsReportedAtTheTestsLine() {
    let center = useTestNotificationCenter()
    let line = #line + 2
    let issues = collectingIssues {
      center.assertObserving(login)
    }
    XCTAssertEqual(issues.map(\.line), [UInt(line)])
    XCTAssertEqual(
      issues.first?.message.hasPrefix(
        "Expected something to observe login, but nothing on this test center does."),
      true)
  }

  func testAnOverwrittenTokenFailsAssertNotObservingWithItsOwner() {
    let center = useTestNotificationCenter(leakedObservers: .ignored)
    let controller = AppearingController()
    controller.viewWillAppear()
    controller.viewWillAppear()
    controller.viewWillDisappear()
    let issues = collectingIssues { center.assertNotObserving(login, by: controller) }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        Expected the AppearingController object no longer to observe login, but 1 registration \
        still receives it:
        - login from any sender, registered at NotificationXCTests.swift:100 by the \
        AppearingController object (active, and no longer removable: its token was dropped \
        without removeObserver(_:) when the same line registered again)
        Remove a registration before its token is overwritten or dropped, or use \
        observe(_:object:observer:using:), which ends with its observer.
        """
      ])
  }

  func testLeakedObserversAreCheckedAsTheScopeEnds() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
      }
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.severity, .error)
  }
}

// An observer left registered is reported by the teardown that useTestNotificationCenter()
// adds, at the line that called it; this case collects the report to check it.
final class LeakedObserverXCTests: StandInTestCase {
  private let collector = IssueCollector()
  private var installLine: UInt = 0

  override func invokeTest() {
    withIssueReporters([collector]) { super.invokeTest() }
    XCTAssertEqual(collector.issues.map(\.line), [installLine])
    XCTAssertEqual(
      collector.issues.first?.message.hasPrefix(
        "1 observer registered during this test was never removed"),
      true)
  }

  func testAnObserverLeftRegisteredIsReportedWhenTheTestEnds() {
    installLine = #line + 1
    let center = useTestNotificationCenter()
    _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
  }
}

/// Registers in `viewWillAppear` and keeps the token in a property; removes it but keeps it.
private final class AppearingController {
  var token: (any NSObjectProtocol)?

  func viewWillAppear() {
    token = NotificationCenter.overridable.addObserver(forName: login, object: nil, queue: nil) {
      _ in
    }
  }

  func viewWillDisappear() {
    if let token { NotificationCenter.overridable.removeObserver(token) }
  }
}
