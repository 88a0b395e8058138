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
    /// The flag. It must stay the first stored property: ``flagAddress`` finds it at the start of
    /// the object's stored properties, as swift-atomics' `ManagedAtomic` finds its value.
    @usableFromInline var isLockedStorage: AtomicStorage<Bool>

    @usableFromInline
    init() {
      isLockedStorage = AtomicStorage<Bool>(false)
    }

    @inlinable
    var flagAddress: UnsafeMutablePointer<AtomicStorage<Bool>> {
      _getUnsafePointerToStoredProperties(self).assumingMemoryBound(
        to: AtomicStorage<Bool>.self)
    }

    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
      lock()
      defer { AtomicStorage<Bool>.atomicStore(false, at: flagAddress, ordering: .releasing) }
      return try body()
    }

    @inlinable
    func lock() {
      var spins = 0
      while !AtomicStorage<Bool>.atomicWeakCompareExchange(
        expected: false, desired: true, at: flagAddress, successOrdering: .acquiring,
        failureOrdering: .relaxed
      ).exchanged {
        spins += 1
        if spins > 64 {
          sched_yield()
        }
      }
    }
  }
#endif
