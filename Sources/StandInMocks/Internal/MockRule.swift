#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// An asynchronous answer. It runs in the calling member's isolation, so the arguments it
  /// receives never cross to another actor.
  @usableFromInline
  typealias AsyncAnswerBody<Arguments, Result, Failure: Error> =
    nonisolated(nonsending) @Sendable (Arguments) async throws(Failure) -> Result

  /// An asynchronous answer that may write through the call's `inout` arguments.
  @usableFromInline
  typealias AsyncUpdatingAnswerBody<Arguments, Result, Failure: Error> =
    nonisolated(nonsending) @Sendable (inout Arguments) async throws(Failure) -> Result

  /// What a stub or an expectation answers a call with.
  @usableFromInline
  enum MockAnswer<Arguments, Result, Failure: Error> {
    case value(Result)
    /// Several values answered in turn, the last one repeating.
    case values([Result])
    case error(Failure)
    case perform((Arguments) throws(Failure) -> Result)
    case performAsync(AsyncAnswerBody<Arguments, Result, Failure>)
    /// A closure that may write through the call's `inout` arguments.
    case performUpdating((inout Arguments) throws(Failure) -> Result)
    case performUpdatingAsync(AsyncUpdatingAnswerBody<Arguments, Result, Failure>)
    case forwardToReal
    /// Runs `effect` (described by `effectDescription`, such as `posts userDidLogin`), then
    /// answers with `answer`.
    indirect case afterRunning(
      _ effect: @Sendable () -> Void, effectDescription: String, then: MockAnswer)
  }

  /// A stub, an expectation or a rejection registered on one member.
  ///
  /// What changes after it is added (its kind, answer and counts) lives behind a pointer and is
  /// touched only under the member's lock, so a call reads and counts it without Swift's dynamic
  /// exclusivity checks on class properties.
  @usableFromInline
  final class MockRule<Arguments, Result, Failure: Error>: @unchecked Sendable {
    @usableFromInline
    enum Kind {
      case stub
      case expectation(CallCount)
      case rejection
    }

    @usableFromInline
    struct State {
      @usableFromInline var kind: Kind
      /// The answer; a plain value is also kept in `value`, which a call reads without copying
      /// the enum.
      @usableFromInline var answer: MockAnswer<Arguments, Result, Failure>? {
        didSet {
          if case .value(let plain) = answer { value = plain } else { value = nil }
        }
      }
      @usableFromInline var value: Result?
      @usableFromInline var hits = 0
      @usableFromInline var nextValue = 0
      /// Whether the rule is a stub or an expectation and not a rejection, for the fast path.
      @usableFromInline var isRejection: Bool { if case .rejection = kind { true } else { false } }

      init(kind: Kind, answer: MockAnswer<Arguments, Result, Failure>?) {
        self.kind = kind
        self.answer = answer
        if case .value(let plain) = answer { value = plain }
      }
    }

    @usableFromInline let matcher: CallMatcher<Arguments>
    let site: SourceSite
    @usableFromInline let state: UnsafeMutablePointer<State>

    init(
      _ kind: Kind,
      matcher: CallMatcher<Arguments>,
      answer: MockAnswer<Arguments, Result, Failure>?,
      site: SourceSite
    ) {
      self.matcher = matcher
      self.site = site
      state = .allocate(capacity: 1)
      state.initialize(to: State(kind: kind, answer: answer))
    }

    deinit {
      state.deinitialize(count: 1)
      state.deallocate()
    }

    @inlinable
    var isExpectation: Bool {
      if case .expectation = state.pointee.kind { return true }
      return false
    }

    @inlinable
    var isRejection: Bool {
      if case .rejection = state.pointee.kind { return true }
      return false
    }

    var hits: Int { state.pointee.hits }

    /// The answer for one call; a sequence of values advances.
    @inlinable
    func takeAnswer() -> MockAnswer<Arguments, Result, Failure>? {
      guard let answer = state.pointee.answer else { return nil }
      return taking(answer)
    }

    @inlinable
    func taking(_ answer: MockAnswer<Arguments, Result, Failure>) -> MockAnswer<
      Arguments, Result, Failure
    > {
      switch answer {
      case .values(let values):
        let index = state.pointee.nextValue
        state.pointee.nextValue = index + 1
        return .value(values[Swift.min(index, values.count - 1)])
      case .afterRunning(let effect, let effectDescription, let then):
        return .afterRunning(effect, effectDescription: effectDescription, then: taking(then))
      default:
        return answer
      }
    }

    /// `returns 42`, `throws LoadError.offline`, `performs a closure`, `forwards to the real
    /// implementation`: how the rule answers, for messages.
    var answerDescription: String {
      state.pointee.answer.map(describeAnswer) ?? "answers nothing of its own"
    }

    private func describeAnswer(_ answer: MockAnswer<Arguments, Result, Failure>) -> String {
      switch answer {
      case .value(let value): "returns \(describeArgument(value))"
      case .values(let values):
        "returns \(values.map(describeArgument).joined(separator: ", then "))"
      case .error(let error): "throws \(describeArgument(error))"
      case .perform, .performAsync, .performUpdating, .performUpdatingAsync: "performs a closure"
      case .forwardToReal: "forwards to the real implementation"
      case .afterRunning(_, let effectDescription, let then):
        "\(effectDescription), then \(describeAnswer(then))"
      }
    }
  }
#endif
