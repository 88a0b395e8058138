import Foundation
import StandInNotifications
import StandInTestSupport
import Testing

private let login = Notification.Name("login")

/// The seed's scenario: `viewWillAppear` registers and keeps the token in a property, so a
/// second `viewWillAppear` overwrites the first token, whose observer is never removed. (Posts
/// are delivered on the posting thread, the test's own, so the count needs no lock.)
private final class ProfileViewController: @unchecked Sendable {
  var loginToken: (any NSObjectProtocol)?
  private(set) var refreshes = 0

  func viewWillAppear() {
    loginToken = NotificationCenter.overridable.addObserver(
      forName: login, object: nil, queue: nil
    ) { [weak self] _ in self?.refreshes += 1 }
  }

  func viewWillDisappear() {
    if let loginToken { NotificationCenter.overridable.removeObserver(loginToken) }
    loginToken = nil
  }

  /// Removes the registration but keeps the (now dead) token.
  func viewWillDisappearKeepingTheToken() {
    if let loginToken { NotificationCenter.overridable.removeObserver(loginToken) }
  }
}

/// Observes properly, to show that another object's correct registration is never blamed.
private final class Badge {
  var token: (any NSObjectProtocol)?

  func start() {
    token = NotificationCenter.overridable.addObserver(forName: login, object: nil, queue: nil) {
      _ in
    }
  }

  func stop() {
    if let token { NotificationCenter.overridable.removeObserver(token) }
    token = nil
  }
}

@Suite("Notifications: who a leaked observer belongs to")
struct ObserverAttributionTests {
  @Test func anOverwrittenTokenFailsAssertNotObservingAtTheRegisteringLineWithItsOwner() {
    let line = #line + 8
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        let controller = ProfileViewController()
        controller.viewWillAppear()
        controller.viewWillAppear()
        center.assertObserving(login, by: controller)
        controller.viewWillDisappear()
        center.assertNotObserving(login, by: controller)
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        Expected the ProfileViewController object no longer to observe login, but 1 registration \
        still receives it:
        - login from any sender, registered at ObserverAttributionTests.swift:16 by the \
        ProfileViewController object (active, and no longer removable: its token was dropped \
        without removeObserver(_:) when the same line registered again)
        Remove a registration before its token is overwritten or dropped, or use \
        observe(_:object:observer:using:), which ends with its observer.
        """)
  }

  @Test func withNoEarlierAssertionTheOwnerIsTheObjectHoldingTheLaterToken() {
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        let controller = ProfileViewController()
        controller.viewWillAppear()
        controller.viewWillAppear()
        controller.viewWillDisappearKeepingTheToken()
        center.assertNotObserving(login, by: controller)
      }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "registered at ObserverAttributionTests.swift:16 by the ProfileViewController object")
        == true)
  }

  @Test func anUnremovableRegistrationWhoseOwnerIsUnknownStillFailsAssertNotObserving() {
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        let controller = ProfileViewController()
        controller.viewWillAppear()
        controller.viewWillAppear()
        controller.viewWillDisappear()
        center.assertNotObserving(login, by: controller)
        #expect(!center.assertObserving(login, by: controller))
      }
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.message.contains(
        """
        - login from any sender, registered at ObserverAttributionTests.swift:16 (active, and no \
        longer removable: its token was dropped without removeObserver(_:) when the same line \
        registered again; StandIn cannot tell which object held it, so it counts for any object)
        """) == true)
  }

  @Test func anotherObjectsRegistrationIsNeverBlamed() {
    withTestNotificationCenter { center in
      let controller = ProfileViewController()
      let badge = Badge()
      badge.start()
      controller.viewWillAppear()
      #expect(center.assertObserving(login, by: badge))
      controller.viewWillDisappear()
      #expect(center.assertNotObserving(login, by: controller))
      badge.stop()
    }
  }

  @Test func theLeakReportNamesTheOwnerAndWhyTheObserverCannotBeRemoved() {
    let line = #line + 2
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        let controller = ProfileViewController()
        controller.viewWillAppear()
        controller.viewWillAppear()
        center.assertObserving(login, by: controller)
        controller.viewWillDisappear()
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message.contains(
        """
        - login from any sender, registered at ObserverAttributionTests.swift:16 by a \
        ProfileViewController object, since deallocated (active, and no longer removable: its \
        token was dropped without removeObserver(_:) when the same line registered again)
        """) == true)
  }

  @Test func aDroppedTokenIsNoLongerRemovableEvenWithoutASecondRegistration() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        var token: (any NSObjectProtocol)? = center.addObserver(
          forName: login, object: nil, queue: nil
        ) { _ in }
        #expect(token != nil)
        token = nil
        #expect(center.registrations.first?.isActive == true)
      }
    }
    #expect(
      issues.first?.message.contains(
        "(active, and no longer removable: its token was dropped without removeObserver(_:))")
        == true)
  }

  @Test func aTokenOverwrittenInALoopIsTracedThroughTheWholeChain() {
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        let controller = ProfileViewController()
        for _ in 0..<1_000 { controller.viewWillAppear() }
        center.assertNotObserving(login, by: controller)
      }
    }
    let lines = issues.first?.message.split(separator: "\n") ?? []
    #expect(
      lines.first
        == "Expected the ProfileViewController object no longer to observe login, but 1000 registrations still receive it:"
    )
    #expect(lines.filter { $0.contains("by the ProfileViewController object") }.count == 1_000)
  }

  @Test func theRemovedObserverNoLongerReceivesAndTheDroppedOneStillDoes() {
    withTestNotificationCenter(leakedObservers: .ignored) { center in
      let controller = ProfileViewController()
      controller.viewWillAppear()
      controller.viewWillAppear()
      controller.viewWillDisappear()
      center.post(name: login)
      #expect(controller.refreshes == 1)
    }
  }
}
