import Clocks
import StandIn

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension ContinuousClock {
  /// The slot behind ``overridable``: replace it to give code under test another clock, such as
  /// swift-clocks' `TestClock` or `ImmediateClock`.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// await withOverride(ContinuousClock.overridableSlot, with: AnyClock(clock)) {
  ///   async let banner = model.showBannerForFiveSeconds()
  ///   await clock.advance(by: .seconds(5))
  ///   await banner
  /// }
  /// ```
  public static let overridableSlot = OverridableSlot(
    AnyClock(ContinuousClock()), name: "ContinuousClock.overridable")

  /// The continuous clock where this is read: `ContinuousClock()` in production, and the test's
  /// own clock inside a test that installed one. Clocks and `Duration` need macOS 13, iOS 16,
  /// tvOS 16 or watchOS 9.
  ///
  /// Write it where the code made a `ContinuousClock()`:
  ///
  /// ```swift
  /// try await ContinuousClock.overridable.sleep(for: .seconds(5))  // was ContinuousClock().sleep(…)
  /// let start = ContinuousClock.overridable.now
  /// ```
  @_transparent
  public static var overridable: AnyClock<Duration> { overridableSlot.current }
}
