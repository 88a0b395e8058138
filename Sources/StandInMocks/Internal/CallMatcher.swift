#if DEBUG || STANDIN_MOCKS
  /// The argument matchers of one stub, expectation or verification, combined over a member's
  /// arguments; written by the generated mock.
  public struct CallMatcher<Arguments>: @unchecked Sendable {
    let description: String
    private let predicate: (Arguments) -> Bool
    private let captor: (Arguments) -> Void

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

    func matches(_ arguments: Arguments) -> Bool {
      predicate(arguments)
    }

    func capture(_ arguments: Arguments) {
      captor(arguments)
    }
  }
#endif
