import Foundation
import StandIn

/// An observation started by `observe(_:object:observer:queue:using:)`: it ends when its observer
/// is deallocated, or when it is cancelled.
///
/// ```swift
/// let observation = NotificationCenter.overridable.observe(.userDidLogin, observer: self) {
///   model, notification in model.greet(notification)
/// }
/// observation.cancel()  // ends it now
/// ```
///
/// Dropping the observation does not end it: the observer's lifetime does.
public final class NotificationObservation: Sendable {
  private let center: OverridableNotificationCenter
  private let state = Locked(State.starting)

  private enum State {
    case starting
    case observing(any NSObjectProtocol)
    case ended
  }

  init(center: OverridableNotificationCenter) {
    self.center = center
  }

  /// Whether notifications still reach the observer.
  ///
  /// ```swift
  /// observation.cancel()
  /// observation.isActive  // false
  /// ```
  public var isActive: Bool {
    state.withLock {
      if case .ended = $0 { return false }
      return true
    }
  }

  /// Ends the observation: no notification reaches the observer afterwards.
  ///
  /// ```swift
  /// observation.cancel()
  /// ```
  public func cancel() {
    end(how: .cancelled)
  }

  /// Records the registration's token, or removes it at once when cancelled meanwhile.
  func begin(token: any NSObjectProtocol) {
    let cancelledMeanwhile = state.withLock { state -> Bool in
      guard case .starting = state else { return true }
      state = .observing(token)
      return false
    }
    if cancelledMeanwhile { center.end(token, how: .cancelled) }
  }

  /// Ends the observation once its observer is gone.
  func observerDeallocated() {
    end(how: .observerDeallocated)
  }

  private func end(how: RegistrationEnd) {
    let token = state.withLock { state -> (any NSObjectProtocol)? in
      defer { state = .ended }
      guard case .observing(let token) = state else { return nil }
      return token
    }
    if let token { center.end(token, how: how) }
  }
}
