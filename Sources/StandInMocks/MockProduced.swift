#if DEBUG || STANDIN_MOCKS
  import StandIn

  /// A noncopyable result handed over once: what a stub answers for a member whose result is a
  /// `~Copyable` generic parameter, since a stub cannot keep such a value to answer it again.
  ///
  /// ```swift
  /// // func watchValue<Return: ~Copyable>(_ handler: (Updates) async throws -> Return) async throws -> Return
  /// provider.stub.watchValue(.any, returnType: Int.self).perform { handler in
  ///   MockProduced(try await handler.closure(updates))
  /// }
  /// ```
  public final class MockProduced<Value: ~Copyable>: @unchecked Sendable {
    private let lock = SpinLock()
    private var value: Value?

    /// A box holding `value`, for one call to take.
    public init(_ value: consuming Value) {
      self.value = .some(value)
    }

    /// The value, taken out of the box by the mock with `state`; the generated mock calls this.
    /// A box answers one call: a second take stops with a message that says to answer with
    /// `perform`.
    public func take(in state: MockState) -> Value {
      lock.lock()
      let taken = value.take()
      lock.isLocked.store(false, ordering: .releasing)
      guard let taken else {
        let message = """
          A MockProduced value was answered twice. A noncopyable result can be handed over once: \
          answer such a member with perform { … MockProduced(…) }, which makes a new value for \
          each call.
          """
        reportStandInIssue(message, at: state.site)
        fatalError(message)
      }
      return taken
    }
  }

  /// What a mock records for an argument it cannot copy, or cannot know it can: a value of a
  /// `~Copyable` generic parameter, a `borrowing` or `consuming` value of a type the macro cannot
  /// see, a parameter pack. Only `.any` tells one from another.
  public struct UnrecordedArgument: Equatable, Sendable, CustomStringConvertible {
    /// A placeholder for one such argument; generated mocks create it.
    public init() {}

    /// `<not recorded>`, as messages show the argument.
    public var description: String { "<not recorded>" }
  }

  /// The marker that picks the `async` one of two overloads that take the same arguments:
  /// `mock.stub.respond(to: .any, .async)`.
  public struct AsyncOverload: Sendable {
    /// The `async` overload.
    public static var async: AsyncOverload { AsyncOverload() }
  }

  /// The marker that picks the synchronous one of two overloads that take the same arguments:
  /// `mock.stub.respond(to: .any, .sync)`.
  public struct SyncOverload: Sendable {
    /// The synchronous overload.
    public static var sync: SyncOverload { SyncOverload() }
  }

  /// The marker that picks a method without parameters over a property of the same name and
  /// type (`func token() async throws -> Data` beside `var token: Data { get async throws }`):
  /// `mock.stub.token(.method)`, while `mock.stub.token` is the property.
  public struct MethodOverload: Sendable {
    /// The method.
    public static var method: MethodOverload { MethodOverload() }
  }
#endif

#if DEBUG || STANDIN_MOCKS
  /// `value`, handed to the caller of a member whose result is declared `sending`: the mock
  /// answers what the test stubbed, and vouches that nothing else uses it. Generated mocks call
  /// this.
  public func sending<Value>(_ value: Value) -> sending Value {
    nonisolated(unsafe) let result = value
    return result
  }
#endif
