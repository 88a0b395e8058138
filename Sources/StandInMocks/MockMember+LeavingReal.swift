#if DEBUG || STANDIN_MOCKS
  import StandIn

  extension MockMember {
    /// How a call is answered when the generated mock runs the real implementation itself,
    /// outside any closure: with a value, or by the real implementation.
    public enum AnswerLeavingReal {
      /// The answer of a stub, an expectation, or the mock's default.
      case value(Result)
      /// Run the real implementation: the mock calls it with its own parameters.
      case forwardToReal
    }

    /// Records a call and answers it, or says to run the real implementation. A generated mock
    /// calls this instead of ``call(_:real:)`` when a parameter cannot be captured by the closure
    /// that would run the real implementation: a `borrowing` parameter of a type the macro does
    /// not know to be copyable, or a `consuming` noncopyable one. `arguments` is what the call
    /// records; a `perform` may write through it, and the mock copies its `inout` parameters back.
    @inlinable
    public func callLeavingReal(_ arguments: inout Arguments) throws(Failure)
      -> AnswerLeavingReal
    {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return .value(value)
      case .answer(.error(let error)):
        throw error
      case .answer(.perform(let body)):
        return .value(try body(arguments))
      case .answer(.performUpdating(let body)):
        return .value(try body(&arguments))
      case .answer(.forwardToReal):
        guard state.canForward else {
          return .value(try unanswered(arguments, reported: reportNoReal(arguments)))
        }
        return .forwardToReal
      case .answer(.values), .answer(.performAsync), .answer(.performUpdatingAsync),
        .answer(.afterRunning):
        return .value(try unanswered(arguments, reported: false))
      case .unmatched(let reported, let expected):
        if runsRealWhenUnmatched(arguments, reported: reported, expected: expected) {
          return .forwardToReal
        }
        return .value(try unanswered(arguments, reported: reported, expected: expected))
      }
    }

    /// Records a call of an `async` member that runs on `isolation` and answers it, or says to
    /// run the real implementation: ``callLeavingReal(_:)`` for `async` members.
    @inlinable
    public func callLeavingRealAsync(
      _ arguments: inout Arguments,
      isolation: isolated (any Actor)?
    ) async throws(Failure) -> AnswerLeavingReal {
      switch decide(arguments) {
      case .value(let value), .answer(.value(let value)):
        return .value(value)
      case .answer(.error(let error)):
        throw error
      case .answer(.perform(let body)):
        return .value(try body(arguments))
      case .answer(.performAsync(let body)):
        return .value(try await body(arguments))
      case .answer(.performUpdating(let body)):
        return .value(try body(&arguments))
      case .answer(.performUpdatingAsync(let body)):
        return .value(try await body(&arguments))
      case .answer(.forwardToReal):
        guard state.canForward else {
          return .value(try unanswered(arguments, reported: reportNoReal(arguments)))
        }
        return .forwardToReal
      case .answer(.values), .answer(.afterRunning):
        return .value(try unanswered(arguments, reported: false))
      case .unmatched(let reported, let expected):
        if runsRealWhenUnmatched(arguments, reported: reported, expected: expected) {
          return .forwardToReal
        }
        return .value(try unanswered(arguments, reported: reported, expected: expected))
      }
    }
  }
#endif
