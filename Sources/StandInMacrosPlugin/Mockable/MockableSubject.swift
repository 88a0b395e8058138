import SwiftSyntax

/// A declaration `@Mockable` accepts, with the members its mock implements.
struct MockableSubject {
  let generator: () -> MockGenerator
  /// Members the mock cannot take over, each with a warning that says why.
  var skipped: [MockableMisuse] = []

  static func parse(
    _ declaration: some DeclSyntaxProtocol,
    attribute: AttributeSyntax
  ) -> Result<MockableSubject, MockableMisuse> {
    if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
      return .success(protocolSubject(protocolDecl, parentMock: parentMock(in: attribute)))
    }
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      if let finalModifier = classDecl.modifiers.first(where: {
        $0.name.tokenKind == .keyword(.final)
      }) {
        return .failure(.finalClass(classDecl, finalModifier))
      }
      return .success(classSubject(classDecl))
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return .failure(
        .unsubclassable(
          structDecl, kind: "struct", name: structDecl.name.text, keyword: structDecl.structKeyword
        )
      )
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return .failure(
        .unsubclassable(
          enumDecl, kind: "enum", name: enumDecl.name.text, keyword: enumDecl.enumKeyword)
      )
    }
    if let actorDecl = declaration.as(ActorDeclSyntax.self) {
      return .failure(
        .unsubclassable(
          actorDecl, kind: "actor", name: actorDecl.name.text, keyword: actorDecl.actorKeyword
        )
      )
    }
    return .failure(.notAType(Syntax(declaration)))
  }

  /// `LoaderMock`, from `@Mockable(inheriting: Loader.self)`.
  private static func parentMock(in attribute: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments) = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "inheriting" }),
      let access = argument.expression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.tokenKind == .keyword(.self),
      let base = access.base
    else { return nil }
    return "\(base.trimmedDescription)Mock"
  }

  private static func protocolSubject(
    _ protocolDecl: ProtocolDeclSyntax,
    parentMock: String?
  ) -> MockableSubject {
    let name = protocolDecl.name.text
    let associatedTypes = protocolDecl.memberBlock.members.compactMap {
      $0.decl.as(AssociatedTypeDeclSyntax.self)
    }
    let members = protocolDecl.memberBlock.members.flatMap {
      MockedMember.members(of: $0.decl) ?? []
    }
    let inherited =
      protocolDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    // The mock is generic over the protocol's associated types: those it declares, and the
    // primary ones it names but inherits (`protocol Subject<Output, Failure>: Publisher`).
    let declaredNames = Set(associatedTypes.map(\.name.text))
    let primaryNames =
      protocolDecl.primaryAssociatedTypeClause?.primaryAssociatedTypes
      .map(\.name.text).filter { !declaredNames.contains($0) } ?? []
    let genericParameters =
      associatedTypes.map { associated in
        associated.name.text
          + (associated.inheritanceClause.map { ": \($0.inheritedTypes.trimmedDescription)" } ?? "")
      } + primaryNames
    let isActor = inherited.contains("Actor")
    return MockableSubject {
      // A mock forwards synchronously, which another actor, or a protocol with associated types
      // (whose existential cannot be called with the mock's own types), does not allow.
      var generator = MockGenerator(
        subject: .protocolType(
          canForward: genericParameters.isEmpty && !isActor,
          parentMock: parentMock
        ),
        subjectName: name,
        mockName: "\(name)Mock",
        genericClause: genericParameters.isEmpty
          ? "" : "<\(genericParameters.joined(separator: ", "))>",
        superGenericArguments: "",
        access: protocolDecl.modifiers.accessLevel,
        globalActor: protocolDecl.attributes.globalActor,
        isActor: isActor,
        usesSelf: protocolDecl.memberBlock.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .keyword(.Self)
        },
        instanceMembers: MockedMember.identifying(members.filter { !$0.isStatic }),
        staticMembers: MockedMember.identifying(members.filter(\.isStatic))
      )
      generator.genericParameterNames = associatedTypes.map(\.name.text) + primaryNames
      let requirements =
        associatedTypes.compactMap(\.genericWhereClause).flatMap(\.requirements)
        + (protocolDecl.genericWhereClause?.requirements.map { $0 } ?? [])
      if !requirements.isEmpty {
        generator.genericWhereClause =
          " where "
          + requirements.map { $0.with(\.trailingComma, nil).trimmedDescription }
          .joined(separator: ", ")
      }
      return generator
    }
  }

  private static func classSubject(_ classDecl: ClassDeclSyntax) -> MockableSubject {
    let name = classDecl.name.text
    var members: [MockedMember] = []
    var skipped: [MockableMisuse] = []
    var initializers: [MockedSuperInitializer] = []
    for item in classDecl.memberBlock.members {
      let decl = item.decl
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        guard !initializer.modifiers.isHidden,
          !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }),
          initializer.optionalMark == nil
        else { continue }
        let effects =
          initializer.signature.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
        initializers.append(
          MockedSuperInitializer(
            parameters: initializer.signature.parameterClause.parameters.enumerated().map {
              MockedParameter($0.element, index: $0.offset, genericNames: [])
            },
            effects: effects
          )
        )
        continue
      }
      guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        !modifiers.isHidden, !modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }),
        !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        !modifiers.contains(where: { $0.name.tokenKind == .keyword(.class) })
      else { continue }
      if let variable = decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.let)
      {
        continue
      }
      guard let declared = MockedMember.members(of: decl) else {
        if let variable = decl.as(VariableDeclSyntax.self) {
          skipped.append(.untypedProperty(variable))
        }
        continue
      }
      members += declared
    }
    if initializers.isEmpty {
      initializers = [MockedSuperInitializer(parameters: [], effects: "")]
    }
    let genericNames = classDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
    var subject = MockableSubject {
      var generator = MockGenerator(
        subject: .classType(initializers: initializers),
        subjectName: name,
        mockName: "\(name)Mock",
        genericClause: classDecl.genericParameterClause?.trimmedDescription ?? "",
        superGenericArguments: genericNames.isEmpty
          ? "" : "<\(genericNames.joined(separator: ", "))>",
        access: classDecl.modifiers.accessLevel,
        globalActor: classDecl.attributes.globalActor,
        isActor: false,
        usesSelf: false,
        instanceMembers: MockedMember.identifying(members),
        staticMembers: []
      )
      generator.genericParameterNames = genericNames
      return generator
    }
    subject.skipped = skipped
    return subject
  }
}

extension DeclModifierListSyntax {
  /// `public `, `package ` or empty: the mock's access level, from its subject's.
  var accessLevel: String {
    for modifier in self where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// `private` or `fileprivate`: a member a mock cannot see from beside it.
  var isHidden: Bool {
    contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
  }
}

extension AttributeListSyntax {
  /// `@MainActor ` or another global actor attribute, for the mock to share.
  var globalActor: String {
    for element in self {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let name = attribute.attributeName.trimmedDescription
      if name == "MainActor" || name.hasSuffix("Actor") { return "@\(name) " }
    }
    return ""
  }
}

extension String {
  /// The string with every character that cannot appear in an identifier replaced by `_`.
  func replacingNonIdentifierCharacters() -> String {
    String(map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}
