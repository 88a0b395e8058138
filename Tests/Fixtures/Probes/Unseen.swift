import Foundation
import StandInMacros

// Probes of issue 23: shapes nobody had tried, each of which once failed inside the expansion.
// The generated-declaration runner (Tests/DeclarationGenerator) found the later ones.

/// An actor protocol with a `nonisolated` requirement.
@Mockable
public protocol ActorStoreProbe: Actor {
  func load(_ key: String) async -> Int
  nonisolated func name() -> String
}

/// A `~Copyable` type of the user's own, passed `borrowing` and `consuming` (recorded as
/// placeholders) and returned (named in `noncopyable:`).
public struct TicketProbe: ~Copyable {
  public let number: Int
  public init(number: Int) { self.number = number }
}

/// Requirements that take and return ``TicketProbe``.
@Mockable(noncopyable: TicketProbe.self)
public protocol TicketCounterProbe {
  func issue() -> TicketProbe
  func redeem(_ ticket: consuming TicketProbe) -> Bool
  func peek(_ ticket: borrowing TicketProbe) -> Int
}

/// Static methods that consume a noncopyable argument.
@OverridableStatics
public enum TicketFactoryProbe {
  public static func stamp(_ ticket: consuming TicketProbe) -> Int { ticket.number }
}

/// A non-`Sendable` class, passed as `sending`.
public final class PayloadProbe {
  public init() {}
}

/// A `sending` parameter, which the mock records and may hand on to a real implementation.
@Mockable
public protocol SenderProbe {
  func send(_ payload: sending PayloadProbe)
}

/// Parameter packs, recorded as placeholders.
@Mockable
public protocol PackProbe {
  func run<each T>(_ values: repeat each T)
  func pair<each T: Sendable>(_ values: repeat each T, label: String) -> Int
}

/// A class with members unavailable everywhere, which a subclass cannot override.
@Mockable
open class ObsoletedProbe {
  public init() {}
  @available(*, unavailable)
  open func ancient() -> Int { 0 }
  @available(swift, obsoleted: 1.0)
  open func older() -> Int { 0 }
  open func modern() -> Int { 1 }
}

/// Parameters named `self`, `for` and `in`, and a `some` parameter among several.
@Mockable
public protocol ParameterNameProbe {
  func run(named `self`: String) -> Int
  func value(`for`: Int, at `in`: @autoclosure () -> Int?) -> Int
  func area(of shape: some Sendable, scale: Double) -> Double
}

/// A global-actor protocol that refines `Equatable` and `CustomStringConvertible`, with a static
/// `async` requirement taking non-`Sendable` values.
@Mockable
@MainActor
public protocol IsolatedParentsMockedProbe: Equatable, CustomStringConvertible {
  static func send<T>(_ value: T, body: (PayloadProbe) throws -> Int) async throws
  func run() -> Int
}

/// A child with static requirements, built on its parent's mock.
@Mockable
public protocol StaticParentProbe {
  func parentValue() -> Int
}

/// The child of ``StaticParentProbe``.
@Mockable(inheriting: StaticParentProbe.self)
public protocol StaticChildProbe: StaticParentProbe {
  static func make(named name: String) -> Int
}

/// `@OverridableStatics` on an `async` method that takes a non-`Sendable` closure.
@OverridableStatics
public enum AsyncStaticsProbe {
  public static func call(at data: Data, body: @escaping ([String: Int]) async -> String)
    async throws
    -> Int
  { 0 }
}

/// Requirements named like builders: `verify(_:created:)` leaves `verify` its name; a property
/// `stub` takes it, so the stub builder is `mockStub`.
@Mockable
public protocol PasswordHasherProbe {
  func hash(_ password: String) throws -> [UInt8]
  func verify(_ password: String, created digest: [UInt8]) throws -> Bool
}
