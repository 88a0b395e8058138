#if DEBUG || STANDIN_MOCKS
  /// Which values of one argument a stub, an expectation or a verification applies to.
  ///
  /// ```swift
  /// mock.stub.status(for: .any).returns(1)
  /// mock.stub.status(for: "admin").returns(100)            // a literal: equal to it
  /// mock.stub.status(for: .equal(id)).returns(2)
  /// mock.stub.status(for: .matching { $0.hasPrefix("guest") }).returns(0)
  /// mock.verify.load(url: .isNotNil).called(1)
  /// mock.verify.upload(.capture(uploads)).called(2)
  /// ```
  public struct ArgumentMatcher<Value>: @unchecked Sendable, CustomStringConvertible {
    private let predicate: (Value) -> Bool
    private let captor: ((Value) -> Void)?

    /// How the matcher reads in StandIn's messages: `any`, `"admin"`, `matching "prefix"`.
    public let description: String

    private init(
      description: String,
      captor: ((Value) -> Void)? = nil,
      predicate: @escaping (Value) -> Bool
    ) {
      self.description = description
      self.captor = captor
      self.predicate = predicate
    }

    /// Whether `value` matches. Generated mocks combine matchers with this.
    public func matches(_ value: Value) -> Bool {
      predicate(value)
    }

    /// Records `value` in the matcher's captor, if it has one. Generated mocks call this for
    /// each call a stub, expectation or verification matches.
    public func capture(_ value: Value) {
      captor?(value)
    }

    /// Any value.
    public static var any: ArgumentMatcher<Value> {
      ArgumentMatcher(description: "any") { _ in true }
    }

    /// Values for which `predicate` is true; `description` names it in messages.
    ///
    /// ```swift
    /// mock.stub.fetch(url: .matching("an https URL") { $0.scheme == "https" }).returns(data)
    /// ```
    public static func matching(
      _ description: String = "matching a predicate",
      _ predicate: @escaping @Sendable (Value) -> Bool
    ) -> ArgumentMatcher<Value> {
      ArgumentMatcher(description: description, predicate: predicate)
    }

    /// Any value of `type`: `.any(User.self)`, where the argument's type cannot be inferred (a
    /// generic method's parameter).
    public static func any(_ type: Value.Type) -> ArgumentMatcher<Value> {
      .any
    }

    /// Any value, recorded in `captor` each time a call it matches is made or verified.
    ///
    /// ```swift
    /// let events = ArgumentCaptor<String>()
    /// mock.verify.track(.capture(events)).called(2)
    /// #expect(events.values == ["launch", "login"])
    /// ```
    public static func capture(_ captor: ArgumentCaptor<Value>) -> ArgumentMatcher<Value> {
      ArgumentMatcher(description: "any (captured)", captor: captor.append) { _ in true }
    }
  }

  extension ArgumentMatcher where Value: Equatable {
    /// Values equal to `expected`.
    public static func equal(_ expected: Value) -> ArgumentMatcher<Value> {
      ArgumentMatcher(description: describeArgument(expected)) { $0 == expected }
    }
  }

  /// An optional argument, for the ``ArgumentMatcher/isNil`` and ``ArgumentMatcher/isNotNil``
  /// matchers. Only `Optional` conforms.
  public protocol OptionalArgument {
    /// Whether the value is `nil`.
    var isNilArgument: Bool { get }
  }

  extension Optional: OptionalArgument {
    /// Whether the value is `nil`.
    public var isNilArgument: Bool { self == nil }
  }

  extension ArgumentMatcher where Value: OptionalArgument {
    /// `nil`.
    public static var isNil: ArgumentMatcher<Value> {
      ArgumentMatcher(description: "nil") { $0.isNilArgument }
    }

    /// Any value but `nil`.
    public static var isNotNil: ArgumentMatcher<Value> {
      ArgumentMatcher(description: "not nil") { !$0.isNilArgument }
    }
  }

  extension ArgumentMatcher: ExpressibleByNilLiteral where Value: OptionalArgument {
    /// `nil`: `mock.stub.load(cache: nil)`.
    public init(nilLiteral: ()) {
      self = .isNil
    }
  }

  extension ArgumentMatcher: ExpressibleByIntegerLiteral
  where Value: ExpressibleByIntegerLiteral & Equatable {
    /// Equal to an integer literal: `mock.stub.status(for: 3)`.
    public init(integerLiteral value: Value.IntegerLiteralType) {
      self = .equal(Value(integerLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByFloatLiteral
  where Value: ExpressibleByFloatLiteral & Equatable {
    /// Equal to a floating-point literal: `mock.stub.scale(by: 1.5)`.
    public init(floatLiteral value: Value.FloatLiteralType) {
      self = .equal(Value(floatLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByBooleanLiteral
  where Value: ExpressibleByBooleanLiteral & Equatable {
    /// Equal to a Boolean literal: `mock.stub.setEnabled(true)`.
    public init(booleanLiteral value: Value.BooleanLiteralType) {
      self = .equal(Value(booleanLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByUnicodeScalarLiteral
  where Value: ExpressibleByStringLiteral & Equatable {
    /// Equal to a string literal.
    public init(unicodeScalarLiteral value: Value.StringLiteralType) {
      self = .equal(Value(stringLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByExtendedGraphemeClusterLiteral
  where Value: ExpressibleByStringLiteral & Equatable {
    /// Equal to a string literal.
    public init(extendedGraphemeClusterLiteral value: Value.StringLiteralType) {
      self = .equal(Value(stringLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByStringLiteral
  where Value: ExpressibleByStringLiteral & Equatable {
    /// Equal to a string literal: `mock.stub.status(for: "admin")`.
    public init(stringLiteral value: Value.StringLiteralType) {
      self = .equal(Value(stringLiteral: value))
    }
  }
#endif
