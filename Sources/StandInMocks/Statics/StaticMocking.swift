#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// The mock of a type's static members that `@OverridableStatics` writes as the nested class
  /// `StaticMock`: it has the instance mocks' `stub`, `expect`, `reject` and `verify`, and takes
  /// the calls of the code under test only inside a scope that installs it.
  ///
  /// ```swift
  /// let composer = MessageComposer.StaticMock()         // partial: unstubbed calls run the real code
  /// composer.stub.canSendText().returns(true)
  /// withStaticMock(composer) {
  ///   screen.load()                                      // MessageComposer.canSendText() is true here
  /// }
  /// composer.verify.canSendText().called(1)
  /// ```
  public protocol StaticMocking: Mock {
    /// The slot that holds the static mock installed for the reading task: `nil`, the real
    /// static members, outside every scope.
    static var slot: OverridableSlot<Self?> { get }

    /// Creates a static mock; `.partial` runs the real static member for every call nothing
    /// stubs, `.strict` reports such calls, `.nice` answers default values.
    init(
      _ mode: MockMode,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    )
  }

  extension StaticMocking {
    /// The static mock installed where this runs, by `withStaticMock(_:operation:)`
    /// or a test trait; for a test that did not keep its own reference.
    ///
    /// ```swift
    /// @Test(.mocking(MessageComposer.StaticMock.self))
    /// func enablesSend() {
    ///   MessageComposer.StaticMock.current().stub.canSendText().returns(true)
    ///   …
    /// }
    /// ```
    ///
    /// Read where none is installed, it reports an issue here and returns a new mock that no
    /// call reaches.
    public static func current(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self {
      if let installed = slot.current { return installed }
      // `Module.MessageComposer.StaticMock`, without the module.
      let type =
        String(reflecting: Self.self).split(separator: ".", maxSplits: 1).last.map(
          String.init) ?? "\(Self.self)"
      reportStandInIssue(
        """
        No \(type) is installed where this runs, so the code under test calls the real static \
        members. Install one around the code with withStaticMock(_:), or on the test with \
        .mocking(\(type).self) (XCTest: override(\(type).slot, with:)). A static mock is seen \
        by its scope's task and child tasks only.
        """,
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      return Self(.nice, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs `body` with the real static members, whatever static mock is installed around it:
    /// a stub's way to call the implementation it stands in for.
    ///
    /// ```swift
    /// composer.stub.maximumLength(for: .any).perform { service in
    ///   try MessageComposer.StaticMock.callingReal {
    ///     try MessageComposer.maximumLength(for: service)
    ///   } - 10
    /// }
    /// ```
    public static func callingReal<R>(_ body: () throws -> R) rethrows -> R {
      try withOverride(slot, with: nil, operation: body)
    }

    /// Runs `body` with the real static members, whatever static mock is installed around it.
    ///
    /// ```swift
    /// let real = await MessageComposer.StaticMock.callingReal { await MessageComposer.fetchLimits() }
    /// ```
    public static func callingReal<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ body: () async throws -> R
    ) async rethrows -> R {
      try await withOverride(slot, with: nil, isolation: isolation, operation: body)
    }
  }
#endif
