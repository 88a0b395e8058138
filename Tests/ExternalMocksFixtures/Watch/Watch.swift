// A module built with `NonisolatedNonsendingByDefault` (SE-0461), as swift-configuration is: an
// `async` function type that names no isolation is `nonisolated(nonsending)` here, and means
// something else in a test target built without the feature. StandInMockGenerator's restatement
// says which.

/// Watches a value, handing its updates to a closure for as long as the closure runs.
public protocol ValueWatching: Sendable {
  /// Runs `updatesHandler` with the updates of the value named `key`, and returns what it
  /// returns.
  func watchValue<Return>(
    forKey key: String,
    updatesHandler: (AsyncStream<Int>) async throws -> Return
  ) async throws -> Return

  /// Keeps `handler`, called on each change.
  func onChange(_ handler: @escaping @Sendable (Int) async -> Void) async

  /// Reads the value once.
  func value(forKey key: String) async throws -> Int
}
