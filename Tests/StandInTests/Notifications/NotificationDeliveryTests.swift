import Foundation
import StandInNotifications
import StandInTesting
import Testing

private let ping = Notification.Name("StandInTests.ping")
private let pong = Notification.Name("StandInTests.pong")
/// Names that only one test posts or observes on `NotificationCenter.default`, which every test in
/// the process shares: a name that two parallel tests used there would reach both.
private let defaultCenterPing = Notification.Name("StandInTests.defaultCenterPing")
private let pingNeverPostedToTheDefaultCenter = Notification.Name("StandInTests.testCenterPing")

/// Counts what reaches it; any thread may deliver.
private final class Inbox: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [Notification.Name] = []

  var names: [Notification.Name] { lock.withLock { received } }

  func receive(_ notification: Notification) {
    lock.withLock { received.append(notification.name) }
  }
}

private final class Sender {}

@Suite("Notifications: the overridable center delivers like Foundation's")
struct NotificationDeliveryTests {
  @Test func outsideAnyScopeTheOverridableCenterIsTheDefaultCenter() {
    #expect(NotificationCenter.overridable.underlying === NotificationCenter.default)
    let inbox = Inbox()
    let token = NotificationCenter.default.addObserver(
      forName: defaultCenterPing, object: nil, queue: nil
    ) { inbox.receive($0) }
    NotificationCenter.overridable.post(name: defaultCenterPing)
    NotificationCenter.default.removeObserver(token)
    #expect(inbox.names == [defaultCenterPing])
  }

  @Test func aTestCenterFiltersByNameAndSenderAsFoundationDoes() {
    withTestNotificationCenter(leakedObservers: .ignored) { center in
      let sender = Sender()
      let byName = Inbox()
      let bySender = Inbox()
      let everything = Inbox()
      _ = center.addObserver(forName: ping, object: nil, queue: nil) { byName.receive($0) }
      _ = center.addObserver(forName: ping, object: sender, queue: nil) { bySender.receive($0) }
      _ = center.addObserver(forName: nil, object: nil, queue: nil) { everything.receive($0) }
      NotificationCenter.overridable.post(name: ping)
      NotificationCenter.overridable.post(name: ping, object: sender)
      NotificationCenter.overridable.post(Notification(name: pong, object: Sender()))
      #expect(byName.names == [ping, ping])
      #expect(bySender.names == [ping])
      #expect(everything.names == [ping, ping, pong])
    }
  }

  @Test func aTestCenterNeverReachesTheDefaultCenter() {
    let inbox = Inbox()
    let token = NotificationCenter.default.addObserver(
      forName: pingNeverPostedToTheDefaultCenter, object: nil, queue: nil
    ) { inbox.receive($0) }
    defer { NotificationCenter.default.removeObserver(token) }
    withTestNotificationCenter { center in
      NotificationCenter.overridable.post(name: pingNeverPostedToTheDefaultCenter)
      center.assertPosted(pingNeverPostedToTheDefaultCenter, count: 1)
    }
    #expect(inbox.names.isEmpty)
  }

  @Test func removingATokenStopsDelivery() {
    withTestNotificationCenter { center in
      let inbox = Inbox()
      let token = center.addObserver(forName: ping, object: nil, queue: nil) { inbox.receive($0) }
      center.post(name: ping)
      center.removeObserver(token)
      center.post(name: ping)
      #expect(inbox.names == [ping])
      #expect(center.registrations.map(\.isActive) == [false])
    }
  }

  @Test func removingForOneNameKeepsTheOthers() {
    withTestNotificationCenter(leakedObservers: .ignored) { center in
      let inbox = Inbox()
      let token = center.addObserver(forName: nil, object: nil, queue: nil) { inbox.receive($0) }
      center.removeObserver(token, name: ping, object: nil)
      center.post(name: ping)
      center.post(name: pong)
      // Foundation only removes registrations made for that name: a registration for every
      // name stays, and so does the test center's record of it.
      #expect(inbox.names == [ping, pong])
      #expect(center.registrations.map(\.isActive) == [true])
      center.removeObserver(token)
    }
  }

  @Test func anOperationQueueDeliversThere() {
    withTestNotificationCenter { center in
      let queue = OperationQueue()
      let inbox = Inbox()
      let token = center.addObserver(forName: ping, object: nil, queue: queue) { inbox.receive($0) }
      center.post(name: ping)
      queue.waitUntilAllOperationsAreFinished()
      center.removeObserver(token)
      #expect(inbox.names == [ping])
    }
  }

  @Test func anObservationEndsWithItsObserver() {
    withTestNotificationCenter { center in
      let inbox = Inbox()
      var observer: Sender? = Sender()
      let line = #line + 1
      center.observe(ping, observer: observer!) { _, notification in inbox.receive(notification) }
      center.post(name: ping)
      center.assertObserving(ping, by: observer!)
      observer = nil
      center.post(name: ping)
      #expect(inbox.names == [ping])
      center.assertNotObserving(ping)
      #expect(
        center.registrations.map(\.description) == [
          "StandInTests.ping from any sender, registered at NotificationDeliveryTests.swift:\(line) "
            + "(ended: its observer was deallocated)"
        ])
    }
  }

  @Test func aCancelledObservationReceivesNothing() {
    withTestNotificationCenter { center in
      let inbox = Inbox()
      let observer = Sender()
      let observation = center.observe(ping, observer: observer) { _, notification in
        inbox.receive(notification)
      }
      observation.cancel()
      #expect(!observation.isActive)
      center.post(name: ping)
      #expect(inbox.names.isEmpty)
      center.assertNotObserving(ping, by: observer)
    }
  }

  @Test func aSequenceBuffersFromItsCreationAndEndsOnCancellation() async {
    await withTestNotificationCenter { center in
      let pings = NotificationCenter.overridable.notifications(named: ping)
      center.post(name: ping, userInfo: ["n": 1])
      center.post(name: pong)
      center.post(name: ping, userInfo: ["n": 2])
      var received: [Int] = []
      for await notification in pings {
        received.append(notification.userInfo?["n"] as? Int ?? 0)
        if received.count == 2 { break }
      }
      #expect(received == [1, 2])
      center.assertObserving(ping)

      let waiting = Task {
        var iterator = pings.makeAsyncIterator()
        return await iterator.next(isolation: nil)?.name
      }
      waiting.cancel()
      #expect(await waiting.value == nil)
      center.assertNotObserving(ping)
    }
  }

  @Test func aDroppedSequenceStopsObserving() {
    withTestNotificationCenter { center in
      _ = center.notifications(named: ping)
      center.assertNotObserving(ping)
      #expect(
        center.registrations.first?.description.hasSuffix(
          "(ended: its notification sequence ended)") == true)
    }
  }

  @Test func aSequenceWaitsForThePostThatResumesIt() async {
    await withTestNotificationCenter { center in
      let pings = center.notifications(named: ping)
      async let first: Notification.Name? = {
        var iterator = pings.makeAsyncIterator()
        return await iterator.next(isolation: nil)?.name
      }()
      try? await Task.sleep(for: .milliseconds(20))
      center.post(name: ping)
      #expect(await first == ping)
    }
  }
}
