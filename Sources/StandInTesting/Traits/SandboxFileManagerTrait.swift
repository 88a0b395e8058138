import StandIn
import StandInSystem
import Testing

/// A Swift Testing trait that gives each test case a fresh `SandboxFileManager` as
/// `FileManager.overridable`, and deletes it when the case ends.
///
/// ```swift
/// @Test(.sandboxFileManager())
/// func recordsTheStatusInTheDocumentsFolder() throws {
///   try StatusHistory().record(42)
///   let documents = FileManager.overridable.urls(for: .documentDirectory, in: .userDomainMask)[0]
///   #expect(FileManager.overridable.fileExists(atPath: documents.appendingPathComponent("history.txt").path))
/// }
/// ```
public struct SandboxFileManagerTrait: TestTrait, SuiteTrait, TestScoping {
  let site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  /// Always `true`: on a suite, every test inside gets its own sandbox.
  public var isRecursive: Bool { true }

  /// Runs one test case with a fresh sandbox installed.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withSandboxFileManager(
      isolation: nil, fileID: site.fileID, filePath: site.filePath, line: site.line,
      column: site.column
    ) { _ in try await function() }
  }
}

extension Trait where Self == SandboxFileManagerTrait {
  /// Gives each test case its own file system sandbox as `FileManager.overridable`; writes it
  /// refuses are reported at this trait's line.
  ///
  /// ```swift
  /// @Suite(.sandboxFileManager())
  /// struct StatusHistoryTests { … }
  /// ```
  public static func sandboxFileManager(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(site: (fileID, filePath, line, column))
  }
}
