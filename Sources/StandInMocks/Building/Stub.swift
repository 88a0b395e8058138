#if DEBUG || STANDIN_MOCKS
  /// A stub being written: `mock.stub.member(matchers)` followed by its answer. The newest
  /// matching stub or expectation answers a call.
  ///
  /// ```swift
  /// mock.stub.status(for: "admin").returns(100)
  /// ```
  public struct Stub<Arguments, Result, Failure: Error>: PerformAnswering {
    private let member: MockMember<Arguments, Result, Failure>
    private let matcher: CallMatcher<Arguments>

    /// Starts a stub of `member` for the calls `matcher` matches; the generated mock calls this.
    public init(_ member: MockMember<Arguments, Result, Failure>, _ matcher: CallMatcher<Arguments>)
    {
      self.member = member
      self.matcher = matcher
    }

    /// Adds the stub to the member.
    public var answerSink: AnswerSink<Arguments, Result, Failure> {
      member.stubSink(matcher)
    }
  }

  /// A stub of an `async` member: it may also answer with an `async` closure.
  public struct AsyncStub<Arguments, Result, Failure: Error>: AsyncAnswering {
    private let member: MockMember<Arguments, Result, Failure>
    private let matcher: CallMatcher<Arguments>

    /// Starts a stub of `member` for the calls `matcher` matches; the generated mock calls this.
    public init(_ member: MockMember<Arguments, Result, Failure>, _ matcher: CallMatcher<Arguments>)
    {
      self.member = member
      self.matcher = matcher
    }

    /// Adds the stub to the member.
    public var answerSink: AnswerSink<Arguments, Result, Failure> {
      member.stubSink(matcher)
    }
  }

  /// A stub of a member with `inout` parameters: its `perform` receives the arguments `inout`.
  public struct UpdatingStub<Arguments, Result, Failure: Error>: UpdatingAnswering {
    private let member: MockMember<Arguments, Result, Failure>
    private let matcher: CallMatcher<Arguments>

    /// Starts a stub of `member` for the calls `matcher` matches; the generated mock calls this.
    public init(_ member: MockMember<Arguments, Result, Failure>, _ matcher: CallMatcher<Arguments>)
    {
      self.member = member
      self.matcher = matcher
    }

    /// Adds the stub to the member.
    public var answerSink: AnswerSink<Arguments, Result, Failure> {
      member.stubSink(matcher)
    }
  }

  /// A stub of an `async` member with `inout` parameters.
  public struct AsyncUpdatingStub<Arguments, Result, Failure: Error>: AsyncUpdatingAnswering {
    private let member: MockMember<Arguments, Result, Failure>
    private let matcher: CallMatcher<Arguments>

    /// Starts a stub of `member` for the calls `matcher` matches; the generated mock calls this.
    public init(_ member: MockMember<Arguments, Result, Failure>, _ matcher: CallMatcher<Arguments>)
    {
      self.member = member
      self.matcher = matcher
    }

    /// Adds the stub to the member.
    public var answerSink: AnswerSink<Arguments, Result, Failure> {
      member.stubSink(matcher)
    }
  }

  extension MockMember {
    /// Where a stub of the calls `matcher` matches puts its answer.
    func stubSink(_ matcher: CallMatcher<Arguments>) -> AnswerSink<Arguments, Result, Failure> {
      AnswerSink { [self] answer, site in
        add(MockRule(.stub, matcher: matcher, answer: answer, site: site))
      }
    }
  }
#endif
