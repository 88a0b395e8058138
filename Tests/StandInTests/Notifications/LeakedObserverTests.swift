import Foundation
import StandInNotifications
import StandInTestSupport
import Testing

private let login = Notification.Name("login")
private let logout = Notification.Name("logout")

private final class Owner {}

@Suite("Notifications: observers left registered when the scope ends")
struct LeakedObserverTests {
  @Test func aLeakedObserverFailsTheTestAtTheScopesLineByDefault() {
    let line = #line + 2
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
        let removed = center.addObserver(forName: logout, object: nil, queue: nil) { _ in }
        center.removeObserver(removed)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(issues.first?.severity == .error)
    #expect(
      issues.first?.message == """
        1 observer registered during this test was never removed; in the app, it keeps running \
        after its owner is gone:
        - login from any sender, registered at LeakedObserverTests.swift:\(line + 1) (active, and \
        no longer removable: its token was dropped without removeObserver(_:))
        Remove each with removeObserver(_:) before its token is overwritten or dropped, or use \
        observe(_:object:observer:using:), which ends with its observer. If an observer is meant \
        to outlive the test, install the center with leakedObservers: .ignored.
        """)
  }

  @Test func aLeakIsReportedWhenTheScopeThrowsToo() {
    struct Failure: Error {}
    let issues = collectingIssues {
      #expect(throws: Failure.self) {
        try withTestNotificationCenter { center in
          _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
          _ = center.addObserver(forName: logout, object: nil, queue: nil) { _ in }
          throw Failure()
        }
      }
    }
    #expect(
      issues.first?.message.hasPrefix("2 observers registered during this test were never removed")
        == true)
  }

  @Test func warnedReportsAWarningAndIgnoredSaysNothing() {
    let warned = collectingIssues {
      withTestNotificationCenter(leakedObservers: .warned) { center in
        _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
      }
    }
    #expect(warned.map(\.severity) == [.warning])
    let ignored = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
      }
    }
    #expect(ignored.isEmpty)
  }

  @Test func anObservationWhoseObserverIsGoneIsNoLeak() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        let owner = Owner()
        center.observe(login, observer: owner) { _, _ in }
      }
    }
    #expect(issues.isEmpty)
  }

  @Test func anObservationWhoseObserverOutlivesTheScopeIsALeak() {
    let owner = Owner()
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        _ = center.observe(login, observer: owner) { _, _ in }
      }
    }
    #expect(
      issues.first?.message.contains(
        "- login from any sender, observer Owner object, registered at") == true)
  }
}
