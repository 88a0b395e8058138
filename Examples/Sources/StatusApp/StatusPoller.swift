import StandInSystem

/// Refreshes the status screen on a schedule, waiting on `ContinuousClock.overridable` between
/// refreshes.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct StatusPoller: Sendable {
  /// The time between two refreshes.
  public let interval: Duration

  /// A poller that refreshes every `interval`.
  public init(every interval: Duration) {
    self.interval = interval
  }

  /// Refreshes `times` times, `interval` apart, handing each status to `show`.
  public func poll(times: Int, show: (Int) -> Void) async throws {
    for refresh in 0..<times {
      if refresh > 0 { try await ContinuousClock.overridable.sleep(for: interval) }
      show(StatusManager.sharedManager.currentStatus())
    }
  }
}
