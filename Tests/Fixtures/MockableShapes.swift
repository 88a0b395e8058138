import Foundation
import StandInMacros

// Every shape of member @Mockable supports, each compiled through the macro.

/// Errors with a type of their own, for typed throws.
public enum LoadError: Error, Equatable {
  case offline
  case notFound(String)
}

/// Members with every kind of effect and parameter.
@Mockable
public protocol Loader: Sendable {
  func load(id: Int) throws(LoadError) -> String
  func load(name: String) async throws -> String
  func fill(_ buffer: inout [Int])
  func log(_ messages: String...)
  func fetch(completion: @escaping @Sendable (Result<Int, any Error>) -> Void)
  func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int]
  func withEach(_ body: (Int) -> Void)
  subscript(key: String) -> Int? { get set }
  var isReady: Bool { get }
}

/// Generic methods keep their types.
@Mockable
public protocol Decoding: Sendable {
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  func first<Element: Equatable>(in elements: [Element]) -> Element?
}

/// Associated types make a generic mock.
@Mockable
public protocol Store {
  associatedtype Item: Equatable
  func save(_ item: Item)
  func all() -> [Item]
}

/// Static and initializer requirements.
@Mockable
public protocol Service {
  init(name: String)
  static func make() -> Int
  static var version: String { get }
  func run() -> Bool
}

/// A main-actor protocol.
@MainActor
@Mockable
public protocol ViewModelProtocol {
  var title: String { get }
  func load() async
}

/// An actor protocol.
@Mockable
public protocol Counting: Actor {
  func increment() -> Int
  var count: Int { get }
}

/// A non-final class, mocked by subclassing.
@Mockable
open class StatusManager: @unchecked Sendable {
  public let seed: Int
  open var label = "status"

  public init(seed: Int) {
    self.seed = seed
  }

  open func currentStatus() -> Int { seed }
  open func refresh() async throws -> Int { seed + 1 }
  public final func describe() -> String { "status \(seed)" }
}

/// A protocol that inherits another @Mockable protocol from the same file.
@Mockable(inheriting: Reading.self)
public protocol Writing: Reading {
  func write(_ text: String)
}

/// The parent.
@Mockable
public protocol Reading {
  func read() -> String
}

/// A protocol from another module (Swift's standard library) whose requirement is restated.
@Mockable
public protocol Describing: CustomStringConvertible {
  var description: String { get }
  func render() -> String
}
