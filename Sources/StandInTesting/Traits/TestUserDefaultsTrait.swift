import StandIn
import StandInSystem
import Testing

/// A Swift Testing trait that gives each test case a fresh `TestUserDefaults` suite as
/// `UserDefaults.overridable`, and removes it when the case ends.
///
/// ```swift
/// @Test(.testUserDefaults())
/// func finishingOnboardingIsRemembered() {
///   Onboarding().finish()
///   #expect(UserDefaults.overridable.bool(forKey: "onboardingDone"))
/// }
/// ```
public struct TestUserDefaultsTrait: TestTrait, SuiteTrait, TestScoping {
  let site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  /// Always `true`: on a suite, every test inside gets its own suite of defaults.
  public var isRecursive: Bool { true }

  /// Runs one test case with a fresh suite of defaults installed.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withTestUserDefaults(
      isolation: nil, fileID: site.fileID, filePath: site.filePath, line: site.line,
      column: site.column
    ) { _ in try await function() }
  }
}

extension Trait where Self == TestUserDefaultsTrait {
  /// Gives each test case its own empty suite of user defaults as `UserDefaults.overridable`.
  ///
  /// ```swift
  /// @Suite(.testUserDefaults())
  /// struct OnboardingTests { … }
  /// ```
  public static func testUserDefaults(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(site: (fileID, filePath, line, column))
  }
}
