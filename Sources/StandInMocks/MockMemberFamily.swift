#if DEBUG || STANDIN_MOCKS
  import Foundation

  /// The members of one generic method, one per combination of its generic arguments, so that
  /// stubs and calls keep their real types instead of being erased to `Any`. Generated mocks hold
  /// one per generic method.
  public final class MockMemberFamily: @unchecked Sendable {
    private let name: String
    private let state: MockState
    private let lock = NSLock()
    private var members: [[ObjectIdentifier]: AnyObject] = [:]

    /// Creates the family of the generic method `name` of the mock whose state is `state`.
    public init(_ name: String, of state: MockState) {
      self.name = name
      self.state = state
    }

    /// The member for the generic arguments `types`, created on first use.
    public func member<Arguments, Result, Failure: Error>(
      for types: [Any.Type],
      as memberType: MockMember<Arguments, Result, Failure>.Type,
      describeCall: @escaping (Arguments) -> String
    ) -> MockMember<Arguments, Result, Failure> {
      let key = types.map { ObjectIdentifier($0) }
      return lock.withLock {
        if let existing = members[key] as? MockMember<Arguments, Result, Failure> {
          return existing
        }
        let member = MockMember<Arguments, Result, Failure>(
          name, of: state, describeCall: describeCall
        )
        members[key] = member
        return member
      }
    }
  }
#endif
