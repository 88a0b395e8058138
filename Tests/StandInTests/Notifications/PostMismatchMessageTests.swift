import Foundation
import StandInNotifications
import StandInTestSupport
import Testing

private let login = Notification.Name("login")
private let logout = Notification.Name("logout")

private final class Session {}

private struct Account: Equatable {
  let id: Int
}

@Suite("Notifications: a failed posting assertion says why each post did not count")
struct PostMismatchMessageTests {
  @Test func anotherSenderOfTheSameTypeIsNamedAsAnother() {
    let line = #line + 7
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        let expected = Session()
        let other = Session()
        center.post(name: login, object: other, userInfo: ["user": "ann"])
        center.post(name: login, object: Session())
        center.assertPosted(login, object: expected)
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        Expected login from Session object to be posted on this test center, but it was not.
        Posted on this test center:
        - login from Session object, userInfo ["user": "ann"], at \
        PostMismatchMessageTests.swift:\(line - 2) (another Session object)
        - login from Session object, at PostMismatchMessageTests.swift:\(line - 1) (another \
        Session object, deallocated since)
        """)
  }

  @Test func eachUserInfoEntryThatDiffersOrIsMissingIsNamed() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        center.post(name: login, object: Account(id: 2), userInfo: ["user": "bob", "attempt": 2])
        center.post(name: login)
        center.post(name: logout, userInfo: ["user": "ann"])
        center.assertPosted(
          login, object: Account(id: 1), userInfo: ["user": "ann", "device": "phone"])
      }
    }
    #expect(
      issues.first?.message.hasSuffix(
        """
        Posted on this test center:
        - login from Account(id: 2), userInfo ["attempt": 2, "user": "bob"], at \
        PostMismatchMessageTests.swift:43 (from Account(id: 2), not Account(id: 1); no "device" \
        in userInfo; userInfo["user"] is "bob", not "ann")
        - login, at PostMismatchMessageTests.swift:44 (no sender; no userInfo)
        - logout, userInfo ["user": "ann"], at PostMismatchMessageTests.swift:45
        """) == true)
  }

  @Test func aCustomMessageComesFirst() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        center.assertPosted(login, message: "logging in tells the banner")
        center.assertNotPosted(logout, message: "unused")
        center.assertPostedInOrder([login, logout], message: "in order: \(2) names")
      }
    }
    #expect(
      issues.map { $0.message.split(separator: "\n").prefix(2).joined(separator: "\n") } == [
        "logging in tells the banner\nExpected login to be posted on this test center, but it was not.",
        """
        in order: 2 names
        Expected login, logout to be posted in this order on this test center, but the posts \
        were: none.
        """,
      ])
  }

  @Test func aCustomMessageOnTheObservingAssertionsComesFirst() {
    let issues = collectingIssues {
      withTestNotificationCenter(leakedObservers: .ignored) { center in
        center.assertObserving(login, message: "the banner listens")
        _ = center.addObserver(forName: login, object: nil, queue: nil) { _ in }
        center.assertNotObserving(login, message: "nobody listens")
      }
    }
    #expect(
      issues.compactMap { $0.message.split(separator: "\n").first } == [
        "the banner listens", "nobody listens",
      ])
  }
}
