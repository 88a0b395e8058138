#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// An asynchronous answer. It runs in the calling member's isolation, so the arguments it
  /// receives never cross to another actor.
  @usableFromInline
  typealias AsyncAnswerBody<Arguments, Result, Failure: Error> =
    nonisolated(nonsending) @Sendable (Arguments) async throws(Failure) -> Result

  /// What a stub or an expectation answers a call with.
  @usableFromInline
  enum MockAnswer<Arguments, Result, Failure: Error> {
    case value(Result)
    /// Several values answered in turn, the last one repeating.
    case values([Result])
    case error(Failure)
    case perform((Arguments) throws(Failure) -> Result)
    case performAsync(AsyncAnswerBody<Arguments, Result, Failure>)
    case forwardToReal
    /// Runs `effect` (described by `effectDescription`, such as `posts userDidLogin`), then
    /// answers with `answer`.
    indirect case afterRunning(
      _ effect: @Sendable () -> Void, effectDescription: String, then: MockAnswer)
  }

  /// A stub, an expectation or a rejection registered on one member. Its mutable state is only
  /// touched under the member's lock.
  @usableFromInline
  final class MockRule<Arguments, Result, Failure: Error>: @unchecked Sendable {
    @usableFromInline
    enum Kind {
      case stub
      case expectation(CallCount)
      case rejection
    }

    @usableFromInline var kind: Kind
    @usableFromInline let matcher: CallMatcher<Arguments>
    let site: SourceSite
    @usableFromInline var answer: MockAnswer<Arguments, Result, Failure>?
    @usableFromInline var nextValue = 0
    @usableFromInline private(set) var hits = 0

    init(
      _ kind: Kind,
      matcher: CallMatcher<Arguments>,
      answer: MockAnswer<Arguments, Result, Failure>?,
      site: SourceSite
    ) {
      self.kind = kind
      self.matcher = matcher
      self.answer = answer
      self.site = site
    }

    @inlinable
    var isExpectation: Bool {
      if case .expectation = kind { return true }
      return false
    }

    @inlinable
    func countHit() {
      hits += 1
    }

    /// The answer for one call; a sequence of values advances.
    @inlinable
    func takeAnswer() -> MockAnswer<Arguments, Result, Failure>? {
      answer.map(taking)
    }

    @inlinable
    func taking(_ answer: MockAnswer<Arguments, Result, Failure>) -> MockAnswer<
      Arguments, Result, Failure
    > {
      switch answer {
      case .values(let values):
        defer { nextValue += 1 }
        return .value(values[min(nextValue, values.count - 1)])
      case .afterRunning(let effect, let effectDescription, let then):
        return .afterRunning(effect, effectDescription: effectDescription, then: taking(then))
      default:
        return answer
      }
    }

    /// `returns 42`, `throws LoadError.offline`, `performs a closure`, `forwards to the real
    /// implementation`: how the rule answers, for messages.
    var answerDescription: String {
      answer.map(describeAnswer) ?? "answers nothing of its own"
    }

    private func describeAnswer(_ answer: MockAnswer<Arguments, Result, Failure>) -> String {
      switch answer {
      case .value(let value): "returns \(describeArgument(value))"
      case .values(let values):
        "returns \(values.map(describeArgument).joined(separator: ", then "))"
      case .error(let error): "throws \(describeArgument(error))"
      case .perform, .performAsync: "performs a closure"
      case .forwardToReal: "forwards to the real implementation"
      case .afterRunning(_, let effectDescription, let then):
        "\(effectDescription), then \(describeAnswer(then))"
      }
    }
  }
#endif
