#if DEBUG || STANDIN_MOCKS
  /// A stub being written: `mock.stub.member(matchers)` followed by its answer. The newest
  /// matching stub or expectation answers a call.
  ///
  /// ```swift
  /// mock.stub.status(for: "admin").returns(100)
  /// ```
  public typealias Stub<Arguments, Result, Failure: Error> =
    MockCall<Stubbing, SyncMember, Arguments, Result, Failure>

  /// A stub of an `async` member: it may also answer with an `async` closure.
  ///
  /// ```swift
  /// mock.stub.download(.any).perform { url in
  ///   try await Task.sleep(for: .milliseconds(10))
  ///   return Data()
  /// }
  /// ```
  public typealias AsyncStub<Arguments, Result, Failure: Error> =
    MockCall<Stubbing, AsyncMember, Arguments, Result, Failure>

  /// A stub of a member with `inout` parameters: its `perform` receives the arguments `inout`.
  ///
  /// ```swift
  /// mock.stub.fill(.any).perform { buffer in buffer = [1, 2] }
  /// ```
  public typealias UpdatingStub<Arguments, Result, Failure: Error> =
    MockCall<Stubbing, UpdatingMember, Arguments, Result, Failure>

  /// A stub of an `async` member with `inout` parameters.
  ///
  /// ```swift
  /// mock.stub.refill(.any).perform { buffer in buffer.append(42) }
  /// ```
  public typealias AsyncUpdatingStub<Arguments, Result, Failure: Error> =
    MockCall<Stubbing, AsyncUpdatingMember, Arguments, Result, Failure>

  extension MockMember {
    /// Where a stub of the calls `matcher` matches puts its answer.
    func stubSink(_ matcher: CallMatcher<Arguments>) -> AnswerSink<Arguments, Result, Failure> {
      AnswerSink { [self] answer, site in
        add(MockRule(.stub, matcher: matcher, answer: answer, site: site))
      }
    }
  }
#endif
