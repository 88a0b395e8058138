import Foundation
import StandIn

/// Notifications as an `AsyncSequence`, from
/// ``OverridableNotificationCenter/notifications(named:object:fileID:line:)``; Foundation on Linux
/// has no `notifications(named:)`.
///
/// ```swift
/// let logins = NotificationCenter.overridable.notifications(named: .userDidLogin)
/// for await notification in logins {
///   greet(notification)
/// }
/// ```
///
/// The sequence observes from its creation, so notifications posted before the first `next()`
/// are buffered, not lost. Observation ends when an iteration is cancelled or the sequence is
/// deallocated. Iterate it from one task at a time.
public final class NotificationSequence: AsyncSequence, Sendable {
  /// Each element is a posted notification.
  public typealias Element = Notification
  /// Iterating never throws.
  public typealias Failure = Never

  private let center: OverridableNotificationCenter
  private let state = Locked(State())
  private let token = Locked<(any NSObjectProtocol)?>(nil)

  private struct State {
    var buffer: [Notification] = []
    var waiter: CheckedContinuation<DeliveredNotification?, Never>?
    var isFinished = false
  }

  /// A notification handed from the posting thread to the iterating task, which alone uses it.
  private struct DeliveredNotification: @unchecked Sendable {
    let notification: Notification
  }

  init(
    center: OverridableNotificationCenter, name: Notification.Name, object: Any?, site: CodeLocation
  ) {
    self.center = center
    let registered = center.underlying.addObserver(forName: name, object: object, queue: nil) {
      [weak self] notification in self?.deliver(notification)
    }
    center.recorder?.recordRegistration(
      token: registered, name: name, object: object, observer: nil, kind: .sequence, site: site)
    token.withLock { $0 = registered }
  }

  deinit {
    finish()
  }

  /// Starts an iteration.
  ///
  /// ```swift
  /// var iterator = logins.makeAsyncIterator()
  /// let first = await iterator.next()
  /// ```
  public func makeAsyncIterator() -> Iterator {
    Iterator(sequence: self)
  }

  /// Iterates a ``NotificationSequence``.
  ///
  /// ```swift
  /// var iterator = logins.makeAsyncIterator()
  /// let first = await iterator.next(isolation: #isolation)
  /// ```
  public struct Iterator: AsyncIteratorProtocol {
    let sequence: NotificationSequence

    /// The next notification, waiting for it to be posted; `nil` once the task is cancelled.
    ///
    /// ```swift
    /// let next = await iterator.next(isolation: #isolation)
    /// ```
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Notification? {
      await sequence.next()?.notification
    }

    /// The next notification, waiting for it to be posted; `nil` once the task is cancelled.
    ///
    /// ```swift
    /// let next = await iterator.next()
    /// ```
    public mutating func next() async -> Notification? {
      await sequence.next()?.notification
    }
  }

  private func next() async -> DeliveredNotification? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> DeliveredNotification?? in
          if !state.buffer.isEmpty {
            return DeliveredNotification(notification: state.buffer.removeFirst())
          }
          if state.isFinished || Task.isCancelled { return .some(nil) }
          state.waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      finish()
    }
  }

  private func deliver(_ notification: Notification) {
    let waiter = state.withLock { state -> CheckedContinuation<DeliveredNotification?, Never>? in
      guard !state.isFinished else { return nil }
      guard let waiter = state.waiter else {
        state.buffer.append(notification)
        return nil
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume(returning: DeliveredNotification(notification: notification))
  }

  private func finish() {
    let waiter = state.withLock { state -> CheckedContinuation<DeliveredNotification?, Never>? in
      state.isFinished = true
      state.buffer.removeAll()
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: nil)
    if let registered = token.withLock({ token in
      defer { token = nil }; return token
    }) {
      center.end(registered, how: .sequenceEnded)
    }
  }
}
