#if DEBUG || STANDIN_MOCKS
  import Atomics

  /// swift-atomics' in-memory representation of an atomic `Value`, spelled through the protocol
  /// because `Bool.AtomicRepresentation` alone is ambiguous wherever the standard library's
  /// `Synchronization` module is also visible.
  @usableFromInline
  typealias AtomicStorage<Value: AtomicValue> = Value.AtomicRepresentation
#endif
