import SwiftSyntax

/// One thing a mock records and answers: a method, a property's getter or setter, a subscript's
/// getter or setter, or an initializer.
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

    /// The runtime's `Failure` type.
    var failureType: String {
      switch self {
      case .none, .rethrowing: "Never"
      case .untyped: "any Error"
      case .typed(let type): type
      }
    }
  }

  let kind: Kind
  /// `status`, `name`, `subscript`, `init`.
  let baseName: String
  let parameters: [MockedParameter]
  var isStatic: Bool
  let isAsync: Bool
  let throwing: Throwing
  /// The result type, `Void` when none.
  let resultType: String
  /// Whether the result is declared `sending`.
  var sendsResult = false
  let genericParameterClause: String
  let genericWhereClause: String
  /// The property or subscript's declaration, for accessors; the method's, otherwise.
  let declaration: DeclSyntax
  /// A unique identifier among the mock's members, set once every member is known.
  var identifier = ""

  /// `status(for:retries:)`, `name`, `name=`, `subscript(_:)`, `init(name:)`.
  var displayName: String {
    let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
    switch kind {
    case .method, .initializer: return "\(baseName)(\(labels))"
    case .getter: return baseName == "subscript" ? "subscript(\(labels))" : baseName
    case .setter:
      let indices = parameters.dropLast().map { "\($0.label ?? "_"):" }.joined()
      return baseName == "subscript" ? "subscript(\(indices)) =" : "\(baseName) ="
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

  /// The arguments the implementation records, as an expression.
  var argumentsValue: String {
    switch parameters.count {
    case 0: "()"
    case 1: parameters[0].recordedValue
    default: "(\(parameters.map(\.recordedValue).joined(separator: ", ")))"
    }
  }

  /// Each parameter's rendering in a message, such as `for: \(…)`; a setter's new value has no
  /// label. `render` turns a parameter's index into the interpolated expression.
  func renderedParameters(_ render: (Int) -> String) -> (indices: [String], newValue: String?) {
    let rendered = parameters.indices.map { index in
      (parameters[index].label.map { "\($0): " } ?? "") + render(index)
    }
    guard kind == .setter else { return (rendered, nil) }
    return (Array(rendered.dropLast()), render(parameters.count - 1))
  }

  /// `status(for: …)`, `name`, `name = …`, `[…]`, `[…] = …`, `init(…)`, from rendered parameters.
  func callText(_ render: (Int) -> String) -> String {
    let (indices, newValue) = renderedParameters(render)
    let list = indices.joined(separator: ", ")
    switch kind {
    case .method: return "\(baseName)(\(list))"
    case .initializer: return "init(\(list))"
    case .getter where baseName == "subscript": return "[\(list)]"
    case .getter: return baseName
    case .setter where baseName == "subscript": return "[\(list)] = \(newValue ?? "")"
    case .setter: return "\(baseName) = \(newValue ?? "")"
    }
  }

  /// The names of the member's generic parameters.
  var genericNames: [String] {
    if let function = declaration.as(FunctionDeclSyntax.self) {
      return function.genericParameterClause?.parameters.map(\.name.text) ?? []
    }
    if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
      return subscriptDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
    }
    return []
  }

  /// Generic parameters that no matcher's type mentions, so that a builder cannot infer them
  /// from its arguments (`withLease<R>(_ body: (Int) -> R) -> R`): builders take them as types.
  var undeterminedGenericNames: [String] {
    let mentioned = parameters.filter { !$0.isNonEscapingClosure }
      .flatMap { identifiers(in: $0.storedType) }
    return genericNames.filter { !mentioned.contains($0) }
  }

  /// The `@available` attributes of the requirement, for the mock's implementation of it.
  var availability: String {
    let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
    return attributes.compactMap { $0.as(AttributeSyntax.self) }
      .filter { $0.attributeName.trimmedDescription == "available" }
      .map { "\($0.trimmedDescription) " }.joined()
  }

  /// The name of a parameter declared `isolated`, whose actor the member runs on.
  var isolatedParameter: String? {
    parameters.first { $0.declaredType.trimmedDescription.hasPrefix("isolated ") }?.referenceName
  }

  /// Whether the member's types mention `Self`.
  var mentionsSelf: Bool {
    declaration.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
  }

  /// `arguments.0`, or `arguments` alone for a single parameter.
  func argument(_ index: Int, in name: String = "arguments") -> String {
    parameters.count == 1 ? name : "\(name).\(index)"
  }

  var runtimeMemberType: String {
    "StandInMocks.MockMember<\(argumentsType), \(resultType), \(throwing.failureType)>"
  }

  var isGeneric: Bool { !genericParameterClause.isEmpty }
}

extension MockedMember {
  /// The members a requirement declares, or `nil` when it is not one a mock implements.
  static func members(of declaration: DeclSyntax) -> [MockedMember]? {
    if let function = declaration.as(FunctionDeclSyntax.self) {
      return [method(function)]
    }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return properties(variable)
    }
    if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) {
      return subscripts(subscriptDecl)
    }
    if let initializer = declaration.as(InitializerDeclSyntax.self) {
      return [self.initializer(initializer)]
    }
    return nil
  }

  private static func method(_ function: FunctionDeclSyntax) -> MockedMember {
    let genericNames = Set(
      function.genericParameterClause?.parameters.map(\.name.text) ?? []
    )
    let effects = function.signature.effectSpecifiers
    return MockedMember(
      kind: .method,
      baseName: function.name.text,
      parameters: function.signature.parameterClause.parameters.enumerated().map {
        MockedParameter($0.element, index: $0.offset, genericNames: genericNames)
      },
      isStatic: function.modifiers.isStatic,
      isAsync: effects?.asyncSpecifier != nil,
      throwing: Throwing(effects?.throwsClause),
      resultType: function.signature.returnClause.map { recordedResultType(of: $0.type) } ?? "Void",
      sendsResult: function.signature.returnClause.map {
        $0.type.trimmedDescription.hasPrefix("sending ")
      }
        ?? false,
      genericParameterClause: function.genericParameterClause?.trimmedDescription ?? "",
      genericWhereClause: function.genericWhereClause?.trimmedDescription ?? "",
      declaration: DeclSyntax(function)
    )
  }

  private static func initializer(_ initializer: InitializerDeclSyntax) -> MockedMember {
    let effects = initializer.signature.effectSpecifiers
    return MockedMember(
      kind: .initializer,
      baseName: "init",
      parameters: initializer.signature.parameterClause.parameters.enumerated().map {
        MockedParameter($0.element, index: $0.offset, genericNames: [])
      },
      isStatic: false,
      isAsync: effects?.asyncSpecifier != nil,
      throwing: Throwing(effects?.throwsClause),
      resultType: "Void",
      genericParameterClause: "",
      genericWhereClause: "",
      declaration: DeclSyntax(initializer)
    )
  }

  private static func properties(_ variable: VariableDeclSyntax) -> [MockedMember]? {
    guard let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type.trimmedDescription
        ?? binding.initializer.flatMap({ literalType(of: $0.value) })
    else { return nil }
    let accessors = binding.accessorBlock?.accessorList ?? []
    let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    let effects = getter?.effectSpecifiers
    var members = [
      MockedMember(
        kind: .getter,
        baseName: name,
        parameters: [],
        isStatic: variable.modifiers.isStatic,
        isAsync: effects?.asyncSpecifier != nil,
        throwing: Throwing(effects?.throwsClause),
        resultType: type,
        genericParameterClause: "",
        genericWhereClause: "",
        declaration: DeclSyntax(variable)
      )
    ]
    // A class's stored `var` and a protocol's `{ get set }` can be set.
    let isSettable =
      accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      || (binding.accessorBlock == nil && variable.bindingSpecifier.tokenKind == .keyword(.var))
    if isSettable {
      members.append(
        MockedMember(
          kind: .setter,
          baseName: name,
          parameters: [.newValue(type)],
          isStatic: variable.modifiers.isStatic,
          isAsync: false,
          throwing: .none,
          resultType: "Void",
          genericParameterClause: "",
          genericWhereClause: "",
          declaration: DeclSyntax(variable)
        )
      )
    }
    return members
  }

  private static func subscripts(_ subscriptDecl: SubscriptDeclSyntax) -> [MockedMember] {
    let genericNames = Set(subscriptDecl.genericParameterClause?.parameters.map(\.name.text) ?? [])
    let indices = subscriptDecl.parameterClause.parameters.enumerated().map {
      MockedParameter(
        $0.element, index: $0.offset, genericNames: genericNames, isSubscriptIndex: true
      )
    }
    let type = subscriptDecl.returnClause.type.trimmedDescription
    let accessors = subscriptDecl.accessorBlock?.accessorList ?? []
    let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    let effects = getter?.effectSpecifiers
    var members = [
      MockedMember(
        kind: .getter,
        baseName: "subscript",
        parameters: indices,
        isStatic: subscriptDecl.modifiers.isStatic,
        isAsync: effects?.asyncSpecifier != nil,
        throwing: Throwing(effects?.throwsClause),
        resultType: type,
        genericParameterClause: subscriptDecl.genericParameterClause?.trimmedDescription ?? "",
        genericWhereClause: subscriptDecl.genericWhereClause?.trimmedDescription ?? "",
        declaration: DeclSyntax(subscriptDecl)
      )
    ]
    if accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
      members.append(
        MockedMember(
          kind: .setter,
          baseName: "subscript",
          parameters: indices + [.newValue(type)],
          isStatic: subscriptDecl.modifiers.isStatic,
          isAsync: false,
          throwing: .none,
          resultType: "Void",
          genericParameterClause: subscriptDecl.genericParameterClause?.trimmedDescription ?? "",
          genericWhereClause: subscriptDecl.genericWhereClause?.trimmedDescription ?? "",
          declaration: DeclSyntax(subscriptDecl)
        )
      )
    }
    return members
  }
}

/// A result type as the mock records it: without `sending`, which only a result may carry.
func recordedResultType(of type: TypeSyntax) -> String {
  if let attributed = type.as(AttributedTypeSyntax.self),
    attributed.specifiers.contains(where: {
      $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.sending)
    })
  {
    return attributed.baseType.trimmedDescription
  }
  return type.trimmedDescription
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
  init(_ clause: ThrowsClauseSyntax?) {
    guard let clause else {
      self = .none
      return
    }
    if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
      self = .rethrowing
    } else if let type = clause.type {
      let name = type.trimmedDescription
      self =
        name == "Never" ? .none : name == "any Error" || name == "Error" ? .untyped : .typed(name)
    } else {
      self = .untyped
    }
  }
}

extension MockedParameter {
  /// A setter's new value.
  static func newValue(_ type: String) -> MockedParameter {
    MockedParameter(
      FunctionParameterSyntax(
        firstName: .identifier("newValue"),
        type: TypeSyntax(stringLiteral: type)
      ),
      index: 0,
      genericNames: []
    )
  }
}

extension DeclModifierListSyntax {
  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
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

/// The identifiers in a type's text: `[String: Result<T, E>]` gives String, Result, T, E.
func identifiers(in type: String) -> [String] {
  type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
}

/// `text` with every `Self` replaced by `name`, for a final mock that satisfies `Self`
/// requirements with its own type.
func replacingSelf(in text: String, with name: String) -> String {
  var result = ""
  var word = ""
  func flush() {
    result += word == "Self" ? name : word
    word = ""
  }
  for character in text {
    if character.isLetter || character.isNumber || character == "_" {
      word.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}

extension MockedMember {
  /// The members, each with an identifier unique among them: its name and labels, then a
  /// number for overloads that differ only in types.
  static func identifying(_ members: [MockedMember]) -> [MockedMember] {
    var used: [String: Int] = [:]
    return members.map { member in
      var member = member
      let indices = member.kind == .setter ? member.parameters.dropLast() : member.parameters[...]
      let labels = indices.compactMap(\.label)
      let kindSuffix: String
      switch member.kind {
      case .getter: kindSuffix = "_get"
      case .setter: kindSuffix = "_set"
      case .method, .initializer: kindSuffix = ""
      }
      let base =
        ([member.baseName] + labels).joined(separator: "_")
        .replacingNonIdentifierCharacters() + kindSuffix
      let count = used[base, default: 0]
      used[base] = count + 1
      member.identifier = count == 0 ? base : "\(base)_\(count + 1)"
      return member
    }
  }
}
