import StandInMacros

// hummingbird 2.28.1's `PersistDriver` (Sources/Hummingbird/Storage/PersistDriver.swift), which
// refines swift-service-lifecycle's `Service`; its types are the stand-ins in
// Hummingbird.swift. It exercises a parameter named `as`, a keyword.

/// Stores values by key, for sessions and caches.
@Mockable
public protocol PersistDriver: ServiceLifecycle.Service {
  /// Runs the driver until it is cancelled (restated from `Service`).
  func run() async throws

  /// Shuts the driver down.
  func shutdown() async throws

  /// Stores `value` at `key`, failing if there already is one.
  func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?)
    async throws

  /// Stores `value` at `key`, replacing any there is.
  func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?)
    async throws

  /// The value at `key`, as an `Object`.
  func get<Object: Codable & Sendable>(key: String, as: Object.Type) async throws -> Object?

  /// The value at `key`, as an `Object`, with the time it has left.
  func getWithTTL<Object: Codable & Sendable>(key: String, as: Object.Type) async throws -> (
    object: Object, ttl: Duration?
  )?

  /// Removes the value at `key`.
  func remove(key: String) async throws
}
