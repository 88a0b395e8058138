import Foundation
import StandIn

extension UUID {
  /// The slot behind ``overridable``: replace it to give code under test other UUIDs.
  ///
  /// ```swift
  /// withOverride(UUID.overridableSlot, with: .incrementing) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    UUIDGenerator.system, name: "UUID.overridable")

  /// The UUID generator where this is read: random UUIDs in production, and the test's own
  /// generator inside a test that installed one.
  ///
  /// Write `UUID.overridable()` where the code wrote `UUID()`:
  ///
  /// ```swift
  /// let id = UUID.overridable()  // was UUID()
  /// ```
  @_transparent
  public static var overridable: UUIDGenerator { overridableSlot.current }
}
