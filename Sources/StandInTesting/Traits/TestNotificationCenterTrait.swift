import StandIn
import StandInNotifications
import Testing

/// A Swift Testing trait that gives each test case a fresh `TestNotificationCenter`
/// as `NotificationCenter.overridable`, and reports observers left registered when the case ends.
///
/// ```swift
/// @Test(.testNotificationCenter())
/// func logInPostsUserDidLogin() {
///   Session().logIn(as: "ann")
///   TestNotificationCenter.current().assertPosted(.userDidLogin, userInfo: ["user": "ann"])
/// }
/// ```
public struct TestNotificationCenterTrait: TestTrait, SuiteTrait, TestScoping {
  let leakedObservers: LeakedObservers
  let strict: Bool
  let site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  /// Always `true`: on a suite, every test inside gets its own center.
  public var isRecursive: Bool { true }

  /// Runs one test case with a fresh test center installed.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withTestNotificationCenter(
      leakedObservers: leakedObservers, strict: strict, isolation: nil, fileID: site.fileID,
      filePath: site.filePath, line: site.line, column: site.column
    ) { _ in try await function() }
  }
}

extension Trait where Self == TestNotificationCenterTrait {
  /// Gives each test case its own test center, and handles observers left registered when the
  /// case ends as `leakedObservers` says: by default the test fails, listing them. A `strict`
  /// center also fails the test for each post that no assertion expected.
  ///
  /// ```swift
  /// @Suite(.testNotificationCenter())
  /// struct LoginBannerTests { … }
  ///
  /// @Test(.testNotificationCenter(leakedObservers: .ignored))
  /// func cacheObservesMemoryWarnings() { … }
  ///
  /// @Test(.testNotificationCenter(strict: true))
  /// func logInPostsOnlyUserDidLogin() { … }
  /// ```
  public static func testNotificationCenter(
    leakedObservers: LeakedObservers = .reported,
    strict: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(leakedObservers: leakedObservers, strict: strict, site: (fileID, filePath, line, column))
  }
}
