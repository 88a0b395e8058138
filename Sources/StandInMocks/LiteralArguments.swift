#if DEBUG || STANDIN_MOCKS
  /// A type whose values an array literal can stand for in a matcher: arrays, sets, and optional
  /// ones.
  ///
  /// ```swift
  /// mock.verify.tag(["a", "b"]).called(1)     // tag(_ tags: [String]) or tag(_ tags: Set<String>?)
  /// ```
  public protocol ArrayLiteralArgument {
    /// The type of the literal's elements.
    associatedtype Element
    /// The value the literal `elements` stands for.
    init(arrayLiteralArgument elements: [Element])
  }

  extension Array: ArrayLiteralArgument {
    /// The array `elements`.
    public init(arrayLiteralArgument elements: [Element]) {
      self = elements
    }
  }

  extension ContiguousArray: ArrayLiteralArgument {
    /// The array `elements`.
    public init(arrayLiteralArgument elements: [Element]) {
      self.init(elements)
    }
  }

  extension ArraySlice: ArrayLiteralArgument {
    /// The slice of all of `elements`.
    public init(arrayLiteralArgument elements: [Element]) {
      self.init(elements)
    }
  }

  extension Set: ArrayLiteralArgument {
    /// The set of `elements`.
    public init(arrayLiteralArgument elements: [Element]) {
      self.init(elements)
    }
  }

  extension Optional: ArrayLiteralArgument where Wrapped: ArrayLiteralArgument {
    /// The collection `elements`, not `nil`.
    public init(arrayLiteralArgument elements: [Wrapped.Element]) {
      self = .some(Wrapped(arrayLiteralArgument: elements))
    }
  }

  /// A type whose values a dictionary literal can stand for in a matcher: dictionaries and
  /// optional ones.
  ///
  /// ```swift
  /// mock.verify.send(headers: ["Accept": "json"]).called(1)
  /// ```
  public protocol DictionaryLiteralArgument {
    /// The type of the literal's keys.
    associatedtype Key
    /// The type of the literal's values.
    associatedtype Value
    /// The value the literal `elements` stands for.
    init(dictionaryLiteralArgument elements: [(Key, Value)])
  }

  extension Dictionary: DictionaryLiteralArgument {
    /// The dictionary of `elements`; a repeated key keeps its last value.
    public init(dictionaryLiteralArgument elements: [(Key, Value)]) {
      self.init(elements, uniquingKeysWith: { _, last in last })
    }
  }

  extension Optional: DictionaryLiteralArgument where Wrapped: DictionaryLiteralArgument {
    /// The dictionary of `elements`, not `nil`.
    public init(dictionaryLiteralArgument elements: [(Wrapped.Key, Wrapped.Value)]) {
      self = .some(Wrapped(dictionaryLiteralArgument: elements))
    }
  }
#endif
