import StandIn
import StandInSystem
import Testing

/// A Swift Testing trait that gives each test case fresh `URLStubs`, whose session is
/// `URLSession.overridable`, and reports requests no stub matched when the case ends.
///
/// ```swift
/// @Test(.urlStubs { $0.stub("https://api.example.com/status", with: .json(#"{"status": 42}"#)) })
/// func showsTheServersStatus() async throws {
///   #expect(try await StatusClient().fetchStatus() == 42)
///   #expect(URLStubs.current().requests.count == 1)
/// }
/// ```
public struct URLStubsTrait: TestTrait, SuiteTrait, TestScoping {
  let configure: @Sendable (URLStubs) -> Void
  let site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  /// Always `true`: on a suite, every test inside gets its own stubs.
  public var isRecursive: Bool { true }

  /// Runs one test case with fresh stubs installed, set up by the trait's closure.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withURLStubs(
      isolation: nil, fileID: site.fileID, filePath: site.filePath, line: site.line,
      column: site.column
    ) { stubs in
      configure(stubs)
      try await function()
    }
  }
}

extension Trait where Self == URLStubsTrait {
  /// Gives each test case its own stubs as `URLSession.overridable`, set up by `configure`; the
  /// test reaches them with `URLStubs.current()`.
  ///
  /// ```swift
  /// @Suite(.urlStubs { $0.stub("https://example.com/motd", with: .text("Hello")) })
  /// struct BannerTests { … }
  /// ```
  public static func urlStubs(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ configure: @escaping @Sendable (URLStubs) -> Void = { _ in }
  ) -> Self {
    Self(configure: configure, site: (fileID, filePath, line, column))
  }
}
