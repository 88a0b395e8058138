import StandInMacros

// The public API of vapor/postgres-nio 1.33.2's `PostgresClient`, the connection pool
// (Sources/PostgresNIO/Pool/PostgresClient.swift), restated as a protocol; its types are the
// stand-ins in PostgresNIO.swift. It exercises parameters named `line`, `sending`
// results, and a generic parameter used only in a non-escaping closure and the result.

/// A pool of connections to a Postgres server.
@Mockable
public protocol PostgresClientProtocol: Sendable {
  /// Runs the pool until the task running it is cancelled.
  func run() async

  /// Leases a connection for `closure`.
  func withConnection<Result>(_ closure: (PostgresConnection) async throws -> Result)
    async throws -> Result

  /// Leases a connection for `closure`, keeping the caller's isolation.
  func withConnection<Result>(
    isolation: isolated (any Actor)?,
    _ closure: (PostgresConnection) async throws -> sending Result
  ) async throws -> sending Result

  /// Leases a connection and runs `closure` in a transaction on it.
  func withTransaction<Result>(
    logger: Logger,
    file: String,
    line: Int,
    isolation: isolated (any Actor)?,
    _ closure: (PostgresConnection) async throws -> sending Result
  ) async throws -> sending Result

  /// Runs `query` on a leased connection.
  func query(
    _ query: PostgresQuery,
    logger: Logger?,
    file: String,
    line: Int
  ) async throws -> PostgresRowSequence
}
