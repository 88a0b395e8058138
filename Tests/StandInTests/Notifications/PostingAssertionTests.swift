import Foundation
import StandInNotifications
import StandInTestSupport
import Testing

private let login = Notification.Name("login")
private let logout = Notification.Name("logout")
private let sync = Notification.Name("sync")

private final class Session {}

@Suite("Notifications: posting assertions")
struct PostingAssertionTests {
  @Test func aPostMatchesByNameSenderAndUserInfoEntries() {
    withTestNotificationCenter { center in
      let session = Session()
      NotificationCenter.overridable.post(
        name: login, object: session, userInfo: ["user": "ann", "attempt": 2])
      let posts = center.assertPosted(login, object: session, userInfo: ["user": "ann"], count: 1)
      #expect(posts.map(\.name) == [login])
      #expect(posts.first?.userInfo?["attempt"] as? Int == 2)
      #expect(posts.first?.object as? Session === session)
      let issues = collectingIssues {
        center.assertPosted(login, object: Session())
        center.assertPosted(login, userInfo: ["user": "bob"])
        center.assertPosted(login, count: 2)
      }
      #expect(issues.count == 3)
    }
  }

  @Test func aMissingPostIsReportedWithWhatWasPosted() {
    let line = #line + 4
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        NotificationCenter.overridable.post(name: logout, userInfo: ["user": "ann"])
        center.assertPosted(login, userInfo: ["user": "ann"])
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message == """
        Expected login with userInfo containing ["user": "ann"] to be posted on this test center, \
        but it was not.
        Posted on this test center:
        - logout, userInfo ["user": "ann"], at PostingAssertionTests.swift:\(line - 1)
        """)
  }

  @Test func aWrongCountSaysHowManyTimes() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        center.assertPosted(login, count: 1) {
          center.post(name: login)
          center.post(name: login)
        }
      }
    }
    #expect(
      issues.first?.message.hasPrefix(
        "Expected login to be posted once during the closure, but it was posted 2 times.") == true)
  }

  @Test func withNothingPostedTheMessageSaysWherePostsAreNotSeen() {
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        _ = center.assertPosted(login)
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected login to be posted on this test center, but it was not.
        Nothing was posted on this test center. Posts through \
        NotificationCenter.default, or from work outside the test's scope, are not seen here: \
        post through NotificationCenter.overridable.
        """
      ])
  }

  @Test func sinceAMarkLooksOnlyAtLaterPosts() {
    withTestNotificationCenter { center in
      center.post(name: login)
      let mark = center.mark()
      center.post(name: logout)
      #expect(center.assertNotPosted(login, since: mark))
      center.assertPosted(logout, count: 1, since: mark)
      let issues = collectingIssues { center.assertPosted(login, since: mark) }
      #expect(
        issues.first?.message.hasPrefix(
          "Expected login to be posted since the mark, but it was not.\nPosted since the mark:\n- logout, at"
        ) == true)
    }
  }

  @Test func notPostedDuringAClosureIgnoresEarlierPostsAndReportsLaterOnes() {
    let line = #line + 5
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        center.post(name: login)
        center.assertNotPosted(login) { center.post(name: logout) }
        center.assertNotPosted(login) { center.post(name: login) }
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message.hasPrefix(
        "Expected login not to be posted during the closure, but it was posted once.") == true)
  }

  @Test func duringAnAsyncClosureReturnsItsResult() async throws {
    try await withTestNotificationCenter { center in
      let value = try await center.assertPosted(sync) { () async throws -> Int in
        try await Task.sleep(for: .milliseconds(1))
        NotificationCenter.overridable.post(name: sync)
        return 42
      }
      #expect(value == 42)
      await center.assertNotPosted(login) { await Task.yield() }
      await center.assertPostedInOrder([sync]) {
        await Task.yield()
        center.post(name: sync)
      }
    }
  }

  @Test func theOrderOfPostsAllowsOthersBetween() {
    withTestNotificationCenter { center in
      center.post(name: login)
      center.post(name: sync)
      center.post(name: logout)
      #expect(center.assertPostedInOrder([login, logout]))
      #expect(center.posts.map(\.name) == [login, sync, logout])
    }
  }

  @Test func aWrongOrderIsReportedWithTheActualOrder() {
    let line = #line + 3
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        center.assertPostedInOrder([login, logout]) {
          center.post(name: logout)
          center.post(name: login)
        }
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == UInt(line))
    #expect(
      issues.first?.message.hasPrefix(
        "Expected login, logout to be posted in this order during the closure, but the posts were: logout, login."
      ) == true)
  }
}
