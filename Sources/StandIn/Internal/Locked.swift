import Foundation

/// A value guarded by a lock that ThreadSanitizer understands.
///
/// StandIn's bookkeeping (never its reads) takes this lock. Synchronization's `Mutex` would do,
/// but on Linux its contended path runs in uninstrumented code, so ThreadSanitizer reports the
/// data it protects as racing, hiding real races behind false ones.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
