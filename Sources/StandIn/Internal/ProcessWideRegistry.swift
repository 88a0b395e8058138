import Synchronization

/// The replacements installed by ``withProcessWideOverrides(_:fileID:filePath:line:column:operation:)``,
/// seen by every read that has no scope of its own.
enum ProcessWideRegistry {
  private static let layers = Locked<[Overrides]>([])
  private static let layerCount = Atomic<Int>(0)

  static func push(_ overrides: Overrides) {
    for replacement in overrides.replacements { replacement.slot.beginReplacement() }
    layers.withLock { $0.append(overrides) }
    layerCount.add(1, ordering: .releasing)
  }

  static func pop(_ overrides: Overrides) {
    layerCount.subtract(1, ordering: .releasing)
    layers.withLock { _ = $0.popLast() }
    for replacement in overrides.replacements { replacement.slot.endReplacement() }
  }

  static func replaces(_ slot: ObjectIdentifier) -> Bool {
    guard layerCount.load(ordering: .acquiring) > 0 else { return false }
    return layers.withLock { layers in
      layers.contains { $0.replacements.contains { ObjectIdentifier($0.slot) == slot } }
    }
  }

  static func replacement<Value>(for slot: OverridableSlot<Value>) -> Value? {
    layers.withLock { layers in
      for layer in layers.reversed() where layer.replaces(slot) {
        return layer[slot]
      }
      return nil
    }
  }
}
