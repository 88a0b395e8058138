import Dispatch
import StandIn

/// A label, as on the Objective-C original's screen.
public struct StatusLabel: Sendable, Equatable {
  /// The text the label shows.
  public var text: String = ""
}

/// The screen that shows the status on a label, tracking each time it does. It reaches its
/// collaborators the way the Objective-C app did: through their shared instances.
public final class StatusScreen {
  /// The label showing the status.
  public private(set) var label = StatusLabel()

  /// Creates the screen with an empty label.
  public init() {}

  /// Reads the status and shows it.
  public func refresh() {
    label.text = Self.text(for: StatusManager.sharedManager.currentStatus())
    AnalyticsManager.shared.track("status_shown")
  }

  /// Reads the status on `queue` and hands the label's text to `completion` there. The work
  /// carries the caller's replacements, so tests see their stand-ins in it. The caller passes
  /// the queue in, as `standin audit` asks of a global queue.
  public static func loadStatusText(
    on queue: DispatchQueue, completion: @escaping @Sendable (String) -> Void
  ) {
    queue.async(
      execute: carryingOverrides {
        let text = text(for: StatusManager.sharedManager.currentStatus())
        AnalyticsManager.shared.track("status_loaded")
        completion(text)
      }
    )
  }

  private static func text(for status: Int) -> String {
    "\(SettingsStore.standard.statusPrefix): \(status)"
  }
}
