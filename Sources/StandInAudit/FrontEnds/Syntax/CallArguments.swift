/// A call's arguments as the syntax front end sees them, which tell a static method's overloads
/// apart by their parameters' labels without types (`Box.get()` calls `static func get()`, not
/// `static func get(_ value: Int)`), and which parameter an argument fills, whose type an
/// implicit member there belongs to (`take(.make())`). The index tells both in the
/// type-accurate mode.
///
/// ```swift
/// let call = CallArguments(labels: ["_"], hasTrailingClosure: false)
/// call.canCall([.init(label: "_", hasDefault: false)])  // true
/// call.canCall([])                                       // false
/// ```
struct CallArguments: Sendable, Hashable {
  /// A parameter as a call sees it.
  struct Parameter: Sendable, Hashable {
    /// Its argument label, `_` for none.
    var label: String
    /// Whether a call may leave it out.
    var hasDefault: Bool
    /// Whether it takes any number of arguments (`_ values: Int...`), the first labelled.
    var isVariadic = false
    /// Its type's names as written, an optional unwrapped (`clock: Clock?` is `["Clock"]`),
    /// or for `some P` and a generic parameter with one constraint `P`, the protocol whose
    /// extensions an implicit member is looked up in (`fileSystem: .shared`); `nil` for a
    /// function type, a tuple or an `any` type.
    var type: [String]? = nil
    /// For a parameter that takes a type (`_ maker: M.Type`, `M` a generic parameter of the
    /// function, or `_ maker: any Maker.Type`) or a value of a named, generic or existential
    /// type (`_ worker: Worker`, `_ getter: G`, `some Getter`, `any Getter`): the members the
    /// function's code uses through it (`M.make()`, `maker.make()`, `worker.next()`), which a
    /// call runs of the type or the new value it passes (`build(Live.self)` runs `Live.make()`,
    /// `run(Live())` and `use(.init())` run `Live().get()`).
    var membersUsed: Set<String> = []
    /// For such a parameter, the name code uses it through: the generic parameter (`M` of
    /// `_ maker: M.Type`, used as `M` or `maker`), or the parameter's own name.
    var typeParameter: String? = nil
  }

  /// Where an expression is an argument: the call's callee as written (`["take"]`,
  /// `["Box", "get"]`, `["Server"]` or `["Server", "init"]` for a creation, `["self", "write"]`
  /// for a method of the instance itself), its arguments, and the argument's position among them.
  struct Site: Sendable, Hashable {
    /// The first name of a callee called on the instance itself (`self.write(…)`).
    static let ownInstance = "self"

    var callee: [String]
    var arguments: CallArguments
    var position: Int
  }

  /// Each argument's label in order, `_` for none; a trailing closure is not among them.
  var labels: [String]
  /// Whether a trailing closure follows, which fills a parameter labels do not name.
  var hasTrailingClosure: Bool

  /// Whether a method whose parameters are `parameters` can take these arguments: each label
  /// in order fills the next parameter of that label, every parameter skipped has a default, and
  /// a trailing closure may fill one more. A variadic parameter takes the unlabelled arguments
  /// that follow it.
  func canCall(_ parameters: [Parameter]) -> Bool {
    filling(parameters) != nil
  }

  /// The parameter of `parameters` that the argument at `position` fills, when these
  /// arguments can call them (``canCall(_:)``).
  func parameter(filledBy position: Int, in parameters: [Parameter]) -> Parameter? {
    guard let filled = filling(parameters), position < filled.count else { return nil }
    return parameters[filled[position]]
  }

  /// For each argument, the index of the parameter it fills, when each label in order fills
  /// the next parameter of that label, every parameter skipped has a default, and a trailing
  /// closure may fill one more; a variadic parameter takes the unlabelled arguments that
  /// follow it.
  private func filling(_ parameters: [Parameter]) -> [Int]? {
    var filled: [Int] = []
    var next = 0
    while filled.count < labels.count {
      guard next < parameters.count else { return nil }
      let parameter = parameters[next]
      if parameter.label == labels[filled.count] {
        filled.append(next)
        if parameter.isVariadic {
          while filled.count < labels.count, labels[filled.count] == "_" { filled.append(next) }
        }
        next += 1
      } else if parameter.hasDefault || parameter.isVariadic {
        next += 1
      } else {
        return nil
      }
    }
    var remaining = parameters[next...]
    if hasTrailingClosure {
      guard !remaining.isEmpty else { return nil }
      let filledByClosure = remaining.firstIndex { !$0.hasDefault } ?? remaining.startIndex
      remaining = remaining[(filledByClosure + 1)...]
    }
    return remaining.allSatisfy { $0.hasDefault || $0.isVariadic } ? filled : nil
  }
}
