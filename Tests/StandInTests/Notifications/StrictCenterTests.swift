import Foundation
import StandInNotifications
import StandInTestSupport
import StandInTesting
import Testing

private let login = Notification.Name("login")
private let logout = Notification.Name("logout")
private let sync = Notification.Name("sync")

@Suite("Notifications: nothing else was posted")
struct StrictCenterTests {
  @Test func postsNoAssertionExpectedAreReportedHere() {
    let line = #line + 7
    let issues = collectingIssues {
      withTestNotificationCenter { center in
        center.post(name: login)
        center.post(name: sync)
        center.post(name: logout, userInfo: ["user": "ann"])
        center.assertPosted(login)
        center.assertNothingElsePosted()
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        Expected nothing else to be posted on this test center, but 2 posts no assertion expected:
        - sync, at StrictCenterTests.swift:\(line - 3)
        - logout, userInfo ["user": "ann"], at StrictCenterTests.swift:\(line - 2)
        Check each with assertPosted(_:), or look only at later posts with mark().
        """)
  }

  @Test func postsFoundInOrderOrCountedAreExpectedAndNotPostedOnesAreNot() {
    withTestNotificationCenter { center in
      center.assertPostedInOrder([login, logout]) {
        center.post(name: login)
        center.post(name: logout)
      }
      center.post(name: sync)
      center.post(name: sync)
      center.assertPosted(sync, count: 2)
      #expect(center.assertNothingElsePosted())
      let mark = center.mark()
      center.post(name: login)
      let issues = collectingIssues {
        center.assertNotPosted(sync, since: mark)
        center.assertNothingElsePosted(since: mark, message: "only the sync")
      }
      #expect(
        issues.map(\.message) == [
          """
          only the sync
          Expected nothing else to be posted since the mark, but 1 post no assertion expected:
          - login, at StrictCenterTests.swift:45
          Check each with assertPosted(_:), or look only at later posts with mark().
          """
        ])
    }
  }

  @Test func aStrictCenterReportsUncheckedPostsWhenItsScopeEnds() {
    let line = #line + 2
    let issues = collectingIssues {
      withTestNotificationCenter(strict: true) { center in
        center.post(name: login)
        center.post(name: logout)
        center.assertPosted(login)
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(
      issues.first?.message == """
        This test center is strict, but 1 post during this test no assertion expected:
        - logout, at StrictCenterTests.swift:\(line + 2)
        Check each with assertPosted(_:), or install the center without strict: true.
        """)
  }

  @Test func aStrictCenterWhoseEveryPostWasCheckedSaysNothing() {
    let issues = collectingIssues {
      withTestNotificationCenter(strict: true) { center in
        center.post(name: login)
        center.assertPosted(login)
      }
    }
    #expect(issues.isEmpty)
  }

  @Test func theTraitInstallsAStrictCenter() async throws {
    let test = try #require(Test.current)
    let testCase = try #require(Test.Case.current)
    let trait = TestNotificationCenterTrait.testNotificationCenter(strict: true)
    let line = #line - 1
    let issues = try await collectingIssues {
      try await trait.provideScope(for: test, testCase: testCase) {
        TestNotificationCenter.current().post(name: sync)
      }
    }
    #expect(issues.map(\.line) == [UInt(line)])
    #expect(issues.first?.message.hasPrefix("This test center is strict, but 1 post") == true)
  }
}
