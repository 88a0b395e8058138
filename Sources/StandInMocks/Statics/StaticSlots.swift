#if DEBUG || STANDIN_MOCKS
  import Foundation
  import StandIn

  /// The slots of mocks that cannot have a `static let`: a static mock or a mock's static members
  /// declared in a generic context, where Swift has no static storage. Each concrete type gets a
  /// slot of its own, created on first use. Generated mocks call this.
  public enum StaticSlots {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var slots: [ObjectIdentifier: AnyObject] = [:]

    /// The slot of `type`, made by `make` the first time it is asked for.
    public static func slot<Value: Sendable>(
      of type: Any.Type,
      _ make: () -> OverridableSlot<Value>
    ) -> OverridableSlot<Value> {
      lock.withLock {
        if let existing = slots[ObjectIdentifier(type)] as? OverridableSlot<Value> {
          return existing
        }
        let slot = make()
        slots[ObjectIdentifier(type)] = slot
        return slot
      }
    }
  }
#endif
