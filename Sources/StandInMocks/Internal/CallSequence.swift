#if DEBUG || STANDIN_MOCKS
  import Atomics

  /// Numbers every call made to any mock in the process, so calls to different mocks can be
  /// put in order. Each member keeps the counter's address, so taking a number is one atomic
  /// increment, with no lazy global to check first.
  @usableFromInline
  enum CallSequence {
    /// The process-wide counter, created once and never destroyed.
    static let counter = UnsafeAtomic<UInt64>.create(0)
  }

  extension UnsafeAtomic where Value == UInt64 {
    /// The next number of the process-wide call sequence.
    @inlinable
    func nextCallNumber() -> UInt64 {
      wrappingIncrementThenLoad(ordering: .relaxed)
    }
  }
#endif
