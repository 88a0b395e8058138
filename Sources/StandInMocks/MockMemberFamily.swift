#if DEBUG || STANDIN_MOCKS
  import Foundation

  /// The members of one generic method, one per combination of its generic arguments, so that
  /// stubs and calls keep their real types instead of being erased to `Any`. Generated mocks hold
  /// one per generic method.
  public final class MockMemberFamily: @unchecked Sendable {
    private let signature: MockSignature
    private let state: MockState
    private let lock = NSLock()
    private var members: [[ObjectIdentifier]: AnyObject] = [:]

    /// Creates the family of the generic member described by `signature` of the mock whose state
    /// is `state`.
    public init(_ signature: MockSignature, of state: MockState) {
      self.signature = signature
      self.state = state
    }

    /// The member for the generic arguments whose keys are `types` (``typeKey(_:)``), created on
    /// first use.
    public func member<Arguments, Result, Failure: Error>(
      for types: [ObjectIdentifier],
      as memberType: MockMember<Arguments, Result, Failure>.Type = MockMember<
        Arguments, Result, Failure
      >.self
    ) -> MockMember<Arguments, Result, Failure> {
      lock.withLock {
        if let existing = members[types] as? MockMember<Arguments, Result, Failure> {
          return existing
        }
        let member = MockMember<Arguments, Result, Failure>(signature, of: state)
        members[types] = member
        return member
      }
    }
  }

  /// The key of a generic argument of a mocked member, noncopyable types included.
  public func typeKey<T: ~Copyable>(_ type: T.Type) -> ObjectIdentifier {
    ObjectIdentifier(type)
  }
#endif
