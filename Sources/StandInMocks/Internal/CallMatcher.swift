#if DEBUG || STANDIN_MOCKS
  /// The argument matchers of one stub, expectation or verification, combined over a member's
  /// arguments; generated builders create it with one matcher per argument.
  ///
  /// ```swift
  /// // Not compiled: what the builder `status(for: id, retries: retries)` writes.
  /// CallMatcher(id, retries)
  /// ```
  public struct CallMatcher<Arguments>: @unchecked Sendable {
    /// Each argument matcher's description, in order.
    @usableFromInline let descriptions: [String]
    /// `nil` when every argument matcher matches every value: a call checks nothing.
    @usableFromInline let predicate: ((Arguments) -> Bool)?
    /// `nil` when no argument matcher captures.
    @usableFromInline let captor: ((Arguments) -> Void)?

    @usableFromInline
    init(
      descriptions: [String],
      predicate: ((Arguments) -> Bool)?,
      captor: ((Arguments) -> Void)?
    ) {
      self.descriptions = descriptions
      self.predicate = predicate
      self.captor = captor
    }

    @inlinable
    func matches(_ arguments: Arguments) -> Bool {
      predicate?(arguments) ?? true
    }

    @inlinable
    func capture(_ arguments: Arguments) {
      captor?(arguments)
    }

    /// `status(for: "admin", retries: any)`: the calls the matcher matches, as messages show them.
    func description(of signature: MockSignature) -> String {
      signature.describe(descriptions)
    }
  }
#endif
