import Atomics

/// swift-atomics' in-memory representation of an atomic `Value`, such as `Int`.
///
/// Spelled through the protocol because `Int.AtomicRepresentation` alone is ambiguous wherever
/// the standard library's `Synchronization` module is also visible. StandIn stores these inline
/// in its objects and reaches them through `_getUnsafePointerToStoredProperties`, as
/// swift-atomics' own `ManagedAtomic` does, so a read needs no second object.
@usableFromInline
typealias AtomicStorage<Value: AtomicValue> = Value.AtomicRepresentation
