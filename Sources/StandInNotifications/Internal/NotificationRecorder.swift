import Foundation
import StandIn

/// Every registration, removal and post a ``TestNotificationCenter`` sees, in order.
final class NotificationRecorder: Sendable {
  /// One observer registration and, once it ended, how.
  struct Registration {
    /// How the registration was made.
    enum Kind {
      case block
      case tiedToObserver
      case sequence
    }

    let name: Notification.Name?
    let object: RecordedValue?
    /// The token Foundation returned; held so that its identity stays unique.
    let token: AnyObject
    /// The token handed to the code under test for a block registration, a
    /// ``RecordedObserverToken`` that the recorder does not hold, so that dropping it is seen.
    let handedOut: ObjectIdentifier?
    /// The observer of an observation tied to one.
    let observer: WeakReference?
    let kind: Kind
    let location: CodeLocation
    /// Its place among the center's registrations, removals and posts.
    let event: Int
    var end: RegistrationEnd?
    /// The last event before the code under test let go of the handed-out token, if it did.
    var tokenDroppedAfter: Int?
    /// Objects once seen holding the token: still its observers after they let go of it.
    var holders: [RecordedValue] = []

    /// Whether notifications still reach it: not removed, and its observer, if any, alive.
    var isActive: Bool {
      end == nil && (observer == nil || observer?.object != nil)
    }

    /// Whether it is active, but nothing can remove it any more: its token was dropped.
    var isUnremovable: Bool {
      end == nil && tokenDroppedAfter != nil
    }

    /// How it ended, if it did.
    var ending: RegistrationEnd? {
      if let end { return end }
      if let observer, observer.object == nil { return .observerDeallocated }
      return nil
    }

    /// Whether a notification named `name` from `object` (any object when `nil`) would reach it.
    func receives(_ name: Notification.Name, from object: Any?) -> Bool {
      guard self.name == nil || self.name == name else { return false }
      guard let object, let filter = self.object else { return true }
      return filter.matches(object)
    }
  }

  /// One post.
  struct Post {
    let name: Notification.Name
    let object: RecordedValue?
    let userInfo: [AnyHashable: Any]?
    let location: CodeLocation
    /// Whether an assertion found it as a post it expected.
    var isChecked = false
  }

  private struct Records {
    var registrations: [Registration] = []
    var posts: [Post] = []
    /// Registrations, removals and posts so far.
    var events = 0

    mutating func nextEvent() -> Int {
      defer { events += 1 }
      return events
    }
  }

  private let records = Locked(Records())

  /// Records a block registration and returns the token to hand to the code under test.
  func recordBlockRegistration(
    token: any NSObjectProtocol,
    name: Notification.Name?,
    object: Any?,
    site: CodeLocation
  ) -> RecordedObserverToken {
    let recordedObject = object.map(RecordedValue.init)
    return records.withLock { records in
      let handedOut = RecordedObserverToken(
        token, registration: records.registrations.count, recorder: self)
      records.registrations.append(
        Registration(
          name: name, object: recordedObject, token: token,
          handedOut: ObjectIdentifier(handedOut), observer: nil, kind: .block, location: site,
          event: records.nextEvent()))
      return handedOut
    }
  }

  func recordRegistration(
    token: AnyObject,
    name: Notification.Name?,
    object: Any?,
    observer: WeakReference?,
    kind: Registration.Kind,
    site: CodeLocation
  ) {
    let recordedObject = object.map(RecordedValue.init)
    records.withLock { records in
      records.registrations.append(
        Registration(
          name: name, object: recordedObject, token: token, handedOut: nil, observer: observer,
          kind: kind, location: site, event: records.nextEvent()))
    }
  }

  /// Notes that the code under test let go of the token of the registration at `index`.
  func recordTokenDropped(registration index: Int) {
    records.withLock { records in
      records.registrations[index].tokenDroppedAfter = records.events - 1
    }
  }

  /// Ends the live registrations of `observer` for `name` and `object` (all when `nil`), as
  /// Foundation's `removeObserver` does.
  func recordRemoval(of observer: Any, name: Notification.Name?, object: Any?, how: RegistrationEnd)
  {
    guard type(of: observer) is AnyClass else { return }
    let token = observer as AnyObject
    records.withLock { records in
      _ = records.nextEvent()
      for index in records.registrations.indices {
        let registration = records.registrations[index]
        guard registration.token === token, registration.end == nil else { continue }
        if let name, registration.name != name { continue }
        if let object {
          guard let filter = registration.object, filter.matches(object) else { continue }
        }
        records.registrations[index].end = how
      }
    }
  }

  func recordPost(_ notification: Notification, site: CodeLocation) {
    let post = Post(
      name: notification.name, object: notification.object.map(RecordedValue.init),
      userInfo: notification.userInfo, location: site)
    records.withLock { records in
      _ = records.nextEvent()
      records.posts.append(post)
    }
  }

  var registrations: [Registration] {
    records.withLock { $0.registrations }
  }

  /// Notes that `holder` holds the handed-out tokens of the registrations at `events`.
  func recordHolder(_ holder: RecordedValue, ofRegistrationsAt events: Set<Int>) {
    records.withLock { records in
      for index in records.registrations.indices
      where events.contains(records.registrations[index].event) {
        records.registrations[index].holders.append(holder)
      }
    }
  }

  var posts: [Post] {
    records.withLock { $0.posts }
  }

  /// Notes that an assertion found the posts at `indices` as posts it expected.
  func recordChecked(_ indices: some Sequence<Int>) {
    records.withLock { records in
      for index in indices { records.posts[index].isChecked = true }
    }
  }

  var postCount: Int {
    records.withLock { $0.posts.count }
  }
}
