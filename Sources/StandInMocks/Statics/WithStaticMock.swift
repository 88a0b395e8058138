#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// Runs `operation` with `mock` standing in for its type's static members, for the calling
  /// task and its child tasks only, and returns its result.
  ///
  /// ```swift
  /// let composer = MessageComposer.StaticMock()
  /// composer.stub.canSendText().returns(true)
  /// withStaticMock(composer) {
  ///   screen.load()   // MessageComposer.canSendText() answers true here, and only here
  /// }
  /// composer.verify.canSendText().called(1)
  /// ```
  ///
  /// The mock is uninstalled when `operation` returns or throws; parallel tests never see each
  /// other's static mocks. It is an override of `Mock.slot`, so everything the core does for
  /// overrides applies: nesting, `carryingOverrides(_:)` for escaping work, the report of
  /// calls that escaped the scope, and `withOverrides { $0[A.StaticMock.slot] = a }` for several
  /// at once.
  public func withStaticMock<Mock: StaticMocking, R>(
    _ mock: Mock,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    operation: () throws -> R
  ) rethrows -> R {
    try withOverride(
      Mock.slot, with: mock, fileID: fileID, filePath: filePath, line: line, column: column,
      operation: operation)
  }

  /// Runs `operation` with `mock` standing in for its type's static members, for the calling
  /// task and its child tasks only, and returns its result.
  ///
  /// ```swift
  /// try await withStaticMock(composer) {
  ///   try await coordinator.start()
  /// }
  /// ```
  public func withStaticMock<Mock: StaticMocking, R>(
    _ mock: Mock,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await withOverride(
      Mock.slot, with: mock, isolation: isolation, fileID: fileID, filePath: filePath, line: line,
      column: column, operation: operation)
  }
#endif
