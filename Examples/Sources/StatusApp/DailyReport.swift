import Foundation

/// Legacy code that does its work on a thread of its own and cannot be changed to carry
/// StandIn's scopes; tests replace its collaborators process-wide.
public enum DailyReport {
  /// Tracks the daily report from a background thread and calls `completion` there.
  public static func send(completion: @escaping @Sendable () -> Void) {
    Thread {
      AnalyticsManager.shared.track("daily_report")
      completion()
    }.start()
  }
}
