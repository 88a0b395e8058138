import Foundation
import StandIn

extension Calendar {
  /// The slot behind ``overridable``: replace it with a fixed calendar for code under test.
  ///
  /// ```swift
  /// withOverride(Calendar.overridableSlot, with: Calendar(identifier: .gregorian)) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    Calendar.autoupdatingCurrent, name: "Calendar.overridable")

  /// The current calendar where this is read: the user's, following their settings
  /// (`Calendar.autoupdatingCurrent`), in production, and the test's own fixed calendar inside a test that
  /// installed one.
  ///
  /// Write it where the code wrote `Calendar.current`, wherever it splits dates into days, weeks and months:
  ///
  /// ```swift
  /// let startOfDay = Calendar.overridable.startOfDay(for: date)
  /// ```
  @_transparent
  public static var overridable: Calendar { overridableSlot.current }
}
