#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// The calls to one member that some argument matchers match, as a mock's builders hand them
  /// out: `Role` says what the test does with them (answer, check, expect or reject them), and
  /// `Shape` what kind of member they belong to.
  ///
  /// ```swift
  /// mock.stub.status(for: .any).returns(7)       // Stub: answered
  /// mock.expect.upload(.any).times(2)             // Expectation: must happen
  /// mock.reject.delete(.any)                      // Rejection: must not happen
  /// mock.verify.track("purchase").called(1)       // CallVerification: checked after the fact
  /// ```
  ///
  /// One generated builder class serves `stub` and `verify`, another `expect` and `reject`; each
  /// member's builder returns a `MockCall` of the class's role.
  public struct MockCall<
    Role: MockCallRole, Shape: MemberShape, Arguments, Result, Failure: Error
  >: @unchecked Sendable {
    @usableFromInline let member: MockMember<Arguments, Result, Failure>
    @usableFromInline let matcher: CallMatcher<Arguments>
    /// The rule an expectation or a rejection added to the member.
    let rule: MockRule<Arguments, Result, Failure>?

    /// Selects the calls to `member` that `matcher` matches, to stub or to verify; the
    /// generated mock calls this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>, _ matcher: CallMatcher<Arguments>
    ) where Role: SelectingRole {
      self.member = member
      self.matcher = matcher
      rule = nil
    }

    /// Adds to `member` the rule of the role for the calls that `matcher` matches, written at
    /// the given line: an expectation of one call, or a rejection. The generated mock calls
    /// this.
    public init(
      _ member: MockMember<Arguments, Result, Failure>,
      _ matcher: CallMatcher<Arguments>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) where Role: RuleRole {
      self.member = member
      self.matcher = matcher
      let rule = MockRule<Arguments, Result, Failure>(
        Role.self == Rejecting.self ? .rejection : .expectation(.once),
        matcher: matcher,
        answer: nil,
        site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      member.add(rule)
      self.rule = rule
    }
  }

  extension MockCall: Answering where Role: AnsweringRole {
    /// Where the answer goes: a new stub, or the expectation's own rule.
    public var answerSink: AnswerSink<Arguments, Result, Failure> {
      guard let rule else { return member.stubSink(matcher) }
      return AnswerSink { [member] answer, _ in
        member.withLock { rule.state.pointee.answer = answer }
      }
    }
  }

  extension MockCall: PerformAnswering where Role: AnsweringRole, Shape: PerformingShape {}
  extension MockCall: AsyncAnswering where Role: AnsweringRole, Shape == AsyncMember {}
  extension MockCall: UpdatingAnswering where Role: AnsweringRole, Shape: UpdatingShape {}
  extension MockCall: AsyncUpdatingAnswering
  where Role: AnsweringRole, Shape == AsyncUpdatingMember {}
#endif
