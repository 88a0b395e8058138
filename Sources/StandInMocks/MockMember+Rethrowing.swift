#if DEBUG || STANDIN_MOCKS
  import StandIn

  extension MockMember {
    /// How a call of a `rethrows` member is answered: with a value, by the real implementation,
    /// or by rethrowing what the closure it was handed threw.
    public enum RethrowingAnswer {
      /// The stubbed value.
      case value(Result)
      /// Run the real implementation.
      case forwardToReal
      /// Throw `error`: a stub's `perform` threw it after the member's closure threw, so the
      /// caller's closure throws and the call may too.
      case rethrow(any Error)
    }

    /// Records a call of a `rethrows` member and says how to answer it. Such a member may throw
    /// only when its closure throws, so a stub's error is rethrown only if the closure threw
    /// during the call (`closureThrew`); otherwise it is reported.
    @inlinable
    public func callRethrowing(
      _ arguments: Arguments,
      closureThrew: () -> Bool
    ) -> RethrowingAnswer {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return .value(value)
      case .answer(.perform(let body)):
        do {
          return .value(try body(arguments))
        } catch {
          return rethrowing(error, arguments, closureThrew: closureThrew())
        }
      case .answer(.performUpdating(let body)):
        var copy = arguments
        do {
          return .value(try body(&copy))
        } catch {
          return rethrowing(error, arguments, closureThrew: closureThrew())
        }
      case .answer(.error(let error)):
        return rethrowing(error, arguments, closureThrew: false)
      case .answer(.forwardToReal) where state.canForward:
        return .forwardToReal
      case .unmatched(let reported, let expected)
      where runsRealWhenUnmatched(arguments, reported: reported, expected: expected):
        return .forwardToReal
      case .unmatched(let reported, let expected):
        return answeringWithoutThrowing(arguments) { arguments throws(Failure) in
          try self.unanswered(arguments, reported: reported, expected: expected)
        }
      case .answer(.forwardToReal):
        return answeringWithoutThrowing(arguments) { arguments throws(Failure) in
          try self.unanswered(arguments, reported: self.reportNoReal(arguments))
        }
      case .answer(.values), .answer(.performAsync), .answer(.performUpdatingAsync),
        .answer(.afterRunning):
        return answeringWithoutThrowing(arguments) { arguments throws(Failure) in
          try self.unanswered(arguments, reported: false)
        }
      }
    }

    /// Records a call of an `async` `rethrows` member that runs on `isolation`, and says how to
    /// answer it.
    @inlinable
    public func callRethrowingAsync(
      _ arguments: Arguments,
      isolation: isolated (any Actor)?,
      closureThrew: () -> Bool
    ) async -> RethrowingAnswer {
      switch decide(arguments) {
      case .value(let value):
        return .value(value)
      case .answer(.performAsync(let body)):
        do {
          return .value(try await body(arguments))
        } catch {
          return rethrowing(error, arguments, closureThrew: closureThrew())
        }
      case .answer(.performUpdatingAsync(let body)):
        var copy = arguments
        do {
          return .value(try await body(&copy))
        } catch {
          return rethrowing(error, arguments, closureThrew: closureThrew())
        }
      case .answer(let answer):
        return answerRethrowing(answer, arguments, closureThrew: closureThrew)
      case .unmatched(let reported, let expected)
      where runsRealWhenUnmatched(arguments, reported: reported, expected: expected):
        return .forwardToReal
      case .unmatched(let reported, let expected):
        return answeringWithoutThrowing(arguments) { arguments throws(Failure) in
          try self.unanswered(arguments, reported: reported, expected: expected)
        }
      }
    }

    @usableFromInline
    func answerRethrowing(
      _ answer: MockAnswer<Arguments, Result, Failure>,
      _ arguments: Arguments,
      closureThrew: () -> Bool
    ) -> RethrowingAnswer {
      switch answer {
      case .value(let value):
        return .value(value)
      case .perform(let body):
        do {
          return .value(try body(arguments))
        } catch {
          return rethrowing(error, arguments, closureThrew: closureThrew())
        }
      case .performUpdating(let body):
        var copy = arguments
        do {
          return .value(try body(&copy))
        } catch {
          return rethrowing(error, arguments, closureThrew: closureThrew())
        }
      case .error(let error):
        return rethrowing(error, arguments, closureThrew: false)
      case .forwardToReal where state.canForward:
        return .forwardToReal
      case .forwardToReal:
        return answeringWithoutThrowing(arguments) { arguments throws(Failure) in
          try self.unanswered(arguments, reported: self.reportNoReal(arguments))
        }
      case .values, .performAsync, .performUpdatingAsync, .afterRunning:
        return answeringWithoutThrowing(arguments) { arguments throws(Failure) in
          try self.unanswered(arguments, reported: false)
        }
      }
    }

    /// `error`, thrown by a stub of a `rethrows` member: rethrown if the member's closure threw
    /// during the call; otherwise reported, since the caller's closure may not throw, and the
    /// call answers a default value or stops.
    @usableFromInline
    func rethrowing(_ error: any Error, _ arguments: Arguments, closureThrew: Bool)
      -> RethrowingAnswer
    {
      if closureThrew { return .rethrow(error) }
      let message = """
        A stub of \(describe(arguments)) on \(state.typeName) threw \(describeArgument(error)), \
        but \(signature.displayName) is rethrows: it may throw only what the closure it is \
        handed throws. Throw by calling that closure in perform, or answer a value.
        """
      reportStandInIssue(message, at: state.site)
      guard let value = defaultMockValue(of: Result.self) else { fatalError(message) }
      return .value(value)
    }

    /// Runs `answer` for a `rethrows` member, which must not throw on its own.
    @usableFromInline
    func answeringWithoutThrowing(
      _ arguments: Arguments,
      _ answer: (Arguments) throws(Failure) -> Result
    ) -> RethrowingAnswer {
      do {
        return .value(try answer(arguments))
      } catch {
        if let value = defaultMockValue(of: Result.self) { return .value(value) }
        let message = noValueMessage(describe(arguments))
        reportStandInIssue(message, at: state.site)
        fatalError(message)
      }
    }
  }

  /// Watches the closures handed to a `rethrows` member of a mock, so the mock knows whether an
  /// error a stub throws came from them. Generated mocks wrap each closure argument with it.
  public final class ThrownErrorWatch: @unchecked Sendable {
    private let lock = SpinLock()
    private var threw = false

    /// A watch of one call.
    public init() {}

    /// Whether a watched closure threw.
    public var closureThrew: Bool { lock.withLock { threw } }

    /// Runs `body`, a call of a watched closure, noting whether it throws.
    public func watch<R>(_ body: () throws -> R) rethrows -> R {
      do {
        return try body()
      } catch {
        lock.withLock { threw = true }
        throw error
      }
    }

    /// Runs asynchronous `body`, a call of a watched closure, noting whether it throws.
    public func watch<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ body: () async throws -> R
    ) async rethrows -> R {
      do {
        return try await body()
      } catch {
        lock.withLock { threw = true }
        throw error
      }
    }
  }

  /// Throws what `body` throws, from a `rethrows` member: how a generated mock rethrows the error
  /// its closure argument threw.
  public func rethrowing<R>(_ body: () throws -> R) rethrows -> R {
    try body()
  }
#endif
