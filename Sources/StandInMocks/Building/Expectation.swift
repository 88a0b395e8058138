#if DEBUG || STANDIN_MOCKS
  /// An expectation: the member must be called a number of times (once, unless
  /// ``MockCall/times(_:)`` says otherwise), checked by `verifyExpectations()` or at the end of
  /// a `.verifyingMocks` scope. It can answer the calls, like a stub; without an answer of its
  /// own it counts the call and lets the newest matching stub answer.
  ///
  /// ```swift
  /// mock.expect.upload(.any).times(2).returns(true)
  /// mock.expect.track("purchase")
  /// ```
  public typealias Expectation<Arguments, Result, Failure: Error> =
    MockCall<Expecting, SyncMember, Arguments, Result, Failure>

  /// An expectation of an `async` member: it may also answer with an `async` closure.
  ///
  /// ```swift
  /// mock.expect.download(.any).perform { url in
  ///   try await Task.sleep(for: .milliseconds(10))
  ///   return Data()
  /// }
  /// ```
  public typealias AsyncExpectation<Arguments, Result, Failure: Error> =
    MockCall<Expecting, AsyncMember, Arguments, Result, Failure>

  /// An expectation of a member with `inout` parameters: its `perform` receives the arguments
  /// `inout`.
  ///
  /// ```swift
  /// mock.expect.fill(.any).perform { buffer in buffer = [1] }
  /// ```
  public typealias UpdatingExpectation<Arguments, Result, Failure: Error> =
    MockCall<Expecting, UpdatingMember, Arguments, Result, Failure>

  /// An expectation of an `async` member with `inout` parameters.
  ///
  /// ```swift
  /// mock.expect.refill(.any).times(2)
  /// ```
  public typealias AsyncUpdatingExpectation<Arguments, Result, Failure: Error> =
    MockCall<Expecting, AsyncUpdatingMember, Arguments, Result, Failure>

  /// A rejection: the calls it matches are reported when they happen, at the line that
  /// rejected them. `Shape` is its member's kind, which a rejection does not use.
  ///
  /// ```swift
  /// mock.reject.delete(.any)
  /// ```
  public typealias Rejection<Arguments, Result, Failure: Error, Shape: MemberShape> =
    MockCall<Rejecting, Shape, Arguments, Result, Failure>

  extension MockCall where Role == Expecting {
    /// Expects `count` calls instead of one.
    ///
    /// ```swift
    /// mock.expect.track(.any).times(.atLeast(2))
    /// ```
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      if let rule {
        member.withLock { rule.state.pointee.kind = .expectation(count) }
      }
      return self
    }
  }
#endif
