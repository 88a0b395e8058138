#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// The rule behind an expectation, shared by the expectation types of each kind of member.
  struct ExpectedCall<Arguments, Result, Failure: Error>: @unchecked Sendable {
    let member: MockMember<Arguments, Result, Failure>
    let rule: MockRule<Arguments, Result, Failure>

    init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      site: SourceSite
    ) {
      self.member = member
      rule = MockRule(.expectation(.once), matcher: matcher, answer: nil, site: site)
      member.add(rule)
    }

    func times(_ count: CallCount) {
      member.withLock { rule.state.pointee.kind = .expectation(count) }
    }

    var answerSink: AnswerSink<Arguments, Result, Failure> {
      AnswerSink { [member, rule] answer, _ in
        member.withLock { rule.state.pointee.answer = answer }
      }
    }
  }

  /// An expectation: the member must be called a number of times (once, unless ``times(_:)``
  /// says otherwise), checked by `verifyExpectations()` or at the end of a `.verifyingMocks`
  /// scope. It can answer the calls, like a stub; without an answer of its own it counts the call
  /// and lets the newest matching stub answer.
  ///
  /// ```swift
  /// mock.expect.upload(.any).times(2).returns(true)
  /// mock.expect.track("purchase")
  /// ```
  public final class Expectation<Arguments, Result, Failure: Error>: PerformAnswering,
    @unchecked Sendable
  {
    private let expected: ExpectedCall<Arguments, Result, Failure>

    /// Adds an expectation of one call that `matcher` matches to `member`; the generated mock
    /// calls this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      expected = ExpectedCall(
        member, matcher,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `count` calls instead of one.
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      expected.times(count)
      return self
    }

    /// Sets the expectation's answer.
    public var answerSink: AnswerSink<Arguments, Result, Failure> { expected.answerSink }
  }

  /// An expectation of an `async` member: it may also answer with an `async` closure.
  public final class AsyncExpectation<Arguments, Result, Failure: Error>: AsyncAnswering,
    @unchecked Sendable
  {
    private let expected: ExpectedCall<Arguments, Result, Failure>

    /// Adds an expectation of one call that `matcher` matches to `member`; the generated mock
    /// calls this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      expected = ExpectedCall(
        member, matcher,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `count` calls instead of one.
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      expected.times(count)
      return self
    }

    /// Sets the expectation's answer.
    public var answerSink: AnswerSink<Arguments, Result, Failure> { expected.answerSink }
  }

  /// An expectation of a member with `inout` parameters: its `perform` receives the arguments
  /// `inout`.
  public final class UpdatingExpectation<Arguments, Result, Failure: Error>: UpdatingAnswering,
    @unchecked Sendable
  {
    private let expected: ExpectedCall<Arguments, Result, Failure>

    /// Adds an expectation of one call that `matcher` matches to `member`; the generated mock
    /// calls this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      expected = ExpectedCall(
        member, matcher,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `count` calls instead of one.
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      expected.times(count)
      return self
    }

    /// Sets the expectation's answer.
    public var answerSink: AnswerSink<Arguments, Result, Failure> { expected.answerSink }
  }

  /// An expectation of an `async` member with `inout` parameters.
  public final class AsyncUpdatingExpectation<Arguments, Result, Failure: Error>:
    AsyncUpdatingAnswering, @unchecked Sendable
  {
    private let expected: ExpectedCall<Arguments, Result, Failure>

    /// Adds an expectation of one call that `matcher` matches to `member`; the generated mock
    /// calls this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      expected = ExpectedCall(
        member, matcher,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `count` calls instead of one.
    @discardableResult
    public func times(_ count: CallCount) -> Self {
      expected.times(count)
      return self
    }

    /// Sets the expectation's answer.
    public var answerSink: AnswerSink<Arguments, Result, Failure> { expected.answerSink }
  }

  /// A rejection: the calls it matches are reported when they happen, at the line that
  /// rejected them.
  ///
  /// ```swift
  /// mock.reject.delete(.any)
  /// ```
  public struct Rejection<Arguments, Result, Failure: Error>: Sendable {
    /// Rejects the calls to `member` that `matcher` matches; the generated mock calls this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      member.add(
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
