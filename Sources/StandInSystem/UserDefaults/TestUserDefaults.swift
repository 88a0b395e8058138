import Foundation

/// A suite of user defaults for one test: empty when made, never written to disk, and removed when
/// the test's scope ends, so nothing passes from one test to another or stays behind.
///
/// It is a real `UserDefaults` suite with a name of its own (`StandIn.TestUserDefaults.<UUID>`),
/// so it converts, registers and validates values exactly as `UserDefaults.standard` does. Only
/// `synchronize()` differs: it writes nothing and returns `true`. (On Linux, Foundation writes a
/// suite to disk only when it is synchronized, so the suite lives in memory; on Apple platforms
/// the system may persist it, and removing it at the end of the scope clears it.) Like any suite,
/// it also reads the argument and global domains, so launch arguments such as `-key value` show
/// through, as they do in production.
///
/// Install it as `UserDefaults.overridable` with
/// ``withTestUserDefaults(fileID:filePath:line:column:operation:)``, the `.testUserDefaults`
/// trait (StandInTesting) or `StandInTestCase.useTestUserDefaults()`:
///
/// ```swift
/// withTestUserDefaults { defaults in
///   Onboarding().finish()
///   #expect(defaults.bool(forKey: "onboardingDone"))
/// }
/// ```
public final class TestUserDefaults: UserDefaults {
  /// The suite's name, unique to this instance.
  ///
  /// ```swift
  /// let name = TestUserDefaults().suiteName  // StandIn.TestUserDefaults.6C1F…
  /// ```
  public let suiteName: String

  /// Creates an empty suite of its own.
  ///
  /// ```swift
  /// let defaults = TestUserDefaults()
  /// withOverride(UserDefaults.overridableSlot, with: UncheckedSendable(defaults)) { … }
  /// defaults.removeSuite()
  /// ```
  public init() {
    let name = "StandIn.TestUserDefaults.\(UUID().uuidString)"
    suiteName = name
    // A suite name other than the global domain's always makes a suite.
    super.init(suiteName: name)!
  }

  deinit {
    removeSuite()
  }

  /// Writes nothing, so the suite never reaches the disk, and returns `true`.
  ///
  /// ```swift
  /// defaults.synchronize()  // true
  /// ```
  @discardableResult
  public override func synchronize() -> Bool { true }

  /// Removes every value set in this suite.
  ///
  /// ```swift
  /// defaults.removeSuite()
  /// ```
  ///
  /// The scope functions that install a suite call this when their scope ends, and the suite
  /// calls it when it is deallocated.
  public func removeSuite() {
    removePersistentDomain(forName: suiteName)
  }
}
