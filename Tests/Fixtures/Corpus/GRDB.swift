import StandInMacros

// Stand-ins for the groue/GRDB.swift 7.10.0 types that `DatabaseReader` and `DatabaseWriter`
// (GRDB/Core/DatabaseReader.swift, DatabaseWriter.swift), the protocols of a database connection
// or pool, take and return. Those protocols are in DatabaseReader.swift and
// DatabaseWriter.swift.

/// A stand-in for GRDB's `Database`: a connection, inside a read or write closure.
public final class Database {
  /// The statements executed, in order.
  public private(set) var executed: [String] = []

  /// A connection that has executed nothing.
  public init() {}

  /// Executes `sql`.
  public func execute(sql: String) throws {
    executed.append(sql)
  }
}

/// A stand-in for GRDB's `Configuration`.
public struct Configuration: Equatable, Sendable {
  /// A label for the database, in logs.
  public var label: String?
  /// Whether the database is opened read-only.
  public var readonly: Bool

  /// A configuration.
  public init(label: String? = nil, readonly: Bool = false) {
    self.label = label
    self.readonly = readonly
  }
}

/// A stand-in for GRDB's `ValueReducer`: turns what a database observation fetches into values.
public protocol ValueReducer: Sendable {
  /// The values the reducer makes.
  associatedtype Value: Sendable

  /// The value for the database's current content, or `nil` to skip it.
  mutating func _value(_ db: Database) throws -> Value?
}

/// A stand-in for GRDB's `ValueObservation`: an observation of a database's values.
public struct ValueObservation<Reducer: ValueReducer>: Sendable {
  /// The reducer that makes the observed values.
  public var reducer: Reducer

  /// An observation through `reducer`.
  public init(reducer: Reducer) {
    self.reducer = reducer
  }
}

/// A stand-in for GRDB's `ValueObservationScheduler`: where observed values are delivered.
public protocol ValueObservationScheduler: Sendable {
  /// Whether the first value is delivered before observation starts.
  func immediateInitialValue() -> Bool

  /// Delivers a value by running `action`.
  func schedule(_ action: @escaping @Sendable () -> Void)
}

/// A stand-in for GRDB's `AnyDatabaseCancellable`: cancels an observation.
public final class AnyDatabaseCancellable: Sendable {
  private let onCancel: @Sendable () -> Void

  /// A cancellable that runs `cancel` when cancelled.
  public init(cancel: @escaping @Sendable () -> Void) {
    onCancel = cancel
  }

  /// Cancels the observation.
  public func cancel() {
    onCancel()
  }
}
