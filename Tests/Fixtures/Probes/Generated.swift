import Foundation
import StandInMacros

// Probes of shapes the declaration generator (Tests/DeclarationGenerator) found, each of which
// once failed inside the expansion. Each is named after what it probes; the seed that found it
// is in the comment.

/// A copyable value type of the user's own: the macros cannot see that it is copyable.
public struct LedgerEntryProbe: Sendable, Hashable {
  public let amount: Int
  public init(amount: Int) { self.amount = amount }
}

/// `borrowing` and `consuming` parameters of a type the macro cannot see to be copyable, and a
/// `borrowing Int` (a trivial type, which no closure may capture borrowed, even to copy it), in
/// synchronous, `async`, `inout`, closure-taking and `rethrows` requirements: each is forwarded
/// to a real implementation. Seeds 88, 254, 1221, 1499.
@Mockable
public protocol LedgerProbe {
  func post(_ entry: borrowing LedgerEntryProbe, count: Int) -> Int
  func load(_ entry: borrowing LedgerEntryProbe, named name: String) async throws -> String?
  func apply(_ entry: borrowing LedgerEntryProbe, to total: inout Int) -> Bool
  func map(
    _ entry: borrowing LedgerEntryProbe, _ transform: (Int) throws -> Int, check: (Int) -> Bool
  ) rethrows -> Int
  func close(_ entry: consuming LedgerEntryProbe) -> Int
  func weigh(_ weight: borrowing Int) -> Int
}

/// A real ``LedgerProbe``, for mocks that forward to it.
public struct RealLedgerProbe: LedgerProbe {
  public init() {}
  public func post(_ entry: borrowing LedgerEntryProbe, count: Int) -> Int { entry.amount * count }
  public func load(_ entry: borrowing LedgerEntryProbe, named name: String) async throws -> String?
  {
    "\(name)=\(entry.amount)"
  }
  public func apply(_ entry: borrowing LedgerEntryProbe, to total: inout Int) -> Bool {
    total += entry.amount
    return true
  }
  public func map(
    _ entry: borrowing LedgerEntryProbe, _ transform: (Int) throws -> Int, check: (Int) -> Bool
  ) rethrows -> Int {
    let mapped = try transform(entry.amount)
    return check(mapped) ? mapped : 0
  }
  public func close(_ entry: consuming LedgerEntryProbe) -> Int { entry.amount }
  public func weigh(_ weight: borrowing Int) -> Int { weight * 2 }
}

/// A class whose method borrows a value of a type the macro cannot see.
@Mockable
open class LedgerBookProbe: @unchecked Sendable {
  public init() {}
  open func post(_ entry: borrowing LedgerEntryProbe) async throws -> Int { entry.amount }
}

/// Static methods with a borrowed value of a type the macro cannot see, a consumed noncopyable
/// one, and a parameter named `self` (seeds 867, 1602, 1692).
@OverridableStatics
public enum LedgerStaticsProbe {
  public static func post(_ entry: borrowing LedgerEntryProbe, scale: Int) -> Int {
    entry.amount * scale
  }
  public static func redeem(_ ticket: consuming TicketProbe) async throws -> Int { ticket.number }
  public static func describe(of `self`: String, count: Int) -> String { "\(`self`)×\(count)" }
}

/// A property and a method without parameters of one name: Swift allows both when both are
/// `async`. Their builders differ by the marker `.method`, or by the result type (seeds 1732,
/// 1910).
@Mockable
public protocol TokenSourceProbe {
  var token: Data { get async throws }
  func token() async throws -> Data
  var stub: Int { get async }
  func stub() async -> String
}

/// Two parameters of one requirement with the same name, and two subscripts of one index type
/// that differ by label (seeds 950, 2096).
@Mockable
public protocol ParameterNamingProbe {
  func update<T: Sendable>(_ mode: T, mode: Bool) -> Int
  subscript(named key: UInt64) -> String { get }
  subscript(key: UInt64) -> Int { get set }
}

/// An actor protocol with a deprecated `nonisolated` requirement, a generic synchronous one, an
/// `inout` parameter beside a `sending` result, and a `rethrows` one with a `sending` result
/// (seeds 570, 726, 1224, 2209).
@Mockable
public protocol ArchiveActorProbe: Actor {
  @available(*, deprecated, message: "use items")
  nonisolated func legacyCount() -> Int
  func tag<T>(_ value: T) -> Int
  func wrap(_ payload: sending PayloadProbe, count: inout Int) async throws
    -> sending PayloadProbe
}

/// A `rethrows` requirement with a `sending` result, whose closures throw and do not.
@Mockable
public protocol RethrowingSenderProbe {
  func make(_ build: (Int) throws -> Int, check: (Int) -> Bool) rethrows -> sending PayloadProbe
}

/// The parent of ``AccessorChildProbe``.
@Mockable
public protocol AccessorParentProbe {
  func parentCall(_ x: Int) -> String
}

/// A child mock's properties with explicit accessors (`get throws`, `get async`, `get set`):
/// the line that maps each to its requirement ends after the accessor's line, not between the
/// property's `{` and it. Seeds 12, 112, 207.
@Mockable(inheriting: AccessorParentProbe.self)
public protocol AccessorChildProbe: AccessorParentProbe {
  var isReady: Result<Int, URLError> { get throws }
  var current: Int { get async }
  var title: Character { get set }
}

/// An `inout` parameter beside an escaping closure and a `some` or `any` value: Swift 6.3's SIL
/// crashed on the closure literal that took their tuple `inout` ("Assertion failed:
/// (!Src->getType().isAddress())"), so the mock hands its recorder a local function. Seeds 5365,
/// 5920; `async` too: seeds 81 and 1,296 (the tuning part re-run at stop 30).
@Mockable
public protocol InoutBesideClosureProbe {
  func value(
    p0: @escaping @Sendable (Int8) throws -> String, by p1: some Sendable, p2: inout Int)
  func update(_ handler: @escaping (Int) -> Void, into shape: inout any Sendable) throws -> Int
  func refresh(_ handler: @escaping (Int) -> Void, into shape: inout any Sendable) async -> Int
}

/// A static method with an `inout` parameter beside an escaping closure: the local function that
/// hands the mock's recorder the real body must not shadow the body's own `standInReal`
/// (held-out seed 1001610).
@OverridableStatics
public enum InoutStaticsProbe {
  /// Adds what `step` gives for `nil` to `total`, and returns the new total.
  public static func add(to total: inout Int, _ step: @escaping (Int?) throws -> Int) -> Int {
    total += (try? step(nil)) ?? 0
    return total
  }
}

/// Subscripts whose lone index name is `self`: a subscript's lone name is no argument label, so
/// the mock's renamed index keeps none (`subscript(_:)`), in a protocol and in an actor one
/// (held-out seeds 1000690, 1002262).
@Mockable
public protocol SelfIndexProbe {
  subscript(`self`: UInt64) -> URL? { get }
  subscript(`self`: [Int]) -> [String: Int] { get set }
}

/// The actor-constrained form of ``SelfIndexProbe``.
@Mockable
public protocol SelfIndexActorProbe: Actor {
  subscript(`self`: [Int]) -> [String: Int] { get set }
}

/// A result builder of the probes below.
@resultBuilder
public enum ProbeListBuilder {
  /// The parts, in order.
  public static func buildBlock(_ parts: Int...) -> [Int] { parts }
}

/// Initializers that take a closure, `rethrows` or not, some through a result builder: the nice
/// mock each creates records the call with an empty box for the closure (swift-syntax's
/// `HasTrailingCodeBlock`, found by the OSS check).
@Mockable
public protocol ClosureInitializerProbe {
  init(_ header: String, @ProbeListBuilder bodyBuilder: () throws -> [Int]) rethrows
  init(named name: String, body: () -> [Int])
  init(async header: String, body: () async throws -> [Int]) async rethrows
}

/// A value that is not `Sendable`, for ``AdjustingProbe``.
public final class AdjustmentProbe {
  public var step: Int8
  public init(step: Int8) { self.step = step }
}

/// `async` members of a class taking an `inout` beside a non-`Sendable` value or an escaping
/// closure: a class mock hands them to `super`, which must not send them anywhere. Seed 1007148.
@Mockable
open class AdjustingProbe: @unchecked Sendable {
  public required init() {}
  open func adjust(by adjustment: AdjustmentProbe, value: inout Int8) async throws -> Int8 {
    value += adjustment.step
    return value
  }
  open func adjust(
    using transform: @escaping (Int8) async throws -> Int8, value: inout Int8
  ) async throws -> Int8 {
    value = try await transform(value)
    return value
  }
}
