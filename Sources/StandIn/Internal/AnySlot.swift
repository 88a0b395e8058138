/// What StandIn's bookkeeping needs from a slot, whatever its value type.
@usableFromInline
protocol AnySlot: OverridableSlotProtocol {
  /// How code reaches the slot.
  var access: SlotAccess { get }
  /// Where a copy of the real instance lives for as long as the slot.
  var realAddress: UnsafeRawPointer { get }
  /// Counts `count` more reasons to take the slow path: live replacements or strict scopes.
  func beginReplacement(count: Int)
  /// Counts `count` such reasons less.
  func endReplacement(count: Int)
}

extension AnySlot {
  /// Counts one more live replacement, turning off the slot's fast path.
  func beginReplacement() { beginReplacement(count: 1) }
  /// Counts one live replacement less.
  func endReplacement() { endReplacement(count: 1) }
}
