import Foundation
import StandInFixtures
import StandInMacros
import StandInTestSupport
import Testing

private let statusDidChange = Notification.Name("statusDidChange")
private let didReset = Notification.Name("didReset")

@Suite("Notifications: mocks that post")
struct MockPostingTests {
  @Test func aStubPostsThroughTheTestCenterThenAnswers() {
    withTestNotificationCenter { center in
      let mock = StatusProvidingMock()
      mock.stub.currentStatus().posts(statusDidChange, object: mock, userInfo: ["status": 42])
        .returns(42)
      #expect(center.posts.isEmpty)
      #expect(mock.currentStatus() == 42)
      center.assertPosted(statusDidChange, object: mock, userInfo: ["status": 42], count: 1)
      #expect(mock.currentStatus() == 42)
      center.assertPosted(statusDidChange, count: 2)
    }
  }

  @Test func theObserverRunsBeforeTheCallReturns() {
    withTestNotificationCenter { center in
      let mock = StatusProvidingMock()
      mock.stub.reset().posts(didReset)
      let token = center.addObserver(forName: didReset, object: nil, queue: nil) { _ in
        mock.verify.reset().called(1)  // the call is recorded before the post
      }
      mock.reset()
      center.removeObserver(token)
      center.assertPosted(didReset, count: 1)
    }
  }

  @Test func postsPrecedeThrowingAndAsyncAnswersAndValuesInTurn() async {
    await withTestNotificationCenter { center in
      let mock = StatusProvidingMock()
      mock.stub.status(for: "offline", retries: .any).posts(statusDidChange).throws(Offline())
      mock.stub.currentStatus().posts(statusDidChange).posts(didReset).returns(1, 2)
      await #expect(throws: Offline.self) { try await mock.status(for: "offline", retries: 0) }
      #expect(mock.currentStatus() == 1)
      #expect(mock.currentStatus() == 2)
      #expect(mock.currentStatus() == 2)
      center.assertPostedInOrder([statusDidChange, statusDidChange, didReset])
      center.assertPosted(statusDidChange, count: 4)
      center.assertPosted(didReset, count: 3)
    }
  }

  @Test func aPostingStubIsDescribedInMessages() {
    let mock = StatusProvidingMock(.strict)
    mock.stub.status(for: "a", retries: .any).posts(statusDidChange).returns(1)
    let issues = collectingIssues { _ = mock.currentStatus() }
    #expect(issues.first?.message.contains(#"posts statusDidChange, then returns 1"#) == true)
  }

  @Test func outsideATestCenterThePostGoesToTheDefaultCenter() {
    let mock = StatusProvidingMock()
    mock.stub.reset().posts(didReset, object: mock)
    let received = Locked()
    let token = NotificationCenter.default.addObserver(forName: didReset, object: mock, queue: nil)
    {
      _ in received.increment()
    }
    mock.reset()
    NotificationCenter.default.removeObserver(token)
    #expect(received.count == 1)
  }
}

private final class Locked: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var count: Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}
