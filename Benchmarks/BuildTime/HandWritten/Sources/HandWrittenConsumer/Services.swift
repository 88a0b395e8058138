import StandIn

// The same three services as ../Macro, written by hand: a slot and a getter per singleton.

public final class Analytics: Sendable {
  public static let sharedSlot = OverridableSlot(Analytics(), name: "Analytics.shared")
  public static var shared: Analytics { sharedSlot.current }

  public init() {}
  public func track(_ event: String) -> Int { event.utf8.count }
}

public final class SettingsStore: Sendable {
  public static let standardSlot = OverridableSlot(SettingsStore(), name: "SettingsStore.standard")
  public static var standard: SettingsStore { standardSlot.current }

  public init() {}
  public func value(for key: String) -> String? { key == "theme" ? "light" : nil }
}

public final class APIClient: Sendable {
  public static let sharedSlot = OverridableSlot(APIClient(), name: "APIClient.shared")
  public static var shared: APIClient { sharedSlot.current }

  public init() {}
  public func status() -> String { "ok" }
}

public func checkout() -> Int {
  let theme = SettingsStore.standard.value(for: "theme") ?? "default"
  return Analytics.shared.track("checkout \(theme) \(APIClient.shared.status())")
}

public func checkoutInTest() -> Int {
  withOverride(Analytics.sharedSlot, with: Analytics()) { checkout() }
}
