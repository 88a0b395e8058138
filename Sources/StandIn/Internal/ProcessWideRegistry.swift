import Atomics

/// The replacements installed by ``withProcessWideOverrides(_:operation:)``, seen by every read
/// that has no scope of its own.
enum ProcessWideRegistry {
  private static let layers = Locked<[Overrides]>([])
  private static let layerCount = ManagedAtomic<Int>(0)

  static func push(_ overrides: Overrides) {
    for replacement in overrides.replacements { replacement.slot.beginReplacement() }
    layers.withLock { $0.append(overrides) }
    layerCount.wrappingIncrement(ordering: .releasing)
  }

  static func pop(_ overrides: Overrides) {
    layerCount.wrappingDecrement(ordering: .releasing)
    layers.withLock { _ = $0.popLast() }
    for replacement in overrides.replacements { replacement.slot.endReplacement() }
  }

  /// The address of the innermost process-wide stand-in for `slot`, or `nil` when none is
  /// installed. The stand-in's storage is pinned to the calling thread, so a scope ending on
  /// another thread cannot free it before the caller has copied the value.
  static func pinnedAddress(of slot: ObjectIdentifier) -> UnsafeRawPointer? {
    guard layerCount.load(ordering: .acquiring) > 0 else { return nil }
    let storage = layers.withLock { layers -> (any AnyReplacementStorage)? in
      for layer in layers.reversed() {
        if let replacement = layer.replacements.first(where: { ObjectIdentifier($0.slot) == slot })
        {
          return replacement.storage
        }
      }
      return nil
    }
    guard let storage else { return nil }
    ThreadPin.pin(storage)
    return storage.address
  }
}
