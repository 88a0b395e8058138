import ConcurrencyExtras
import Foundation
import StandIn

extension UserDefaults {
  /// The slot behind ``overridable``: replace it to give code under test other defaults, such as a
  /// ``TestUserDefaults`` suite of its own.
  ///
  /// ```swift
  /// import ConcurrencyExtras
  ///
  /// withOverride(UserDefaults.overridableSlot, with: UncheckedSendable(TestUserDefaults())) { … }
  /// ```
  ///
  /// ``withTestUserDefaults(fileID:filePath:line:column:operation:)``, the `.testUserDefaults`
  /// trait and `StandInTestCase.useTestUserDefaults()` install a fresh suite and remove it when
  /// the scope ends. The slot holds the defaults in swift-concurrency-extras'
  /// `UncheckedSendable`, because Foundation on Linux does not mark `UserDefaults` as `Sendable`
  /// (it is thread-safe, and Apple's Foundation marks it so).
  public static let overridableSlot = OverridableSlot(
    UncheckedSendable(UserDefaults.standard), name: "UserDefaults.overridable")

  /// The user defaults where this is read: `UserDefaults.standard` in production, and the test's
  /// own suite inside a test that installed one.
  ///
  /// Write it where the code wrote `UserDefaults.standard`:
  ///
  /// ```swift
  /// UserDefaults.overridable.set(true, forKey: "onboardingDone")
  /// let done = UserDefaults.overridable.bool(forKey: "onboardingDone")
  /// ```
  @_transparent
  public static var overridable: UserDefaults { overridableSlot.current.wrappedValue }
}
