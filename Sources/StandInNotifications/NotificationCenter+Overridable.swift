import Foundation
import StandIn

extension NotificationCenter {
  /// The slot behind ``overridable``: replace it to give code under test another center.
  ///
  /// ```swift
  /// withOverride(NotificationCenter.overridableSlot, with: TestNotificationCenter()) { … }
  /// ```
  ///
  /// ``withTestNotificationCenter(leakedObservers:strict:fileID:filePath:line:column:operation:)``
  /// and the `.testNotificationCenter` trait do this for you.
  public static let overridableSlot = OverridableSlot(
    OverridableNotificationCenter(wrapping: .default),
    name: "NotificationCenter.overridable"
  )

  /// The notification center where this is read: `NotificationCenter.default` in production, and
  /// the test's own ``TestNotificationCenter`` inside a test that installed one.
  ///
  /// Write it where the code wrote `NotificationCenter.default`:
  ///
  /// ```swift
  /// NotificationCenter.overridable.post(name: .userDidLogin, object: session)
  /// ```
  public static var overridable: OverridableNotificationCenter { overridableSlot.current }
}
