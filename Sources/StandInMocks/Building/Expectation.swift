#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// An expectation: the member must be called a number of times (once, unless ``times(_:)``
  /// says otherwise), checked by `verifyExpectations()` or at
  /// the end of a `.verifyingMocks` scope. It can answer the calls, like a stub; without an
  /// answer of its own it counts the call and lets the newest matching stub answer.
  ///
  /// ```swift
  /// mock.expect.upload(.any).times(2).returns(true)
  /// mock.expect.track("purchase")
  /// ```
  public final class Expectation<Arguments, Result, Failure: Error>: Answering, @unchecked Sendable
  {
    private let member: MockMember<Arguments, Result, Failure>
    private let rule: MockRule<Arguments, Result, Failure>

    /// Adds an expectation of one call matching `matcher` to `member`; the generated mock calls
    /// this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      self.member = member
      rule = MockRule(
        .expectation(.once),
        matcher: matcher,
        answer: nil,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      member.add(rule)
    }

    /// Expects `count` calls instead of one.
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      member.withLock { rule.kind = .expectation(count) }
      return self
    }

    /// Sets the expectation's answer.
    public var answerSink: AnswerSink<Arguments, Result, Failure> {
      AnswerSink { [member, rule] answer, _ in
        member.withLock { rule.answer = answer }
      }
    }
  }

  /// An expectation of an `async` member: it may also answer with an `async` closure.
  public final class AsyncExpectation<Arguments, Result, Failure: Error>: AsyncAnswering,
    @unchecked Sendable
  {
    private let expectation: Expectation<Arguments, Result, Failure>

    /// Adds an expectation of one call matching `matcher` to `member`; the generated mock calls
    /// this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      expectation = Expectation(
        member, matcher, fileID: fileID, filePath: filePath, line: line, column: column
      )
    }

    /// Expects `count` calls instead of one.
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      expectation.times(count)
      return self
    }

    /// Sets the expectation's answer.
    public var answerSink: AnswerSink<Arguments, Result, Failure> { expectation.answerSink }
  }

  extension MockMember {
    /// Rejects the calls `matcher` matches: each is reported when it happens, at this line.
    /// The generated mock's `reject` calls this.
    public func reject(
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      add(
        MockRule(
          .rejection,
          matcher: matcher,
          answer: nil,
          site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      )
    }
  }
#endif
