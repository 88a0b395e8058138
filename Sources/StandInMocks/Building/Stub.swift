#if DEBUG || STANDIN_MOCKS
  /// A stub being written: `mock.stub.member(matchers)` followed by its answer. The newest
  /// matching stub or expectation answers a call.
  ///
  /// ```swift
  /// mock.stub.status(for: "admin").returns(100)
  /// ```
  public struct Stub<Arguments, Result, Failure: Error>: Answering {
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
      AnswerSink { [member, matcher] answer, site in
        member.add(MockRule(.stub, matcher: matcher, answer: answer, site: site))
      }
    }
  }

  /// A stub of an `async` member: it may also answer with an `async` closure.
  public struct AsyncStub<Arguments, Result, Failure: Error>: AsyncAnswering {
    private let stub: Stub<Arguments, Result, Failure>

    /// Starts a stub of `member` for the calls `matcher` matches; the generated mock calls this.
    public init(_ member: MockMember<Arguments, Result, Failure>, _ matcher: CallMatcher<Arguments>)
    {
      stub = Stub(member, matcher)
    }

    /// Adds the stub to the member.
    public var answerSink: AnswerSink<Arguments, Result, Failure> { stub.answerSink }
  }
#endif
