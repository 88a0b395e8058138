import SwiftSyntax

extension TokenSyntax {
  /// The token's name without backticks: `` `default` `` is `default`.
  var identifierName: String {
    let text = self.text
    // Bytes, not characters: counting characters walks the grapheme clusters of every name.
    let backtick = UInt8(ascii: "`")
    if text.utf8.count > 1, text.utf8.first == backtick, text.utf8.last == backtick {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension DeclModifierListSyntax {
  /// Whether the declaration is `static` or `class`.
  var isStaticOrClass: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  /// Whether the declaration is `static` (not `class`).
  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) }
  }

  /// Whether the declaration is `public` or `open`: other modules see it.
  var isPublic: Bool {
    contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
  }

  /// Whether the declaration is `private` or `fileprivate` (`private(set)` is not).
  var isPrivate: Bool {
    contains {
      ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
        && $0.detail == nil
    }
  }
}

extension AttributeListSyntax {
  /// The attributes' names, without module qualification: `@StandInMacros.Overridable` is
  /// `Overridable`.
  var names: Set<String> {
    var names: Set<String> = []
    for element in self {
      guard case .attribute(let attribute) = element else { continue }
      if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
        names.insert(identifier.name.identifierName)
      } else if let member = attribute.attributeName.as(MemberTypeSyntax.self) {
        names.insert(member.name.identifierName)
      }
    }
    return names
  }
}

enum SyntaxNames {
  /// Whether `name` may begin a type-like expression: a type's name, or a system module's,
  /// which may be lowercase (`ucrt` of `ucrt._sopen_s`).
  static func isRoot(_ name: String) -> Bool {
    AuditRules.isTypeLike(name) || SystemTable.systemModules.contains(name)
  }

  /// The names of a type-like expression, outermost first: `Outer.Inner` is `["Outer", "Inner"]`,
  /// `Box<Int>` is `["Box"]`, `ucrt` (a system module named in lowercase) `["ucrt"]`. `nil` for
  /// anything else (calls, `self`, literals, other lowercase names).
  ///
  /// It walks down the chain of bases without recursion and stops at the first name that does not
  /// look like a type, so that a long chain such as `a.b.c.…` costs one step per node visited.
  static func components(of expression: ExprSyntax) -> [String]? {
    var names: [String] = []
    var current = expression
    while true {
      if let specialization = current.as(GenericSpecializationExprSyntax.self) {
        current = specialization.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.identifierName
        guard reference.argumentNames == nil, isRoot(name) else { return nil }
        names.append(name)
        return names.reversed()
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
        member.declName.argumentNames == nil
      {
        let name = member.declName.baseName.identifierName
        guard AuditRules.isTypeLike(name) else { return nil }
        names.append(name)
        current = base
      } else if let sugar = sugaredCollectionType(current) {
        names.append(sugar)
        return names.reversed()
      } else {
        return nil
      }
    }
  }

  /// Whether `expression` is `self`.
  static func isSelf(_ expression: ExprSyntax?) -> Bool {
    expression?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }

  /// `Array` for `[Int]` and `Dictionary` for `[String: Int]` where they are written as types
  /// (`[Int].make()`), by the element's type-like names; `nil` for anything else.
  private static func sugaredCollectionType(_ expression: ExprSyntax) -> String? {
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first, element.trailingComma == nil,
      components(of: element.expression) != nil
    {
      return "Array"
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count == 1,
      let element = elements.first, element.trailingComma == nil,
      components(of: element.key) != nil, components(of: element.value) != nil
    {
      return "Dictionary"
    }
    return nil
  }

  /// The names of a type: `Outer.Inner<T>` is `["Outer", "Inner"]`; `nil` for anything else.
  static func components(of type: TypeSyntax) -> [String]? {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return [identifier.name.identifierName]
    }
    if let member = type.as(MemberTypeSyntax.self) {
      guard let base = components(of: member.baseType) else { return nil }
      return base + [member.name.identifierName]
    }
    return nil
  }

  /// The type whose statics an implicit member of a value of `type` names, where the type is
  /// written as a generic constraint: `some FileSystemProtocol` and a generic parameter `FS` with
  /// one constraint (`FS: FileSystemProtocol`, from `constraints`) name the protocol, whose
  /// extensions declare the statics Swift looks `.shared` up in (`extension FileSystemProtocol
  /// where Self == FileSystem`); any other type, its own names (``components(of:)-(TypeSyntax)``).
  ///
  /// ```swift
  /// // func read(using fileSystem: some FileSystemProtocol = .shared)
  /// SyntaxNames.lookupType(of: parameter.type, constraints: [:])  // ["FileSystemProtocol"]
  /// ```
  static func lookupType(of type: TypeSyntax, constraints: [String: [String]]) -> [String]? {
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
      guard opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return nil }
      return components(of: opaque.constraint)
    }
    guard let names = components(of: type) else { return nil }
    if names.count == 1, let constraint = constraints[names[0]] { return constraint }
    return names
  }

  /// Each generic parameter of `generics` that one named protocol or class constrains, in its
  /// clause (`<FS: FileSystemProtocol>`) or in `requirements` (`where FS: FileSystemProtocol`),
  /// with that constraint's names; a parameter constrained twice, or by a composition, has none.
  static func constraints(
    of generics: GenericParameterClauseSyntax?, _ requirements: GenericWhereClauseSyntax?
  ) -> [String: [String]] {
    guard let generics else { return [:] }
    var found: [String: [[String]?]] = [:]
    for parameter in generics.parameters {
      found[parameter.name.identifierName] =
        parameter.inheritedType.map { [components(of: $0)] } ?? []
    }
    for requirement in requirements?.requirements ?? [] {
      guard
        case .conformanceRequirement(let conformance) = requirement.requirement,
        let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.identifierName,
        found[name] != nil
      else { continue }
      found[name]!.append(components(of: conformance.rightType))
    }
    return found.compactMapValues { written in
      guard written.count == 1, let names = written[0] else { return nil }
      return names
    }
  }

  /// The type a `where Self == X` requirement makes `Self`: in `extension InputProtocol where
  /// Self == NoInput`, `static var none: Self { .init() }` creates a `NoInput`.
  static func selfType(in clause: GenericWhereClauseSyntax?) -> [String]? {
    for requirement in clause?.requirements ?? [] {
      guard case .sameTypeRequirement(let sameType) = requirement.requirement,
        sameType.leftType.as(TypeSyntax.self)?.as(IdentifierTypeSyntax.self)?.name.tokenKind
          == .keyword(.Self),
        let right = sameType.rightType.as(TypeSyntax.self)
      else { continue }
      return components(of: right)
    }
    return nil
  }

  /// Whether `expression` is a literal: a number, string, Boolean or `nil`, possibly negated.
  static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      return isLiteral(prefix.expression)
    }
    return false
  }

  /// Whether `expression` calls `OverridableSlot(…)`, possibly as `StandIn.OverridableSlot<T>(…)`.
  static func isSlotCreation(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let names = components(of: call.calledExpression)
    else { return false }
    return names.last == AuditRules.slotTypeName
  }
}
