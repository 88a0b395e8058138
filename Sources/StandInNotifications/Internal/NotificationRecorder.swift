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
    /// The observer of an observation tied to one.
    let observer: WeakReference?
    let kind: Kind
    let location: CodeLocation
    var end: RegistrationEnd?
    /// Objects once seen holding the token: still its observers after they let go of it.
    var holders: [WeakReference] = []

    /// Whether notifications still reach it: not removed, and its observer, if any, alive.
    var isActive: Bool {
      end == nil && (observer == nil || observer?.object != nil)
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
  }

  private struct Records {
    var registrations: [Registration] = []
    var posts: [Post] = []
  }

  private let records = Locked(Records())

  func recordRegistration(
    token: AnyObject,
    name: Notification.Name?,
    object: Any?,
    observer: WeakReference?,
    kind: Registration.Kind,
    site: CodeLocation
  ) {
    let registration = Registration(
      name: name, object: object.map(RecordedValue.init), token: token, observer: observer,
      kind: kind, location: site)
    records.withLock { $0.registrations.append(registration) }
  }

  /// Ends the live registrations of `observer` for `name` and `object` (all when `nil`), as
  /// Foundation's `removeObserver` does.
  func recordRemoval(of observer: Any, name: Notification.Name?, object: Any?, how: RegistrationEnd)
  {
    guard type(of: observer) is AnyClass else { return }
    let token = observer as AnyObject
    records.withLock { records in
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
    records.withLock { $0.posts.append(post) }
  }

  var registrations: [Registration] {
    records.withLock { $0.registrations }
  }

  /// The registrations `observer` made: observations tied to it, and block registrations whose
  /// token it holds, or held when an earlier assertion looked.
  func registrations(of observer: AnyObject) -> [Registration] {
    // Reflection runs outside the lock: a custom mirror may run any code.
    var newlyHeld: [ObjectIdentifier] = []
    let attributed = registrations.filter { registration in
      if registration.observer?.object === observer { return true }
      if registration.holders.contains(where: { $0.object === observer }) { return true }
      guard registration.kind == .block, holds(observer, registration.token) else { return false }
      newlyHeld.append(ObjectIdentifier(registration.token))
      return true
    }
    if !newlyHeld.isEmpty {
      let holder = WeakReference(observer)
      records.withLock { records in
        for index in records.registrations.indices
        where newlyHeld.contains(ObjectIdentifier(records.registrations[index].token)) {
          records.registrations[index].holders.append(holder)
        }
      }
    }
    return attributed
  }

  var posts: [Post] {
    records.withLock { $0.posts }
  }

  var postCount: Int {
    records.withLock { $0.posts.count }
  }
}
