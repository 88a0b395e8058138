/// Owns one stand-in value at a fixed address, so reads can borrow it through a raw pointer
/// without touching reference counts shared with other threads.
final class ReplacementStorage<Value: Sendable>: AnyReplacementStorage, @unchecked Sendable {
  private let pointer: UnsafeMutablePointer<Value>

  init(_ value: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  var address: UnsafeRawPointer { UnsafeRawPointer(pointer) }

  var value: Value { pointer.pointee }
}

/// A ``ReplacementStorage`` of any value type.
protocol AnyReplacementStorage: AnyObject, Sendable {
  /// Where the value lives for as long as the storage does.
  var address: UnsafeRawPointer { get }
}
