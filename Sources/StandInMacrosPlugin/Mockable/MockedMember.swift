import SwiftSyntax

/// One thing a mock records and answers: a method, a property's getter or setter, a subscript's
/// getter or setter, or an initializer. Every part of the mock that concerns it (its recorder,
/// its implementation, its builders) is written from this model.
struct MockedMember {
  enum Kind: Equatable {
    case method
    case getter
    case setter
    case initializer
  }

  enum Throwing: Equatable {
    case none
    case untyped
    case typed(String)
    case rethrowing

    var isTyped: Bool {
      if case .typed = self { return true }
      return false
    }

    /// The runtime's `Failure` type. A `rethrows` member's stubs may throw what its closure
    /// throws, so they see `any Error`, spelled `any Swift.Error`: the module whose protocol
    /// the generator mocks may declare its own `Error` (OpenAPIKit does).
    var failureType: String {
      switch self {
      case .none: "Never"
      case .untyped, .rethrowing: "any Swift.Error"
      case .typed(let type): type
      }
    }
  }

  /// How the member hands its result to the caller.
  enum ResultConvention: Equatable {
    case plain
    /// `sending`: the mock vouches for what the test stubbed.
    case sending
    /// A `~Copyable` generic parameter: stubs answer a `MockProduced` box that hands the value
    /// over once.
    case produced
  }

  let kind: Kind
  /// `status`, `name`, `subscript`, `init`, `==`.
  let baseName: String
  var parameters: [MockedParameter]
  var isStatic: Bool
  let isAsync: Bool
  let throwing: Throwing
  /// The result type the mock records and stubs answer, `Void` when none.
  let resultType: String
  /// The result type as the implementation declares it.
  let declaredResultType: String?
  let resultConvention: ResultConvention
  /// `<T: Decodable>`, rewritten for the mock.
  let genericParameterClause: String
  /// `where T: Sendable`, rewritten for the mock.
  let genericWhereClause: String
  /// The generic parameters' names, parameter packs excepted.
  let genericNames: [String]
  /// The parameter packs among the generic parameters (`each T`), recorded as placeholders.
  var packNames: [String] = []
  /// The generic parameter clause without parameter packs, for builders: `<U>`, or empty.
  var builderGenericParameterClause = ""
  /// `@available` attributes, repeated on the implementation so a deprecated requirement can
  /// forward to its real implementation without a warning.
  let availability: String
  /// An `@objc optional` requirement, implemented `@objc`.
  let isOptionalRequirement: Bool
  /// `prefix` or `postfix` for such an operator; `infix` for other operators; `nil` otherwise.
  let operatorFixity: String?
  /// The conditions of the `#if` blocks around the requirement, outermost first.
  var conditions: [IfCondition] = []
  /// The property or subscript's declaration, for accessors; the method's, otherwise.
  let declaration: DeclSyntax
  /// A unique identifier among the mock's members, set once every member is known.
  var identifier = ""
  /// The trailing builder parameter that tells this member's builders from an overload's that
  /// take the same matchers: `returning: Int.Type`, or the `.async` / `.sync` marker.
  var disambiguation: Disambiguation?

  enum Disambiguation: Equatable {
    case returning(String)
    case effect(isAsync: Bool)
    /// A method without parameters beside a property of the same name, result and effects.
    case method
  }

  var isSubscript: Bool { baseName == "subscript" }

  /// Whether the requirement is declared `nonisolated`.
  var isNonisolated: Bool {
    declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
      $0.name.tokenKind == .keyword(.nonisolated)
    } == true
  }
  var isGeneric: Bool { !genericNames.isEmpty }
  var hasInout: Bool { parameters.contains { $0.convention == .inout } }
  var closures: [MockedParameter] { parameters.filter { $0.convention == .nonEscapingClosure } }
  /// Whether a parameter cannot be captured by the closure that would run the real
  /// implementation: a `borrowing` parameter of a type the macro does not know to be copyable
  /// (Swift lets no closure capture a borrowed copyable value), or a `consuming` noncopyable one.
  /// The mock then asks its recorder for an answer first and runs the real implementation itself.
  var leavesRealOutside: Bool {
    kind == .method && parameters.contains { $0.convention == .unrecorded }
  }

  /// `status(for:retries:)`, `name`, `name =`, `subscript(_:)`, `init(name:)`.
  var displayName: String {
    let labels = indices.map { "\($0.label ?? "_"):" }.joined()
    switch kind {
    case .method, .initializer: return "\(baseName)(\(labels))"
    case .getter: return isSubscript ? "subscript(\(labels))" : baseName
    case .setter: return isSubscript ? "subscript(\(labels)) =" : "\(baseName) ="
    }
  }

  /// The parameters callers name: a setter's without its new value.
  var indices: ArraySlice<MockedParameter> {
    kind == .setter ? parameters.dropLast() : parameters[...]
  }

  /// `.method("status", "for", "retries")`: the runtime's description of the member.
  var signatureExpression: String {
    let labels = indices.map { $0.label.map { "\"\($0)\"" } ?? "nil" }
    let arguments = labels.isEmpty ? "" : ", " + labels.joined(separator: ", ")
    switch kind {
    case .method: return ".method(\"\(baseName)\"\(arguments))"
    case .initializer: return ".initializer(\(labels.joined(separator: ", ")))"
    case .getter where isSubscript: return ".subscriptGetter(\(labels.joined(separator: ", ")))"
    case .setter where isSubscript: return ".subscriptSetter(\(labels.joined(separator: ", ")))"
    case .getter: return ".getter(\"\(baseName)\")"
    case .setter: return ".setter(\"\(baseName)\")"
    }
  }

  /// `(Int, String)`, `Int` or `()`: the arguments the mock records.
  var argumentsType: String {
    switch parameters.count {
    case 0: "()"
    case 1: parameters[0].storedType
    default: "(\(parameters.map(\.storedType).joined(separator: ", ")))"
    }
  }

  /// The recorded arguments, as an expression.
  var argumentsValue: String {
    switch parameters.count {
    case 0: "()"
    case 1: parameters[0].recordedValue
    default: "(\(parameters.map(\.recordedValue).joined(separator: ", ")))"
    }
  }

  /// `arguments.0`, or `arguments` alone for a single parameter.
  func argument(_ index: Int, in name: String = "arguments") -> String {
    parameters.count == 1 ? name : "\(name).\(index)"
  }

  var runtimeMemberType: String {
    "StandInMocks.MockMember<\(argumentsType), \(resultType), \(throwing.failureType)>"
  }

  /// Generic parameters that no matcher's type mentions, so that a builder cannot infer them
  /// from its arguments (`withLease<R>(_ body: (Int) -> R) -> R`): builders take them as types.
  var undeterminedGenericNames: [String] {
    let mentioned = parameters.filter { $0.convention != .nonEscapingClosure }
      .flatMap { identifiers(in: $0.storedType) }
    return genericNames.filter { !mentioned.contains($0) }
  }

  /// The name of a parameter declared `isolated`, whose actor the member runs on.
  var isolatedParameter: String? {
    parameters.first { $0.convention == .isolated }?.referenceName
  }

  /// `throws`, `throws(LoadError)` or `nil`, for accessors.
  var throwingSpecifier: String? {
    switch throwing {
    case .none: nil
    case .untyped, .rethrowing: "throws"
    case .typed(let type): "throws(\(type))"
    }
  }
}

/// The condition of one clause of an `#if` block, with the block and clause it belongs to, so
/// that members of different clauses of one block are known never to exist together.
struct IfCondition: Equatable {
  /// `os(Linux)`, `!(os(Linux)) && canImport(Foundation)`.
  let expression: String
  let block: SyntaxIdentifier
  let clause: Int
}

extension MockedMember {
  /// The members a requirement declares, or `nil` when it is not one a mock implements.
  static func members(
    of declaration: DeclSyntax,
    rewriter: TypeRewriter = .identity
  ) -> [MockedMember]? {
    // An unavailable member cannot be overridden or called, and needs no witness.
    if declaration.asProtocol(WithAttributesSyntax.self)?.attributes.isUnavailable == true {
      return nil
    }
    if let function = declaration.as(FunctionDeclSyntax.self) {
      return [method(function, rewriter: rewriter)]
    }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return properties(variable, rewriter: rewriter)
    }
    if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
      return subscripts(subscriptDecl, rewriter: rewriter)
    }
    if let initializer = declaration.as(InitializerDeclSyntax.self) {
      return [self.initializer(initializer, rewriter: rewriter)]
    }
    return nil
  }

  private static func method(_ function: FunctionDeclSyntax, rewriter: TypeRewriter)
    -> MockedMember
  {
    let generics = GenericNames(function.genericParameterClause)
    let effects = function.signature.effectSpecifiers
    let returnType = function.signature.returnClause.map { rewriter.rewrite($0.type.trimmed) }
    let result = ResultShape(
      returnType, noncopyableNames: generics.noncopyable.union(rewriter.noncopyableTypes))
    let isOperator = function.name.tokenKind.isOperator
    let fixity: String? =
      isOperator
      ? (function.modifiers.contains { $0.name.tokenKind == .keyword(.prefix) }
        ? "prefix"
        : function.modifiers.contains { $0.name.tokenKind == .keyword(.postfix) }
          ? "postfix" : "infix")
      : nil
    var parameters = MockedParameter.uniquelyNamed(
      function.signature.parameterClause.parameters.enumerated().map {
        MockedParameter(
          $0.element, index: $0.offset, genericNames: generics.all,
          noncopyableNames: generics.noncopyable, rewriter: rewriter)
      })
    // An operator's parameters have no argument labels.
    if isOperator {
      for index in parameters.indices { parameters[index].label = nil }
    }
    var member = MockedMember(
      kind: .method,
      baseName: function.name.text,
      parameters: parameters,
      isStatic: function.modifiers.isStatic,
      isAsync: effects?.asyncSpecifier != nil,
      throwing: Throwing(effects?.throwsClause, rewriter: rewriter),
      resultType: result.recorded,
      declaredResultType: returnType?.trimmedDescription,
      resultConvention: result.convention,
      genericParameterClause: function.genericParameterClause.map {
        rewriter.rewrite($0.trimmed).trimmedDescription
      } ?? "",
      genericWhereClause: function.genericWhereClause.map {
        rewriter.rewrite($0.trimmed).trimmedDescription
      } ?? "",
      genericNames: generics.ordered,
      availability: function.attributes.availability,
      isOptionalRequirement: function.modifiers.contains { $0.name.text == "optional" },
      operatorFixity: fixity,
      declaration: DeclSyntax(function)
    )
    member.packNames = generics.packs
    if !generics.packs.isEmpty, let clause = function.genericParameterClause {
      let kept = clause.parameters.filter { $0.specifier == nil }
      member.builderGenericParameterClause =
        kept.isEmpty
        ? ""
        : "<"
          + kept.map { rewriter.rewrite($0.with(\.trailingComma, nil).trimmed).trimmedDescription }
          .joined(separator: ", ") + ">"
    }
    return member
  }

  private static func initializer(
    _ initializer: InitializerDeclSyntax, rewriter: TypeRewriter
  ) -> MockedMember {
    let generics = GenericNames(initializer.genericParameterClause)
    let effects = initializer.signature.effectSpecifiers
    return MockedMember(
      kind: .initializer,
      baseName: "init",
      parameters: MockedParameter.uniquelyNamed(
        initializer.signature.parameterClause.parameters.enumerated().map {
          MockedParameter(
            $0.element, index: $0.offset, genericNames: generics.all,
            noncopyableNames: generics.noncopyable, rewriter: rewriter)
        }),
      isStatic: false,
      isAsync: effects?.asyncSpecifier != nil,
      throwing: Throwing(effects?.throwsClause, rewriter: rewriter),
      resultType: "Void",
      declaredResultType: nil,
      resultConvention: .plain,
      genericParameterClause: initializer.genericParameterClause.map {
        rewriter.rewrite($0.trimmed).trimmedDescription
      } ?? "",
      genericWhereClause: initializer.genericWhereClause.map {
        rewriter.rewrite($0.trimmed).trimmedDescription
      } ?? "",
      genericNames: generics.ordered,
      availability: initializer.attributes.availability,
      isOptionalRequirement: false,
      operatorFixity: nil,
      declaration: DeclSyntax(initializer)
    )
  }

  private static func properties(_ variable: VariableDeclSyntax, rewriter: TypeRewriter)
    -> [MockedMember]?
  {
    guard let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type =
        binding.typeAnnotation.map({ rewriter.rewrite($0.type.trimmed).trimmedDescription })
        ?? binding.initializer.flatMap({ literalType(of: $0.value) })
    else { return nil }
    let accessors = binding.accessorBlock?.accessorList ?? []
    let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    let effects = getter?.effectSpecifiers
    let isOptional = variable.modifiers.contains { $0.name.text == "optional" }
    var members = [
      MockedMember(
        kind: .getter,
        baseName: name,
        parameters: [],
        isStatic: variable.modifiers.isStatic,
        isAsync: effects?.asyncSpecifier != nil,
        throwing: Throwing(effects?.throwsClause, rewriter: rewriter),
        resultType: TypeSyntax(stringLiteral: type).optionalSpelling,
        declaredResultType: type,
        resultConvention: .plain,
        genericParameterClause: "",
        genericWhereClause: "",
        genericNames: [],
        availability: variable.attributes.availability,
        isOptionalRequirement: isOptional,
        operatorFixity: nil,
        declaration: DeclSyntax(variable)
      )
    ]
    // A class's stored `var` and a protocol's `{ get set }` can be set.
    let isSettable =
      accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      || (binding.accessorBlock == nil && variable.bindingSpecifier.tokenKind == .keyword(.var))
      || binding.accessorBlock?.isObservers == true
    if isSettable {
      members.append(
        MockedMember(
          kind: .setter,
          baseName: name,
          parameters: [MockedParameter(newValueOf: type)],
          isStatic: variable.modifiers.isStatic,
          isAsync: false,
          throwing: .none,
          resultType: "Void",
          declaredResultType: nil,
          resultConvention: .plain,
          genericParameterClause: "",
          genericWhereClause: "",
          genericNames: [],
          availability: variable.attributes.availability,
          isOptionalRequirement: isOptional,
          operatorFixity: nil,
          declaration: DeclSyntax(variable)
        )
      )
    }
    return members
  }

  private static func subscripts(_ subscriptDecl: SubscriptDeclSyntax, rewriter: TypeRewriter)
    -> [MockedMember]
  {
    let generics = GenericNames(subscriptDecl.genericParameterClause)
    let indices = MockedParameter.uniquelyNamed(
      subscriptDecl.parameterClause.parameters.enumerated().map {
        MockedParameter(
          $0.element, index: $0.offset, genericNames: generics.all,
          noncopyableNames: generics.noncopyable, isSubscriptIndex: true, rewriter: rewriter)
      })
    let type = rewriter.rewrite(subscriptDecl.returnClause.type.trimmed).trimmedDescription
    let accessors = subscriptDecl.accessorBlock?.accessorList ?? []
    let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    let effects = getter?.effectSpecifiers
    let genericClause =
      subscriptDecl.genericParameterClause.map {
        rewriter.rewrite($0.trimmed).trimmedDescription
      } ?? ""
    let whereClause =
      subscriptDecl.genericWhereClause.map {
        rewriter.rewrite($0.trimmed).trimmedDescription
      } ?? ""
    var members = [
      MockedMember(
        kind: .getter,
        baseName: "subscript",
        parameters: indices,
        isStatic: subscriptDecl.modifiers.isStatic,
        isAsync: effects?.asyncSpecifier != nil,
        throwing: Throwing(effects?.throwsClause, rewriter: rewriter),
        resultType: TypeSyntax(stringLiteral: type).optionalSpelling,
        declaredResultType: type,
        resultConvention: .plain,
        genericParameterClause: genericClause,
        genericWhereClause: whereClause,
        genericNames: generics.ordered,
        availability: subscriptDecl.attributes.availability,
        isOptionalRequirement: subscriptDecl.modifiers.contains { $0.name.text == "optional" },
        operatorFixity: nil,
        declaration: DeclSyntax(subscriptDecl)
      )
    ]
    if accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
      members.append(
        MockedMember(
          kind: .setter,
          baseName: "subscript",
          parameters: indices + [MockedParameter(newValueOf: type)],
          isStatic: subscriptDecl.modifiers.isStatic,
          isAsync: false,
          throwing: .none,
          resultType: "Void",
          declaredResultType: nil,
          resultConvention: .plain,
          genericParameterClause: genericClause,
          genericWhereClause: whereClause,
          genericNames: generics.ordered,
          availability: subscriptDecl.attributes.availability,
          isOptionalRequirement: false,
          operatorFixity: nil,
          declaration: DeclSyntax(subscriptDecl)
        )
      )
    }
    return members
  }
}

/// A member's generic parameters: their names, and those declared `~Copyable` or `~Escapable`.
struct GenericNames {
  var ordered: [String] = []
  /// Parameter packs (`each T`), which are not among `ordered`.
  var packs: [String] = []
  var all: Set<String> { Set(ordered) }
  var noncopyable: Set<String> = []

  init(_ clause: GenericParameterClauseSyntax?) {
    for parameter in clause?.parameters ?? [] {
      if parameter.specifier != nil {
        packs.append(parameter.name.text)
        continue
      }
      ordered.append(parameter.name.text)
      if let inherited = parameter.inheritedType,
        inherited.tokens(viewMode: .sourceAccurate).contains(where: {
          $0.tokenKind == .prefixOperator("~") || $0.text == "~"
        })
      {
        noncopyable.insert(parameter.name.text)
      }
    }
  }
}

/// A result type as the mock records it: without `sending`, which only a result may carry, and
/// boxed when it is a noncopyable generic parameter.
struct ResultShape {
  let recorded: String
  let convention: MockedMember.ResultConvention

  init(_ type: TypeSyntax?, noncopyableNames: Set<String>) {
    guard let type else {
      (recorded, convention) = ("Void", .plain)
      return
    }
    let shape = TypeShape(type)
    let base = shape.base.trimmedDescription
    if noncopyableNames.contains(base) || shape.base.isKnownNoncopyable {
      (recorded, convention) = ("StandInMocks.MockProduced<\(base)>", .produced)
    } else if shape.specifiers.contains("sending") {
      (recorded, convention) = (base, .sending)
    } else {
      (recorded, convention) = (type.optionalSpelling, .plain)
    }
  }
}

/// The type of a literal initializer (`"status"`, `3`, `1.5`, `true`), which a class's stored
/// property may leave unannotated.
func literalType(of expression: ExprSyntax) -> String? {
  if expression.is(StringLiteralExprSyntax.self) { return "String" }
  if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
  if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
  if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
  return nil
}

extension MockedMember.Throwing {
  init(_ clause: ThrowsClauseSyntax?, rewriter: TypeRewriter) {
    guard let clause else {
      self = .none
      return
    }
    if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
      self = .rethrowing
    } else if let type = clause.type {
      let name = rewriter.rewrite(type.trimmed).trimmedDescription
      self =
        name == "Never"
        ? .none
        : ["any Error", "Error", "any Swift.Error", "Swift.Error"].contains(name)
          ? .untyped : .typed(name)
    } else {
      self = .untyped
    }
  }
}

extension DeclModifierListSyntax {
  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

extension AttributeListSyntax {
  /// The `@available` attributes, each followed by a space.
  var availability: String {
    compactMap { $0.as(AttributeSyntax.self) }
      .filter { $0.attributeName.trimmedDescription == "available" }
      .map { "\($0.trimmedDescription) " }.joined()
  }
}

extension AttributeListSyntax {
  /// Whether an `@available` attribute makes the declaration unavailable everywhere:
  /// `@available(*, unavailable)`, or obsoleted for every platform or for Swift.
  var isUnavailable: Bool {
    compactMap { $0.as(AttributeSyntax.self) }
      .filter { $0.attributeName.trimmedDescription == "available" }
      .contains { attribute in
        guard case .availability(let arguments) = attribute.arguments,
          let domain = arguments.first?.argument.as(TokenSyntax.self)?.text,
          domain == "*" || domain == "swift"
        else { return false }
        return arguments.contains { argument in
          if let token = argument.argument.as(TokenSyntax.self) {
            return token.text == "unavailable"
          }
          if let labeled = argument.argument.as(AvailabilityLabeledArgumentSyntax.self) {
            return labeled.label.text == "obsoleted"
          }
          return false
        }
      }
  }
}

extension AccessorBlockSyntax {
  /// The block's accessors; a single-expression getter counts as a `get`.
  var accessorList: [AccessorDeclSyntax] {
    switch accessors {
    case .accessors(let list): Array(list)
    case .getter: [AccessorDeclSyntax(accessorSpecifier: .keyword(.get))]
    }
  }
}

extension TokenKind {
  var isOperator: Bool {
    switch self {
    case .binaryOperator, .prefixOperator, .postfixOperator: true
    default: false
    }
  }
}

/// The identifiers in a type's text: `[String: Result<T, E>]` gives String, Result, T, E.
func identifiers(in type: String) -> [String] {
  type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
}

extension MockedMember {
  /// `members` without those Swift takes for a redeclaration of an earlier one: the same name,
  /// parameters and result, differing only in `throws` (which the protocol itself is rejected
  /// for, at its own line). The one that throws less is kept: a witness that does not throw
  /// satisfies both.
  static func withoutRedeclarations(_ members: [MockedMember]) -> [MockedMember] {
    func key(_ member: MockedMember) -> String {
      let parameters = member.parameters.map { "\($0.label ?? "_"):\($0.storedType)" }
      return
        ([
          "\(member.kind)", member.baseName, "\(member.isStatic)", "\(member.isAsync)",
          member.resultType, member.genericParameterClause,
          member.conditions.map(\.expression).joined(separator: "&&"),
        ] + parameters).joined(separator: "|")
    }
    var kept: [String: Int] = [:]
    var result: [MockedMember] = []
    for member in members {
      let memberKey = key(member)
      if let index = kept[memberKey] {
        if member.throwing == .none && result[index].throwing != .none { result[index] = member }
        continue
      }
      kept[memberKey] = result.count
      result.append(member)
    }
    return result
  }

  /// The members, each with an identifier unique among them: its name and labels, then a
  /// number for overloads that differ only in types.
  static func identifying(_ members: [MockedMember]) -> [MockedMember] {
    var used: [String: Int] = [:]
    return members.map { member in
      var member = member
      let labels = member.indices.compactMap(\.label)
      let kindSuffix: String
      switch member.kind {
      case .getter: kindSuffix = "_get"
      case .setter: kindSuffix = "_set"
      case .method, .initializer: kindSuffix = ""
      }
      let name =
        member.operatorFixity.map { operatorBuilderName(member.baseName, fixity: $0) }
        ?? member.baseName
      let base =
        ([name] + labels).joined(separator: "_")
        .replacingNonIdentifierCharacters() + kindSuffix
      let count = used[base, default: 0]
      used[base] = count + 1
      member.identifier = count == 0 ? base : "\(base)_\(count + 1)"
      return member
    }
  }
}

/// The builder name of an operator: `infixEqualEqual` for `==`, `prefixMinus` for prefix `-`.
func operatorBuilderName(_ symbol: String, fixity: String) -> String {
  let words: [Character: String] = [
    "=": "Equal", "!": "Bang", "<": "Less", ">": "Greater", "+": "Plus", "-": "Minus",
    "*": "Star", "/": "Slash", "%": "Percent", "&": "Ampersand", "|": "Bar", "^": "Caret",
    "~": "Tilde", "?": "Question", ".": "Dot",
  ]
  return fixity
    + symbol.map { character in
      words[character]
        ?? "U\(character.unicodeScalars.map { String($0.value, radix: 16) }.joined())"
    }.joined()
}

extension String {
  /// The string with every character that cannot appear in an identifier replaced by `_`.
  func replacingNonIdentifierCharacters() -> String {
    String(map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}
