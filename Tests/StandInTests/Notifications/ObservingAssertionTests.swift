import Foundation
import StandInNotifications
import StandInTestSupport
import Testing

private let login = Notification.Name("login")
private let logout = Notification.Name("logout")

/// Observes `login` the block-based way, keeping the token in a stored property.
private final class Banner {
  var tokens: [any NSObjectProtocol] = []

  func start() {
    tokens.append(
      NotificationCenter.overridable.addObserver(forName: login, object: nil, queue: nil) { _ in })
  }

  func stop() {
    tokens.forEach { NotificationCenter.overridable.removeObserver($0) }
    tokens = []
  }

  /// The bug `assertNotObserving` exists for: the token is dropped, the registration stays.
  func forgetWithoutRemoving() {
    tokens = []
  }
}

/// Holds a banner, to show that attribution looks into the objects an observer holds.
private final class Screen {
  let banner = Banner()
}

private final class Account {}

@Suite("Notifications: observing assertions")
struct ObservingAssertionTests {
  @Test func anObserverIsTheObjectHoldingItsToken() {
    withTestNotificationCenter { center in
      let banner = Banner()
      let other = Banner()
      banner.start()
      #expect(center.assertObserving(login, by: banner))
      #expect(center.assertObserving(login))
      #expect(center.assertNotObserving(login, by: other))
      banner.stop()
      #expect(center.assertNotObserving(login, by: banner))
    }
  }

  @Test func anObserverHoldingItThroughAnotherObjectObservesToo() {
    withTestNotificationCenter { center in
      let screen = Screen()
      screen.banner.start()
      #expect(center.assertObserving(login, by: screen))
      screen.banner.stop()
    }
  }

  @Test func aTokenDroppedWithoutRemovalStillCountsAsTheObserversOnce() {
    let line = #line + 7
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        let banner = Banner()
        banner.start()
        center.assertObserving(login, by: banner)
        banner.forgetWithoutRemoving()
        center.assertNotObserving(login, by: banner)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        Expected the Banner object no longer to observe login, but 1 registration still receives it:
        - login from any sender, registered at ObservingAssertionTests.swift:15 by the Banner \
        object (active, and no longer removable: its token was dropped without removeObserver(_:))
        Remove a registration before its token is overwritten or dropped, or use \
        observe(_:object:observer:using:), which ends with its observer.
        """)
  }

  @Test func aMissingObserverIsReportedWithEveryRegistration() {
    let line = #line + 7
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        let banner = Banner()
        banner.start()
        banner.stop()
        _ = center.addObserver(forName: logout, object: nil, queue: nil) { _ in }
        center.assertObserving(login, by: banner)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        Expected the Banner object to observe login, but it does not.
        Registrations on this test center:
        - login from any sender, registered at ObservingAssertionTests.swift:15 (ended: removed at ObservingAssertionTests.swift:19)
        - logout from any sender, registered at ObservingAssertionTests.swift:\(line - 1) (active, \
        and no longer removable: its token was dropped without removeObserver(_:))
        """)
  }

  @Test func withNoRegistrationAtAllTheMessageSaysWhereObserversAreNotSeen() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        _ = center.assertObserving(login)
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected something to observe login, but nothing on this test center does.
        No observer was registered on this test center. Observers registered on \
        NotificationCenter.default, or from work outside the test's scope, are not seen here: \
        register through NotificationCenter.overridable.
        """
      ])
  }

  @Test func anObjectFilterCountsOnlyForItsSender() {
    let account = Account()
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        _ = center.addObserver(forName: login, object: account, queue: nil) { _ in }
        #expect(center.assertObserving(login))
        #expect(center.assertObserving(login, object: account))
        #expect(!center.assertObserving(login, object: Account()))
        #expect(center.assertNotObserving(login, object: Account()))
      }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Expected something to observe login from Account object, but nothing on this test center does."
      ) == true)
  }

  @Test func anObserverOfEveryNameObservesEachName() {
    withTestNotificationCenter(leakedObservers: .ignored) { center in
      let observer = Account()
      center.observe(nil, observer: observer) { _, _ in }
      #expect(center.assertObserving(login, by: observer))
      #expect(center.assertObserving(logout, by: observer))
    }
  }

  @Test func currentWhereNoTestCenterIsInstalledIsReportedHere() {
    let line = #line + 2
    let issues = collectingIssues {
      _ = TestNotificationCenter.current()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        No TestNotificationCenter is installed here, so NotificationCenter.overridable is the real \
        center. Install one with the .testNotificationCenter trait, withTestNotificationCenter { }, \
        or StandInTestCase.useTestNotificationCenter().
        """)
  }
}
