import Foundation

/// The token a ``TestNotificationCenter`` hands out for a block registration, in place of
/// Foundation's: it wraps Foundation's token, and tells the recorder when the code under test lets
/// go of it. A registration whose token is gone can never be removed, which is how an observer
/// whose token was overwritten is told apart from one still held.
final class RecordedObserverToken: NSObject, @unchecked Sendable {
  /// Foundation's token, which the wrapped center registered and removes.
  let underlying: any NSObjectProtocol
  private let registration: Int
  private weak var recorder: NotificationRecorder?

  init(_ underlying: any NSObjectProtocol, registration: Int, recorder: NotificationRecorder) {
    self.underlying = underlying
    self.registration = registration
    self.recorder = recorder
  }

  deinit {
    recorder?.recordTokenDropped(registration: registration)
  }
}
