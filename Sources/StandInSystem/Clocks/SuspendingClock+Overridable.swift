import Clocks
import StandIn

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SuspendingClock {
  /// The slot behind ``overridable``: replace it to give code under test another clock, such as
  /// swift-clocks' `TestClock` or `ImmediateClock`.
  ///
  /// ```swift
  /// await withOverride(SuspendingClock.overridableSlot, with: AnyClock(ImmediateClock())) {
  ///   await poller.pollThreeTimes()  // its sleeps return at once
  /// }
  /// ```
  public static let overridableSlot = OverridableSlot(
    AnyClock(SuspendingClock()), name: "SuspendingClock.overridable")

  /// The suspending clock where this is read: `SuspendingClock()` in production, and the test's
  /// own clock inside a test that installed one. Clocks and `Duration` need macOS 13, iOS 16,
  /// tvOS 16 or watchOS 9.
  ///
  /// Write it where the code made a `SuspendingClock()`:
  ///
  /// ```swift
  /// try await SuspendingClock.overridable.sleep(for: .milliseconds(300))
  /// ```
  @_transparent
  public static var overridable: AnyClock<Duration> { overridableSlot.current }
}
