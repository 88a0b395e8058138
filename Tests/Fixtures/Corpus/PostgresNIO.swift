import StandInMacros

// Corpus shapes modelled on vapor/postgres-nio 1.33.2: the `PostgresDatabase` protocol
// (Sources/PostgresNIO/PostgresDatabase.swift) and the stand-in types the protocols of
// PostgresConnection.swift and PostgresClient.swift use. The query, row and
// connection types are small local stand-ins for postgres-nio's own.

/// A stand-in for postgres-nio's `PostgresBindings`: the values bound to a query's parameters.
public struct PostgresBindings: Hashable, Sendable {
  /// The values, in order; `nil` is SQL `NULL`.
  public var values: [String?]

  /// Bindings of `values`.
  public init(_ values: [String?] = []) {
    self.values = values
  }
}

/// A stand-in for postgres-nio's `PostgresQuery`: SQL, and the values bound to its parameters.
public struct PostgresQuery: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The SQL.
  public var sql: String
  /// The values bound to the SQL's parameters.
  public var binds: PostgresBindings

  /// A query of `sql`, with `binds` bound to its parameters.
  public init(unsafeSQL sql: String, binds: PostgresBindings = PostgresBindings()) {
    self.sql = sql
    self.binds = binds
  }

  /// A query of `value`, without bindings.
  public init(stringLiteral value: String) {
    self.init(unsafeSQL: value)
  }
}

/// A stand-in for postgres-nio's `PostgresRow`: one row of a result, column by column.
public struct PostgresRow: Equatable, Sendable {
  /// The row's values, by column name; `nil` is SQL `NULL`.
  public var columns: [String: String?]

  /// A row of `columns`.
  public init(_ columns: [String: String?]) {
    self.columns = columns
  }
}

/// A stand-in for postgres-nio's `PostgresRowSequence`: the rows of a result, as they arrive.
public struct PostgresRowSequence: AsyncSequence, Sendable {
  /// One row.
  public typealias Element = PostgresRow

  private let rows: [PostgresRow]

  /// A sequence of `rows`.
  public init(_ rows: [PostgresRow]) {
    self.rows = rows
  }

  /// Iterates the rows.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(rows: rows[...])
  }

  /// Every row, once they have all arrived.
  public func collect() async throws -> [PostgresRow] {
    rows
  }

  /// The iterator of a `PostgresRowSequence`.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var rows: ArraySlice<PostgresRow>

    /// The next row.
    public mutating func next() async throws -> PostgresRow? {
      rows.popFirst()
    }
  }
}

/// A stand-in for postgres-nio's `PostgresNotificationSequence`: notifications on a channel.
public struct PostgresNotificationSequence: AsyncSequence, Sendable {
  /// The payload of one notification.
  public typealias Element = String

  private let payloads: [String]

  /// A sequence of `payloads`.
  public init(_ payloads: [String]) {
    self.payloads = payloads
  }

  /// Iterates the payloads.
  public func makeAsyncIterator() -> IndexingIterator<[String]>.AsyncAdapter {
    .init(base: payloads.makeIterator())
  }
}

extension IndexingIterator {
  /// A synchronous iterator, used as an asynchronous one.
  public struct AsyncAdapter: AsyncIteratorProtocol {
    var base: IndexingIterator<Elements>

    /// The next element.
    public mutating func next() async -> Element? {
      base.next()
    }
  }
}

/// A stand-in for postgres-nio's `PostgresConnection`, the connection its closures receive.
public final class PostgresConnection: Sendable {
  /// The connection's id.
  public let id: Int

  /// A connection with `id`.
  public init(id: Int) {
    self.id = id
  }
}

/// A stand-in for postgres-nio's `PostgresRequest`: a request sent over a connection.
public protocol PostgresRequest {
  /// The request's description in logs.
  var description: String { get }
}

/// The database a `PostgresConnection` talks to, in postgres-nio's future-based API.
@preconcurrency
@Mockable
public protocol PostgresDatabase: Sendable {
  /// The logger requests are logged to.
  var logger: Logger { get }

  /// The event loop the database's futures complete on.
  var eventLoop: any EventLoop { get }

  /// Sends `request`, logging to `logger`.
  func send(
    _ request: any PostgresRequest,
    logger: Logger
  ) -> EventLoopFuture<Void>

  /// Calls `closure` with a connection, and completes when the future it returns does.
  func withConnection<T>(_ closure: @escaping (PostgresConnection) -> EventLoopFuture<T>)
    -> EventLoopFuture<T>
}
