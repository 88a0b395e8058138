@_exported import StandInMocks

/// Writes a mock of a protocol or a non-final class, named after it with a `Mock` suffix.
///
/// ```swift
/// @Mockable
/// protocol StatusProviding: Sendable {
///   func currentStatus() -> Int
///   func status(for id: String) async throws -> Int
/// }
///
/// // In a test:
/// let status = StatusProvidingMock()            // strict: unexpected calls are reported
/// status.stub.currentStatus().returns(42)
/// status.stub.status(for: .any).throws(Offline())
/// showStatus(using: status)
/// status.verify.currentStatus().called(1)
/// ```
///
/// On a class, the mock is a subclass that overrides every member it can, so it stands in for
/// the class itself (`StatusManagerMock(.partial)` runs the real code for anything not stubbed,
/// and `StatusManagerMock(forwardingTo: StatusManager.shared)` runs it on that instance, with its
/// state).
/// The mock is compiled only in debug builds (`#if DEBUG || STANDIN_MOCKS`), so it never ships
/// in a release build.
@attached(peer, names: suffixed(Mock))
public macro Mockable() = #externalMacro(module: "StandInMacrosPlugin", type: "MockableMacro")

/// Writes a mock of a protocol that inherits `parent`, another `@Mockable` protocol: the mock
/// subclasses `parent`'s mock, so it implements, stubs and verifies `parent`'s requirements too.
///
/// ```swift
/// @Mockable
/// protocol Loader { func load(id: Int) -> Data }
///
/// @Mockable(inheriting: Loader.self)
/// protocol Store: Loader { func save(_ data: Data) }
///
/// let store = StoreMock()
/// store.stub.load(id: 1).returns(Data())
/// ```
///
/// The mock of a public protocol is `open`, so the parent can be in another module. A macro sees
/// only the declaration it is attached to, so requirements of a protocol that is not `@Mockable`
/// are mocked by restating them in the `@Mockable` protocol.
@attached(peer, names: suffixed(Mock))
public macro Mockable(inheriting parent: Any.Type) =
  #externalMacro(module: "StandInMacrosPlugin", type: "MockableMacro")

/// Writes a mock of a protocol whose requirements take or return `~Copyable` types of your own,
/// named in `noncopyable`.
///
/// ```swift
/// struct Ticket: ~Copyable { let number: Int }
///
/// @Mockable(noncopyable: Ticket.self)
/// protocol TicketCounter {
///   func issue() -> Ticket
///   func redeem(_ ticket: consuming Ticket)
/// }
/// ```
///
/// A macro cannot see whether a type declared elsewhere is `Copyable`, and a mock records each
/// argument by copying it. A `borrowing` or `consuming` parameter of a type the macro does not
/// know to be copyable is recorded as a placeholder that `.any` matches, and handed on to a real
/// implementation as it is, so it needs no argument; name the types of results and `inout`
/// parameters here. A result of such a type is
/// stubbed with a `MockProduced` value, which hands it over once.
@attached(peer, names: suffixed(Mock))
public macro Mockable(noncopyable: any ~Copyable.Type...) =
  #externalMacro(module: "StandInMacrosPlugin", type: "MockableMacro")

/// Writes a mock of a protocol that inherits `parent`, another `@Mockable` protocol, whose
/// requirements take or return the `~Copyable` types named in `noncopyable`.
///
/// ```swift
/// struct Ticket: ~Copyable { let number: Int }
///
/// @Mockable
/// protocol Counter { func count() -> Int }
///
/// @Mockable(inheriting: Counter.self, noncopyable: Ticket.self)
/// protocol TicketCounter: Counter { func redeem(_ ticket: consuming Ticket) }
/// ```
@attached(peer, names: suffixed(Mock))
public macro Mockable(inheriting parent: Any.Type, noncopyable: any ~Copyable.Type...) =
  #externalMacro(module: "StandInMacrosPlugin", type: "MockableMacro")
