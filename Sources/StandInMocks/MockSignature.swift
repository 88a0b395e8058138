#if DEBUG || STANDIN_MOCKS
  /// How a member of a mock is called, for StandIn's messages: its kind, name and argument
  /// labels. Generated mocks create one per member.
  ///
  /// ```swift
  /// MockSignature.method("status", "for", "retries")   // status(for: "admin", retries: 3)
  /// MockSignature.setter("name")                        // name = "ann"
  /// MockSignature.subscriptGetter(nil)                  // [3]
  /// ```
  public struct MockSignature: Sendable {
    enum Kind: Sendable {
      case method
      case getter
      case setter
      case subscriptGetter
      case subscriptSetter
      case initializer
    }

    let kind: Kind
    let name: String
    /// The labels of the parameters (a subscript's indices, without a setter's new value);
    /// `nil` for `_`.
    let labels: [String?]

    /// A method, with its parameters' labels: `.method("fill", nil)` for `fill(_:)`.
    public static func method(_ name: String, _ labels: String?...) -> MockSignature {
      MockSignature(kind: .method, name: name, labels: labels)
    }

    /// A property's getter.
    public static func getter(_ name: String) -> MockSignature {
      MockSignature(kind: .getter, name: name, labels: [])
    }

    /// A property's setter.
    public static func setter(_ name: String) -> MockSignature {
      MockSignature(kind: .setter, name: name, labels: [])
    }

    /// A subscript's getter, with its indices' labels.
    public static func subscriptGetter(_ labels: String?...) -> MockSignature {
      MockSignature(kind: .subscriptGetter, name: "subscript", labels: labels)
    }

    /// A subscript's setter, with its indices' labels.
    public static func subscriptSetter(_ labels: String?...) -> MockSignature {
      MockSignature(kind: .subscriptSetter, name: "subscript", labels: labels)
    }

    /// An initializer, with its parameters' labels.
    public static func initializer(_ labels: String?...) -> MockSignature {
      MockSignature(kind: .initializer, name: "init", labels: labels)
    }

    /// How many arguments a call records: the parameters, and a setter's new value.
    var arity: Int {
      switch kind {
      case .setter, .subscriptSetter: labels.count + 1
      default: labels.count
      }
    }

    /// `status(for:retries:)`, `name`, `name =`, `subscript(_:)`, `init(name:)`.
    public var displayName: String {
      let list = labels.map { "\($0 ?? "_"):" }.joined()
      switch kind {
      case .method, .initializer: return "\(name)(\(list))"
      case .getter: return name
      case .setter: return "\(name) ="
      case .subscriptGetter: return "subscript(\(list))"
      case .subscriptSetter: return "subscript(\(list)) ="
      }
    }

    /// How a test stubs the member: `mock.stub.status(for: …)`, `mock.stub.name(set: …)`,
    /// `mock.stub[…]`.
    var stubHint: String {
      let list = labels.map { "\($0.map { "\($0): " } ?? "")…" }.joined(separator: ", ")
      switch kind {
      case .method: return "mock.stub.\(name)(\(list))"
      case .initializer: return "mock.verify.initialized(\(list))"
      case .getter: return "mock.stub.\(name)"
      case .setter: return "mock.stub.\(name)(set: …)"
      case .subscriptGetter: return "mock.stub[\(list)]"
      case .subscriptSetter: return "mock.stub[\(list), set: …]"
      }
    }

    /// The call with `arguments` rendered in order: `status(for: "admin", retries: 3)`,
    /// `name = "ann"`, `[3]`.
    @usableFromInline
    func describe(_ arguments: [String]) -> String {
      let list = zip(labels, arguments).map { label, argument in
        label.map { "\($0): \(argument)" } ?? argument
      }.joined(separator: ", ")
      let newValue = arguments.count > labels.count ? arguments[labels.count] : "…"
      switch kind {
      case .method: return "\(name)(\(list))"
      case .initializer: return "init(\(list))"
      case .getter: return name
      case .setter: return "\(name) = \(newValue)"
      case .subscriptGetter: return "[\(list)]"
      case .subscriptSetter: return "[\(list)] = \(newValue)"
      }
    }

    /// The call with `arguments`, the recorded arguments of one call.
    func describe<Arguments>(arguments: Arguments) -> String {
      switch arity {
      case 0: return describe([])
      case 1: return describe([describeArgument(arguments)])
      default:
        return describe(Mirror(reflecting: arguments).children.map { describeArgument($0.value) })
      }
    }
  }
#endif
