import Foundation
import StandInMacros

// Probes: unusual but legal requirements.

/// Throwing, generic and failable initializers, as in GRDB's `FetchableRecord` and
/// swift-protobuf's `Message`.
@Mockable
public protocol InitializerProbe {
  init(row: [String: Int]) throws
  init<S: Sequence>(contentsOf values: S) where S.Element == Int
  init?(name: String)
}

/// Static requirements in a protocol with associated types, as in GRDB's `TableRecord`.
@Mockable
public protocol StaticAssociatedProbe {
  associatedtype Key: Hashable
  static var databaseTableName: String { get }
  static func fetch(key: Key) -> Self?
  func key() -> Key
}

/// `Self.Assoc`, a protocol's own type alias, and a result of `Self.Assoc`, as in
/// swift-async-algorithms's test clock and grpc's `ServerTransport`.
@Mockable
public protocol SelfAssociatedProbe {
  associatedtype Instant: Comparable
  associatedtype Bytes: Sequence where Bytes.Element == UInt8
  typealias Handler = @Sendable (Self.Instant) -> Void
  var now: Self.Instant { get }
  func sleep(until deadline: Self.Instant, handler: Handler)
  func read() -> Self.Bytes
}

/// The parent of the `where`-clause probe: associated types the child fixes or constrains.
public protocol MiddlewareProbeParent {
  associatedtype Input
  associatedtype Output
  associatedtype Context
  func handle(_ input: Input, context: Context) async throws -> Output
}

/// A `where` clause fixing a parent's associated types, as in Hummingbird's `RouterMiddleware`;
/// the parent's requirement is restated.
@Mockable
public protocol RouterMiddlewareProbe<Context>: MiddlewareProbeParent
where Input == String, Output == Int, Context: Sendable {
  func handle(_ input: Input, context: Context) async throws -> Output
}

/// Members inside `#if`, with `#elseif` and `#else`.
@Mockable
public protocol ConditionalProbe {
  func always() -> Int
  #if canImport(Foundation)
    func withFoundation() -> Date
  #elseif os(WASI)
    func onWASI() -> Int
  #else
    func elsewhere() -> String
  #endif
  #if DEBUG
    func debugOnly() -> Int
  #endif
  #if os(Linux)
    func platform() -> Int
  #else
    func platform() -> String
  #endif
}

/// Operators: `==` on `Self`, a prefix operator, and a custom infix one.
@Mockable
public protocol OperatorProbe {
  static func == (lhs: Self, rhs: Self) -> Bool
  static prefix func - (value: Self) -> Self
  static func <> (lhs: Self, rhs: Int) -> Int
}

infix operator <> : AdditionPrecedence

/// Overloads that differ only in their result type, or only in `async`, the synchronous one
/// `noasync` as in Vapor's `Server.shutdown()`.
@Mockable
public protocol OverloadProbe {
  func value(for key: String) -> Int
  func value(for key: String) -> String
  @available(*, noasync, message: "Use the async load(id:) instead.")
  func load(id: Int) -> String
  func load(id: Int) async -> String
}

/// A parent and a child with a sync and an async requirement of one name, as in Vapor's
/// `Responder` and `AsyncResponder`.
@Mockable
public protocol ResponderProbe {
  func respond(to request: String) -> [String]
}

/// The child of ``ResponderProbe``.
@Mockable(inheriting: ResponderProbe.self)
public protocol AsyncResponderProbe: ResponderProbe {
  func respond(to request: String) async throws -> String
}

/// Requirements named like a mock's builders.
@Mockable
public protocol BuilderNameProbe {
  func verify(_ token: String) -> Bool
  func stub() -> Int
}

/// A protocol that refines standard-library protocols without restating their requirements.
@Mockable
public protocol StandardParentsProbe: CustomStringConvertible, CustomDebugStringConvertible,
  Sendable
{
  func run() -> Int
}

/// Typed throws, `async` properties and subscripts, and a generic subscript.
@Mockable
public protocol EffectsProbe {
  var current: Int { get async throws }
  subscript(index: Int) -> String { get throws(ProbeError) }
  subscript<Key: Hashable>(key key: Key) -> Int? { get set }
  func load() throws(ProbeError) -> Data
}

/// An error with a type of its own.
public enum ProbeError: Error, Equatable {
  case failed
}

#if canImport(ObjectiveC)
  /// An Objective-C delegate with an optional requirement (Apple platforms only).
  @Mockable
  @objc public protocol ObjCDelegateProbe {
    func didStart()
    @objc optional func didFinish(_ code: Int)
  }
#endif

/// A protocol that refines `Hashable` and `Identifiable`, as keys and models do.
@Mockable
public protocol HashableProbe: Hashable, Identifiable, Sendable {
  var name: String { get }
}

/// Associated types refining several protocols, with defaults, and only static requirements, as
/// in the MCP SDK's `Method`.
@Mockable
public protocol CompositeAssociatedProbe: Sendable {
  associatedtype Parameters: Codable, Hashable, Sendable = Int
  associatedtype Outcome: Codable, Hashable, Sendable = String
  static var name: String { get }
}

/// A visitor handed `inout` to static generic requirements over an associated type, as in
/// swift-protobuf's `FieldType`.
public protocol FieldVisitorProbe {
  mutating func visit(_ value: Int) throws
}

@Mockable
public protocol StaticGenericAssociatedProbe: Sendable {
  associatedtype BaseType: Hashable, Sendable
  static var defaultValue: BaseType { get }
  static func decode<D: FieldVisitorProbe>(value: inout BaseType?, from decoder: inout D) throws
  static func visit<V: FieldVisitorProbe>(value: [BaseType], with visitor: inout V) throws
}

/// An implicitly unwrapped optional property, as in swift-protobuf's `ProvidesLocationPath`.
@Mockable
public protocol UnwrappedProbe {
  var file: URL! { get }
  func locate(path: inout [Int])
}

/// A requirement whose generic parameter shadows the protocol's associated type, as GRDB's
/// `Association.with<RowDecoder>(_:)`: the mock, generic over `RowDecoder`, renames the
/// requirement's own.
@Mockable
public protocol ShadowingProbe<RowDecoder> {
  associatedtype RowDecoder
  func with<RowDecoder>(_ rows: [RowDecoder]) -> Int
  func keep(_ row: RowDecoder) -> RowDecoder
}

/// A refinement of `Collection` restated with its parents' constraints, as the mock generator
/// writes swift-parsing's `PrependableCollection`: a same-type requirement to a member of
/// another associated type (`SubSequence == SubSequence.SubSequence`, `Index ==
/// Indices.Element`) fixes nothing, so both stay generic parameters of the mock.
@Mockable
public protocol CollectionRefinementProbe<Element, Index, Iterator, SubSequence, Indices>:
  Collection
where
  Index == Indices.Element, Indices.Element == Indices.Index,
  Indices.Index == SubSequence.Index, SubSequence: Collection,
  Element == SubSequence.Element, SubSequence == SubSequence.SubSequence,
  Indices: Collection, Indices == Indices.SubSequence, Element == Iterator.Element
{
  mutating func prepend(_ element: Element)
  var startIndex: Index { get }
  var endIndex: Index { get }
  subscript(position: Index) -> Element { get }
  subscript(bounds: Range<Index>) -> SubSequence { get }
  var indices: Indices { get }
  func index(after i: Index) -> Index
  func makeIterator() -> Iterator
}

/// A protocol whose associated type holds `Self`, as the mock generator restates
/// swift-argument-parser's `EnumerableFlag` (CaseIterable's `AllCases`): the mock, a final
/// class, is its own element, `AllCases == [CaseListProbeMock]`.
@Mockable
public protocol CaseListProbe<AllCases>: CaseIterable
where AllCases: Collection, Self == AllCases.Element {
  static var allCases: AllCases { get }
  var name: String { get }
}

/// A session's owner, as Vapor's `SessionAuthenticatable`.
public protocol SessionOwnerProbe {
  associatedtype SessionID: LosslessStringConvertible
  var sessionID: SessionID { get }
}

/// A stored model, as Fluent's `Model`.
public protocol IdentifiedProbe {
  associatedtype IDValue: Hashable
  var id: IDValue? { get }
}

/// A parent's associated type fixed to another parent's, as the mock generator restates Fluent's
/// `ModelSessionAuthenticatable` (`SessionID == IDValue`): the constraint the parent puts on it
/// (`LosslessStringConvertible`) stays, on the type it is fixed to.
@Mockable
public protocol SessionModelProbe<IDValue, SessionID>: IdentifiedProbe, SessionOwnerProbe
where IDValue: Hashable, SessionID: LosslessStringConvertible, SessionID == IDValue {
  var id: IDValue? { get }
  var sessionID: SessionID { get }
}
