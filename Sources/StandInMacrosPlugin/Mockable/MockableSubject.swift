import SwiftParser
import SwiftSyntax

/// A declaration `@Mockable` accepts, with the members its mock implements.
struct MockableSubject {
  let generator: MockGenerator
  /// Members the mock cannot take over, each with a warning that says why.
  var skipped: [MockableMisuse] = []

  static func parse(
    _ declaration: some DeclSyntaxProtocol,
    attribute: AttributeSyntax,
    lexicalContext: [Syntax] = []
  ) -> Result<MockableSubject, MockableMisuse> {
    if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
      return ProtocolModel(
        protocolDecl, parentMock: parentMock(in: attribute),
        noncopyableTypes: noncopyableTypes(in: attribute)
      ).subject()
    }
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      if let finalModifier = classDecl.modifiers.first(where: {
        $0.name.tokenKind == .keyword(.final)
      }) {
        return .failure(.finalClass(classDecl, finalModifier))
      }
      return classSubject(classDecl, lexicalContext: lexicalContext)
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

  /// `Ticket` and `Job`, from `@Mockable(noncopyable: Ticket.self, Job.self)`.
  static func noncopyableTypes(in attribute: AttributeSyntax) -> Set<String> {
    guard case .argumentList(let arguments) = attribute.arguments else { return [] }
    var names: Set<String> = []
    var inList = false
    for argument in arguments {
      if let label = argument.label?.text { inList = label == "noncopyable" }
      guard inList, let access = argument.expression.as(MemberAccessExprSyntax.self),
        access.declName.baseName.tokenKind == .keyword(.self), let base = access.base
      else { continue }
      names.insert(base.trimmedDescription)
    }
    return names
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

  private static func classSubject(
    _ classDecl: ClassDeclSyntax,
    lexicalContext: [Syntax]
  ) -> Result<MockableSubject, MockableMisuse> {
    let name = classDecl.name.text
    let genericNames = classDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
    var members: [MockedMember] = []
    var skipped: [MockableMisuse] = []
    var initializers: [MockedSuperInitializer] = []
    var hiddenInitializers: [InitializerDeclSyntax] = []
    for item in classDecl.memberBlock.members {
      let decl = item.decl
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        let modifiers = initializer.modifiers
        guard !modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) }),
          initializer.optionalMark == nil
        else { continue }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }) {
          hiddenInitializers.append(initializer)
          continue
        }
        let generics = GenericNames(initializer.genericParameterClause)
        let effects =
          initializer.signature.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
        initializers.append(
          MockedSuperInitializer(
            parameters: initializer.signature.parameterClause.parameters.enumerated().map {
              MockedParameter(
                $0.element, index: $0.offset, genericNames: generics.all,
                noncopyableNames: generics.noncopyable, rewriter: .identity)
            },
            effects: effects,
            genericClause: initializer.genericParameterClause?.trimmedDescription ?? "",
            isRequired: modifiers.contains { $0.name.tokenKind == .keyword(.required) }
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
      // An opaque result cannot be restated by an override.
      if let function = decl.as(FunctionDeclSyntax.self),
        function.signature.returnClause?.type.is(SomeOrAnyTypeSyntax.self) == true,
        function.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier
          .tokenKind == .keyword(.some)
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
      if let hidden = hiddenInitializers.first {
        return .failure(.privateInitializer(classDecl, hidden))
      }
      initializers = [MockedSuperInitializer(parameters: [], effects: "")]
    }
    var generator = MockGenerator(
      subject: .classType(initializers: initializers),
      subjectName: name,
      mockName: "\(name)Mock",
      genericClause: classDecl.genericParameterClause?.trimmedDescription ?? "",
      superGenericArguments: genericNames.isEmpty
        ? "" : "<\(genericNames.joined(separator: ", "))>",
      access: classDecl.modifiers.accessLevel,
      isOpen: classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.open) },
      globalActor: classDecl.attributes.globalActor,
      isActor: false,
      usesSelf: false,
      instanceMembers: MockedMember.identifying(members),
      staticMembers: []
    )
    generator.genericParameterNames = genericNames
    generator.availability = classDecl.attributes.availability
    generator.genericWhereClause =
      classDecl.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
    generator.hasNoStaticStorage = lexicalContext.contains { $0.lacksStaticStorage }
    return .success(MockableSubject(generator: generator, skipped: skipped))
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
