import StandInMacros

// groue/GRDB.swift 7.10.0's `DatabaseReader` (GRDB/Core/DatabaseReader.swift); its types are
// the stand-ins in GRDB.swift. It exercises a generic parameter used only in a
// non-escaping closure and the result (`read<T>(_ value: (Database) throws -> T) throws -> T`),
// and an opaque `some P` parameter next to other parameters.

/// A database connection or pool that can be read.
@Mockable
public protocol DatabaseReader: AnyObject, Sendable {
  /// The configuration the database was opened with.
  var configuration: Configuration { get }

  /// The path to the database file.
  var path: String { get }

  /// Closes the database.
  func close() throws

  /// Interrupts the database operations running now.
  func interrupt()

  /// Reads through `value`, synchronously.
  @_disfavoredOverload
  func read<T>(_ value: (Database) throws -> T) throws -> T

  /// Reads through `value`, asynchronously.
  func read<T: Sendable>(
    _ value: @Sendable (Database) throws -> T
  ) async throws -> T

  /// Reads through `value`, later.
  func asyncRead(
    _ value: @escaping @Sendable (Result<Database, Error>) -> Void
  )

  /// Reads through `value` outside of a transaction, synchronously.
  @_disfavoredOverload
  func unsafeRead<T>(_ value: (Database) throws -> T) throws -> T

  /// Reads through `value` outside of a transaction, asynchronously.
  func unsafeRead<T: Sendable>(
    _ value: @Sendable (Database) throws -> T
  ) async throws -> T

  /// Reads through `value` outside of a transaction, later.
  func asyncUnsafeRead(
    _ value: @escaping @Sendable (Result<Database, Error>) -> Void
  )

  /// Reads through `value`, from inside another database access.
  func unsafeReentrantRead<T>(_ value: (Database) throws -> T) throws -> T

  /// Starts `observation`, delivering its values to `onChange` on `scheduler`.
  func _add<Reducer: ValueReducer>(
    observation: ValueObservation<Reducer>,
    scheduling scheduler: some ValueObservationScheduler,
    onChange: @escaping @Sendable (Reducer.Value) -> Void
  ) -> AnyDatabaseCancellable
}
