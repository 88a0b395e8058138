import StandInMacros
import StandInSystem

/// Reports the system status as a number from 1 to 100 (`DemoStatusManage.sharedManage` in the
/// Objective-C original). Tests stub it with `StatusManagerMock` (debug builds only).
@Mockable
open class StatusManager: @unchecked Sendable {
  /// The instance the app uses.
  @Overridable public static var sharedManager = StatusManager()

  /// Creates a status manager of its own ("singleton by choice"); the app uses ``sharedManager``.
  public init() {}

  /// The current status, from 1 to 100, drawn at random (seeded in tests).
  open func currentStatus() -> Int {
    var random = OverridableRandomNumberGenerator()
    return Int.random(in: 1...100, using: &random)
  }
}
