import Foundation
import StandInMacros

/// The app's analytics: records the events it is asked to track. The real one would send them
/// to a server; tests put a mock in its place (`AnalyticsManagerMock`, debug builds only).
@Mockable
open class AnalyticsManager: @unchecked Sendable {
  /// The instance the app uses.
  @Overridable public static var shared = AnalyticsManager()

  private let lock = NSLock()
  private var tracked: [String] = []

  /// Creates an analytics manager of its own; the app uses ``shared``.
  public init() {}

  /// Records `event`.
  open func track(_ event: String) {
    lock.withLock { tracked.append(event) }
  }

  /// The events tracked so far, oldest first.
  open var events: [String] { lock.withLock { tracked } }
}
