import Foundation
import StandIn

/// The notification center production code talks to through `NotificationCenter.overridable`,
/// so that a test can put a ``TestNotificationCenter`` in its place.
///
/// It offers the block-based API code already uses on `NotificationCenter.default`, so switching a
/// call site is a one-word change, and adds what Linux lacks: an `AsyncSequence` of notifications
/// and an observation that ends with its observer.
///
/// ```swift
/// // Before: NotificationCenter.default.post(name: .userDidLogin, object: session)
/// NotificationCenter.overridable.post(name: .userDidLogin, object: session)
///
/// token = NotificationCenter.overridable.addObserver(
///   forName: .userDidLogin, object: nil, queue: nil
/// ) { notification in … }
/// ```
///
/// In production it forwards every call to the `NotificationCenter` it wraps
/// (`NotificationCenter.default` for `NotificationCenter.overridable`), which delivers as always.
public class OverridableNotificationCenter: @unchecked Sendable {
  /// The Foundation center that registers observers and delivers notifications.
  ///
  /// ```swift
  /// NotificationCenter.overridable.underlying  // NotificationCenter.default in production
  /// ```
  public let underlying: NotificationCenter

  /// What a ``TestNotificationCenter`` records; `nil` in production, where nothing is recorded.
  let recorder: NotificationRecorder?

  /// Wraps `center`, for code that is handed a center of its own instead of reaching
  /// `NotificationCenter.overridable`.
  ///
  /// ```swift
  /// let center = OverridableNotificationCenter(wrapping: NotificationCenter())
  /// ```
  public convenience init(wrapping center: NotificationCenter) {
    self.init(underlying: center, recorder: nil)
  }

  init(underlying: NotificationCenter, recorder: NotificationRecorder?) {
    self.underlying = underlying
    self.recorder = recorder
  }

  // MARK: Observing

  /// Registers `block` to run for each notification named `name` (every name when `nil`) posted
  /// by `object` (any object when `nil`), on `queue` (the posting thread when `nil`), and returns
  /// the token to remove it with.
  ///
  /// ```swift
  /// token = NotificationCenter.overridable.addObserver(
  ///   forName: .userDidLogin, object: nil, queue: nil
  /// ) { [weak self] notification in self?.greet(notification) }
  /// ```
  ///
  /// As with Foundation, the observer stays registered until the token is removed with
  /// ``removeObserver(_:fileID:line:)``. To tie it to an object's lifetime instead, use
  /// ``observe(_:object:observer:queue:fileID:line:using:)``.
  ///
  /// A ``TestNotificationCenter`` hands out a token of its own around Foundation's, removed the
  /// same way, so that it sees when the code lets go of a token it never removed.
  public final func addObserver(
    forName name: Notification.Name?,
    object: Any?,
    queue: OperationQueue?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = underlying.addObserver(forName: name, object: object, queue: queue, using: block)
    guard let recorder else { return token }
    return recorder.recordBlockRegistration(
      token: token, name: name, object: object, site: CodeLocation(fileID: fileID, line: line))
  }

  /// Runs `handler` with `observer` for each notification named `name` (every name when `nil`)
  /// posted by `object` (any object when `nil`), for as long as `observer` lives.
  ///
  /// ```swift
  /// NotificationCenter.overridable.observe(.userDidLogin, observer: self) { model, notification in
  ///   model.greet(notification)
  /// }
  /// ```
  ///
  /// The center holds `observer` weakly: once it is deallocated, the observation ends, and a test
  /// center no longer counts it. Cancel the returned observation to end it sooner.
  @discardableResult
  public final func observe<Observer: AnyObject>(
    _ name: Notification.Name?,
    object: Any? = nil,
    observer: Observer,
    queue: OperationQueue? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    using handler: @escaping @Sendable (Observer, Notification) -> Void
  ) -> NotificationObservation {
    let observation = NotificationObservation(center: self)
    let weakObserver = WeakReference(observer)
    let token = underlying.addObserver(forName: name, object: object, queue: queue) {
      notification in
      guard let observer = weakObserver.object as? Observer else {
        observation.observerDeallocated()
        return
      }
      handler(observer, notification)
    }
    recorder?.recordRegistration(
      token: token, name: name, object: object, observer: weakObserver, kind: .tiedToObserver,
      site: CodeLocation(fileID: fileID, line: line))
    observation.begin(token: token)
    return observation
  }

  /// The notifications named `name` posted by `object` (any object when `nil`), as an
  /// `AsyncSequence`. Observation starts when the sequence is created and ends when its iteration
  /// ends, is cancelled, or the sequence is deallocated.
  ///
  /// ```swift
  /// for await notification in NotificationCenter.overridable.notifications(named: .userDidLogin) {
  ///   greet(notification)
  /// }
  /// ```
  public final func notifications(
    named name: Notification.Name,
    object: Any? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NotificationSequence {
    NotificationSequence(
      center: self, name: name, object: object, site: CodeLocation(fileID: fileID, line: line))
  }

  // MARK: Removing observers

  /// Removes every registration of `observer`: a token that ``addObserver(forName:object:queue:fileID:line:using:)``
  /// returned.
  ///
  /// ```swift
  /// NotificationCenter.overridable.removeObserver(token)
  /// ```
  public final func removeObserver(
    _ observer: Any,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let observer = unwrapped(observer)
    underlying.removeObserver(observer)
    recorder?.recordRemoval(
      of: observer, name: nil, object: nil, how: .removed(CodeLocation(fileID: fileID, line: line)))
  }

  /// Removes the registrations of `observer` for `name` (every name when `nil`) and `object`
  /// (every object when `nil`).
  ///
  /// ```swift
  /// NotificationCenter.overridable.removeObserver(token, name: .userDidLogin, object: nil)
  /// ```
  public final func removeObserver(
    _ observer: Any,
    name: Notification.Name?,
    object: Any?,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    let observer = unwrapped(observer)
    underlying.removeObserver(observer, name: name, object: object)
    recorder?.recordRemoval(
      of: observer, name: name, object: object,
      how: .removed(CodeLocation(fileID: fileID, line: line)))
  }

  /// Foundation's token for a token a test center handed out; anything else as it is.
  private func unwrapped(_ observer: Any) -> Any {
    (observer as? RecordedObserverToken)?.underlying ?? observer
  }

  /// Removes a registration on behalf of an observation or a sequence that ended.
  final func end(_ token: any NSObjectProtocol, how: RegistrationEnd) {
    underlying.removeObserver(token)
    recorder?.recordRemoval(of: token, name: nil, object: nil, how: how)
  }

  // MARK: Posting

  /// Posts `notification` to the observers it matches, as Foundation does.
  ///
  /// ```swift
  /// NotificationCenter.overridable.post(Notification(name: .userDidLogin, object: session))
  /// ```
  public final func post(
    _ notification: Notification,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    recorder?.recordPost(notification, site: CodeLocation(fileID: fileID, line: line))
    underlying.post(notification)
  }

  /// Posts a notification named `name` from `object` with `userInfo`, as Foundation does.
  ///
  /// ```swift
  /// NotificationCenter.overridable.post(
  ///   name: .userDidLogin, object: session, userInfo: ["user": "ann"])
  /// ```
  public final func post(
    name: Notification.Name,
    object: Any? = nil,
    userInfo: [AnyHashable: Any]? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard let recorder else {
      underlying.post(name: name, object: object, userInfo: userInfo)
      return
    }
    let notification = Notification(name: name, object: object, userInfo: userInfo)
    recorder.recordPost(notification, site: CodeLocation(fileID: fileID, line: line))
    underlying.post(notification)
  }
}
