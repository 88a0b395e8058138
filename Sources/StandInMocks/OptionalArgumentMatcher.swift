#if DEBUG || STANDIN_MOCKS
  /// Which values of an optional argument a stub, an expectation or a verification applies to:
  /// the matchers of ``ArgumentMatcher``, where a literal also matches the equal value that is
  /// not `nil`.
  ///
  /// ```swift
  /// // func load(name: String?, retries: Int?)
  /// mock.stub.load(name: "x", retries: nil).returns(data)
  /// mock.stub.load(name: .isNotNil, retries: 3).returns(data)
  /// mock.stub.load(name: .some(.matching { $0.hasPrefix("guest") }), retries: .any).returns(data)
  /// ```
  public struct OptionalArgumentMatcher<Wrapped>: @unchecked Sendable, CustomStringConvertible {
    /// The matcher of the optional value.
    public let matcher: ArgumentMatcher<Wrapped?>

    /// The matcher `matcher` of the optional value.
    public init(_ matcher: ArgumentMatcher<Wrapped?>) {
      self.matcher = matcher
    }

    /// How the matcher reads in StandIn's messages.
    public var description: String { matcher.description }

    /// Any value, `nil` included.
    public static var any: Self { Self(.any) }

    /// `nil`.
    public static var isNil: Self { Self(.isNil) }

    /// Any value but `nil`.
    public static var isNotNil: Self { Self(.isNotNil) }

    /// Values that are not `nil` and that `matcher` matches.
    public static func some(_ matcher: ArgumentMatcher<Wrapped>) -> Self {
      Self(
        ArgumentMatcher(description: matcher.description) { value in
          value.map(matcher.matches) ?? false
        })
    }

    /// Values for which `predicate` is true; `description` names it in messages.
    public static func matching(
      _ description: String = "matching a predicate",
      _ predicate: @escaping @Sendable (Wrapped?) -> Bool
    ) -> Self {
      Self(.matching(description, predicate))
    }

    /// Any value of the parameter's own optional type, `nil` included: `.any(Int?.self)` reads
    /// as `.any`, where a generic method's other parameters need the type spelled out.
    ///
    /// ```swift
    /// // func load(name: String?, retries: Int?)
    /// mock.verify.load(name: .any(String?.self), retries: .any(Int?.self)).called(1)
    /// ```
    public static func any(_ type: Wrapped?.Type) -> Self {
      .any
    }

    /// Any value that is not `nil` and whose type is `type`, for a parameter declared
    /// `(any P)?`: `.any(FileLogger.self)`.
    public static func any<Concrete>(_ type: Concrete.Type) -> Self {
      Self(
        ArgumentMatcher(description: "any \(Concrete.self)") { $0.map { $0 is Concrete } ?? false })
    }

    /// Any value, recorded in `captor` each time a call it matches is made or verified.
    public static func capture(_ captor: ArgumentCaptor<Wrapped?>) -> Self {
      Self(.capture(captor))
    }
  }

  extension OptionalArgumentMatcher where Wrapped: Equatable {
    /// Values equal to `expected`.
    public static func equal(_ expected: Wrapped?) -> Self {
      Self(.equal(expected))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByNilLiteral {
    /// `nil`: `mock.stub.load(name: nil)`.
    public init(nilLiteral: ()) {
      self = .isNil
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByIntegerLiteral
  where Wrapped: ExpressibleByIntegerLiteral & Equatable {
    /// Equal to an integer literal: `mock.stub.load(retries: 3)`.
    public init(integerLiteral value: Wrapped.IntegerLiteralType) {
      self = .equal(Wrapped(integerLiteral: value))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByFloatLiteral
  where Wrapped: ExpressibleByFloatLiteral & Equatable {
    /// Equal to a floating-point literal.
    public init(floatLiteral value: Wrapped.FloatLiteralType) {
      self = .equal(Wrapped(floatLiteral: value))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByBooleanLiteral
  where Wrapped: ExpressibleByBooleanLiteral & Equatable {
    /// Equal to a Boolean literal.
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) {
      self = .equal(Wrapped(booleanLiteral: value))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByUnicodeScalarLiteral
  where Wrapped: ExpressibleByUnicodeScalarLiteral & Equatable {
    /// Equal to a one-scalar literal.
    public init(unicodeScalarLiteral value: Wrapped.UnicodeScalarLiteralType) {
      self = .equal(Wrapped(unicodeScalarLiteral: value))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByExtendedGraphemeClusterLiteral
  where Wrapped: ExpressibleByExtendedGraphemeClusterLiteral & Equatable {
    /// Equal to a one-character literal.
    public init(extendedGraphemeClusterLiteral value: Wrapped.ExtendedGraphemeClusterLiteralType) {
      self = .equal(Wrapped(extendedGraphemeClusterLiteral: value))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByStringLiteral
  where Wrapped: ExpressibleByStringLiteral & Equatable {
    /// Equal to a string literal: `mock.stub.load(name: "x")`.
    public init(stringLiteral value: Wrapped.StringLiteralType) {
      self = .equal(Wrapped(stringLiteral: value))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByArrayLiteral
  where Wrapped: ArrayLiteralArgument & Equatable {
    /// Equal to an array literal.
    public init(arrayLiteral elements: Wrapped.Element...) {
      self = .equal(Wrapped(arrayLiteralArgument: elements))
    }
  }

  extension OptionalArgumentMatcher: ExpressibleByDictionaryLiteral
  where Wrapped: DictionaryLiteralArgument & Equatable {
    /// Equal to a dictionary literal.
    public init(dictionaryLiteral elements: (Wrapped.Key, Wrapped.Value)...) {
      self = .equal(Wrapped(dictionaryLiteralArgument: elements))
    }
  }
#endif
