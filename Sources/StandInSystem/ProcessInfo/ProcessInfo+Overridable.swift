import Foundation
import StandIn

extension ProcessInfo {
  /// The slot behind ``overridable``: replace it to give code under test its own environment
  /// variables or arguments.
  ///
  /// ```swift
  /// withOverride(ProcessInfo.overridableSlot, with: OverridableProcessInfo(environment: ["CI": "true"])) { … }
  /// ```
  public static let overridableSlot = OverridableSlot(
    OverridableProcessInfo.system, name: "ProcessInfo.overridable")

  /// The process information where this is read: the process's own in production, and the test's
  /// given environment and arguments inside a test that installed them.
  ///
  /// Write it where the code wrote `ProcessInfo.processInfo`:
  ///
  /// ```swift
  /// let server = ProcessInfo.overridable.environment["API_URL"]
  /// let verbose = ProcessInfo.overridable.arguments.contains("--verbose")
  /// ```
  @_transparent
  public static var overridable: OverridableProcessInfo { overridableSlot.current }
}
