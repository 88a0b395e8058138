/// What StandIn's bookkeeping needs from a slot, whatever its value type.
@usableFromInline
protocol AnySlot: AnyObject, Sendable {
  /// The name used in messages, such as `Analytics.shared`.
  var name: String { get }
  /// Where a copy of the real instance lives for as long as the slot.
  var realAddress: UnsafeRawPointer { get }
  /// Counts one more live replacement, turning off the slot's fast path.
  func beginReplacement()
  /// Counts one live replacement less.
  func endReplacement()
}
