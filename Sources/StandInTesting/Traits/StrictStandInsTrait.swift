import StandIn
import Testing

/// A Swift Testing trait that makes each test case strict: every read of a real instance through
/// an overridable slot fails the test, at the reading line, unless the slot is allowed.
///
/// Create one with ``Testing/Trait/strictStandIns(allowing:warnsAboutUnused:fileID:filePath:line:column:)``.
/// On a suite it applies to every test inside, nested suites included.
///
/// ```swift
/// @Suite(.strictStandIns(allowing: [SettingsStore.standardSlot]))
/// struct CheckoutTests {
///   @Test(.overriding(Analytics.$shared) { RecordingAnalytics() })
///   func tracksThePurchase() { checkout() }  // any other real slot read here fails the test
/// }
/// ```
public struct StrictStandInsTrait: TestTrait, SuiteTrait, TestScoping {
  private let strictness: StrictStandIns

  init(_ strictness: StrictStandIns) {
    self.strictness = strictness
  }

  /// Always `true`: a suite's strictness reaches every test inside it.
  public var isRecursive: Bool { true }

  /// Runs one test case inside a strict scope.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await Scope.run(Overrides(), strictness: strictness, isolation: nil, operation: function)
  }
}

extension Trait where Self == StrictStandInsTrait {
  /// Makes each test case strict: a read of a real instance through an overridable slot, other
  /// than the `allowed` ones, fails the test at the reading line, once per slot and line.
  ///
  /// ```swift
  /// @Test(.strictStandIns(), .overriding(Analytics.$shared) { RecordingAnalytics() })
  /// func tracksThePurchase() { checkout() }
  /// ```
  ///
  /// - Parameters:
  ///   - allowed: The slots the test may read for real.
  ///   - warnsAboutUnused: Whether to warn when a test case ends about allowed slots and
  ///     replacements it never read; pass `false` to silence those warnings.
  ///   - fileID: Where the trait is attached, for reports that cannot name a reading line.
  ///   - filePath: Where the trait is attached.
  ///   - line: Where the trait is attached.
  ///   - column: Where the trait is attached.
  public static func strictStandIns(
    allowing allowed: [any OverridableSlotProtocol] = [],
    warnsAboutUnused: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(
      StrictStandIns(
        allowing: allowed, warnsAboutUnused: warnsAboutUnused, fileID: fileID,
        filePath: filePath, line: line, column: column))
  }
}
