#if DEBUG || STANDIN_MOCKS
  /// The argument matchers of one stub, expectation or verification, combined over a member's
  /// arguments; written by the generated mock.
  public struct CallMatcher<Arguments>: @unchecked Sendable {
    let description: String
    @usableFromInline let predicate: (Arguments) -> Bool
    @usableFromInline let captor: (Arguments) -> Void

    /// Creates a matcher named `description` (such as `status(for: "admin")`).
    public init(
      _ description: String,
      matches predicate: @escaping (Arguments) -> Bool,
      capture captor: @escaping (Arguments) -> Void
    ) {
      self.description = description
      self.predicate = predicate
      self.captor = captor
    }

    @inlinable
    func matches(_ arguments: Arguments) -> Bool {
      predicate(arguments)
    }

    @inlinable
    func capture(_ arguments: Arguments) {
      captor(arguments)
    }
  }
#endif
