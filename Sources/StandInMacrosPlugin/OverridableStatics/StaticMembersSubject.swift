import SwiftSyntax

/// A type `@OverridableStatics` accepts, with the static members its `StaticMock` takes over and
/// those it leaves alone.
struct StaticMembersSubject {
  /// `MessageComposer`.
  let typeName: String
  /// `public `, `package ` or empty.
  let access: String
  /// The members the mock takes over, each with its identifier in the mock.
  let members: [MockedMember]
  /// Static members the mock cannot take over, with the reason: the mock's builders name them
  /// as unavailable, so stubbing one is a compile error that says why.
  let leftAlone: [LeftAloneMember]
  /// Members the mock could take over but for something the author can fix, each with its
  /// warning.
  let misuses: [OverridableStaticsMisuse]
  /// Whether the type is nested in a generic type or an extension, where Swift has no static
  /// storage for its `StaticMock`'s slot.
  var isInGenericContext = false

  struct LeftAloneMember {
    let name: String
    let reason: String
  }

  static func parse(
    _ declaration: some DeclGroupSyntax,
    lexicalContext: [Syntax] = []
  ) -> Result<Self, OverridableStaticsMisuse> {
    let typeName: String
    let genericClause: GenericParameterClauseSyntax?
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      (typeName, genericClause) = (classDecl.name.text, classDecl.genericParameterClause)
    } else if let structDecl = declaration.as(StructDeclSyntax.self) {
      (typeName, genericClause) = (structDecl.name.text, structDecl.genericParameterClause)
    } else if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      (typeName, genericClause) = (enumDecl.name.text, enumDecl.genericParameterClause)
    } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
      (typeName, genericClause) = (actorDecl.name.text, actorDecl.genericParameterClause)
    } else {
      return .failure(.notAType(Syntax(declaration)))
    }
    if let genericClause {
      return .failure(.genericType(typeName, genericClause))
    }
    var members: [MockedMember] = []
    var leftAlone: [LeftAloneMember] = []
    var misuses: [OverridableStaticsMisuse] = []
    for item in declaration.memberBlock.members {
      switch classify(item.decl) {
      case .notStatic:
        continue
      case .interceptable(let member):
        members.append(member)
      case .leftAlone(let name, let reason):
        leftAlone.append(LeftAloneMember(name: name, reason: reason))
      case .misuse(let misuse):
        misuses.append(misuse)
      }
    }
    return .success(
      StaticMembersSubject(
        typeName: typeName,
        access: declaration.modifiers.accessLevel,
        members: MockedMember.identifying(members).map { member in
          var member = member
          member.isStatic = false  // a member of the StaticMock instance
          return member
        },
        // One unavailable builder per name, and none where a member the mock takes over has the
        // same name (an overload), which its builder already answers to.
        leftAlone: leftAlone.reduce(into: []) { kept, member in
          let taken = kept.map(\.name) + members.map(\.baseName)
          if !taken.contains(member.name) { kept.append(member) }
        },
        misuses: misuses,
        isInGenericContext: lexicalContext.contains { $0.lacksStaticStorage }
      )
    )
  }

  /// The identifier the mock gives `declaration`, if it takes it over. The compiler hands each
  /// member to the macro on its own, so it is found by its text: two members with the same
  /// text would be a redeclaration.
  func identifier(of declaration: some DeclSyntaxProtocol) -> String? {
    let text = declaration.trimmedDescription
    return members.first { $0.declaration.trimmedDescription == text }?.identifier
  }

  private enum Classification {
    case notStatic
    case interceptable(MockedMember)
    case leftAlone(name: String, reason: String)
    case misuse(OverridableStaticsMisuse)
  }

  private static func classify(_ declaration: DeclSyntax) -> Classification {
    if let function = declaration.as(FunctionDeclSyntax.self) {
      guard function.modifiers.isStatic else { return .notStatic }
      let name = function.name.text
      if function.modifiers.isHidden { return .notStatic }
      if function.attributes.contains(named: "NotOverridable") {
        return .leftAlone(name: name, reason: "it is marked @NotOverridable")
      }
      guard function.body != nil else { return .notStatic }
      if let unnamed = function.signature.parameterClause.parameters.first(where: {
        ($0.secondName ?? $0.firstName).tokenKind == .wildcard
      }) {
        return .misuse(.unnamedParameter(function, unnamed))
      }
      if let named = function.signature.parameterClause.parameters.first(
        where: \.isFunctionNamedSelf)
      {
        return .misuse(.functionNamedSelf(function, named))
      }
      return MockedMember.members(of: declaration).flatMap(\.first).map { .interceptable($0) }
        ?? .notStatic
    }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      guard variable.modifiers.isStatic, !variable.modifiers.isHidden,
        let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
          .text
      else { return .notStatic }
      let isComputed = variable.bindings.first?.accessorBlock.map { block in
        block.accessorList.allSatisfy {
          $0.accessorSpecifier.tokenKind == .keyword(.get)
        }
      }
      let reason =
        isComputed == true
        ? "Swift lets no macro replace a property's getter; make it a static func"
        : "it is stored, and reading storage is not a call StandIn can intercept; make it @Overridable, or a static func"
      return .leftAlone(name: name, reason: reason)
    }
    return .notStatic
  }
}

extension Syntax {
  /// Whether a type declared inside this declaration may be generic: a generic type, or an
  /// extension, whose extended type the macro cannot see.
  var lacksStaticStorage: Bool {
    if self.is(ExtensionDeclSyntax.self) { return true }
    return asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil
  }
}

extension FunctionParameterSyntax {
  /// Whether the parameter is a function named `self` (`with `self`: @escaping () -> Int`):
  /// Swift warns at every use of it that does not call it ("'self' refers to the method
  /// 'T.self'"), so the body StandIn writes, which records and forwards it, cannot name it.
  var isFunctionNamedSelf: Bool {
    guard
      (secondName ?? firstName).tokenKind == .keyword(.self)
        || (secondName ?? firstName).text == "`self`"
    else { return false }
    var type = self.type
    while true {
      if let attributed = type.as(AttributedTypeSyntax.self) {
        type = attributed.baseType
      } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.firstName == nil
      {
        type = only.type
      } else {
        return type.is(FunctionTypeSyntax.self)
      }
    }
  }
}

extension AttributeListSyntax {
  /// Whether an attribute spelled `@name` is in the list.
  func contains(named name: String) -> Bool {
    contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
  }
}
