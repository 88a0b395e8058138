#if DEBUG || STANDIN_MOCKS
  import StandIn
  import StandInMocks
  import Testing

  /// A Swift Testing trait that installs a fresh static mock in each test case and verifies its
  /// expectations when the case ends. Create one with
  /// ``Testing/Trait/mocking(_:_:fileID:filePath:line:column:configure:)``.
  ///
  /// ```swift
  /// @Test(.mocking(MessageComposer.StaticMock.self) { $0.stub.canSendText().returns(true) })
  /// func enablesSend() {
  ///   let screen = MessageScreen()
  ///   screen.load()
  ///   #expect(screen.isSendEnabled)
  ///   MessageComposer.StaticMock.current().verify.canSendText().called(1)
  /// }
  /// ```
  public struct StaticMockTrait: TestTrait, SuiteTrait, TestScoping {
    private let runInstalled: @Sendable (@Sendable () async throws -> Void) async throws -> Void

    init(runInstalled: @escaping @Sendable (@Sendable () async throws -> Void) async throws -> Void)
    {
      self.runInstalled = runInstalled
    }

    /// Always `true`: on a suite, every test inside gets its own mock.
    public var isRecursive: Bool { true }

    /// Runs one test case with a fresh mock installed, then verifies its expectations.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else { return try await function() }
      try await runInstalled(function)
    }
  }

  extension Trait where Self == StaticMockTrait {
    /// Installs a fresh `mockType` in each test case, configured by `configure`, and verifies its
    /// expectations when the case ends; the test reaches it with `mockType.current()`.
    ///
    /// ```swift
    /// @Suite(.mocking(MessageComposer.StaticMock.self, .strict))
    /// struct MessageScreenTests { … }
    /// ```
    ///
    /// - Parameters:
    ///   - mockType: The nested `StaticMock` of an `@OverridableStatics` type.
    ///   - mode: `.partial` (the default) runs the real member for each call nothing stubs.
    ///   - fileID: The file the mock reports in: the trait's, by default.
    ///   - filePath: The path of that file.
    ///   - line: The line the mock reports at.
    ///   - column: The column the mock reports at.
    ///   - configure: Stubs and expectations to start each case with.
    public static func mocking<Mock: StaticMocking>(
      _ mockType: Mock.Type,
      _ mode: MockMode = .partial,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      configure: @escaping @Sendable (Mock) -> Void = { _ in }
    ) -> Self {
      Self { function in
        let mock = Mock(mode, fileID: fileID, filePath: filePath, line: line, column: column)
        configure(mock)
        defer { mock.verifyExpectations() }
        try await withOverride(
          Mock.slot, with: mock, isolation: nil, fileID: fileID, filePath: filePath, line: line,
          column: column, operation: function)
      }
    }
  }
#endif
