/// Any ``OverridableSlot``, whatever its value type: what lists of slots hold, such as the slots
/// a strict test may use for real.
///
/// ```swift
/// let slots: [any OverridableSlotProtocol] = [Analytics.$shared, SettingsStore.standardSlot]
/// withStrictStandIns(allowing: slots) { checkout() }
/// ```
///
/// Only ``OverridableSlot`` conforms.
public protocol OverridableSlotProtocol: AnyObject, Sendable {
  /// The name StandIn's messages use for the slot, such as `Analytics.shared`.
  var name: String { get }
}
