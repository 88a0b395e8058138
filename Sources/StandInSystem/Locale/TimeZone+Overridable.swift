import Foundation
import StandIn

extension TimeZone {
  /// The slot behind ``overridable``: replace it with a fixed time zone for code under test.
  ///
  /// ```swift
  /// withOverride(TimeZone.overridableSlot, with: TimeZone(identifier: "UTC")!) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    TimeZone.autoupdatingCurrent, name: "TimeZone.overridable")

  /// The current time zone where this is read: the user's, following their settings
  /// (`TimeZone.autoupdatingCurrent`), in production, and the test's own fixed time zone inside a test that
  /// installed one.
  ///
  /// Write it where the code wrote `TimeZone.current`, wherever it tells local times:
  ///
  /// ```swift
  /// let offset = TimeZone.overridable.secondsFromGMT(for: date)
  /// ```
  @_transparent
  public static var overridable: TimeZone { overridableSlot.current }
}
