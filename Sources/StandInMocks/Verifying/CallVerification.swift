#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// The calls to one member that match some argument matchers, ready to be checked:
  /// `mock.verify.member(matchers)` followed by
  /// ``MockCall/called(_:fileID:filePath:line:column:)``. `Shape` is its member's kind, which a
  /// verification does not use.
  ///
  /// ```swift
  /// mock.verify.track("purchase").called(1)
  /// mock.verify.track(.any).called(.atLeast(2))
  /// mock.verify.reset().called(.never)
  /// let ids = mock.verify.load(id: .any).calls      // the arguments, in order
  /// await mock.verify.upload(.any).called(1, within: .seconds(2))
  /// ```
  public typealias CallVerification<Arguments, Result, Failure: Error, Shape: MemberShape> =
    MockCall<Verifying, Shape, Arguments, Result, Failure>

  extension MockCall where Role == Verifying {
    /// The arguments of the matching calls, oldest first.
    public var calls: [Arguments] {
      member.matchingCalls(matcher).map(\.arguments)
    }

    /// Reports an issue here unless the matching calls number `count` (one, by default).
    ///
    /// Inlinable, so a test's build scans the log specialized for the member's arguments.
    @inlinable
    public func called(
      _ count: CallCount = .once,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let actual = member.countMatchingCalls(matcher)
      guard !count.admits(actual) else { return }
      reportMismatch(
        expected: count, actual: actual, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    @usableFromInline
    func reportMismatch(
      expected: CallCount, actual: Int, fileID: StaticString, filePath: StaticString,
      line: UInt, column: UInt
    ) {
      reportStandInIssue(
        mismatchMessage(expected: expected, actual: actual),
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Waits until the matching calls number `count`, checking every millisecond, and reports
    /// an issue here if they do not within `timeout`; for calls made by work still running.
    ///
    /// ```swift
    /// uploader.uploadOnBackgroundQueue()
    /// await store.verify.save(.any).called(1, within: .seconds(2))
    /// ```
    ///
    /// It takes a `Duration` and waits on `ContinuousClock`, so it needs macOS 13, iOS 16,
    /// tvOS 16 or watchOS 9; below those, poll ``calls`` or `called(_:)` after the work ends.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func called(
      _ count: CallCount = .once,
      within timeout: Duration,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) async {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      var actual = member.matchingCalls(matcher).count
      while !count.admits(actual) && clock.now < deadline && !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(1))
        actual = member.matchingCalls(matcher).count
      }
      guard !count.admits(actual) else { return }
      reportStandInIssue(
        mismatchMessage(expected: count, actual: actual) + " (waited \(timeout))",
        at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    private func mismatchMessage(expected: CallCount, actual: Int) -> String {
      let message = """
        \(matcher.description(of: member.signature)) was expected to be called \(expected) on \
        \(member.state.typeName), but was called \(actual == 0 ? "never" : CallCount.times(actual)). \
        \(member.state.callsSummary)
        """
      let sequences = member.matchingCalls(matcher).map(\.sequence)
      let sharing = member.state.sharing.explanation(
        forCallsNumbered: sequences, of: member.state.typeName)
      return sharing.map { message + " " + $0 } ?? message
    }
  }
#endif
