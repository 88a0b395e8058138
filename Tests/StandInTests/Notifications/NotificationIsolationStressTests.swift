import Foundation
import StandInNotifications
import StandInTesting
import Testing

private let shared = Notification.Name("StandInTests.sameNameInEveryTest")

/// What one test's observer received: the test ids in the posts that reached it.
private final class Deliveries: @unchecked Sendable {
  private let lock = NSLock()
  private var ids: [Int] = []

  var received: [Int] { lock.withLock { ids } }

  func receive(_ notification: Notification) {
    let id = notification.userInfo?["test"] as? Int ?? -1
    lock.withLock { ids.append(id) }
  }
}

@Suite("Notifications: parallel tests and threads")
struct NotificationIsolationStressTests {
  /// 1,000 test cases run in parallel, each posting the same name through its own center.
  @Test(.testNotificationCenter(), arguments: 0..<1_000)
  func parallelTestsPostingTheSameNameNeverReachEachOther(test: Int) {
    let deliveries = Deliveries()
    let token = NotificationCenter.overridable.addObserver(
      forName: shared, object: nil, queue: nil
    ) { deliveries.receive($0) }
    for _ in 0..<5 {
      NotificationCenter.overridable.post(name: shared, userInfo: ["test": test])
    }
    NotificationCenter.overridable.removeObserver(token)
    #expect(deliveries.received == Array(repeating: test, count: 5))
    TestNotificationCenter.current().assertPosted(shared, count: 5)
  }

  @Test func threadsPostingWhileObserversRemoveThemselvesDoNotCrashOrRace() {
    withTestNotificationCenter { center in
      let deliveries = Deliveries()
      let tokens = Tokens()
      for _ in 0..<50 {
        let token = center.addObserver(forName: shared, object: nil, queue: nil) {
          [unowned center] notification in
          deliveries.receive(notification)
          // Removes itself, and another observer, during delivery.
          if let next = tokens.takeAny() { center.removeObserver(next) }
        }
        tokens.add(token)
      }
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        for post in 0..<50 {
          center.post(name: shared, userInfo: ["test": thread * 100 + post])
        }
      }
      while let token = tokens.takeAny() { center.removeObserver(token) }
      center.assertPosted(shared, count: 400)
      center.assertNotObserving(shared)
      #expect(deliveries.received.count >= 50)
    }
  }

  @Test func threadsObservingAndRemovingAtOnceLeaveARecordThatAddsUp() {
    withTestNotificationCenter { center in
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        for _ in 0..<100 {
          let token = center.addObserver(forName: shared, object: nil, queue: nil) { _ in }
          center.post(name: shared)
          center.removeObserver(token)
        }
      }
      #expect(center.registrations.count == 800)
      #expect(center.registrations.allSatisfy { !$0.isActive })
      #expect(center.posts.count == 800)
    }
  }
}

/// Tokens that observers remove during delivery, from any thread.
private final class Tokens: @unchecked Sendable {
  private let lock = NSLock()
  private var tokens: [any NSObjectProtocol] = []

  func add(_ token: any NSObjectProtocol) {
    lock.withLock { tokens.append(token) }
  }

  func takeAny() -> (any NSObjectProtocol)? {
    lock.withLock { tokens.popLast() }
  }
}
