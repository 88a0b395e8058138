import Foundation
import StandIn

/// The user's settings, written in StandIn's hand-written form: a slot and a getter, no macro.
public final class SettingsStore: @unchecked Sendable {
  /// The slot behind ``standard``: tests replace the store through it.
  public static let standardSlot = OverridableSlot(SettingsStore(), name: "SettingsStore.standard")
  /// The store the app uses.
  public static var standard: SettingsStore { standardSlot.current }

  private let lock = NSLock()
  private var values: [String: String]

  /// Creates a store holding `values`; the app uses ``standard``.
  public init(values: [String: String] = [:]) {
    self.values = values
  }

  /// The value stored for `key`.
  public subscript(key: String) -> String? {
    get { lock.withLock { values[key] } }
    set { lock.withLock { values[key] = newValue } }
  }

  /// The text shown before the status number.
  public var statusPrefix: String { self["statusPrefix"] ?? "Status" }
}
