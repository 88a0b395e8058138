import Foundation
import StandIn

extension Date {
  /// The slot behind ``overridable``: replace it to give code under test another "now".
  ///
  /// ```swift
  /// withOverride(Date.overridableSlot, with: .constant(Date(timeIntervalSince1970: 0))) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    DateGenerator.system, name: "Date.overridable")

  /// The current date where this is read: the system's clock in production, and the test's own
  /// generator inside a test that installed one.
  ///
  /// Write it where the code wrote `Date()` or `Date.now`:
  ///
  /// ```swift
  /// let sentAt = Date.overridable()   // was Date()
  /// let now = Date.overridable.now    // was Date.now
  /// ```
  @_transparent
  public static var overridable: DateGenerator { overridableSlot.current }
}
