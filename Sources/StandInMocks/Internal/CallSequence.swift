#if DEBUG || STANDIN_MOCKS
  import Atomics

  /// Numbers every call made to any mock in the process, so calls to different mocks can be
  /// put in order.
  @usableFromInline
  enum CallSequence {
    @usableFromInline static let last = ManagedAtomic<UInt64>(0)

    @inlinable
    static func next() -> UInt64 {
      last.wrappingIncrementThenLoad(ordering: .relaxed)
    }
  }
#endif
