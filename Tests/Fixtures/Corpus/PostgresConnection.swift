import StandInMacros

// The async API of vapor/postgres-nio 1.33.2's `PostgresConnection`
// (Sources/PostgresNIO/Connection/PostgresConnection.swift), restated as a protocol; its types
// are the stand-ins in PostgresNIO.swift. It exercises parameters named `line`, `sending`
// results, and a generic parameter used only in a non-escaping closure and the result.

/// The async API of a connection to a Postgres server.
@Mockable
public protocol PostgresConnectionProtocol: AnyObject, Sendable {
  /// Whether the connection is closed.
  var isClosed: Bool { get }

  /// Closes the connection.
  func close() async throws

  /// Closes the connection once the queries running on it have finished.
  func closeGracefully() async throws

  /// Runs `query`, logging to `logger`.
  func query(
    _ query: PostgresQuery,
    logger: Logger,
    file: String,
    line: Int
  ) async throws -> PostgresRowSequence

  /// Listens on `channel`, passing the notifications to `consume` until it returns.
  func listen<Value>(
    on channel: String,
    consume: (PostgresNotificationSequence) async throws -> Value
  ) async throws -> Value

  /// Runs `process` in a transaction: commits if it returns, rolls back if it throws.
  func withTransaction<Result>(
    logger: Logger,
    file: String,
    line: Int,
    isolation: isolated (any Actor)?,
    _ process: (PostgresConnection) async throws -> sending Result
  ) async throws -> sending Result
}
