import StandInMacros

// The same three services as ../HandWritten, declared with the macro.

public final class Analytics: Sendable {
  @Overridable public static var shared = Analytics()

  public init() {}
  public func track(_ event: String) -> Int { event.utf8.count }
}

public final class SettingsStore: Sendable {
  @Overridable public static var standard = SettingsStore()

  public init() {}
  public func value(for key: String) -> String? { key == "theme" ? "light" : nil }
}

public final class APIClient: Sendable {
  @Overridable public static var shared = APIClient()

  public init() {}
  public func status() -> String { "ok" }
}

public func checkout() -> Int {
  let theme = SettingsStore.standard.value(for: "theme") ?? "default"
  return Analytics.shared.track("checkout \(theme) \(APIClient.shared.status())")
}

public func checkoutInTest() -> Int {
  withOverride(Analytics.$shared, with: Analytics()) { checkout() }
}
