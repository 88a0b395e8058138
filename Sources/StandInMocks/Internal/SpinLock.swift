#if DEBUG || STANDIN_MOCKS
  import Atomics

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// A lock for critical sections of a few instructions, such as recording one call: an atomic
  /// flag taken with acquire and dropped with release, so ThreadSanitizer sees every handover.
  /// A waiter spins briefly, then yields its thread.
  @usableFromInline
  final class SpinLock: @unchecked Sendable {
    @usableFromInline let isLocked: UnsafeAtomic<Bool>

    @usableFromInline
    init() {
      isLocked = .create(false)
    }

    deinit {
      isLocked.destroy()
    }

    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
      lock()
      defer { isLocked.store(false, ordering: .releasing) }
      return try body()
    }

    @inlinable
    func lock() {
      isLocked.spinLock()
    }
  }

  extension UnsafeAtomic where Value == Bool {
    /// Takes the flag as a lock: sets it with acquire ordering once it is clear, spinning
    /// briefly, then yielding the thread between tries.
    @inlinable
    func spinLock() {
      var spins = 0
      while !weakCompareExchange(
        expected: false, desired: true, successOrdering: .acquiring, failureOrdering: .relaxed
      ).exchanged {
        spins += 1
        if spins > 64 {
          sched_yield()
        }
      }
    }
  }
#endif
