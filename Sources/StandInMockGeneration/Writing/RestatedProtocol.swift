import Foundation
import SwiftSyntax

/// The `@Mockable` protocol the generator writes for one entry of `standin-mocks.json`: it refines
/// the original protocol and restates every requirement of it and of its ancestors, with every
/// type name qualified by its module, so that `@Mockable`, which sees only the declaration it is
/// attached to, writes a complete mock.
///
/// ```swift
/// @Mockable protocol LogHandler: Logging.LogHandler {
///   func log(event: Logging.LogEvent)
///   var logLevel: Logging.Logger.Level { get set }
///   …
/// }
/// ```
///
/// The ancestors' associated types become the protocol's primary associated types (so the mock
/// is generic over them) and their constraints a `where` clause; restating them as associated
/// types would draw a warning in the test target's build.
struct RestatedProtocol {
  /// The name inside `StandInGeneratedMocks`: `LogHandler`, whose mock is `LogHandlerMock`.
  let name: String
  /// `Logging.LogHandler`, plus `Actor` when an ancestor is `Actor`.
  let inheritance: [String]
  /// The original protocols, when the restatement cannot refine them and the mock conforms to
  /// them in an extension instead; empty otherwise.
  ///
  /// A child that fixes a parent's associated type (`JWTUnixEpochClaim: JWTClaim where Value ==
  /// Date`) cannot be refined by a protocol that restates the parent's settable `var value:
  /// Value { get set }`: Swift rejects the restatement as a covariant override. The restatement
  /// then refines only the markers and actors of the lineage, and the mock conforms to the
  /// original through `extension ValueMock: JWTKit.JWTUnixEpochClaim {}`.
  let extensionConformances: [String]
  /// Whether a partial mock forwards to a value of the original protocols (`any Swift.Encoder`),
  /// which no real type's conformance to the restatement could provide: not when the mock
  /// conforms to them in an extension, nor when a restated requirement left a deprecation
  /// behind, which calling the original's would warn about inside the mock.
  let forwardsToOriginals: Bool
  /// Whether the mock must be a final class: a requirement naming `Self` is left to the
  /// protocol's default, which only a final class can take.
  let needsFinalMock: Bool
  let primaryAssociatedTypes: [String]
  let whereRequirements: [String]
  let requirements: [String]
  /// `@MainActor` when the protocol or an ancestor is isolated to a global actor.
  let globalActor: String?
  /// Modules the restated requirements name.
  let imports: [ImportedModule]
  /// Requirements that cannot be restated, each with why.
  let problems: [String]
}

extension RestatedProtocol {
  /// The restatement of `lineage`'s protocol, named `name` inside the generated namespace.
  init(
    name: String, lineage: ProtocolLineage, lookup: NameLookup,
    targetDefaultsToNonsending: Bool = false, isImportable: (String) -> Bool
  ) {
    let sites = lineage.sites
    let root = sites[0]
    var associatedTypes: [(name: String, site: ProtocolSite, decl: AssociatedTypeDeclSyntax)] = []
    // Every declaration of each, nearest first: a child restating one (BidirectionalCollection's
    // `SubSequence: BidirectionalCollection`) keeps its parent's constraints (Collection's
    // `where Element == SubSequence.Element`).
    var associatedDeclarations:
      [(name: String, site: ProtocolSite, decl: AssociatedTypeDeclSyntax)] = []
    var memberTypeNames: Set<String> = []
    var aliases: [(name: String, site: ProtocolSite, decl: TypeAliasDeclSyntax)] = []
    for site in sites {
      for member in site.members {
        if let associated = member.as(AssociatedTypeDeclSyntax.self) {
          if !associatedTypes.contains(where: { $0.name == associated.name.text }) {
            associatedTypes.append((associated.name.text, site, associated))
          }
          associatedDeclarations.append((associated.name.text, site, associated))
          memberTypeNames.insert(associated.name.text)
        } else if let alias = member.as(TypeAliasDeclSyntax.self) {
          memberTypeNames.insert(alias.name.text)
          if alias.genericParameterClause == nil {
            aliases.append((alias.name.text, site, alias))
          }
        }
      }
      memberTypeNames.formUnion(site.module.extensionMemberTypeNames(of: site.name))
    }

    func plainQualifier(for site: ProtocolSite) -> TypeQualifier {
      let qualifier = TypeQualifier(
        keeping: memberTypeNames, associatedTypes: Set(associatedTypes.map(\.name))
      ) { typeName in
        guard site.module.origin == .sources else { return nil }
        return lookup.packageModuleDeclaring(typeNamed: typeName, from: site.file, in: site.module)
      }
      qualifier.functionTypeAlias = { typeName in
        guard site.module.origin == .sources,
          let module = lookup.packageModuleDeclaring(
            typeNamed: typeName, from: site.file, in: site.module),
          let (file, alias) = module.typeAliases(named: typeName).first,
          alias.genericParameterClause == nil, Self.isFunctionType(alias.initializer.value)
        else { return nil }
        let aliasQualifier = TypeQualifier(keeping: [], associatedTypes: []) {
          lookup.packageModuleDeclaring(typeNamed: $0, from: file, in: module)
        }
        return aliasQualifier.qualified(alias.initializer.value.trimmed)
      }
      // An `async` function type that names no isolation means one thing in the declaring
      // module and another in the test target when only one of them defaults to
      // `nonisolated(nonsending)`: the restatement says which.
      if site.module.defaultsToNonsending != targetDefaultsToNonsending {
        qualifier.asyncFunctionIsolation =
          site.module.defaultsToNonsending ? "nonisolated(nonsending)" : "@concurrent"
      }
      return qualifier
    }
    // An associated type a `where` clause fixes (`Message == Frame`, or `Outbound<Frame>`) is
    // written as the type it is fixed to, like a type alias: the mock is then not generic over
    // it, and needs no `where` clause of its own.
    var expandedAliases: [String: TypeSyntax] = [:]
    for site in sites {
      for requirement in site.declaration.genericWhereClause?.requirements ?? [] {
        guard
          let (name, type) = Self.fixedType(
            requirement, associatedTypes: associatedTypes.map(\.name))
        else { continue }
        expandedAliases[name] = expandedAliases[name] ?? plainQualifier(for: site).qualified(type)
      }
    }
    for fixedType in lineage.fixedAssociatedTypes where expandedAliases[fixedType.name] == nil {
      expandedAliases[fixedType.name] = plainQualifier(for: fixedType.site).qualified(
        fixedType.type)
    }
    // An associated type a descendant pins by restating a property of it with a concrete type
    // (SwiftProtobuf's `Enum` restates RawRepresentable's `var rawValue: RawValue` as
    // `var rawValue: Int`) is fixed to that type, as Swift infers it.
    for (name, site, type) in Self.typesPinnedByProperties(
      sites, associatedTypes: Set(associatedTypes.map(\.name)))
    where expandedAliases[name] == nil {
      expandedAliases[name] = plainQualifier(for: site).qualified(type)
    }
    let fixed = Set(expandedAliases.keys)
    for (name, site, decl) in aliases where expandedAliases[name] == nil {
      // An alias written through another of its protocol (swift-syntax's `ListBuilder`:
      // `Component = [Expression]`, `Expression = FinalResult.Element`) is written out through it.
      let siblings = aliases.filter {
        $0.site.qualifiedName == site.qualifiedName && $0.name != name
      }
      let value = AliasSubstitution.writingOut(
        Dictionary(siblings.map { ($0.name, $0.decl.initializer.value) }) { first, _ in first },
        in: decl.initializer.value)
      expandedAliases[name] = plainQualifier(for: site).qualified(value)
    }
    func qualifier(for site: ProtocolSite) -> TypeQualifier {
      let qualifier = plainQualifier(for: site)
      qualifier.expandedAliases = expandedAliases
      return qualifier
    }

    let unfixed = associatedTypes.contains { !fixed.contains($0.name) }
    let detached = !unfixed && Self.restatesSettableFixedType(sites, fixed: fixed)
    var requirements: [String] = []
    var seen: Set<String> = []
    var properties: [String: Int] = [:]
    var propertyNames: Set<String> = []
    var problems: [String] = []
    var whereRequirements: [String] = []
    var dropsDeprecation = false
    var needsFinalMock = false
    for site in sites {
      // A restatement refines `Equatable` and `Hashable` itself: its mock's identity is their
      // implementation, as for a mock of a protocol refining them.
      if Self.identityProtocols.contains(site.qualifiedName) { continue }
      let qualifier = qualifier(for: site)
      for member in site.members {
        guard Self.isRequirement(member), !Self.isLeftToDefault(member, of: site) else { continue }
        if Self.needsOwnConformance(member, generic: !associatedTypes.isEmpty),
          Self.hasDefault(member, in: site)
        {
          needsFinalMock = true
          continue
        }
        if let modifiers = member.asProtocol(WithModifiersSyntax.self)?.modifiers,
          modifiers.contains(where: { $0.name.text == "optional" })
        {
          problems.append(
            "\(site.qualifiedName) has the optional Objective-C requirement "
              + "'\(Self.signature(of: member))', which only an NSObject subclass can implement")
          continue
        }
        let restated = Self.restatable(qualifier.qualified(member))
        dropsDeprecation = dropsDeprecation || Self.isDeprecated(member)
        let text = restated.oneLine
        // A property a child restates `{ get set }` over its parent's `{ get }` (Yams'
        // YamlAnchorCoding) is one requirement, the settable one: two would not compile.
        if let property = Self.propertyKey(of: restated) {
          if let index = properties[property.nameAndType] {
            if Self.isSettable(restated) { requirements[index] = text }
            continue
          }
          // A property a child restates with another type (console-kit's CommandGroup's
          // `commands: [String: any AnyCommand]` over AsyncCommandGroup's `[String: any
          // AnyAsyncCommand]`) is the child's alone: no type can declare both, so the protocol
          // gives the ancestor's a default that answers from the child's, and the
          // restatement, refining the protocol, inherits it.
          guard propertyNames.insert(property.name).inserted else { continue }
          properties[property.nameAndType] = requirements.count
        }
        // A method a child restates without its parent's `mutating` (GRDB's `willInsert` of
        // PersistableRecord over MutablePersistableRecord) or `throws` (PostgresNIO's
        // PostgresNonThrowingEncodable over PostgresEncodable) is one requirement, the child's,
        // which comes first: the mock is a class, whose method answers both.
        if seen.insert(Self.identity(of: restated)).inserted {
          requirements.append(text)
        }
      }
      for requirement in site.declaration.genericWhereClause?.requirements ?? [] {
        if case .conformanceRequirement(let conformance) = requirement.requirement,
          conformance.leftType.trimmedDescription == "Self"
        {
          continue
        }
        if Self.fixedType(requirement, associatedTypes: associatedTypes.map(\.name)) != nil {
          continue
        }
        whereRequirements.append(
          qualifier.qualified(requirement.with(\.trailingComma, nil)).oneLine)
      }
    }

    var primary: [String] = []
    let rootPrimary =
      root.declaration.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? []
    for name in rootPrimary + associatedTypes.map(\.name)
    where !fixed.contains(name) && !primary.contains(name) {
      primary.append(name)
    }
    var associatedRequirements: [String] = []
    let unfixedNames = Set(associatedTypes.map(\.name)).subtracting(fixed)
    for (name, site, decl) in associatedDeclarations {
      let qualifier = qualifier(for: site)
      if !fixed.contains(name) {
        for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
          guard !inherited.type.is(SuppressedTypeSyntax.self) else { continue }
          associatedRequirements.append(
            "\(name): \(qualifier.qualified(inherited.type).oneLine)")
        }
      }
      // A fixed one's constraints still bind the others (swift-syntax's SyntaxCollection fixes
      // `Index`, and Collection's `Index == Indices.Element` then says what `Indices` holds).
      for requirement in decl.genericWhereClause?.requirements ?? []
      where !fixed.contains(name)
        || requirement.tokens(viewMode: .sourceAccurate).contains(where: {
          unfixedNames.contains($0.text)
        })
      {
        associatedRequirements.append(
          qualifier.qualified(requirement.with(\.trailingComma, nil)).oneLine)
      }
    }

    // A synthesized interface imports everything its module does; only the modules whose names
    // qualify a restated type are needed.
    let restatedText = (requirements + whereRequirements + associatedRequirements).joined()
    var imports: [ImportedModule] = []
    for site in sites {
      var own = ImportedModule(name: site.module.name)
      own.isTestable = site.module.origin == .sources && !site.isVisibleToOtherModules
      let needed = site.file.imports.filter {
        site.module.origin == .sources || restatedText.range(of: "\($0.name).") != nil
          || restatedText.range(of: "\($0.name)::") != nil
      }
      for candidate in [own] + needed where !candidate.isHidden && isImportable(candidate.name) {
        if let index = imports.firstIndex(where: { $0.name == candidate.name }) {
          imports[index] = imports[index].merged(with: candidate)
        } else {
          imports.append(candidate)
        }
      }
    }

    self.name = name
    let actor = lineage.refinesActor ? ["Actor"] : []
    if detached {
      var kept: [String] = []
      for site in sites {
        for inherited in site.inheritedTypes {
          let isMarker: Bool
          if case .marker = InheritedType.all(in: inherited).first {
            isMarker = true
          } else {
            isMarker = false
          }
          let name = inherited.trimmedDescription
          guard
            isMarker || Self.identityProtocols.contains("Swift." + name)
              || Self.identityProtocols.contains(name),
            !kept.contains(name)
          else { continue }
          kept.append(name)
        }
      }
      inheritance = (kept.isEmpty && actor.isEmpty ? ["AnyObject"] : kept) + actor
      extensionConformances = lineage.roots.map(\.qualifiedName)
    } else {
      // `Hashable` or `Equatable` from an ancestor is named too, so that `@Mockable` gives the
      // mock its identity (a class has no synthesized conformance: SwiftProtobuf's
      // `ExtensionField: AnyExtensionField, Hashable`).
      let identity =
        ["Swift.Hashable", "Swift.Equatable"].first { name in
          sites.contains { $0.qualifiedName == name }
        }.map { [String($0.dropFirst("Swift.".count))] } ?? []
      inheritance = lineage.roots.map(\.qualifiedName) + identity + actor
      extensionConformances = []
    }
    forwardsToOriginals = !detached && !dropsDeprecation && primary.isEmpty
    self.needsFinalMock = needsFinalMock
    primaryAssociatedTypes = primary
    self.whereRequirements = Self.unique(associatedRequirements + whereRequirements)
    self.requirements = requirements
    globalActor = sites.lazy.compactMap(\.globalActor).first
    self.imports = imports
    self.problems = problems
  }

  /// Whether a requirement of `sites` that can be set (`var value: Value { get set }`, a
  /// subscript with `set`) has a type naming an associated type in `fixed`.
  private static func restatesSettableFixedType(_ sites: [ProtocolSite], fixed: Set<String>)
    -> Bool
  {
    guard !fixed.isEmpty else { return false }
    func namesFixed(_ type: TypeSyntax?) -> Bool {
      type?.tokens(viewMode: .sourceAccurate).contains { fixed.contains($0.text) } ?? false
    }
    func isSettable(_ accessors: AccessorBlockSyntax?) -> Bool {
      guard case .accessors(let list) = accessors?.accessors else { return false }
      return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
    return sites.contains { site in
      site.members.contains { member in
        if let variable = member.as(VariableDeclSyntax.self) {
          return variable.bindings.contains {
            isSettable($0.accessorBlock) && namesFixed($0.typeAnnotation?.type)
          }
        }
        if let subscriptDecl = member.as(SubscriptDeclSyntax.self) {
          return isSettable(subscriptDecl.accessorBlock)
            && (namesFixed(subscriptDecl.returnClause.type)
              || subscriptDecl.parameterClause.parameters.contains { namesFixed($0.type) })
        }
        return false
      }
    }
  }

  /// The protocols a detached restatement refines itself, rather than restating `==` and
  /// `hash(into:)`.
  private static let identityProtocols: Set<String> = ["Swift.Equatable", "Swift.Hashable"]

  private static func isRequirement(_ member: DeclSyntax) -> Bool {
    member.is(FunctionDeclSyntax.self) || member.is(VariableDeclSyntax.self)
      || member.is(SubscriptDeclSyntax.self) || member.is(InitializerDeclSyntax.self)
  }

  /// `Hashable.hashValue`: implementing it draws a deprecation warning, and Swift implements it
  /// from `hash(into:)`.
  private static func isLeftToDefault(_ member: DeclSyntax, of site: ProtocolSite) -> Bool {
    guard site.qualifiedName == "Swift.Hashable", let variable = member.as(VariableDeclSyntax.self)
    else { return false }
    return variable.bindings.first?.pattern.trimmedDescription == "hashValue"
  }

  /// Whether a mock generic over the protocol's associated types cannot implement `member`: a
  /// generic requirement naming `Self` as a generic argument (FluentKit's `ModelAlias`:
  /// `subscript<Field>(dynamicMember:) -> AliasedField<Self, Field>`), whose implementation in a
  /// generic type Swift rejects ("has self-referential generic requirements").
  private static func needsOwnConformance(_ member: DeclSyntax, generic: Bool) -> Bool {
    let hasGenericParameters =
      member.as(SubscriptDeclSyntax.self)?.genericParameterClause != nil
      || member.as(FunctionDeclSyntax.self)?.genericParameterClause != nil
    guard generic, hasGenericParameters else { return false }
    return member.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .keyword(.Self)
        && token.parent?.parent?.is(GenericArgumentSyntax.self) == true
    }
  }

  /// Whether the protocol's module gives `member` a default in an extension of the protocol
  /// (a member of the same kind, name and labels), which the mock then inherits.
  private static func hasDefault(_ member: DeclSyntax, in site: ProtocolSite) -> Bool {
    let key = memberKey(of: member)
    return key != nil
      && site.module.extensionMembers(of: site.name).contains { memberKey(of: $0) == key }
  }

  /// `subscript(dynamicMember:)` or `name(label:)`, for a subscript or a method.
  private static func memberKey(of member: DeclSyntax) -> String? {
    func labels(_ parameters: FunctionParameterListSyntax, isSubscript: Bool) -> String {
      parameters.map { parameter in
        (isSubscript && parameter.secondName == nil ? "_" : parameter.firstName.text) + ":"
      }.joined()
    }
    if let subscriptDecl = member.as(SubscriptDeclSyntax.self) {
      return "subscript(\(labels(subscriptDecl.parameterClause.parameters, isSubscript: true)))"
    }
    if let function = member.as(FunctionDeclSyntax.self) {
      return
        "\(function.name.text)(\(labels(function.signature.parameterClause.parameters, isSubscript: false)))"
    }
    return nil
  }

  /// `(Element, Int)` for `Element == Int` or `Self.Element == Int`, when `Element` is an
  /// associated type and the other side is not one.
  private static func fixedType(
    _ requirement: GenericRequirementSyntax, associatedTypes: [String]
  ) -> (name: String, type: TypeSyntax)? {
    guard case .sameTypeRequirement(let sameType) = requirement.requirement else { return nil }
    func associatedName(_ side: some SyntaxProtocol) -> String? {
      let text = side.trimmedDescription
      let name = text.hasPrefix("Self.") ? String(text.dropFirst(5)) : text
      return associatedTypes.contains(name) ? name : nil
    }
    let left = sameType.leftType
    let right = sameType.rightType
    switch (associatedName(left), associatedName(right)) {
    case (let name?, nil): return right.as(TypeSyntax.self).map { (name, $0) }
    case (nil, let name?): return left.as(TypeSyntax.self).map { (name, $0) }
    default: return nil
    }
  }

  /// `func log(…)`, for messages.
  private static func signature(of member: DeclSyntax) -> String {
    withoutAttributes(member).oneLine
  }

  /// Attributes about a declaration's body or its binary interface, not its signature: a
  /// requirement keeps its meaning without them, and a mock's members cannot carry them.
  private static let bodyAttributes: Set<String> = [
    "inlinable", "usableFromInline", "inline", "_alwaysEmitIntoClient", "_transparent",
    "_effects", "_specialize", "_semantics", "_optimize", "backDeployed",
  ]

  /// The requirement without body attributes and without `@available(*, deprecated, …)`: the
  /// mock implements it, and a test stubs it, without a deprecation warning.
  private static func restatable(_ member: DeclSyntax) -> DeclSyntax {
    // `override` (BidirectionalCollection's `override var startIndex`) says nothing in one
    // flattened protocol, and would keep it apart from Collection's `var startIndex`.
    let member = withoutModifier(.override, of: member)
    guard let attributed = member.asProtocol(WithAttributesSyntax.self) else { return member }
    let kept = attributed.attributes.filter { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return true }
      return !bodyAttributes.contains(attribute.attributeName.trimmedDescription)
        && !isDeprecation(attribute)
    }
    let spaced = kept.map { $0.with(\.trailingTrivia, .space) }
    return Syntax(fromProtocol: attributed.with(\.attributes, AttributeListSyntax(spaced)))
      .cast(DeclSyntax.self)
  }

  /// `@available(*, deprecated, …)` or `@available(*, renamed: …)`.
  private static func isDeprecation(_ attribute: AttributeSyntax) -> Bool {
    guard attribute.attributeName.trimmedDescription == "available",
      let arguments = attribute.arguments
    else { return false }
    return arguments.tokens(viewMode: .sourceAccurate).contains {
      $0.text == "deprecated" || $0.text == "renamed"
    }
  }

  /// Whether `member` carries a deprecation.
  private static func isDeprecated(_ member: DeclSyntax) -> Bool {
    member.asProtocol(WithAttributesSyntax.self)?.attributes.contains {
      $0.as(AttributeSyntax.self).map(isDeprecation) ?? false
    } ?? false
  }

  /// `static var name` and `static var name: Type` of a property requirement: what a child's
  /// restatement of it shares with its parent's, whatever their accessors. Nil for anything else.
  private static func propertyKey(of member: DeclSyntax) -> (name: String, nameAndType: String)? {
    guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let type = binding.typeAnnotation?.type
    else { return nil }
    let isStatic = variable.modifiers.contains {
      [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
    }
    let name = "\(isStatic ? "static " : "")var \(binding.pattern.trimmedDescription)"
    return (name, "\(name): \(type.trimmedDescription)")
  }

  /// Each associated type that an ancestor's property requirement has as its type and a
  /// descendant's requirement of the same name gives a type of its own, with that type and the
  /// descendant's site. `sites` go from the protocol to its farthest ancestor.
  private static func typesPinnedByProperties(
    _ sites: [ProtocolSite], associatedTypes: Set<String>
  ) -> [(name: String, site: ProtocolSite, type: TypeSyntax)] {
    func bareAssociatedType(_ type: TypeSyntax) -> String? {
      var text = type.trimmedDescription
      if text.hasPrefix("Self.") { text.removeFirst(5) }
      return associatedTypes.contains(text) ? text : nil
    }
    var concrete: [String: (site: ProtocolSite, type: TypeSyntax)] = [:]
    var pinned: [(name: String, site: ProtocolSite, type: TypeSyntax)] = []
    for site in sites {
      for member in site.members {
        guard let variable = member.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first, let type = binding.typeAnnotation?.type
        else { continue }
        let name = binding.pattern.trimmedDescription
        if let associated = bareAssociatedType(type) {
          if let (descendant, own) = concrete[name],
            !pinned.contains(where: { $0.name == associated })
          {
            pinned.append((associated, descendant, own))
          }
        } else if concrete[name] == nil,
          !type.tokens(viewMode: .sourceAccurate).contains(where: {
            associatedTypes.contains($0.text)
          })
        {
          concrete[name] = (site, type)
        }
      }
    }
    return pinned
  }

  /// Whether a property requirement has a setter.
  private static func isSettable(_ member: DeclSyntax) -> Bool {
    guard
      case .accessors(let accessors)? = member.as(VariableDeclSyntax.self)?.bindings.first?
        .accessorBlock?.accessors
    else { return false }
    return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
  }

  /// What two restatements of one requirement share: the tokens without attributes,
  /// `mutating`, a `throws` clause, the parameters' own names (NIO's Channel restates
  /// ChannelOutboundInvoker's `write<T>(_ data: T, promise:)` as `write<T>(_ any: T, promise:)`),
  /// an operator's parameter names (which are no labels: `/ (lhs:rhs:)` is `/ (a:b:)`), the
  /// names of its generic parameters, or where their constraints are written (Numeric's
  /// `init?<T: BinaryInteger>(exactly source: T)` is `init?<Source>(exactly value: Source)
  /// where Source: BinaryInteger`), or whether the toolchain's names are qualified
  /// (SerialExecutor's `enqueue(_: consuming Swift.ExecutorJob)` is NIO's EventLoop's
  /// `enqueue(_: consuming ExecutorJob)`).
  private static func identity(of member: DeclSyntax) -> String {
    var member = withoutModifier(.mutating, of: withoutAttributes(member))
    var generics = GenericSignature()
    if var function = member.as(FunctionDeclSyntax.self) {
      function.signature.effectSpecifiers?.throwsClause = nil
      function.signature.parameterClause.parameters = withoutOwnNames(
        function.signature.parameterClause.parameters,
        orAnyName: isOperator(function.name.tokenKind))
      generics = GenericSignature(
        function.genericParameterClause, function.genericWhereClause)
      function.genericParameterClause = nil
      function.genericWhereClause = nil
      member = DeclSyntax(function)
    } else if var initializer = member.as(InitializerDeclSyntax.self) {
      initializer.signature.effectSpecifiers?.throwsClause = nil
      initializer.signature.parameterClause.parameters = withoutOwnNames(
        initializer.signature.parameterClause.parameters, orAnyName: false)
      generics = GenericSignature(
        initializer.genericParameterClause, initializer.genericWhereClause)
      initializer.genericParameterClause = nil
      initializer.genericWhereClause = nil
      member = DeclSyntax(initializer)
    }
    return generics.spelled(member) + generics.requirements
  }

  /// A function's generic parameters by position and their constraints, wherever written, in
  /// one order: what makes two spellings of one generic signature the same.
  private struct GenericSignature {
    private static let toolchainModules: Set<String> = ["Swift", "_Concurrency"]
    private var names: [String] = []
    private(set) var requirements = ""

    init() {}

    init(_ parameters: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) {
      names = parameters?.parameters.map(\.name.text) ?? []
      var constraints =
        parameters?.parameters.compactMap { parameter in
          parameter.inheritedType.map { spelled(parameter.name) + " : " + spelled($0) }
        } ?? []
      constraints += whereClause?.requirements.map { spelled($0.requirement) } ?? []
      requirements = "<\(names.count)> " + constraints.sorted().joined(separator: " , ")
    }

    /// The tokens of `node`, one space apart: each generic parameter named by its position and
    /// a toolchain module's qualifier dropped.
    func spelled(_ node: some SyntaxProtocol) -> String {
      let tokens = Array(node.tokens(viewMode: .sourceAccurate))
      var words: [String] = []
      var index = 0
      var isMemberName = false
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        guard case .identifier(let name) = token.tokenKind, !isMemberName else {
          words.append(token.text)
          isMemberName = token.tokenKind == .period
          continue
        }
        if Self.toolchainModules.contains(name), index < tokens.count,
          tokens[index].tokenKind == .period
        {
          index += 1
          continue
        }
        if let position = names.firstIndex(of: name) {
          words.append("<generic parameter \(position)>")
        } else {
          words.append(name)
        }
      }
      return words.joined(separator: " ")
    }
  }

  /// Whether `type` is a function type, with attributes or not (`@Sendable (Int) -> Void`).
  private static func isFunctionType(_ type: TypeSyntax) -> Bool {
    type.is(FunctionTypeSyntax.self)
      || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
  }

  private static func isOperator(_ name: TokenKind) -> Bool {
    switch name {
    case .binaryOperator, .prefixOperator, .postfixOperator: return true
    default: return false
    }
  }

  /// The parameters with their labels only (`_ data: T` is `_: T`), or with no names at all.
  private static func withoutOwnNames(
    _ parameters: FunctionParameterListSyntax, orAnyName dropsLabels: Bool
  ) -> FunctionParameterListSyntax {
    FunctionParameterListSyntax(
      parameters.map {
        dropsLabels
          ? $0.with(\.firstName, .wildcardToken()).with(\.secondName, nil)
          : $0.with(\.secondName, nil)
      })
  }

  /// `member` without the modifier `keyword`.
  private static func withoutModifier(_ keyword: Keyword, of member: DeclSyntax) -> DeclSyntax {
    guard let modified = member.asProtocol(WithModifiersSyntax.self),
      modified.modifiers.contains(where: { $0.name.tokenKind == .keyword(keyword) })
    else { return member }
    return Syntax(
      fromProtocol: modified.with(
        \.modifiers, modified.modifiers.filter { $0.name.tokenKind != .keyword(keyword) })
    ).cast(DeclSyntax.self)
  }

  private static func withoutAttributes(_ member: DeclSyntax) -> DeclSyntax {
    guard let attributed = member.asProtocol(WithAttributesSyntax.self) else { return member }
    return Syntax(fromProtocol: attributed.with(\.attributes, [])).cast(DeclSyntax.self)
  }

  private static func unique(_ texts: [String]) -> [String] {
    var seen: Set<String> = []
    return texts.filter { seen.insert($0).inserted }
  }
}

extension ImportedModule {
  /// `import name`.
  init(name: String) {
    self.init(name: name, isExported: false, isPreconcurrency: false, isHidden: false)
  }

  /// One import standing for both: `@preconcurrency` if either is.
  func merged(with other: ImportedModule) -> ImportedModule {
    var merged = ImportedModule(
      name: name, isExported: false, isPreconcurrency: isPreconcurrency || other.isPreconcurrency,
      isHidden: false)
    merged.isTestable = isTestable || other.isTestable
    return merged
  }
}
