import StandIn
import StandInSystem
import Testing

/// A Swift Testing trait that gives each test case a fresh double for one of the system's shared
/// resources, and cleans it up when the case ends: a file system sandbox
/// (``Testing/Trait/sandboxFileManager(fileID:filePath:line:column:)``), a suite of user defaults
/// (``Testing/Trait/testUserDefaults(fileID:filePath:line:column:)``) or URL stubs
/// (``Testing/Trait/urlStubs(fileID:filePath:line:column:_:)``).
///
/// ```swift
/// @Suite(.sandboxFileManager(), .testUserDefaults())
/// struct StatusHistoryTests {
///   @Test func remembersTheLastStatus() throws {
///     try StatusHistory().record(42)
///     #expect(UserDefaults.overridable.integer(forKey: "lastStatus") == 42)
///   }
/// }
/// ```
public struct SystemDoubleTrait: TestTrait, SuiteTrait, TestScoping {
  let scope: @Sendable (_ function: @Sendable () async throws -> Void) async throws -> Void

  /// Always `true`: on a suite, every test inside gets its own double.
  public var isRecursive: Bool { true }

  /// Runs one test case with a fresh double installed.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await scope(function)
  }
}

extension Trait where Self == SystemDoubleTrait {
  /// Gives each test case its own file system sandbox as `FileManager.overridable`, deleted when
  /// the case ends; writes it refuses are reported at this trait's line.
  ///
  /// ```swift
  /// @Test(.sandboxFileManager())
  /// func writesTheHistoryIntoTheDocumentsFolder() throws {
  ///   try StatusHistory().record(42)
  ///   let documents = FileManager.overridable.urls(for: .documentDirectory, in: .userDomainMask)[0]
  ///   #expect(FileManager.overridable.fileExists(atPath: documents.appendingPathComponent("history.csv").path))
  /// }
  /// ```
  public static func sandboxFileManager(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self { function in
      try await withSandboxFileManager(
        isolation: nil, fileID: fileID, filePath: filePath, line: line, column: column
      ) { _ in try await function() }
    }
  }

  /// Gives each test case its own empty suite of user defaults as `UserDefaults.overridable`,
  /// removed when the case ends.
  ///
  /// ```swift
  /// @Test(.testUserDefaults())
  /// func finishingOnboardingIsRemembered() {
  ///   Onboarding().finish()
  ///   #expect(UserDefaults.overridable.bool(forKey: "onboardingDone"))
  /// }
  /// ```
  public static func testUserDefaults(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self { function in
      try await withTestUserDefaults(
        isolation: nil, fileID: fileID, filePath: filePath, line: line, column: column
      ) { _ in try await function() }
    }
  }

  /// Gives each test case its own stubs, set up by `configure`, whose session is
  /// `URLSession.overridable`; the test reaches them with `URLStubs.current()`. Requests no stub
  /// matched are reported at this trait's line when the case ends.
  ///
  /// ```swift
  /// @Test(.urlStubs { $0.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#)) })
  /// func showsTheServersStatus() async throws {
  ///   #expect(try await StatusClient().fetchStatus() == 42)
  ///   #expect(URLStubs.current().requests.count == 1)
  /// }
  /// ```
  public static func urlStubs(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ configure: @escaping @Sendable (URLStubs) -> Void = { _ in }
  ) -> Self {
    Self { function in
      try await withURLStubs(
        isolation: nil, fileID: fileID, filePath: filePath, line: line, column: column
      ) { stubs in
        configure(stubs)
        try await function()
      }
    }
  }
}
