#if DEBUG || STANDIN_MOCKS
  /// Which values of one argument a stub, an expectation or a verification applies to.
  ///
  /// ```swift
  /// mock.stub.status(for: .any).returns(1)
  /// mock.stub.status(for: "admin").returns(100)            // a literal: equal to it
  /// mock.stub.status(for: .equal(id)).returns(2)
  /// mock.stub.status(for: .matching { $0.hasPrefix("guest") }).returns(0)
  /// mock.stub.tag(["a", "b"]).returns(())                  // array and dictionary literals too
  /// mock.verify.load(url: .isNotNil).called(1)
  /// mock.verify.upload(.capture(uploads)).called(2)
  /// ```
  public struct ArgumentMatcher<Argument>: @unchecked Sendable, CustomStringConvertible {
    /// `nil` for a matcher that matches every value, so a call checks it without calling a
    /// closure.
    @usableFromInline let predicate: ((Argument) -> Bool)?
    @usableFromInline let captor: ((Argument) -> Void)?

    /// How the matcher reads in StandIn's messages: `any`, `"admin"`, `matching "prefix"`.
    public let description: String

    @usableFromInline
    init(
      description: String,
      captor: ((Argument) -> Void)? = nil,
      predicate: ((Argument) -> Bool)?
    ) {
      self.description = description
      self.captor = captor
      self.predicate = predicate
    }

    /// Whether `value` matches.
    @inlinable
    public func matches(_ value: Argument) -> Bool {
      predicate?(value) ?? true
    }

    /// Records `value` in the matcher's captor, if it has one.
    @inlinable
    public func capture(_ value: Argument) {
      captor?(value)
    }

    /// Any value.
    public static var any: ArgumentMatcher<Argument> {
      ArgumentMatcher(description: "any", predicate: nil)
    }

    /// Values for which `predicate` is true; `description` names it in messages.
    ///
    /// ```swift
    /// mock.stub.fetch(url: .matching("an https URL") { $0.scheme == "https" }).returns(data)
    /// ```
    public static func matching(
      _ description: String = "matching a predicate",
      _ predicate: @escaping @Sendable (Argument) -> Bool
    ) -> ArgumentMatcher<Argument> {
      ArgumentMatcher(description: description, predicate: predicate)
    }

    /// Any value of `type`: `.any(User.self)`, where the argument's type cannot be inferred (a
    /// generic method's parameter).
    public static func any(_ type: Argument.Type) -> ArgumentMatcher<Argument> {
      .any
    }

    /// The metatype `type`, for a generic method's type parameter; the generated builders call
    /// this.
    public static func type(_ type: Argument) -> ArgumentMatcher<Argument> {
      ArgumentMatcher(description: "\(type).self", predicate: nil)
    }

    /// Any value whose type is `type`, for a parameter declared `some P` or `any P`:
    /// `.any(ByteBuffer.self)`.
    public static func any<Concrete>(_ type: Concrete.Type) -> ArgumentMatcher<Argument> {
      ArgumentMatcher(description: "any \(Concrete.self)") { $0 is Concrete }
    }

    /// Any value, recorded in `captor` each time a call it matches is made or verified.
    ///
    /// ```swift
    /// let events = ArgumentCaptor<String>()
    /// mock.verify.track(.capture(events)).called(2)
    /// #expect(events.values == ["launch", "login"])
    /// ```
    public static func capture(_ captor: ArgumentCaptor<Argument>) -> ArgumentMatcher<Argument> {
      ArgumentMatcher(description: "any (captured)", captor: captor.append, predicate: nil)
    }
  }

  extension ArgumentMatcher where Argument: Equatable {
    /// Values equal to `expected`.
    @inlinable
    public static func equal(_ expected: Argument) -> ArgumentMatcher<Argument> {
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

  extension ArgumentMatcher where Argument: OptionalArgument {
    /// `nil`.
    public static var isNil: ArgumentMatcher<Argument> {
      ArgumentMatcher(description: "nil") { $0.isNilArgument }
    }

    /// Any value but `nil`.
    public static var isNotNil: ArgumentMatcher<Argument> {
      ArgumentMatcher(description: "not nil") { !$0.isNilArgument }
    }
  }

  extension ArgumentMatcher: ExpressibleByNilLiteral where Argument: OptionalArgument {
    /// `nil`: `mock.stub.load(cache: nil)`.
    public init(nilLiteral: ()) {
      self = .isNil
    }
  }

  extension ArgumentMatcher: ExpressibleByIntegerLiteral
  where Argument: ExpressibleByIntegerLiteral & Equatable {
    /// Equal to an integer literal: `mock.stub.status(for: 3)`.
    public init(integerLiteral value: Argument.IntegerLiteralType) {
      self = .equal(Argument(integerLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByFloatLiteral
  where Argument: ExpressibleByFloatLiteral & Equatable {
    /// Equal to a floating-point literal: `mock.stub.scale(by: 1.5)`.
    public init(floatLiteral value: Argument.FloatLiteralType) {
      self = .equal(Argument(floatLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByBooleanLiteral
  where Argument: ExpressibleByBooleanLiteral & Equatable {
    /// Equal to a Boolean literal: `mock.stub.setEnabled(true)`.
    public init(booleanLiteral value: Argument.BooleanLiteralType) {
      self = .equal(Argument(booleanLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByUnicodeScalarLiteral
  where Argument: ExpressibleByUnicodeScalarLiteral & Equatable {
    /// Equal to a one-scalar literal: `mock.stub.separate(by: ",")`.
    public init(unicodeScalarLiteral value: Argument.UnicodeScalarLiteralType) {
      self = .equal(Argument(unicodeScalarLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByExtendedGraphemeClusterLiteral
  where Argument: ExpressibleByExtendedGraphemeClusterLiteral & Equatable {
    /// Equal to a one-character literal, for a `Character` parameter: `mock.stub.type("é")`.
    public init(extendedGraphemeClusterLiteral value: Argument.ExtendedGraphemeClusterLiteralType) {
      self = .equal(Argument(extendedGraphemeClusterLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByStringLiteral
  where Argument: ExpressibleByStringLiteral & Equatable {
    /// Equal to a string literal: `mock.stub.status(for: "admin")`.
    public init(stringLiteral value: Argument.StringLiteralType) {
      self = .equal(Argument(stringLiteral: value))
    }
  }

  extension ArgumentMatcher: ExpressibleByArrayLiteral
  where Argument: ArrayLiteralArgument & Equatable {
    /// Equal to an array literal: `mock.stub.tag(["a", "b"])`.
    public init(arrayLiteral elements: Argument.Element...) {
      self = .equal(Argument(arrayLiteralArgument: elements))
    }
  }

  extension ArgumentMatcher: ExpressibleByDictionaryLiteral
  where Argument: DictionaryLiteralArgument & Equatable {
    /// Equal to a dictionary literal: `mock.stub.send(headers: ["Accept": "json"])`.
    public init(dictionaryLiteral elements: (Argument.Key, Argument.Value)...) {
      self = .equal(Argument(dictionaryLiteralArgument: elements))
    }
  }
#endif
