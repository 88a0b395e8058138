import Foundation
import StandIn

extension Locale {
  /// The slot behind ``overridable``: replace it with a fixed locale for code under test.
  ///
  /// ```swift
  /// withOverride(Locale.overridableSlot, with: Locale(identifier: "en_US_POSIX")) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    Locale.autoupdatingCurrent, name: "Locale.overridable")

  /// The current locale where this is read: the user's, following their settings
  /// (`Locale.autoupdatingCurrent`), in production, and the test's own fixed locale inside a test that
  /// installed one.
  ///
  /// Write it where the code wrote `Locale.current`, wherever it formats numbers, dates and currencies:
  ///
  /// ```swift
  /// let price = 9.5.formatted(.currency(code: "EUR").locale(Locale.overridable))
  /// ```
  @_transparent
  public static var overridable: Locale { overridableSlot.current }
}
