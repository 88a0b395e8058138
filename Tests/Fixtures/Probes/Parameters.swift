import Foundation
import StandInMacros

// Probes: unusual but legal parameters. Each protocol must mock as written, with no error or
// warning in the generated code (the fixture target builds with -warnings-as-errors).

/// A time, for the autoclosure probes.
public protocol ProbeInstant: Sendable {}

/// `@autoclosure` parameters, plain and generic, as in swift-distributed-tracing's `Span`.
@Mockable
public protocol AutoclosureProbe: Sendable {
  func record(_ message: @autoclosure () -> String, level: Int)
  func end<Instant: ProbeInstant>(at instant: @autoclosure () -> Instant)
  func check(_ condition: @autoclosure () throws -> Bool) rethrows
  func log(_ message: @autoclosure @escaping @Sendable () -> String)
}

/// `mutating`, `nonmutating set`, `consuming` and `borrowing`, as in NIO's
/// `RecvByteBufferAllocator` and Hummingbird's `ResponseBodyWriter`.
@Mockable
public protocol OwnershipProbe {
  mutating func record(actualReadBytes: Int) -> Bool
  var name: String { get nonmutating set }
  consuming func finish(_ trailer: String?) async throws
  func inspect(_ value: borrowing [Int]) -> Int
  func take(_ value: consuming String) -> Int
  mutating func write(contentsOf buffers: some Sequence<Int>) async throws
}

/// `inout` parameters a stub writes through, as in Swinject's `Injector`.
@Mockable
public protocol InoutProbe {
  func inject(into container: inout [String: Int], name: String)
  func fill(_ buffer: inout [Int]) -> Int
  func refresh(_ state: inout String) async
}

/// `rethrows` with closures the stub runs.
@Mockable
public protocol RethrowsProbe: Sendable {
  func transform(_ values: [Int], using body: (Int) throws -> Int) rethrows -> [Int]
  func withConnection<R>(_ body: (String) async throws -> R) async rethrows -> R
  func update(_ body: (inout Int) throws -> Void) rethrows
}

/// Literals and concrete types in matchers: optionals, characters, enums, collections, `some P`.
@Mockable
public protocol LiteralProbe: Sendable {
  func greet(name: String?, initial: Character, times: Int?)
  func tag(_ tags: [String], headers: [String: String], flags: Set<Int>?)
  func write(_ value: some CustomStringConvertible & Sendable)
  func log(level: ProbeLevel, message: String)
}

/// A log level, for enum-case matchers.
public enum ProbeLevel: String, Sendable, Equatable {
  case debug
  case info
  case error
}

/// `Span` and `RawSpan` parameters, which cannot outlive the call (`~Escapable`), as in
/// swift-subprocess's `OutputProtocol`; and a `~Copyable` generic parameter and result, as in
/// swift-configuration's `ConfigProvider`.
@available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@Mockable
public protocol NoncopyableProbe: Sendable, ~Copyable {
  func output(from span: RawSpan) throws -> String
  func sum(_ values: Span<Int>) -> Int
  func watch<Return: ~Copyable>(
    key: String,
    updatesHandler: (_ updates: [String]) async throws -> Return
  ) async throws -> Return
  func consume<Value: ~Copyable>(_ value: borrowing Value) -> Int
}

/// A parameter of a concrete noncopyable type, as NIO's `EventLoop.enqueue(_:)` consumes an
/// `ExecutorJob`, or of an optional one: recorded as a placeholder, since the mock cannot copy
/// it.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@Mockable
public protocol ExecutorJobProbe: Sendable {
  func enqueue(_ job: consuming ExecutorJob)
  func enqueueIfAny(_ job: consuming ExecutorJob?, priority: Int)
  func inspect<Job: ~Copyable>(_ job: borrowing Job?) -> Bool
}

/// A member with an `isolated` parameter and a `sending` result.
@Mockable
public protocol IsolationProbe: Sendable {
  func run<R: Sendable>(isolation: isolated (any Actor)?, _ body: () async throws -> R) async throws
    -> sending R
  func make() -> sending [Int]
}

/// Parameters named like a builder's own (`line`, `file`, `fileID`), keywords, and unnamed ones.
@Mockable
public protocol NamingProbe {
  func log(_ message: String, file: String, fileID: String, line: UInt, column: UInt)
  func `in`(_ `as`: Int, _: String, for `default`: Bool)
  subscript(_: Int, key _: String) -> Int { get }
}
