#if DEBUG || STANDIN_MOCKS
  import StandInMocks
  import Testing

  /// A Swift Testing trait that verifies, when each test case ends, the expectations of every
  /// mock created during it; see `withMockVerification(_:)`.
  ///
  /// ```swift
  /// @Suite(.verifyingMocks)
  /// struct UploadTests {
  ///   @Test func uploadsTwice() async throws {
  ///     let uploader = UploaderMock()
  ///     uploader.expect.upload(.any).times(2)
  ///     try await sync(using: uploader)
  ///   }   // an unmet expectation is reported here, at its own line
  /// }
  /// ```
  ///
  /// The test's own failure, thrown or recorded, is kept: verification adds to it.
  public struct VerifyingMocksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Always `true`: on a suite it verifies every test inside.
    public var isRecursive: Bool { true }

    /// Runs one test case, then verifies the mocks it created.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else { return try await function() }
      try await withMockVerification(isolation: nil, function)
    }
  }

  extension Trait where Self == VerifyingMocksTrait {
    /// Verifies, when each test case ends, the expectations of every mock created during it.
    ///
    /// ```swift
    /// @Test(.verifyingMocks) func uploadsTwice() async throws { … }
    /// ```
    public static var verifyingMocks: Self { VerifyingMocksTrait() }
  }
#endif
