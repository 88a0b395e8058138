import StandInMacros

/// The same shared service as `Analytics` in the benchmark module, declared in another module,
/// as a framework's singleton would be. Reads of it from the benchmark module cross a module
/// boundary: a `static let` through its addressor, a computed getter through a call.
public final class RemoteAnalytics: Sendable {
  public let id: Int

  public init(id: Int = 1) { self.id = id }

  /// The method every variant calls after the read; not inlined, returns a stored value.
  @inline(never)
  public func track() -> Int { id }

  /// Baseline: a plain singleton.
  public static let plain = RemoteAnalytics()

  /// The macro form.
  @Overridable public static var shared = RemoteAnalytics()

  /// The hand-written form, getter not inlinable (what most people would write).
  public static let handWrittenSlot = OverridableSlot(
    RemoteAnalytics(), name: "RemoteAnalytics.handWritten")
  public static var handWritten: RemoteAnalytics { handWrittenSlot.current }

  /// The hand-written form with an `@inlinable` getter: the slot read is inlined at the caller.
  public static let inlinableSlot = OverridableSlot(
    RemoteAnalytics(), name: "RemoteAnalytics.inlinable")
  @inlinable public static var inlinable: RemoteAnalytics { inlinableSlot.current }
}
