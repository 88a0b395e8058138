import StandInMacros

// groue/GRDB.swift 7.10.0's `DatabaseWriter` (GRDB/Core/DatabaseWriter.swift), which refines
// `DatabaseReader` (DatabaseReader.swift); its types are the stand-ins in GRDB.swift.
// It exercises what `DatabaseReader` does, `inheriting:`, and a generic `rethrows`
// requirement.

/// A database connection or pool that can be written.
@Mockable(inheriting: DatabaseReader.self)
public protocol DatabaseWriter: DatabaseReader {
  /// Writes through `updates`, outside of a transaction, synchronously.
  @_disfavoredOverload
  func writeWithoutTransaction<T>(_ updates: (Database) throws -> T) rethrows -> T

  /// Writes through `updates`, outside of a transaction, asynchronously.
  func writeWithoutTransaction<T: Sendable>(
    _ updates: @Sendable (Database) throws -> T
  ) async throws -> T

  /// Writes through `updates` with no other access running, synchronously.
  @_disfavoredOverload
  func barrierWriteWithoutTransaction<T>(_ updates: (Database) throws -> T) throws -> T

  /// Writes through `updates` with no other access running, asynchronously.
  func barrierWriteWithoutTransaction<T: Sendable>(
    _ updates: @Sendable (Database) throws -> T
  ) async throws -> T

  /// Writes through `updates` with no other access running, later.
  func asyncBarrierWriteWithoutTransaction(
    _ updates: @escaping @Sendable (Result<Database, Error>) -> Void
  )

  /// Writes through `updates`, outside of a transaction, later.
  func asyncWriteWithoutTransaction(
    _ updates: @escaping @Sendable (Database) -> Void
  )

  /// Writes through `updates`, from inside another database access.
  func unsafeReentrantWrite<T>(_ updates: (Database) throws -> T) rethrows -> T

  /// Reads through `value` concurrently with writes.
  func spawnConcurrentRead(
    _ value: @escaping @Sendable (Result<Database, Error>) -> Void
  )
}
