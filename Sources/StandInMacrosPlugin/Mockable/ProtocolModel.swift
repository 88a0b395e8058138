import SwiftParser
import SwiftSyntax

/// What a protocol asks of its mock: the generic parameters that stand for its associated types
/// (its own, and those of a parent it constrains), the type aliases it fixes, its members with
/// the `#if` conditions around them, and the requirements a known parent adds.
struct ProtocolModel {
  let declaration: ProtocolDeclSyntax
  let parentMock: String?
  /// The types named in `@Mockable(noncopyable:)`.
  var noncopyableTypes: Set<String> = []

  init(_ declaration: ProtocolDeclSyntax, parentMock: String?, noncopyableTypes: Set<String> = []) {
    self.declaration = declaration
    self.parentMock = parentMock
    self.noncopyableTypes = noncopyableTypes
  }

  var name: String { declaration.name.text }
  var mockName: String { "\(name)Mock" }

  /// The protocols the protocol refines, as written.
  var inherited: [String] {
    declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
  }

  func subject() -> Result<MockableSubject, MockableMisuse> {
    if let tied = allRequirements.first(where: {
      Self.tiesToSelf($0) && Self.collectionOfSelf(in: $0) == nil
    }) {
      return .failure(.selfReferentialRequirement(tied))
    }
    let generics = genericParameters()
    let parameterNames = generics.map(\.name)
    let mockType =
      parameterNames.isEmpty ? mockName : "\(mockName)<\(parameterNames.joined(separator: ", "))>"
    let usesSelf =
      mentionsBareSelf || GeneratedRestatement.needsFinalMock(declaration)
      || !collectionsOfSelf.isEmpty
    var rewriter = TypeRewriter(
      selfType: usesSelf ? mockType : nil, genericParameters: Set(parameterNames))
    rewriter.noncopyableTypes = noncopyableTypes
    for (alias, type) in typeAliases + fixedAssociatedTypes {
      rewriter.aliases[alias] = "(\(rewriter.rewrite(type.trimmed).trimmedDescription))"
    }
    var members: [MockedMember] = []
    collectMembers(in: declaration.memberBlock.members, conditions: [], into: &members, rewriter)
    members += knownParentMembers(declared: members, rewriter: rewriter)
    members = MockedMember.withoutRedeclarations(members)
    let isActor = inherited.contains("Actor")
    let instance = MockedMember.identifying(members.filter { !$0.isStatic })
    let statics = MockedMember.identifying(members.filter(\.isStatic))
    var generator = MockGenerator(
      subject: .protocolType(
        canForward: parameterNames.isEmpty && !isActor, parentMock: parentMock),
      subjectName: name,
      mockName: mockName,
      genericClause: parameterNames.isEmpty
        ? "" : "<\(generics.map(\.declaration).joined(separator: ", "))>",
      superGenericArguments: "",
      access: declaration.modifiers.accessLevel,
      isOpen: declaration.modifiers.accessLevel == "public ",
      globalActor: declaration.attributes.globalActor,
      isActor: isActor,
      usesSelf: usesSelf,
      instanceMembers: instance,
      staticMembers: statics
    )
    generator.genericParameterNames = parameterNames
    generator.availability = declaration.attributes.availability
    generator.typeAliases = fixedAssociatedTypes.map {
      "\($0.name) = \(rewriter.rewrite($0.type).trimmedDescription)"
    }
    let requirements = whereRequirements(rewriter: rewriter)
    if !requirements.isEmpty {
      generator.genericWhereClause = " where " + requirements.joined(separator: ", ")
    }
    generator.identityConformances = identityConformances(declared: members, mockType: mockType)
    generator.movedBuilders = MockGenerator.builderClashes(in: instance)
    generator.keepsMovedNames = members.contains {
      MockGenerator.builderNames.contains($0.baseName) && !$0.isStatic
    }
    if parentMock != nil,
      let clash = MockGenerator.builderClashes(in: instance).sorted(by: { $0.key < $1.key }).first
    {
      return .failure(.builderNameInChild(clash.value.declaration, name: clash.key))
    }
    if let clash = members.first(where: { $0.baseName == "mockState" }) {
      return .failure(.reservedName(clash.declaration, name: "mockState"))
    }
    return .success(MockableSubject(generator: generator))
  }

  // MARK: Associated types

  /// A generic parameter of the mock: its name and its declaration (`Item: Equatable`).
  struct GenericParameter {
    let name: String
    let declaration: String
  }

  private var associatedTypes: [AssociatedTypeDeclSyntax] {
    declaration.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self) }
  }

  /// The protocol's own type aliases and the types they stand for.
  private var typeAliases: [(name: String, type: TypeSyntax)] {
    declaration.memberBlock.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }
      .filter { $0.genericParameterClause == nil }
      .map { ($0.name.text, $0.initializer.value) }
  }

  private var typeAliasNames: [String] {
    declaration.memberBlock.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text }
  }

  /// The requirements of the protocol's `where` clause and its associated types' clauses, with
  /// `Self.` dropped from their subjects.
  private var allRequirements: [GenericRequirementSyntax] {
    associatedTypes.compactMap(\.genericWhereClause).flatMap(\.requirements)
      + (declaration.genericWhereClause?.requirements.map { $0 } ?? [])
  }

  /// A parent's associated type the protocol fixes, `where Input == Request`: the mock declares
  /// it as a type alias. One made the same as a member of an associated type (Collection's
  /// `SubSequence == SubSequence.SubSequence`, `Index == Indices.Element`) is not fixed: it
  /// stays a generic parameter of the mock, with the requirement in its `where` clause.
  private var fixedAssociatedTypes: [(name: String, type: TypeSyntax)] {
    let declared = Set(associatedTypes.map(\.name.text) + typeAliasNames)
    let associated = associatedTypeNames
    return allRequirements.compactMap { requirement in
      guard case .sameTypeRequirement(let same) = requirement.requirement,
        let name = Self.subjectName(of: same.leftType), !declared.contains(name),
        let right = same.rightType.as(TypeSyntax.self),
        !Self.isMember(right, ofAnyOf: associated)
      else { return nil }
      return (name, right)
    } + collectionsOfSelf.map { ($0, TypeSyntax("[\(raw: mockName)]")) }
  }

  /// The associated types whose elements are `Self` (CaseIterable's `AllCases`, for `Self ==
  /// AllCases.Element`): the mock, a final class, fixes each to an array of itself, as a
  /// hand-written conformance would, since a class generic over it would refer to itself.
  private var collectionsOfSelf: [String] {
    allRequirements.compactMap(Self.collectionOfSelf).reduce(into: []) { names, name in
      if !names.contains(name) { names.append(name) }
    }
  }

  /// `AllCases` for `Self == AllCases.Element` or `AllCases.Element == Self`.
  private static func collectionOfSelf(in requirement: GenericRequirementSyntax) -> String? {
    guard case .sameTypeRequirement(let same) = requirement.requirement else { return nil }
    let left = Syntax(same.leftType)
    let right = Syntax(same.rightType)
    let other: Syntax
    if left.trimmedDescription == "Self" {
      other = right
    } else if right.trimmedDescription == "Self" {
      other = left
    } else {
      return nil
    }
    guard let member = other.as(MemberTypeSyntax.self), member.name.text == "Element" else {
      return nil
    }
    return subjectName(of: member.baseType)
  }

  /// The names the protocol uses for associated types, its own or its parents': those it
  /// declares, names as primary, or constrains in a `where` clause.
  private var associatedTypeNames: Set<String> {
    var names = Set(associatedTypes.map(\.name.text))
    names.formUnion(
      declaration.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? [])
    for requirement in allRequirements {
      switch requirement.requirement {
      case .conformanceRequirement(let conformance):
        if let name = Self.subjectName(of: conformance.leftType) { names.insert(name) }
      case .sameTypeRequirement(let same):
        if let name = Self.subjectName(of: same.leftType) { names.insert(name) }
      default:
        break
      }
    }
    return names
  }

  /// Whether `type` is a member type of one of `names` (`Indices.Element`) or of one of
  /// `Self`'s member types (`Self.Indices.Element`).
  private static func isMember(_ type: TypeSyntax, ofAnyOf names: Set<String>) -> Bool {
    var base = type
    var depth = 0
    while let member = base.as(MemberTypeSyntax.self) {
      base = member.baseType
      depth += 1
    }
    guard depth > 0, let root = base.as(IdentifierTypeSyntax.self)?.name.text else { return false }
    return root == "Self" ? depth > 1 : names.contains(root)
  }

  /// The mock's generic parameters: the protocol's associated types, the primary ones it names
  /// but inherits, and a parent's associated types its `where` clause constrains without fixing.
  private func genericParameters() -> [GenericParameter] {
    let ownAssociatedTypes = associatedTypes.filter {
      !collectionsOfSelf.contains($0.name.text)
    }
    var names = ownAssociatedTypes.map(\.name.text)
    var result = ownAssociatedTypes.map { associated in
      GenericParameter(
        name: associated.name.text,
        declaration: associated.name.text
          + (associated.inheritanceClause.map {
            // `Codable, Hashable` in an associated type is `Codable & Hashable` in a generic
            // parameter, where a comma would start the next parameter.
            ": " + $0.inheritedTypes.map(\.type.trimmedDescription).joined(separator: " & ")
          } ?? "")
      )
    }
    let fixed = Set(fixedAssociatedTypes.map(\.name) + typeAliasNames)
    func add(_ name: String) {
      guard !names.contains(name), !fixed.contains(name) else { return }
      names.append(name)
      let known = KnownAssociatedTypeConstraints.constraint(of: name, inheritedFrom: inherited)
      result.append(
        GenericParameter(name: name, declaration: name + (known.map { ": " + $0 } ?? "")))
    }
    for primary in declaration.primaryAssociatedTypeClause?.primaryAssociatedTypes ?? [] {
      add(primary.name.text)
    }
    for requirement in allRequirements {
      switch requirement.requirement {
      case .conformanceRequirement(let conformance):
        Self.subjectName(of: conformance.leftType).map(add)
      case .sameTypeRequirement(let same):
        Self.subjectName(of: same.leftType).map(add)
      default:
        break
      }
    }
    for name in selfMemberTypeNames { add(name) }
    return result
  }

  /// The mock's `where` clause: the requirements on its generic parameters.
  private func whereRequirements(rewriter: TypeRewriter) -> [String] {
    let fixed = Set(fixedAssociatedTypes.map(\.name))
    return allRequirements.compactMap { requirement in
      let clean = requirement.with(\.trailingComma, nil)
      switch clean.requirement {
      case .conformanceRequirement(let conformance):
        if conformance.leftType.trimmedDescription == "Self" { return nil }
        // A fixed type keeps its constraints (`SessionID: LosslessStringConvertible` with
        // `SessionID == IDValue` constrains `IDValue`), but an array of the mock needs none.
        if let name = Self.subjectName(of: conformance.leftType),
          collectionsOfSelf.contains(name)
        {
          return nil
        }
      case .sameTypeRequirement(let same):
        if let name = Self.subjectName(of: same.leftType), fixed.contains(name) { return nil }
        if Self.collectionOfSelf(in: clean) != nil { return nil }
      default:
        break
      }
      return rewriter.rewrite(Self.droppingSelf(clean)).trimmedDescription
    }
  }

  /// Whether `requirement` makes a type the same as `Self` itself or as a type of it
  /// (`Self == AllCases.Element`, CasePaths' `AllCasePaths.Element ==
  /// PartialCaseKeyPath<Self>`).
  private static func tiesToSelf(_ requirement: GenericRequirementSyntax) -> Bool {
    guard case .sameTypeRequirement(let same) = requirement.requirement else { return false }
    return [Syntax(same.leftType), Syntax(same.rightType)].contains { side in
      side.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .keyword(.Self)
          && token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period
      }
    }
  }

  /// `Input` for `Input` or `Self.Input`; `nil` for `Input.Element`.
  private static func subjectName(of type: some SyntaxProtocol) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text != "Self" {
      return identifier.name.text
    }
    if let member = type.as(MemberTypeSyntax.self),
      member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Self"
    {
      return member.name.text
    }
    return nil
  }

  private static func droppingSelf(_ requirement: GenericRequirementSyntax)
    -> GenericRequirementSyntax
  {
    let text = requirement.trimmedDescription
    let cleaned = text.hasPrefix("Self.") ? String(text.dropFirst(5)) : text
    return GenericRequirementSyntax(
      requirement: Parser.parseGenericRequirement(cleaned) ?? requirement.requirement)
  }

  /// `Span` for every `Self.Span` the requirements mention.
  private var selfMemberTypeNames: [String] {
    final class Finder: SyntaxVisitor {
      var names: [String] = []
      override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Self",
          !names.contains(node.name.text)
        {
          names.append(node.name.text)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(declaration.memberBlock)
    return finder.names
  }

  /// Whether a requirement mentions `Self` itself, not one of its associated types: only a final
  /// mock can satisfy it.
  private var mentionsBareSelf: Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Self", node.parent?.is(MemberTypeSyntax.self) != true {
          found = true
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    for member in declaration.memberBlock.members
    where !member.decl.is(AssociatedTypeDeclSyntax.self) {
      finder.walk(member)
    }
    return finder.found
  }

  // MARK: Members

  /// The members of `items`, each with the conditions of the `#if` blocks it is in.
  private func collectMembers(
    in items: MemberBlockItemListSyntax,
    conditions: [IfCondition],
    into members: inout [MockedMember],
    _ rewriter: TypeRewriter
  ) {
    for item in items {
      if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
        var earlier: [String] = []
        for (index, clause) in ifConfig.clauses.enumerated() {
          let own = clause.condition.map { "(\($0.trimmedDescription))" }
          let negated = earlier.map { "!\($0)" }
          let expression = (negated + (own.map { [$0] } ?? [])).joined(separator: " && ")
          if let own { earlier.append(own) }
          guard case .decls(let nested) = clause.elements else { continue }
          let condition = IfCondition(
            expression: expression.isEmpty ? "true" : expression,
            block: ifConfig.id, clause: index)
          collectMembers(
            in: nested, conditions: conditions + [condition], into: &members, rewriter)
        }
        continue
      }
      // The mock is generic over the associated types, its own and those its primary
      // associated types name from a parent (the generator's restatements).
      let primary =
        declaration.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? []
      let unshadowed = GenericParameterRenaming.unshadowing(
        item.decl, outerNames: Set(associatedTypes.map(\.name.text) + primary))
      guard var declared = MockedMember.members(of: unshadowed, rewriter: rewriter) else {
        continue
      }
      for index in declared.indices { declared[index].conditions = conditions }
      members += declared
    }
  }

  /// Requirements of a standard-library parent the protocol does not restate: `description` for
  /// `CustomStringConvertible`, `debugDescription` for `CustomDebugStringConvertible`.
  private func knownParentMembers(declared: [MockedMember], rewriter: TypeRewriter)
    -> [MockedMember]
  {
    let known: [(parent: String, requirement: String, name: String)] = [
      ("CustomStringConvertible", "var description: String { get }", "description"),
      ("CustomDebugStringConvertible", "var debugDescription: String { get }", "debugDescription"),
    ]
    // An isolated mock answers them from any isolation, as the standard library asks.
    let isolation =
      !declaration.attributes.globalActor.isEmpty || inherited.contains("Actor")
      ? "nonisolated " : ""
    return known.filter { entry in
      inherited.contains(entry.parent) && !declared.contains { $0.baseName == entry.name }
    }.flatMap { entry -> [MockedMember] in
      let decl = DeclSyntax(stringLiteral: isolation + entry.requirement)
      return MockedMember.members(of: decl, rewriter: rewriter) ?? []
    }
  }
}

extension ProtocolModel {
  /// `Equatable` and `Hashable`, when the protocol refines them without restating `==`: a mock
  /// equals only itself, as a class instance with no value would.
  func identityConformances(declared: [MockedMember], mockType: String) -> [String] {
    let access = declaration.modifiers.accessLevel
    // An isolated mock's identity is the same from every isolation: `Equatable` and `Hashable`
    // are nonisolated requirements.
    let isolated = !declaration.attributes.globalActor.isEmpty || inherited.contains("Actor")
    var result: [String] = []
    let isHashable = inherited.contains("Hashable")
    if (isHashable || inherited.contains("Equatable"))
      && !declared.contains(where: { $0.baseName == "==" })
    {
      result.append(
        """
        /// Whether `lhs` and `rhs` are the same mock.
        \(isolated ? "nonisolated " : "")\(access)static func == (lhs: \(mockType), rhs: \(mockType)) -> Bool {
        lhs === rhs
        }
        """)
    }
    if isHashable && !declared.contains(where: { $0.baseName == "hash" }) {
      result.append(
        """
        /// Hashes the mock's identity.
        \(isolated ? "nonisolated " : "")\(access)func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
        }
        """)
    }
    return result
  }
}

extension Parser {
  /// The requirement `text`, such as `Item: Equatable`.
  static func parseGenericRequirement(_ text: String) -> GenericRequirementSyntax.Requirement? {
    let source = "func f<T>() where \(text) {}"
    let file = Parser.parse(source: source)
    guard case .decl(let decl) = file.statements.first?.item,
      let function = decl.as(FunctionDeclSyntax.self)
    else { return nil }
    return function.genericWhereClause?.requirements.first?.requirement
  }
}
