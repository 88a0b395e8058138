import SwiftSyntax

/// One parameter of a mocked member: how callers pass it (its convention), what the mock records
/// for it, how matchers see it, and how the mock hands it on to a real implementation.
struct MockedParameter {
  /// How the parameter is passed, which decides how the mock records and forwards it.
  enum Convention: Equatable {
    /// A value, recorded as it is.
    case plain
    /// `borrowing` or `consuming` of a type known to be copyable: copied once before the call
    /// (no closure may capture a borrowed parameter of a trivial type such as `Int`, even to
    /// copy it), and the copy recorded and forwarded.
    case ownership
    /// `inout`: recorded with its value at the call; `perform` and the real implementation may
    /// write through it.
    case `inout`
    /// `T...`: recorded as `[T]`.
    case variadic
    /// `@autoclosure () -> T`: evaluated once, when the call is made, and recorded as `T`.
    /// `effects` is `try `, `await `, both or neither, for the evaluation.
    case autoclosure(effects: String)
    /// A closure the mock may not keep: recorded in a box that forgets it when the call returns.
    case nonEscapingClosure
    /// `Span<T>` or `RawSpan`, which cannot outlive the call: recorded as a copied array.
    case span(copy: String)
    /// A value that cannot be copied (a `~Copyable` generic parameter): recorded as a
    /// placeholder that only `.any` matches.
    case unrecorded
    /// `isolated`: the actor the member runs on.
    case isolated
  }

  /// The argument label callers write, or `nil` for `_`.
  var label: String?
  /// The name the mock's implementation uses.
  private(set) var name: String
  /// The type as declared, rewritten for the mock (`inout Int`, `@escaping () -> Void`).
  let declaredType: TypeSyntax
  let convention: Convention
  /// The type the mock records, and that matchers and answers see: without `inout`,
  /// `@escaping` or attributes; a variadic parameter as an array; `some P` as `any P`.
  let storedType: String
  /// The wrapped type of an optional parameter, whose matchers take literals of it.
  let optionalWrapped: String?
  /// A generic parameter's metatype (`T.Type`): builders take the type itself.
  let isGenericMetatype: Bool
  /// The closure type of a non-escaping closure parameter, for the wrapper of a `rethrows`
  /// member that notes whether it throws.
  let closureType: FunctionTypeSyntax?
  /// Whether a closure parameter is `async`.
  let closureIsAsync: Bool
  /// A noncopyable argument the member consumes: the mock cannot hand it on to a real
  /// implementation from inside the closure that forwards, so the member has none.
  let isConsumedNoncopyable: Bool
  /// A `sending` parameter: the mock records it and hands it on to a real implementation, so it
  /// vouches for the second use (`StandInMocks.sending(_:)`).
  var isSending = false
  /// A parameter pack (`repeat each T`), handed on as `repeat each values`.
  var isPack = false
  /// A closure declared `nonisolated(nonsending)`, which runs in its caller's isolation: Swift
  /// cannot prove handing it to `withoutActuallyEscaping`'s body safe, so stubs get an empty box.
  var isNonsendingClosure = false
  /// A closure recorded as the function it is (an `@escaping` or `inout` one): in a tuple of
  /// arguments that a closure literal takes `inout`, Swift 6.3's SIL crashes beside an
  /// existential (`OwnershipModelEliminator`), so such a call hands over a local function.
  var isStoredFunction = false
  /// A `some P` parameter, recorded as `any P`: in a tuple of arguments, it needs `as`.
  var isOpaque = false

  /// - Parameters:
  ///   - genericNames: The member's generic parameters.
  ///   - noncopyableNames: Generic parameters declared `~Copyable` or `~Escapable`.
  ///   - isSubscriptIndex: A subscript's parameter has no argument label unless it names one
  ///     before its own name.
  init(
    _ parameter: FunctionParameterSyntax,
    index: Int,
    genericNames: Set<String>,
    noncopyableNames: Set<String>,
    isSubscriptIndex: Bool = false,
    rewriter: TypeRewriter
  ) {
    // A keyword needs no backticks as an argument label (`for`, `in`), but for three.
    let firstName =
      ["`inout`", "`var`", "`let`"].contains(parameter.firstName.text)
      ? parameter.firstName.text : parameter.firstName.text.filter { $0 != "`" }
    let secondName = parameter.secondName?.text
    label = firstName == "_" || (isSubscriptIndex && secondName == nil) ? nil : firstName
    let internalName = (secondName ?? firstName).filter { $0 != "`" }
    // `self` as a parameter's name would hide the mock from its own implementation.
    name = internalName == "_" || internalName == "self" ? "argument\(index)" : internalName
    let declared = rewriter.rewrite(parameter.type.trimmed)
    declaredType = declared

    let shape = TypeShape(declared)
    let isVariadic = parameter.ellipsis != nil
    var base = shape.base
    var convention: Convention = .plain
    var closureType: FunctionTypeSyntax?
    if shape.specifiers.contains("inout") {
      convention = .inout
    } else if shape.specifiers.contains("isolated") {
      convention = .isolated
    } else if shape.specifiers.contains("borrowing") || shape.specifiers.contains("consuming") {
      convention = .ownership
    }
    if isVariadic { convention = .variadic }
    if let function = shape.functionType {
      closureType = function
      if shape.attributes.contains("autoclosure") {
        let effects = function.effectSpecifiers
        let tryKeyword = effects?.throwsClause != nil ? "try " : ""
        let awaitKeyword = effects?.asyncSpecifier != nil ? "await " : ""
        convention = .autoclosure(effects: tryKeyword + awaitKeyword)
        base = function.returnClause.type
      } else if !shape.attributes.contains("escaping") && convention != .inout {
        convention = .nonEscapingClosure
      }
    }
    closureIsAsync = closureType?.effectSpecifiers?.asyncSpecifier != nil
    self.closureType = convention == .nonEscapingClosure ? closureType : nil

    var stored: String
    if let some = base.as(SomeOrAnyTypeSyntax.self),
      some.someOrAnySpecifier.tokenKind == .keyword(.some)
    {
      stored = "any \(some.constraint.trimmedDescription)"
    } else {
      stored = base.optionalSpelling
    }
    if case .autoclosure = convention {
      stored = base.optionalSpelling
    } else if convention != .nonEscapingClosure {
      // Attributes such as `@Sendable` or `@MainActor`, and `nonisolated(nonsending)`, stay
      // part of a closure's type.
      let kept = shape.outerAttributes.filter { $0 != "escaping" && $0 != "autoclosure" }
      if shape.functionType != nil {
        stored = shape.isolationSpecifier + kept.map { "@\($0) " }.joined() + stored
      }
    }
    if let span = Self.spanCopy(of: base, name: name) {
      convention = .span(copy: span.copy)
      stored = span.storedType
    } else if base.isNoncopyable(
      amongGenericParameters: noncopyableNames.union(rewriter.noncopyableTypes))
      || (convention == .ownership
        && !base.isKnownCopyable(
          amongGenericParameters: genericNames.union(rewriter.genericParameters)))
    {
      convention = .unrecorded
      stored = "StandInMocks.UnrecordedArgument"
    }
    if isVariadic { stored = "[\(stored)]" }
    if convention == .nonEscapingClosure {
      let kept = shape.outerAttributes.filter { $0 != "escaping" }
      stored =
        "StandInMocks.NonEscapingClosure<\(shape.isolationSpecifier)\(kept.map { "@\($0) " }.joined())\(base.trimmedDescription)>"
    }
    storedType = stored
    isStoredFunction =
      closureType != nil && convention != .nonEscapingClosure && convention != .variadic
      && convention != .unrecorded && !stored.hasPrefix("StandInMocks.")
    if case .autoclosure = convention { isStoredFunction = false }
    self.convention = convention
    isConsumedNoncopyable = convention == .unrecorded && shape.specifiers.contains("consuming")
    isSending = shape.specifiers.contains("sending")
    isPack = base.is(PackExpansionTypeSyntax.self)
    isNonsendingClosure =
      convention == .nonEscapingClosure && shape.isolationSpecifier.contains("nonsending")
    isOpaque = base.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
    optionalWrapped =
      isVariadic || convention == .unrecorded ? nil : Self.wrappedType(ofOptional: base)
    if let metatype = base.as(MetatypeTypeSyntax.self),
      metatype.metatypeSpecifier.tokenKind == .keyword(.Type),
      genericNames.contains(metatype.baseType.trimmedDescription)
    {
      isGenericMetatype = true
    } else {
      isGenericMetatype = false
    }
  }

  /// A setter's new value.
  init(newValueOf type: String) {
    label = nil
    name = "newValue"
    declaredType = TypeSyntax(stringLiteral: type)
    convention = .plain
    storedType = declaredType.optionalSpelling
    optionalWrapped = Self.wrappedType(ofOptional: TypeSyntax(stringLiteral: storedType))
    isGenericMetatype = false
    closureType = nil
    closureIsAsync = false
    isConsumedNoncopyable = false
  }

  /// `parameters`, each named apart from the others: a requirement has no body, so Swift lets
  /// two of its parameters share a name (`_ mode: T, mode: Bool`), which the mock's
  /// implementation cannot.
  static func uniquelyNamed(_ parameters: [MockedParameter]) -> [MockedParameter] {
    var taken: Set<String> = []
    return parameters.enumerated().map { index, parameter in
      var named = parameter
      if !taken.insert(parameter.name).inserted {
        named.name = "argument\(index)"
        taken.insert(named.name)
      }
      return named
    }
  }

  /// The parameter under the name its declaration gives it, `self` included: the body of a
  /// static method that `@OverridableStatics` takes over refers to the method's own parameters.
  func underOwnName(_ parameter: FunctionParameterSyntax) -> MockedParameter {
    let own = (parameter.secondName ?? parameter.firstName).text.filter { $0 != "`" }
    guard own != "_" else { return self }
    var renamed = self
    renamed.name = own
    return renamed
  }

  /// The name as code refers to it: a keyword (`as`, `in`) in backticks.
  var referenceName: String {
    swiftKeywords.contains(name) ? "`\(name)`" : name
  }

  /// The local that holds the recorded form of an autoclosure, a span, a borrowed value's copy
  /// or a closure box:
  /// `standInBody` for `body`.
  var localName: String {
    "standIn\(name.prefix(1).uppercased())\(name.dropFirst())"
  }

  /// How the implementation puts this parameter into the recorded arguments.
  var recordedValue: String {
    switch convention {
    case .plain where isOpaque: "(\(referenceName) as \(storedType))"
    case .plain, .inout, .variadic, .isolated: referenceName
    case .autoclosure, .nonEscapingClosure, .span, .ownership: localName
    case .unrecorded: "StandInMocks.UnrecordedArgument()"
    }
  }

  /// How the implementation hands this parameter on to the real implementation.
  var forwardedValue: String {
    if isSending && convention == .plain { return "StandInMocks.sending(\(referenceName))" }
    if isPack { return "repeat each \(referenceName)" }
    return switch convention {
    case .plain, .variadic, .isolated, .nonEscapingClosure, .span, .unrecorded: referenceName
    case .autoclosure, .ownership: localName
    case .inout: "&\(referenceName)"
    }
  }

  /// The statement that records an autoclosure's value, a span's copy or a borrowed value's
  /// copy before the call, if the parameter needs one.
  var preparation: String? {
    switch convention {
    case .autoclosure(let effects): "let \(localName) = \(effects)\(referenceName)()"
    case .span(let copy): "let \(localName) = \(copy)"
    case .ownership: "let \(localName) = copy \(referenceName)"
    default: nil
    }
  }

  /// The builder parameter's type: a matcher of the recorded type, or the metatype itself.
  var builderType: String {
    if isGenericMetatype { return storedType }
    if let optionalWrapped { return "StandInMocks.OptionalArgumentMatcher<\(optionalWrapped)>" }
    return "StandInMocks.ArgumentMatcher<\(storedType)>"
  }

  /// The builder parameter as an argument matcher of the recorded type.
  var builderMatcher: String {
    if isGenericMetatype { return ".type(\(referenceName))" }
    if optionalWrapped != nil { return "\(referenceName).matcher" }
    return referenceName
  }

  /// `for: ` or empty, for a call of the real implementation.
  var callLabel: String {
    label.map { "\($0): " } ?? ""
  }

  /// The label as a builder method declares it: `for id`, `_ id`.
  var builderLabel: String {
    label.map { $0 == name ? $0 : "\($0) \(name)" } ?? "_ \(name)"
  }

  /// The label as a builder subscript declares it, where a lone name is no label: `key key`,
  /// `index`.
  var subscriptBuilderLabel: String {
    label.map { "\($0) \(name)" } ?? name
  }

  /// `T` for `T?`, `T!` and `Optional<T>`.
  static func wrappedType(ofOptional type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first,
      identifier.genericArgumentClause?.arguments.count == 1
    {
      return argument.trimmedDescription
    }
    return nil
  }

  /// The copy a mock records of a `Span<T>` or `RawSpan` named `name`, and its type.
  static func spanCopy(of type: TypeSyntax, name: String) -> (copy: String, storedType: String)? {
    guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
    let reference = swiftKeywords.contains(name) ? "`\(name)`" : name
    switch identifier.name.text {
    case "RawSpan" where identifier.genericArgumentClause == nil:
      return ("\(reference).withUnsafeBytes { Array($0) }", "[UInt8]")
    case "Span":
      guard let element = identifier.genericArgumentClause?.arguments.first else { return nil }
      return (
        "\(reference).withUnsafeBufferPointer { Array($0) }", "[\(element.trimmedDescription)]"
      )
    default:
      return nil
    }
  }
}

/// A parameter's type taken apart: its specifiers (`inout`, `borrowing`), its attributes
/// (`escaping`, `Sendable`) and the type they apply to, with a closure type found through
/// parentheses.
struct TypeShape {
  var specifiers: Set<String> = []
  /// Every attribute, those inside parentheses around a closure type included.
  var attributes: [String] = []
  /// The attributes written on the parameter's type itself, before any parentheses.
  var outerAttributes: [String] = []
  /// `nonisolated(nonsending) `, written before a closure type that runs in its caller's
  /// isolation, or empty: a closure type without it is another type.
  var isolationSpecifier = ""
  var base: TypeSyntax
  var functionType: FunctionTypeSyntax?

  init(_ type: TypeSyntax) {
    base = type
    if let attributed = type.as(AttributedTypeSyntax.self) {
      base = attributed.baseType
      let baseTokens = Set(attributed.baseType.tokens(viewMode: .sourceAccurate).map(\.id))
      for token in attributed.tokens(viewMode: .sourceAccurate) where !baseTokens.contains(token.id)
      {
        if case .keyword(let keyword) = token.tokenKind,
          [.inout, .borrowing, .consuming, .isolated, .sending, .__owned, .__shared].contains(
            keyword)
        {
          specifiers.insert(token.text)
        }
      }
      outerAttributes = attributed.attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      }
      if let nonisolated = attributed.specifiers.first(where: {
        $0.trimmedDescription.hasPrefix("nonisolated")
      }) {
        isolationSpecifier = nonisolated.trimmedDescription + " "
      }
      attributes = outerAttributes
    }
    var unwrapped = base
    while true {
      if let tuple = unwrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.firstName == nil
      {
        unwrapped = only.type
      } else if let attributed = unwrapped.as(AttributedTypeSyntax.self) {
        attributes += attributed.attributes.compactMap {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
        unwrapped = attributed.baseType
      } else {
        break
      }
    }
    functionType = unwrapped.as(FunctionTypeSyntax.self)
  }
}

/// Words that name a parameter only in backticks when code refers to it.
let swiftKeywords: Set<String> = [
  "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
  "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
  "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
  "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
  "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
  "typealias", "var", "where", "while", "Any",
]

extension FunctionParameterClauseSyntax {
  /// The clause with a name for every parameter that has none (`_: Int`, `key _: String`), so
  /// that the mock's implementation can refer to it, and with types rewritten for the mock.
  func naming(_ parameters: [MockedParameter]) -> FunctionParameterClauseSyntax {
    var named = self
    named.parameters = FunctionParameterListSyntax(
      zip(self.parameters, parameters).map { syntax, parameter in
        var syntax = syntax.with(
          \.type, parameter.declaredType.with(\.leadingTrivia, syntax.type.leadingTrivia))
        if syntax.secondName?.tokenKind == .wildcard
          || (syntax.secondName.map { $0.text.filter { $0 != "`" } != parameter.name } ?? false)
        {
          syntax = syntax.with(\.secondName, .identifier(parameter.name))
        } else if syntax.secondName == nil
          && (syntax.firstName.tokenKind == .wildcard
            || syntax.firstName.text.filter({ $0 != "`" }) != parameter.name)
        {
          // A subscript's lone name is no label: renamed, it stays none (`_ argument0`).
          if parameter.label == nil { syntax = syntax.with(\.firstName, .wildcardToken()) }
          syntax = syntax.with(\.secondName, .identifier(parameter.name, leadingTrivia: .space))
        }
        return syntax
      }
    )
    return named
  }
}
