import SwiftParser
import SwiftSyntax

/// The one walk over a file's syntax tree: it records the file's declarations (types, their
/// static members and instance state, globals, functions) for the first pass's index, every
/// expression that may reach shared state with the declaration whose code contains it (for the
/// second pass), and what `--fix` could rewrite.
final class FileScanner: SyntaxVisitor {
  /// An enclosing type, extension or protocol.
  private struct Context {
    enum Kind { case type, `extension`, `protocol` }
    var path: [String]
    var kind: Kind
    /// The index of its record in `declarations`, when it has one.
    var record: Int?
    /// What `Self` names inside it, where that is not `path`: `X` in a protocol's
    /// `extension P where Self == X`.
    var selfType: [String]? = nil
  }

  private let file: String
  private let lines: LineTable
  private let tree: SourceFileSyntax
  private let isMainFile: Bool
  private var contexts: [Context] = []
  /// For each struct whose braces are being visited (by its record's index): the members its
  /// code uses through names that may be its stored properties.
  private var storedPropertyUses: [Int: StoredPropertyUses] = [:]
  private var contextPaths: [[String]] = []
  /// How many function, initializer, accessor or closure bodies enclose the current node.
  private var bodyDepth = 0
  /// The declarations whose code encloses the current node, innermost last.
  private var owners: [Owner] = []
  /// For each declaration visited at member level: whether it pushed an owner.
  private var pushedOwner: [Bool] = []
  /// For each owner pushed: the instance member whose code it is, if it is one.
  private var ownerMembers: [String?] = []
  /// The names that parameters and local declarations bind, one set per enclosing body.
  private var locals: [Set<String>] = []
  /// Of ``locals``, those bound to a new instance (`let worker = Worker()`), one dictionary per
  /// enclosing body: the index in ``uses`` of the creation, which records the members that code
  /// then uses through the local.
  private var localCreations: [[String: Int]] = []
  /// Of ``locals``, those bound to a type (`let type = Box.self`), one dictionary per enclosing
  /// body: the type's names, which a member used through the local (`type.get()`) is a static
  /// member of.
  private var localMetatypes: [[String: [String]]] = []
  /// For each enclosing function: the names its code uses a type or a value it is handed
  /// through (``CallArguments/Parameter/typeParameter``: `M` of `<M: Maker>(_ maker: M.Type)`,
  /// `getter` of `_ getter: some Getter`), with the members its code uses through each
  /// (`M.make()`, `maker.make()`, `getter.get()`); the parameters that take one, by name; the
  /// index in ``locals`` of its body; and where its parameters were recorded, to add them to
  /// when it ends.
  private var typeParameterUses:
    [(
      used: [String: Set<String>], takenBy: [String: String], body: Int,
      parameters: ParameterRecord?
    )] = []

  /// Where a function's parameters are recorded: a static method's, or a top-level function's.
  private enum ParameterRecord {
    case staticMethod(record: Int, member: Int)
    case instanceMethod(record: Int, name: String, overload: Int)
    case function(name: String, overload: Int)
  }
  /// The names that local declarations in `#if` clauses this machine's compiler leaves out bind,
  /// one set per enclosing body: they hide a global only from code left out too.
  private var leftOutLocals: [Set<String>] = []
  /// How many `#if` clauses enclose the current node.
  private var conditionalDepth = 0
  /// For each enclosing `#if` clause, innermost last: whether this machine's compiler leaves it
  /// out (``HostCondition``).
  private var leftOutClauses: [Bool] = []
  /// How many parameter defaults and `self.init(…)` argument lists enclose the current node.
  private var injectedDefaultDepth = 0
  private var parameterDefaultDepth = 0
  /// For each enclosing parameter, innermost last: its argument label (`nil` for `_`).
  private var parameterLabels: [String?] = []
  /// For each enclosing closure, innermost last: whether it is stored rather than run there.
  private var storedClosures: [Bool] = []
  /// The instance methods whose bodies enclose the current node: their type's record and name.
  private var methods: [(record: Int, name: String)?] = []
  private var writtenThrough: Set<String> = []
  private var methodsCalledThrough: [String: Set<String>] = [:]
  private var staticsWrittenThrough: Set<StaticPath> = []
  private var methodsCalledThroughStatics: [StaticPath: Set<String>] = [:]
  private var initializerDelegations: [InitializerDelegation] = []
  /// For each function and initializer declaration visited: the line of the static method's
  /// `func` or the initializer's `init` whose code encloses the current node, if one does.
  private var ownerLines: [Int?] = []

  private(set) var declarations: [TypeDeclarationRecord] = []
  private(set) var globals: [GlobalRecord] = []
  private(set) var functions: Set<String> = []
  private(set) var leftOutFunctions: Set<String> = []
  private(set) var functionParameters: [String: [[CallArguments.Parameter]]] = [:]
  private(set) var functionReturnTypes: [String: [[String]?]] = [:]
  private(set) var aliases: [AliasRecord] = []
  private(set) var uses: [RawUse] = []
  private(set) var accessorFixes: [AccessorFixCandidate] = []
  private(set) var notificationFixes: [NotificationFixCandidate] = []
  private var imports = ImportInfo()
  private var lastTopLevelImportEnd: Int?

  /// Scans `tree`, the parsed contents of `file`.
  static func scan(_ tree: SourceFileSyntax, file: String, source: [UInt8]) -> ParsedFile {
    let scanner = FileScanner(tree: tree, file: file, lines: LineTable(source))
    scanner.walk(tree)
    let mayFix =
      !scanner.accessorFixes.isEmpty || !scanner.notificationFixes.isEmpty
      || scanner.uses.contains { $0.isPlain }
    return ParsedFile(
      declarations: scanner.declarations,
      globals: scanner.globals,
      functions: scanner.functions,
      leftOutFunctions: scanner.leftOutFunctions,
      functionParameters: scanner.functionParameters,
      functionReturnTypes: scanner.functionReturnTypes,
      aliases: scanner.aliases,
      uses: scanner.uses,
      accessorFixes: scanner.accessorFixes,
      notificationFixes: scanner.notificationFixes,
      imports: scanner.finishImports(),
      source: mayFix ? source : nil,
      writtenThrough: scanner.writtenThrough,
      methodsCalledThrough: scanner.methodsCalledThrough,
      staticsWrittenThrough: scanner.staticsWrittenThrough,
      methodsCalledThroughStatics: scanner.methodsCalledThroughStatics,
      initializerDelegations: scanner.initializerDelegations
    )
  }

  private init(tree: SourceFileSyntax, file: String, lines: LineTable) {
    self.file = file
    self.tree = tree
    self.lines = lines
    self.isMainFile = file == "main.swift" || file.hasSuffix("/main.swift")
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Positions

  private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Contexts and owners

  private func push(_ context: Context) {
    contexts.append(context)
    contextPaths.append(context.path)
  }

  private func pop() {
    contexts.removeLast()
    contextPaths.removeLast()
  }

  /// The declaration whose code the current node is.
  private var owner: Owner { owners.last ?? .topLevel }
  /// For each owner pushed: whether its declaration is in a clause this machine's compiler
  /// leaves out.
  private var ownersLeftOut: [Bool] = []

  /// Whether the current node is at member level: directly in a type's, an extension's or the
  /// file's braces, not inside a body.
  private var atMemberLevel: Bool { bodyDepth == 0 }

  /// Enters a declaration that owns code: `owner` becomes the current owner when the
  /// declaration is at member level.
  private func enterOwner(_ owner: @autoclosure () -> Owner?, member: String? = nil) {
    if atMemberLevel, let owner = owner() {
      owners.append(owner)
      ownerMembers.append(member)
      ownersLeftOut.append(leftOutClauses.contains(true))
      pushedOwner.append(true)
    } else {
      pushedOwner.append(false)
    }
  }

  private func leaveOwner() {
    if pushedOwner.removeLast() {
      owners.removeLast()
      ownerMembers.removeLast()
      ownersLeftOut.removeLast()
    }
  }

  /// The owner of a member named `name` declared here: `static` or instance code of the
  /// enclosing type, or a global.
  private func memberOwner(name: String, isStatic: Bool) -> Owner? {
    guard let context = contexts.last else { return .global(name) }
    if context.kind == .protocol { return nil }
    return isStatic ? .staticMember(context.path, name) : .instance(context.path)
  }

  /// Whether the current code is a static member's body of the innermost enclosing type.
  private var inStaticContext: Bool {
    guard case .staticMember(let path, _) = owner else { return false }
    return contexts.last?.path == path
  }

  private func enterType(
    _ kind: TypeDeclarationRecord.Kind, name: TokenSyntax, attributes: AttributeListSyntax,
    inheritance: InheritanceClauseSyntax?, isGeneric: Bool = false
  ) {
    let path = (contexts.last?.path ?? []) + [name.identifierName]
    // A type declared in a body is the body's own, as a local `let` is.
    if !atMemberLevel { bindLocal(name.identifierName) }
    let record = recordDeclaration(
      TypeDeclarationRecord(
        kind: kind, path: path, file: file, line: location(of: name).line,
        hasOverridableStatics: attributes.names.contains(AuditRules.overridableStaticsAttribute),
        isGeneric: isGeneric,
        isPropertyWrapper: attributes.names.contains(AuditRules.propertyWrapperAttribute)),
      inheritance: inheritance)
    push(Context(path: path, kind: .type, record: record))
  }

  /// Appends `record` with what `inheritance` names, when the declaration is at member level
  /// (a type declared in a body is a local one), and returns its index.
  private func recordDeclaration(
    _ record: TypeDeclarationRecord, inheritance: InheritanceClauseSyntax?
  ) -> Int? {
    guard atMemberLevel else { return nil }
    var record = record
    record.inherited =
      inheritance?.inheritedTypes.compactMap { SyntaxNames.components(of: $0.type) } ?? []
    declarations.append(record)
    return declarations.count - 1
  }

  /// The record that a member declared here belongs to, if any.
  private var memberRecord: Int? {
    guard atMemberLevel, let context = contexts.last, context.kind != .protocol else { return nil }
    return context.record
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .class, name: node.name, attributes: node.attributes, inheritance: node.inheritanceClause,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .struct, name: node.name, attributes: node.attributes, inheritance: node.inheritanceClause,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) {
    if let record = contexts.last?.record {
      declarations[record].memberwiseInitializer = Self.memberwiseInitializer(
        of: node, uses: storedPropertyUses.removeValue(forKey: record) ?? StoredPropertyUses())
    }
    pop()
  }

  /// The parameters of the memberwise initializer Swift writes for `node`, when its braces
  /// declare no initializer (in no `#if` clause either): one per stored instance property a
  /// creation may set, in order, labelled by its name; a `var` with a value, or of an optional
  /// type, may be left out. A `let` with a value and a `lazy var` take none. Each parameter
  /// carries the members the type's code uses through its property (`uses`).
  private static func memberwiseInitializer(
    of node: StructDeclSyntax, uses: StoredPropertyUses
  ) -> [CallArguments.Parameter]? {
    let declarations = node.memberBlock.members.map(\.decl)
    guard !declarations.contains(where: { $0.is(IfConfigDeclSyntax.self) }),
      !declarations.contains(where: { $0.is(InitializerDeclSyntax.self) })
    else { return nil }
    let constraints = SyntaxNames.constraints(
      of: node.genericParameterClause, node.genericWhereClause)
    var parameters: [CallArguments.Parameter] = []
    for variable in declarations.compactMap({ $0.as(VariableDeclSyntax.self) })
    where !variable.modifiers.isStaticOrClass
      && !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
    {
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          !(binding.accessorBlock.map(isComputed) ?? false),
          !(isLet && binding.initializer != nil)
        else { continue }
        var type = binding.typeAnnotation?.type
        let isOptional = type?.is(OptionalTypeSyntax.self) ?? false
        if let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        parameters.append(
          CallArguments.Parameter(
            label: pattern.identifier.identifierName,
            hasDefault: binding.initializer != nil || (!isLet && isOptional),
            type: type.flatMap { SyntaxNames.lookupType(of: $0, constraints: constraints) }))
      }
    }
    for index in parameters.indices where parameters[index].type != nil {
      parameters[index].membersUsed = uses.members(usedThrough: parameters[index].label)
    }
    return parameters
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .enum, name: node.name, attributes: node.attributes, inheritance: node.inheritanceClause,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .actor, name: node.name, attributes: node.attributes, inheritance: node.inheritanceClause,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = (contexts.last?.path ?? []) + [node.name.identifierName]
    // Only what it inherits: a static member of its extension is a conforming type's too.
    let record = recordDeclaration(
      TypeDeclarationRecord(
        kind: .protocol, path: path, file: file, line: location(of: node.name).line,
        hasOverridableStatics: false, isPublic: node.modifiers.isPublic),
      inheritance: node.inheritanceClause)
    push(Context(path: path, kind: .protocol, record: record))
    return .visitChildren
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let path =
      SyntaxNames.components(of: node.extendedType) ?? [node.extendedType.trimmedDescription]
    let record = recordDeclaration(
      TypeDeclarationRecord(
        kind: .extension, path: path, file: file, line: location(of: node.extendedType).line,
        hasOverridableStatics: false),
      inheritance: node.inheritanceClause)
    push(
      Context(
        path: path, kind: .extension, record: record,
        selfType: SyntaxNames.selfType(in: node.genericWhereClause)))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if atMemberLevel, let target = SyntaxNames.components(of: node.initializer.value) {
      aliases.append(
        AliasRecord(path: (contexts.last?.path ?? []) + [node.name.identifierName], target: target))
    }
    return .skipChildren
  }

  // MARK: Bodies

  /// Enters a body that binds `names` (its parameters).
  private func enterBody(binding names: [String]) {
    bodyDepth += 1
    locals.append(Set(names))
    localCreations.append([:])
    localMetatypes.append([:])
    leftOutLocals.append([])
  }

  private func leaveBody() {
    bodyDepth -= 1
    locals.removeLast()
    localCreations.removeLast()
    localMetatypes.removeLast()
    leftOutLocals.removeLast()
  }

  /// Records that the local `let` or `var` whose value `creation` is, when it is one, holds the
  /// instance the creation at `index` of ``uses`` makes.
  private func bindLocalCreation(_ creation: FunctionCallExprSyntax, at index: Int) {
    guard !localCreations.isEmpty, let name = Self.nameBound(to: creation) else { return }
    localCreations[localCreations.count - 1][name] = index
  }

  /// Records that the local `let` or `var` whose value `metatype` (`Box.self`) is, when it is
  /// one, holds the type `names`.
  private func bindLocalMetatype(_ metatype: MemberAccessExprSyntax, _ names: [String]) {
    guard !localMetatypes.isEmpty, let name = Self.nameBound(to: metatype) else { return }
    localMetatypes[localMetatypes.count - 1][name] = names
  }

  /// The name a `let` or `var` binds `value` to (through `try` and `await`), when it is one's.
  private static func nameBound(to value: some SyntaxProtocol) -> String? {
    let clause = outermostValue(Syntax(value)).parent?.as(InitializerClauseSyntax.self)
    return clause?.parent?.as(PatternBindingSyntax.self)?.pattern
      .as(IdentifierPatternSyntax.self)?.identifier.identifierName
  }

  /// The type a local names when it is bound to one (``localMetatypes``): the innermost body
  /// that binds the name decides.
  private func localMetatype(_ expression: ExprSyntax) -> [String]? {
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName,
      let body = locals.lastIndex(where: { $0.contains(name) })
    else { return nil }
    return localMetatypes[body][name]
  }

  /// Records that code uses `member` through `base` when `base` names a local bound to a new
  /// instance (``localCreations``): the innermost body that binds the name decides.
  private func recordMemberUsedThroughLocal(_ base: ExprSyntax, _ member: String) {
    guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName,
      let body = locals.lastIndex(where: { $0.contains(name) }),
      let index = localCreations[body][name]
    else { return }
    uses[index].membersUsedLater.append(member)
  }

  /// Records that a local declaration of the innermost body binds `name`.
  private func bindLocal(_ name: String) {
    guard !locals.isEmpty else { return }
    if leftOutClauses.contains(true) {
      leftOutLocals[leftOutLocals.count - 1].insert(name)
    } else {
      locals[locals.count - 1].insert(name)
    }
  }

  private static func names(of parameters: FunctionParameterListSyntax) -> [String] {
    parameters.map { ($0.secondName ?? $0.firstName).identifierName }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.identifierName
    let isStatic = node.modifiers.isStaticOrClass
    // A method's and a top-level function's parameters are recorded, for calls.
    var taken: [CallArguments.Parameter] = []
    var parameters: ParameterRecord?
    if let record = memberRecord {
      if isStatic {
        let attributes = node.attributes.names
        let modifiers = node.modifiers.map(\.trimmedDescription) + ["func", node.name.text]
        let returned = node.signature.returnClause.flatMap { SyntaxNames.components(of: $0.type) }
        var method = StaticMemberRecord(
          name: name, shape: .method, isLet: false,
          hasOverridable: attributes.contains(AuditRules.overridableAttribute),
          hasNotOverridable: attributes.contains(AuditRules.notOverridableAttribute),
          isTaskLocal: false, isPrivate: node.modifiers.isPrivate, isSlot: false,
          initialValue: .none, annotatedType: nil, currentReadBases: [],
          declaration: modifiers.joined(separator: " "),
          line: location(of: node.funcKeyword).line, column: location(of: node.name).column,
          isFixable: false)
        method.returnsOwnType =
          returned.map {
            $0 == ["Self"] || $0.last == declarations[record].path.last
          } ?? false
        taken = Self.parameters(
          of: node.signature.parameterClause.parameters, generics: node.genericParameterClause,
          requirements: node.genericWhereClause)
        method.parameters = taken
        method.returnType = returned.map(selfNamed)
        declarations[record].members.append(method)
        parameters = .staticMethod(record: record, member: declarations[record].members.count - 1)
      } else {
        declarations[record].recordInstanceMember(name, isPrivate: node.modifiers.isPrivate)
        taken = Self.parameters(
          of: node.signature.parameterClause.parameters, generics: node.genericParameterClause,
          requirements: node.genericWhereClause)
        declarations[record].instanceMethods[name, default: []].append(taken)
        parameters = .instanceMethod(
          record: record, name: name,
          overload: declarations[record].instanceMethods[name]!.count - 1)
      }
    } else if atMemberLevel, contexts.isEmpty {
      recordFunction(name)
      taken = Self.parameters(
        of: node.signature.parameterClause.parameters, generics: node.genericParameterClause,
        requirements: node.genericWhereClause)
      functionParameters[name, default: []].append(taken)
      functionReturnTypes[name, default: []].append(
        node.signature.returnClause.flatMap { SyntaxNames.components(of: $0.type) })
      parameters = .function(name: name, overload: functionParameters[name]!.count - 1)
    } else if !atMemberLevel, !locals.isEmpty {
      // A local function: its name hides a member or global of the same name.
      bindLocal(name)
    }
    enterOwner(memberOwner(name: name, isStatic: isStatic), member: name)
    ownerLines.append(
      atMemberLevel && !contexts.isEmpty
        ? (isStatic ? location(of: node.funcKeyword).line : nil) : ownerLines.last ?? nil)
    methods.append(!isStatic ? memberRecord.map { ($0, name) } : nil)
    let parameterNames = Self.names(of: node.signature.parameterClause.parameters)
    enterBody(binding: parameterNames)
    var takenBy: [String: String] = [:]
    for (parameter, name) in zip(taken, parameterNames) {
      if let typeParameter = parameter.typeParameter { takenBy[name] = typeParameter }
    }
    typeParameterUses.append(
      (
        Dictionary(uniqueKeysWithValues: Set(takenBy.values).map { ($0, []) }), takenBy,
        locals.count - 1, parameters
      ))
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    let (used, _, _, parameters) = typeParameterUses.removeLast()
    switch parameters {
    case .staticMethod(let record, let member)?:
      Self.addMembersUsed(used, to: &declarations[record].members[member].parameters)
    case .instanceMethod(let record, let name, let overload)?:
      Self.addMembersUsed(used, to: &declarations[record].instanceMethods[name]![overload])
    case .function(let name, let overload)?:
      Self.addMembersUsed(used, to: &functionParameters[name]![overload])
    case nil:
      break
    }
    leaveBody()
    leaveOwner()
    ownerLines.removeLast()
    methods.removeLast()
  }

  // MARK: Writes

  /// Methods of the standard collections that change the value they are called on, and the
  /// read-modify-write operations of atomics (swift-atomics', Synchronization's, NIO's).
  private static let mutatingCalls: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
    "popLast", "popFirst", "updateValue", "merge", "formUnion", "subtract", "sort", "reverse",
    "withLockedValue", "store", "add", "exchange", "compareExchange", "weakCompareExchange",
    "wrappingAdd", "wrappingSubtract", "wrappingIncrement", "wrappingDecrement",
    "loadThenWrappingIncrement", "loadThenWrappingDecrement", "wrappingIncrementThenLoad",
    "wrappingDecrementThenLoad", "loadThenBitwiseOr", "loadThenBitwiseAnd", "loadThenBitwiseXor",
    "loadThenLogicalOr", "loadThenLogicalAnd", "loadThenLogicalXor", "compareAndExchange",
  ]

  /// The critical sections of locks: a method that enters one on its instance's lock writes
  /// what the lock guards (swift-log's `ReplaceOnceBox.replace`, `storage.withWriteLock { … }`).
  /// Through a global, only the lock itself is reached: a box whatever is done with it.
  private static let criticalSections: Set<String> = [
    "withLock", "withWriterLock", "withWriteLock",
  ]

  /// The components of an access path, root first: `g.items[0].count` is `g`, `items`, `[]`
  /// (a subscript), `count`; `nil` when it does not start with a name.
  private static func accessPath(of expression: ExprSyntax) -> [String]? {
    var components: [String] = []
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        components.append(member.declName.baseName.text)
        current = base
      } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
        components.append("[]")
        current = subscripted.calledExpression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        components.append(reference.baseName.text)
        return components.reversed()
      } else {
        return nil
      }
    }
  }

  /// The name an access path starts with (`g` in `g.items.count`, `self` in `self.count`), and
  /// whether the path has a member after it.
  private static func root(of expression: ExprSyntax) -> (name: String, hasMember: Bool)? {
    accessPath(of: expression).map { ($0[0], $0.count > 1) }
  }

  /// The static member an access path starts with, and how many components follow it:
  /// `Cache.shared.items[0]` is `Cache`'s `shared` and 2 (`items`, the subscript); `Self.shared`,
  /// `self.shared` in a static method and a bare `shared` name the enclosing type's (whether it
  /// has a static member of that name is the classifier's to tell).
  private func staticPath(of expression: ExprSyntax) -> (path: StaticPath, rest: Int)? {
    guard let components = Self.accessPath(of: expression) else { return nil }
    let root = components[0]
    guard !isLocal(root) else { return nil }
    var type: [String]
    var position = 1
    if root == "Self" || (root == "self" && inStaticContext) {
      guard let enclosing = contexts.last?.path else { return nil }
      type = enclosing
    } else if AuditRules.isTypeLike(root) {
      type = [root]
    } else {
      // A bare name in a type's code: its static member of that name, if it has one.
      guard root != "self", let enclosing = contexts.last?.path else { return nil }
      type = enclosing
      position = 0
    }
    while position < components.count, AuditRules.isTypeLike(components[position]) {
      type.append(components[position])
      position += 1
    }
    guard position < components.count, components[position] != "[]" else { return nil }
    let path = StaticPath(type: type, member: components[position], scopes: contextPaths)
    return (path, components.count - position - 1)
  }

  /// A write to the path `target`: through a global (`g.x = …`) or a static member
  /// (`Cache.shared.count = 1`), or to the enclosing instance's own state (`count += 1` in a
  /// method).
  private func recordWrite(to target: ExprSyntax) {
    if let (path, rest) = staticPath(of: target), rest > 0 { staticsWrittenThrough.insert(path) }
    guard let (name, hasMember) = Self.root(of: target) else { return }
    recordInstanceWrite(root: name, hasMember: hasMember)
    if hasMember, name != "self", !isLocal(name) { writtenThrough.insert(name) }
  }

  /// A write, in an instance method, to the path starting with `root`: to the instance's own
  /// state unless `root` is a local or a type.
  private func recordInstanceWrite(root name: String, hasMember: Bool) {
    guard let method = methods.last ?? nil, name == "self" || !isLocal(name) else { return }
    if name == "self" || !hasMember || !name.first!.isUppercase {
      declarations[method.record].mutatingMethods.insert(method.name)
    }
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (index, element) in elements.enumerated() where index > 0 {
      let isAssignment =
        element.is(AssignmentExprSyntax.self)
        || element.as(BinaryOperatorExprSyntax.self).map {
          let text = $0.operator.text
          return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
        } ?? false
      if isAssignment { recordWrite(to: elements[index - 1]) }
      recordOperatorCall(elements, at: index)
    }
    return .visitChildren
  }

  /// Records the binary operator at `index` of `elements` as a use of a static member (`static
  /// func + (lhs: Money, rhs: Money)`) of a type one of its operands creates (`Money(1) +
  /// Money(2)`): without the index, that is the type whose operator it is.
  private func recordOperatorCall(_ elements: [ExprSyntax], at index: Int) {
    guard let operatorExpression = elements[index].as(BinaryOperatorExprSyntax.self),
      index + 1 < elements.count
    else { return }
    let operands = [elements[index - 1], elements[index + 1]]
    guard
      let type = operands.lazy.compactMap({ operand -> [String]? in
        guard let creation = operand.as(FunctionCallExprSyntax.self) else { return nil }
        return self.typeNames(of: creation.calledExpression)
      }).first
    else { return }
    let use = record(
      .member(operatorExpression.operator.text), base: type, at: operatorExpression,
      isPlain: false, reference: operatorExpression.operator)
    uses[use].callArguments = CallArguments(labels: ["_", "_"], hasTrailingClosure: false)
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    recordWrite(to: node.expression)
    return .visitChildren
  }

  /// `g.items.append(x)` writes through `g`; `g.describe(…)` calls `describe` through it;
  /// `register(…)` in an instance method calls `register` on the instance.
  private func recordCall(_ call: FunctionCallExprSyntax) {
    if let method = methods.last ?? nil {
      let callee = call.calledExpression
      let member = callee.as(MemberAccessExprSyntax.self)
      let called =
        SyntaxNames.isSelf(member?.base)
        ? member?.declName.baseName.text
        : callee.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap {
          isLocal($0) ? nil : $0
        }
      if let called {
        declarations[method.record].selfCalls[method.name, default: []].insert(called)
      }
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, let (name, hasMember) = Self.root(of: base), !isLocal(name)
    else { return }
    let method = member.declName.baseName.text
    if Self.mutatingCalls.contains(method) {
      recordWrite(
        to: base.is(DeclReferenceExprSyntax.self) && name != "self" ? ExprSyntax(member) : base)
    } else if Self.criticalSections.contains(method) {
      recordInstanceWrite(root: name, hasMember: true)
    }
    if !hasMember, name != "self", let first = name.first, !first.isUppercase {
      methodsCalledThrough[name, default: []].insert(method)
    }
    if let (path, rest) = staticPath(of: base), rest == 0 {
      methodsCalledThroughStatics[path, default: []].insert(method)
    }
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let keys = InitializerKey.reaching(node.signature.parameterClause.parameters)
    if let record = memberRecord {
      declarations[record].initializerLines.append(location(of: node.initKeyword).line)
      declarations[record].initializers.append(
        Self.parameters(
          of: node.signature.parameterClause.parameters, generics: node.genericParameterClause,
          requirements: node.genericWhereClause))
    }
    enterOwner(contexts.last.map { .initializer($0.path, keys: keys) })
    ownerLines.append(
      atMemberLevel && !contexts.isEmpty
        ? location(of: node.initKeyword).line : ownerLines.last ?? nil)
    enterBody(binding: Self.names(of: node.signature.parameterClause.parameters))
    return .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) {
    leaveBody()
    leaveOwner()
    ownerLines.removeLast()
  }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterOwner(contexts.last.map { .instance($0.path) })
    enterBody(binding: [])
    return .visitChildren
  }

  override func visitPost(_ node: DeinitializerDeclSyntax) {
    leaveBody()
    leaveOwner()
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    // A static subscript (`Environment["HOME"]`) is a static member named `subscript`, which
    // code reaches through `Type[…]`.
    if let record = memberRecord, node.modifiers.isStaticOrClass {
      let attributes = node.attributes.names
      let modifiers = node.modifiers.map(\.trimmedDescription) + ["subscript"]
      declarations[record].members.append(
        StaticMemberRecord(
          name: AuditRules.subscriptMember, shape: .computedProperty, isLet: false,
          hasOverridable: attributes.contains(AuditRules.overridableAttribute),
          hasNotOverridable: attributes.contains(AuditRules.notOverridableAttribute),
          isTaskLocal: false, isPrivate: node.modifiers.isPrivate, isSlot: false,
          initialValue: .none, annotatedType: nil, currentReadBases: [],
          declaration: modifiers.joined(separator: " "),
          line: location(of: node.subscriptKeyword).line,
          column: location(of: node.subscriptKeyword).column, isFixable: false))
    } else if let record = memberRecord {
      declarations[record].recordInstanceMember(
        AuditRules.subscriptMember, isPrivate: node.modifiers.isPrivate)
    }
    enterOwner(
      memberOwner(name: AuditRules.subscriptMember, isStatic: node.modifiers.isStaticOrClass),
      member: AuditRules.subscriptMember)
    enterBody(binding: Self.names(of: node.parameterClause.parameters))
    return .visitChildren
  }

  override func visitPost(_ node: SubscriptDeclSyntax) {
    leaveBody()
    leaveOwner()
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    enterBody(binding: ["newValue", "oldValue"])
    return .visitChildren
  }

  override func visitPost(_ node: AccessorBlockSyntax) { leaveBody() }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    if let parameter = node.parameters?.name.identifierName {
      locals[locals.count - 1].insert(parameter)
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    storedClosures.append(Self.isStored(node))
    var names: [String] = []
    switch node.signature?.parameterClause {
    case .simpleInput(let parameters):
      names = parameters.map(\.name.identifierName)
    case .parameterClause(let clause):
      names = clause.parameters.map { ($0.secondName ?? $0.firstName).identifierName }
    case nil:
      break
    }
    enterBody(binding: names)
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    storedClosures.removeLast()
    leaveBody()
  }

  /// Whether `closure` is stored rather than run where it is: the value of an assignment or a
  /// binding (`self.address = { … }`, `let resolve = { … }`), not called at once (`{ … }()`) or
  /// handed to a call.
  private static func isStored(_ closure: ClosureExprSyntax) -> Bool {
    if let list = closure.parent?.as(ExprListSyntax.self),
      let position = list.firstIndex(where: { $0.id == closure.id }), position != list.startIndex
    {
      return list[list.index(before: position)].is(AssignmentExprSyntax.self)
    }
    if let infix = closure.parent?.as(InfixOperatorExprSyntax.self) {
      return infix.rightOperand.id == closure.id && infix.operator.is(AssignmentExprSyntax.self)
    }
    return closure.parent?.is(InitializerClauseSyntax.self) ?? false
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    bindLocal(node.identifier.identifierName)
    return .skipChildren
  }

  /// Whether `name` is a parameter or a local of an enclosing body. A local declared in a clause
  /// left out here (`#if os(Windows) let stdout = __acrt_iob_func(1) #endif`) hides nothing
  /// from the code this machine compiles.
  private func isLocal(_ name: String) -> Bool {
    locals.contains { $0.contains(name) }
      || (leftOutClauses.contains(true) && leftOutLocals.contains { $0.contains(name) })
  }

  // MARK: Members and globals

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let firstName = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
      .identifierName
    let isStatic = node.modifiers.isStaticOrClass
    let isStored = node.bindings.allSatisfy {
      $0.accessorBlock.map { !Self.isComputed($0) } ?? true
    }
    // A local of a block of a script's top-level code (`do { let x = … }`) is the script's code.
    if isMainFile, contexts.isEmpty, Self.isInStatementBlock(node) {
      enterOwner(nil)
      return .visitChildren
    }
    // A `lazy` property's initial value runs when the property is first read, as a getter's
    // code does, not while an instance is created.
    let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    enterOwner(
      firstName.flatMap { name in
        guard let context = contexts.last, context.kind != .protocol, !isStatic, isStored,
          !isLazy
        else {
          return memberOwner(name: name, isStatic: isStatic)
        }
        return .initializer(context.path, keys: nil)
      }, member: firstName)
    guard atMemberLevel else { return .visitChildren }
    if contexts.isEmpty {
      recordGlobal(node)
    } else if let record = memberRecord {
      if isStatic {
        recordStatic(node, in: record)
      } else {
        recordInstanceProperty(node, in: record)
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) { leaveOwner() }

  /// Whether `node` is in a statement's block (`do`, `if`, a loop, a `switch` case) rather than
  /// directly in the file's top-level code.
  private static func isInStatementBlock(_ node: some SyntaxProtocol) -> Bool {
    var parent = node.parent
    while let current = parent, !current.is(SourceFileSyntax.self) {
      if current.is(CodeBlockSyntax.self) || current.is(SwitchCaseSyntax.self) { return true }
      parent = current.parent
    }
    return false
  }

  private func recordGlobal(_ node: VariableDeclSyntax) {
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      if let block = binding.accessorBlock, Self.isComputed(block) {
        // A computed global is a function without parentheses: its code decides what it is.
        recordFunction(pattern.identifier.identifierName)
        continue
      }
      globals.append(
        GlobalRecord(
          name: pattern.identifier.identifierName, isLet: isLet,
          initialValue: initialValue(of: binding.initializer?.value),
          annotatedType: binding.typeAnnotation.flatMap { SyntaxNames.components(of: $0.type) },
          file: file, line: location(of: pattern).line,
          declaration: (node.modifiers.map(\.trimmedDescription) + [
            node.bindingSpecifier.text, pattern.identifier.text,
          ]).joined(separator: " "), isScriptVariable: isMainFile))
    }
  }

  private func recordInstanceProperty(_ node: VariableDeclSyntax, in record: Int) {
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      declarations[record].recordInstanceMember(
        pattern.identifier.identifierName, isPrivate: node.modifiers.isPrivate)
      let isComputed = binding.accessorBlock.map(Self.isComputed) ?? false
      if pattern.identifier.identifierName == AuditRules.wrappedValueMember,
        isComputed ? binding.accessorBlock.map(Self.hasSetter) ?? false : !isLet
      {
        declarations[record].hasSettableWrappedValue = true
      }
      guard !isComputed else { continue }
      declarations[record].hasStoredInstanceProperties = true
      if !isLet {
        declarations[record].hasMutableInstanceState = true
      } else if case .creation(let names, _) = initialValue(of: binding.initializer?.value) {
        declarations[record].instanceLetValueTypes.append(names)
      } else if let annotated = binding.typeAnnotation.flatMap({
        SyntaxNames.components(of: $0.type)
      }) {
        declarations[record].instanceLetValueTypes.append(annotated)
      }
    }
  }

  private func recordStatic(_ node: VariableDeclSyntax, in record: Int) {
    let attributes = node.attributes.names
    let hasOverridable = attributes.contains(AuditRules.overridableAttribute)
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    let line = location(of: node.modifiers.first.map(Syntax.init) ?? Syntax(node.bindingSpecifier))
      .line
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      let name = pattern.identifier.identifierName
      let isComputed = binding.accessorBlock.map(Self.isComputed) ?? false
      let value = binding.initializer?.value
      let initialValue = self.initialValue(of: value)
      let declaration =
        (node.modifiers.map(\.trimmedDescription) + [
          node.bindingSpecifier.text, pattern.identifier.text,
        ])
        .joined(separator: " ")
      let isFixable =
        node.bindings.count == 1 && value != nil && binding.accessorBlock == nil
        && !hasOverridable && !node.modifiers.isPrivate && node.modifiers.isStatic
        && initialValue != .literal
      declarations[record].members.append(
        StaticMemberRecord(
          name: name, shape: isComputed ? .computedProperty : .storedProperty, isLet: isLet,
          hasOverridable: hasOverridable,
          hasNotOverridable: attributes.contains(AuditRules.notOverridableAttribute),
          isTaskLocal: attributes.contains(AuditRules.taskLocalAttribute),
          isPrivate: node.modifiers.isPrivate,
          isSlot: value.map(SyntaxNames.isSlotCreation) ?? false,
          initialValue: initialValue,
          annotatedType: binding.typeAnnotation
            .flatMap { SyntaxNames.components(of: $0.type) }.map(selfNamed),
          currentReadBases: isComputed ? Self.currentReadBases(in: binding.accessorBlock!) : [],
          declaration: declaration, line: line, column: location(of: pattern.identifier).column,
          isFixable: isFixable, wrapper: isComputed ? nil : Self.customAttribute(of: node)))
      if isFixable, let firstModifier = node.modifiers.first, let context = contexts.last {
        accessorFixes.append(
          AccessorFixCandidate(
            name: name, line: line, contextPath: context.path,
            contextIsExtension: context.kind == .extension,
            attributeOffset: firstModifier.positionAfterSkippingLeadingTrivia.utf8Offset,
            letOffset: isLet
              ? node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset : nil
          ))
      }
    }
  }

  /// The first attribute of `node` written as a type (`@Current`, `@Module.Current(…)`) other
  /// than StandIn's and `@TaskLocal`: a property wrapper, when a declaration read says so.
  private static func customAttribute(of node: VariableDeclSyntax) -> [String]? {
    let known: Set<String> = [
      AuditRules.overridableAttribute, AuditRules.notOverridableAttribute,
      AuditRules.taskLocalAttribute,
    ]
    for element in node.attributes {
      guard case .attribute(let attribute) = element,
        let names = SyntaxNames.components(of: attribute.attributeName),
        let last = names.last, !known.contains(last)
      else { continue }
      return names
    }
    return nil
  }

  /// What a stored property or global is initialized with; `Self(…)` names the enclosing type
  /// (`static let shared = Self()`).
  private func initialValue(of value: ExprSyntax?) -> InitialValue {
    guard let value else { return .none }
    if SyntaxNames.isLiteral(value) { return .literal }
    if let call = value.as(FunctionCallExprSyntax.self) {
      var callee = call.calledExpression
      if let member = callee.as(MemberAccessExprSyntax.self),
        member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base
      {
        callee = base
      }
      if var names = SyntaxNames.components(of: callee) {
        if let known = replacingSelf(in: names) { names = known }
        let first = call.arguments.first
        let firstLabel =
          first == nil && call.trailingClosure == nil ? "" : first?.label?.identifierName
        return .creation(names, initializer: InitializerKey.of(firstLabel: firstLabel))
      }
    }
    return .other
  }

  /// Whether an accessor block computes the value (rather than only observing it).
  private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter:
      return true
    case .accessors(let accessors):
      return accessors.contains {
        $0.accessorSpecifier.tokenKind != .keyword(.willSet)
          && $0.accessorSpecifier.tokenKind != .keyword(.didSet)
      }
    }
  }

  /// Whether `block` has a `set` accessor.
  private static func hasSetter(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
  }

  /// The `X` of every `X.current` in `block`.
  private static func currentReadBases(in block: AccessorBlockSyntax) -> [String] {
    var bases: [String] = []
    var previous: [TokenSyntax] = []
    for token in block.tokens(viewMode: .sourceAccurate) {
      if token.text == "current", previous.count == 2, previous[1].tokenKind == .period,
        case .identifier = previous[0].tokenKind
      {
        bases.append(previous[0].identifierName)
      }
      previous.append(token)
      if previous.count > 2 { previous.removeFirst() }
    }
    return bases
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    if let record = memberRecord, declarations[record].kind == .enum {
      declarations[record].enumCases.append(node.name.identifierName)
    }
    return .skipChildren
  }

  // MARK: Uses

  /// The names of a type-like base, with `Self` replaced by the enclosing type; `nil` when the
  /// expression does not look like a type.
  private func typeNames(of expression: ExprSyntax) -> [String]? {
    // In a static member's code, `self` is the type.
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self), inStaticContext, let context = contexts.last
    {
      return context.path
    }
    if let names = localMetatype(expression) { return names }
    guard var names = SyntaxNames.components(of: expression), let first = names.first,
      !isLocal(first)
    else {
      return nil
    }
    if first == "Self" {
      guard let known = replacingSelf(in: names) else { return nil }
      names = known
    }
    guard let root = names.first, SyntaxNames.isRoot(root),
      names.dropFirst().allSatisfy(AuditRules.isTypeLike)
    else { return nil }
    return names
  }

  /// `names` with a leading `Self` replaced by the path of the type or extension around the
  /// code; `nil` inside a protocol, whose `Self` is a conforming type the syntax does not know.
  private func replacingSelf(in names: [String]) -> [String]? {
    guard names.first == "Self" else { return names }
    guard let context = contexts.last, context.kind != .protocol else { return nil }
    return (context.selfType ?? context.path) + names.dropFirst()
  }

  /// `names` with a leading `Self` replaced by the type an extension's `where Self == X` makes
  /// it: `static var live: Self` of `extension Source where Self == Live` holds a `Live`.
  private func selfNamed(_ names: [String]) -> [String] {
    guard names.first == "Self", let selfType = contexts.last?.selfType else { return names }
    return selfType + names.dropFirst()
  }

  private func record(
    _ shape: RawUse.Shape, base: [String], at node: some SyntaxProtocol, isPlain: Bool,
    reference: (some SyntaxProtocol)? = TokenSyntax?.none
  ) -> Int {
    let position = location(of: node)
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var use = RawUse(
      base: base, shape: shape, line: position.line, column: position.column,
      contexts: contextPaths, owner: owner, inStaticContext: inStaticContext, offset: start,
      length: node.endPositionBeforeTrailingTrivia.utf8Offset - start, isPlain: isPlain)
    let referenced = reference.map { location(of: $0) } ?? position
    use.reference = SourcePosition(line: referenced.line, column: referenced.column)
    use.inConditionalBlock = conditionalDepth > 0
    use.inLeftOutBlock = leftOutClauses.contains(true)
    use.ownerIsLeftOut = ownersLeftOut.last ?? false
    use.inInjectedDefault = injectedDefaultDepth > 0
    use.inParameterDefault = parameterDefaultDepth > 0
    if use.inParameterDefault { use.defaultOfParameter = parameterLabels.last ?? nil }
    use.inStoredClosure = storedClosures.contains(true)
    switch owner {
    case .staticMember, .initializer: use.ownerLine = ownerLines.last ?? nil
    case .instance: use.instanceMember = ownerMembers.last ?? nil
    default: break
    }
    uses.append(use)
    return uses.count - 1
  }

  /// The token naming what `expression` refers to: `Bar` in `Foo.Bar`, `init` in `Foo.init`.
  private static func referenceToken(of expression: ExprSyntax) -> TokenSyntax? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return referenceToken(of: generic.expression)
    }
    return nil
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    conditionalDepth += 1
    leftOutClauses.append(Self.isLeftOut(node))
    return .visitChildren
  }

  override func visitPost(_ node: IfConfigClauseSyntax) {
    conditionalDepth -= 1
    leftOutClauses.removeLast()
  }

  /// Whether this machine's compiler leaves `clause` out: its condition is false, or an earlier
  /// clause's is true.
  private static func isLeftOut(_ clause: IfConfigClauseSyntax) -> Bool {
    if let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
      for earlier in clauses {
        if earlier.id == clause.id { break }
        if let condition = earlier.condition, HostCondition.holds(condition) == true { return true }
      }
    }
    return clause.condition.map { HostCondition.holds($0) == false } ?? false
  }

  /// Records a top-level function (or computed global): one this machine compiles, or one only
  /// code it leaves out may call.
  private func recordFunction(_ name: String) {
    if leftOutClauses.contains(true) {
      leftOutFunctions.insert(name)
    } else {
      functions.insert(name)
    }
  }

  /// Whether `node` is a parameter's default value.
  private static func isParameterDefault(_ node: InitializerClauseSyntax) -> Bool {
    node.parent?.is(FunctionParameterSyntax.self) ?? false
  }

  /// Whether `node` is the argument list of `self.init(…)` or `super.init(…)`, or of the
  /// creation a value type's initializer assigns to `self` (`self = Logger(label: label, …)`).
  private static func isDelegatingArguments(_ node: LabeledExprListSyntax) -> Bool {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.arguments.id == node.id
    else { return false }
    if isAssignedToSelf(call) { return true }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.super)
  }

  /// `node` with the `try` and `await` around it: the expression a statement uses.
  private static func outermostValue(_ node: Syntax) -> Syntax {
    var value = node
    while let parent = value.parent,
      parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
    {
      value = parent
    }
    return value
  }

  /// Whether `call` is the value of `self = …` (through `try` or `await`).
  private static func isAssignedToSelf(_ call: FunctionCallExprSyntax) -> Bool {
    let value = Self.outermostValue(Syntax(call))
    guard let elements = value.parent?.as(ExprListSyntax.self), elements.count == 3,
      elements.last?.id == value.id,
      elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    else { return false }
    return SyntaxNames.isSelf(elements.first)
  }

  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
    if Self.isParameterDefault(node) {
      injectedDefaultDepth += 1
      parameterDefaultDepth += 1
    }
    return .visitChildren
  }

  override func visitPost(_ node: InitializerClauseSyntax) {
    if Self.isParameterDefault(node) {
      injectedDefaultDepth -= 1
      parameterDefaultDepth -= 1
    }
  }

  override func visit(_ node: LabeledExprListSyntax) -> SyntaxVisitorContinueKind {
    if Self.isDelegatingArguments(node) { injectedDefaultDepth += 1 }
    return .visitChildren
  }

  override func visitPost(_ node: LabeledExprListSyntax) {
    if Self.isDelegatingArguments(node) { injectedDefaultDepth -= 1 }
  }

  /// A parameter's or stored property's default written as an implicit member of its declared
  /// type (`bundle: Bundle = .main`, `let center: NotificationCenter = .default`), or a call of
  /// one without arguments (`queue: DispatchQueue = .global()`): recorded as `Bundle.main`, which
  /// the syntax front end can resolve. A parameter's `some FileSystemProtocol = .shared`, or a
  /// generic one's of those `constraints`, is the protocol's (``writtenType(_:constraints:)``).
  private func recordTypedImplicitMember(
    type: TypeSyntax?, value: ExprSyntax?, constraints: [String: [String]]? = nil
  ) {
    guard let type, var value else { return }
    // A call only without arguments: `.shared(group)` may be an enum case with a payload.
    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      value = call.calledExpression
    }
    guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil,
      let names = Self.writtenType(type, constraints: constraints)
    else { return }
    let name = member.declName.baseName.identifierName
    guard !name.isEmpty, name != "init", !AuditRules.isTypeLike(name) else { return }
    typedImplicitMembers.insert(member.id)
    _ = record(
      .member(name), base: names, at: member, isPlain: false, reference: member.declName.baseName)
  }

  /// The type written for the value `member` returns, when it is returned, alone or called
  /// without arguments: the single expression or a `return` of a function's body (its return
  /// type), of a computed property's or a subscript's getter (their type). A closure's body
  /// says no type.
  ///
  /// ```swift
  /// static var liveValue: TimeZone { .autoupdatingCurrent }  // ["TimeZone"]
  /// func queue() -> DispatchQueue { return .main }           // ["DispatchQueue"]
  /// ```
  private static func returnedType(of member: MemberAccessExprSyntax) -> [String]? {
    returnedType(ofValue: Self.outermostValue(implicitValue(of: member)))
  }

  /// The type written for what `value` is returned as, when it is returned: the single
  /// expression or a `return` of a function's body (its return type), of a computed property's
  /// or a subscript's getter (their type).
  private static func returnedType(ofValue value: Syntax) -> [String]? {
    guard let parent = value.parent else { return nil }
    let body: Syntax
    if let returned = parent.as(ReturnStmtSyntax.self) {
      // The body the `return` leaves, out of the statements' blocks around it (`if`, `do`).
      var enclosing = returned.parent
      while let node = enclosing {
        if node.is(ClosureExprSyntax.self) || node.is(DeclSyntax.self) { return nil }
        if node.is(AccessorBlockSyntax.self)
          || (node.is(CodeBlockSyntax.self) && node.parent?.is(DeclSyntax.self) == true)
        {
          break
        }
        enclosing = node.parent
      }
      guard let found = enclosing else { return nil }
      body = found
    } else {
      // The single expression of a body.
      guard let item = parent.as(CodeBlockItemSyntax.self),
        let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
        let found = list.parent
      else { return nil }
      body = found
    }
    if let block = body.as(CodeBlockSyntax.self) {
      if let function = block.parent?.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause.flatMap { writtenType($0.type) }
      }
      // `get { … }` of a property or subscript.
      guard let accessor = block.parent?.as(AccessorDeclSyntax.self),
        accessor.accessorSpecifier.tokenKind == .keyword(.get),
        let accessors = accessor.parent?.parent?.as(AccessorBlockSyntax.self)
      else { return nil }
      return declaredType(of: accessors)
    }
    if let accessors = body.as(AccessorBlockSyntax.self) { return declaredType(of: accessors) }
    return nil
  }

  /// The type written for the optional parameter that `member` stands in for after `??`, alone
  /// or called without arguments: `bundle ?? .main` in a function taking `bundle: Bundle?`.
  ///
  /// ```swift
  /// func load(bundle: Bundle? = nil) { let b = bundle ?? .main }  // ["Bundle"]
  /// ```
  private static func coalescedType(of member: MemberAccessExprSyntax) -> [String]? {
    let value = implicitValue(of: member)
    // `a ?? .main`, unfolded: the elements `a`, `??`, the value.
    guard let elements = value.parent?.as(ExprListSyntax.self),
      let position = elements.firstIndex(where: { $0.id == value.id }),
      position != elements.startIndex
    else { return nil }
    let operatorPosition = elements.index(before: position)
    guard operatorPosition != elements.startIndex,
      elements[operatorPosition].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let name = elements[elements.index(before: operatorPosition)]
        .as(DeclReferenceExprSyntax.self)?.baseName.identifierName
    else { return nil }
    var enclosing = value.parent
    while let node = enclosing {
      let parameters =
        node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameters {
        let parameter = parameters.first {
          ($0.secondName ?? $0.firstName).identifierName == name
        }
        guard let optional = parameter?.type.as(OptionalTypeSyntax.self) else { return nil }
        return writtenType(optional.wrappedType)
      }
      if node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self) { return nil }
      enclosing = node.parent
    }
    return nil
  }

  /// The value an implicit member stands for: the call of it without arguments (`.global()`),
  /// or the member itself (`.main`).
  private static func implicitValue(of member: MemberAccessExprSyntax) -> Syntax {
    if let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id, call.arguments.isEmpty, call.trailingClosure == nil
    {
      return Syntax(call)
    }
    return Syntax(member)
  }

  /// The type of the property or subscript whose accessors `block` holds.
  private static func declaredType(of block: AccessorBlockSyntax) -> [String]? {
    if let binding = block.parent?.as(PatternBindingSyntax.self) {
      return binding.typeAnnotation.flatMap { writtenType($0.type) }
    }
    if let subscriptDecl = block.parent?.as(SubscriptDeclSyntax.self) {
      return writtenType(subscriptDecl.returnClause.type)
    }
    return nil
  }

  /// The type written for the place an implicit `.init(…)` is stored in: a typed binding or
  /// parameter default (`let storage: Storage = .init()`), an assignment to a stored property
  /// its type declares with a type (`self.storage = await .init(signals: signals)`), or the
  /// value a function or getter returns (`static var memory: Self { .init(storage: .memory) }`).
  private static func contextualType(of expression: ExprSyntax) -> [String]? {
    let value = Self.outermostValue(Syntax(expression))
    guard let parent = value.parent else { return nil }
    if let returned = returnedType(ofValue: value) { return returned }
    if let clause = parent.as(InitializerClauseSyntax.self) {
      if let binding = clause.parent?.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation.flatMap { writtenType($0.type) }
      }
      return clause.parent?.as(FunctionParameterSyntax.self).flatMap {
        writtenType($0.type, constraints: constraints(around: $0))
      }
    }
    // `a = .init(…)`, unfolded: the elements `a`, `=`, the value.
    guard let elements = parent.as(ExprListSyntax.self), elements.count == 3,
      elements.last?.id == value.id,
      elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      let target = elements.first
    else { return nil }
    let name: String
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.identifierName
    } else if let member = target.as(MemberAccessExprSyntax.self),
      SyntaxNames.isSelf(member.base)
    {
      name = member.declName.baseName.identifierName
    } else {
      return nil
    }
    var enclosing = parent.parent
    while let node = enclosing, !node.is(MemberBlockSyntax.self) { enclosing = node.parent }
    guard let block = enclosing?.as(MemberBlockSyntax.self) else { return nil }
    for item in block.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName == name {
        return binding.typeAnnotation.flatMap { writtenType($0.type) }
      }
    }
    return nil
  }

  /// The names of a written type, an optional's wrapped one: `Storage?` is `["Storage"]`; for a
  /// parameter's type (its generic parameters' `constraints` given), a generic constraint's for
  /// `some P` and a constrained generic parameter (``SyntaxNames/lookupType(of:constraints:)``).
  private static func writtenType(_ type: TypeSyntax, constraints: [String: [String]]? = nil)
    -> [String]?
  {
    var type = type
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      type = unwrapped.wrappedType
    }
    let written =
      constraints.map { SyntaxNames.lookupType(of: type, constraints: $0) }
      ?? SyntaxNames.components(of: type)
    guard let names = written, names.allSatisfy(AuditRules.isTypeLike)
    else { return nil }
    return names
  }

  /// The generic parameters' constraints of the function or initializer that declares
  /// `parameter` (``SyntaxNames/constraints(of:_:)``).
  private static func constraints(around parameter: FunctionParameterSyntax) -> [String: [String]] {
    // The parameter's list, its clause, the signature, the declaration.
    let declaration = parameter.parent?.parent?.parent?.parent
    if let function = declaration?.as(FunctionDeclSyntax.self) {
      return SyntaxNames.constraints(
        of: function.genericParameterClause, function.genericWhereClause)
    }
    if let initializer = declaration?.as(InitializerDeclSyntax.self) {
      return SyntaxNames.constraints(
        of: initializer.genericParameterClause, initializer.genericWhereClause)
    }
    return [:]
  }

  /// The implicit members already recorded with their declared type.
  private var typedImplicitMembers: Set<SyntaxIdentifier> = []

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    parameterLabels.append(
      node.firstName.tokenKind == .wildcard ? nil : node.firstName.identifierName)
    // Recorded before the default's clause is visited, and as a default like the rest of it:
    // the caller may hand its own value.
    injectedDefaultDepth += 1
    parameterDefaultDepth += 1
    recordTypedImplicitMember(
      type: node.type, value: node.defaultValue?.value, constraints: Self.constraints(around: node)
    )
    injectedDefaultDepth -= 1
    parameterDefaultDepth -= 1
    return .visitChildren
  }

  override func visitPost(_ node: FunctionParameterSyntax) {
    parameterLabels.removeLast()
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    recordTypedImplicitMember(type: node.typeAnnotation?.type, value: node.initializer?.value)
    return .visitChildren
  }

  /// Whether `node` is `Int.random(in:using:)`, `.random(using:)`, or, inside the type,
  /// `random(using:)`: it draws from a generator the caller passes, no shared state.
  private static func drawsFromAGivenGenerator(_ node: some ExprSyntaxProtocol, member: String)
    -> Bool
  {
    guard member == "random", let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id
    else { return false }
    return call.arguments.contains { $0.label?.text == "using" }
  }

  /// Whether `node` names a resolver function (`getaddrinfo`) in a function that asks it for
  /// numbers only (``AuditRules/numericOnlyFlags``): it parses the address given, and looks up no
  /// name (NIO's `SocketAddress(ipAddress:port:)`).
  private static func asksForNumbersOnly(_ node: DeclReferenceExprSyntax, function name: String)
    -> Bool
  {
    guard let flag = AuditRules.numericOnlyFlags[name] else { return false }
    var scope = Syntax(node)
    while let parent = scope.parent {
      scope = parent
      if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self)
        || scope.is(AccessorDeclSyntax.self)
      {
        break
      }
    }
    return scope.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(flag) }
  }

  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `Environment["HOME"]`, `Self[key]` in a static method: the type's static subscript.
    if let names = typeNames(of: node.calledExpression) {
      _ = record(
        .member(AuditRules.subscriptMember), base: names, at: node,
        isPlain: node.calledExpression.is(DeclReferenceExprSyntax.self),
        reference: node.leftSquare)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let member = node.declName.baseName.identifierName
    if let base = node.base {
      recordMemberUsedThroughLocal(base, member)
      recordMemberUsedThroughTypeParameter(base, member)
      if let context = contexts.last, context.kind == .type, let record = context.record,
        declarations[record].kind == .struct
      {
        storedPropertyUses[record, default: StoredPropertyUses()].record(node)
      }
    }
    guard let base = node.base else {
      if !typedImplicitMembers.contains(node.id), !member.isEmpty, member != "init",
        !AuditRules.isTypeLike(member),
        let written = Self.returnedType(of: node) ?? Self.coalescedType(of: node),
        let type = replacingSelf(in: written)
      {
        // `var liveValue: TimeZone { .autoupdatingCurrent }`, `bundle ?? .main`: the declared
        // type's member.
        typedImplicitMembers.insert(node.id)
        _ = record(
          .member(member), base: type, at: node, isPlain: false, reference: node.declName.baseName)
      }
      // Every implicit member is recorded: the index knows its type; without one, only the
      // table's (`.now`) resolve.
      if !typedImplicitMembers.contains(node.id), !member.isEmpty, member != "init",
        !Self.drawsFromAGivenGenerator(node, member: member)
      {
        let index = record(
          .implicitMember(member), base: [], at: node, isPlain: false,
          reference: node.declName.baseName)
        uses[index].isCalled =
          node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        uses[index].isCasePattern = node.parent?.is(ExpressionPatternSyntax.self) ?? false
        uses[index].argumentSite = argumentSite(of: node)
      }
      return .visitChildren
    }
    guard let names = typeNames(of: base) else {
      recordInstanceCall(node, member: member)
      return .visitChildren
    }
    if member == "self" {
      bindLocalMetatype(node, names)
      if let site = argumentSite(of: node) {
        let index = record(.typeArgument, base: names, at: node, isPlain: false, reference: base)
        uses[index].argumentSite = site
      }
    }
    guard !member.isEmpty, !AuditRules.isTypeLike(member), member != "init", member != "self"
    else { return .visitChildren }
    if Self.drawsFromAGivenGenerator(node, member: member) { return .visitChildren }
    let index = record(
      .member(member), base: names, at: node, isPlain: base.is(DeclReferenceExprSyntax.self),
      reference: node.declName.baseName)
    uses[index].callArguments = Self.callArguments(calling: node)
    // The member used of the value at once: `Registry.shared.lookUp()`, or, when the value
    // is called (`Box.make()` of `static let make = Maker()`), its `callAsFunction`; of a
    // static method's result, `Factory.make().run()`.
    let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap {
      $0.calledExpression.id == node.id ? $0 : nil
    }
    uses[index].usedMember =
      Self.memberUsedAtOnce(of: node)
      ?? call.map { Self.memberUsedAtOnce(of: $0) ?? AuditRules.callAsFunctionMember }
    if member == AuditRules.notificationCenterDefault,
      names.last == AuditRules.notificationCenterType,
      let fix = notificationFix(for: node)
    {
      uses[index].notificationFixable = true
      notificationFixes.append(fix)
    }
    return .visitChildren
  }

  /// Records `x.shuffled()` and the table's other instance methods, called without `using:`,
  /// and `data.write(to: url)`, which the table names with its first label: its argument given,
  /// not written into (`value.write(to: &stream)` is a stream's); and a read of the table's
  /// instance properties (`date.timeIntervalSinceNow`).
  /// Any other method called on a value is recorded as a ``RawUse/Shape/methodCall(_:)``.
  private func recordInstanceCall(_ node: MemberAccessExprSyntax, member: String) {
    let table = SystemTable.shared
    let labels = table.labelledInstanceMethods[member]
    guard let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id
    else {
      if table.instanceProperties.contains(member) {
        _ = record(
          .instanceCall(member), base: [], at: node.declName, isPlain: false,
          reference: node.declName.baseName)
      }
      return
    }
    guard table.instanceMethods.contains(member) || labels != nil else {
      if let first = member.first, first.isLowercase, member != "init",
        node.base?.as(SuperExprSyntax.self) == nil
      {
        _ = record(
          .methodCall(member), base: [], at: node.declName, isPlain: false,
          reference: node.declName.baseName)
      }
      return
    }
    guard !call.arguments.contains(where: { $0.label?.text == "using" }) else { return }
    let method: String
    if table.instanceMethods.contains(member) {
      method = member
    } else if let first = call.arguments.first, let label = first.label?.text,
      !first.expression.is(InOutExprSyntax.self), labels?.contains(label) ?? false
    {
      method = "\(member)(\(label):)"
    } else {
      return
    }
    let index = record(
      .instanceCall(method), base: [], at: node.declName, isPlain: false,
      reference: node.declName.baseName)
    uses[index].isCalledOnSelf =
      SyntaxNames.isSelf(node.base)
  }

  /// The fix for `NotificationCenter.default` when it is the receiver of a method call `--fix`
  /// rewrites.
  private func notificationFix(for node: MemberAccessExprSyntax) -> NotificationFixCandidate? {
    guard let outer = node.parent?.as(MemberAccessExprSyntax.self),
      outer.base?.id == node.id,
      let requiredLabel = AuditRules.fixableNotificationMethods[
        outer.declName.baseName.identifierName],
      let call = outer.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == outer.id
    else { return nil }
    if let requiredLabel, call.arguments.first?.label?.text != requiredLabel { return nil }
    let token = node.declName.baseName
    return NotificationFixCandidate(
      line: location(of: token).line,
      offset: token.positionAfterSkippingLeadingTrivia.utf8Offset,
      length: token.trimmedLength.utf8Length)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    recordCall(node)
    recordDefaultingCall(node)
    var callee = node.calledExpression
    let labels = node.arguments.compactMap { $0.label?.identifierName }
    let firstLabel: String?
    if let first = node.arguments.first {
      firstLabel = first.label?.identifierName
    } else {
      firstLabel = node.trailingClosure == nil ? "" : nil
    }
    let usedMember = Self.memberUsedAtOnce(of: node)
    let resultUsed = usedMember != nil
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`)
    {
      if case .initializer(let path, let keys?) = owner,
        SyntaxNames.isSelf(member.base)
      {
        let to = InitializerKey.of(firstLabel: firstLabel)
        let called = location(of: member.declName.baseName)
        initializerDelegations.append(
          InitializerDelegation(
            path: path, from: keys, line: ownerLines.last ?? nil, to: to,
            reference: SourcePosition(line: called.line, column: called.column),
            argumentLabels: labels))
        return .visitChildren
      }
      guard let base = member.base else {
        // `.init(…)`: a creation of the inferred type, which the index knows, and the syntax
        // where the type is written beside it.
        let written = resultUsed ? nil : Self.contextualType(of: ExprSyntax(node))
        let index = record(
          .creation(firstLabel: firstLabel, resultUsed: resultUsed),
          base: written.flatMap(replacingSelf(in:)) ?? [], at: node,
          isPlain: false, reference: member.declName.baseName)
        uses[index].argumentLabels = labels
        // As an argument, the parameter it fills says its type (`configuration: .init(url:)`).
        if uses[index].base.isEmpty, !resultUsed {
          uses[index].argumentSite = argumentSite(of: node)
        }
        return .visitChildren
      }
      callee = base
    }
    guard let names = typeNames(of: callee) else { return .visitChildren }
    if firstLabel == "", let type = SystemTable.systemTypeName(names),
      let properties = AuditRules.currentDefaultsOfFormatters[type],
      Self.setsAfterCreating(node, properties)
    {
      return .visitChildren
    }
    let index = record(
      .creation(firstLabel: firstLabel, resultUsed: resultUsed), base: names, at: node,
      isPlain: callee.is(DeclReferenceExprSyntax.self) && callee.id == node.calledExpression.id,
      reference: Self.referenceToken(of: node.calledExpression))
    uses[index].isStoredValue = !atMemberLevel && Self.isStoredValue(Syntax(node))
    uses[index].argumentLabels = labels
    uses[index].callArguments = Self.callArguments(calling: node.calledExpression)
    if uses[index].isStoredValue { bindLocalCreation(node, at: index) }
    uses[index].usedMember = usedMember
    uses[index].argumentSite = argumentSite(of: node)
    // A capitalized C function (`CountersEnable()`) reads as a creation.
    if firstLabel == "" {
      uses[index].callsWithoutArguments = true
      uses[index].isStatementCall = Self.isStatement(node)
    }
    return .visitChildren
  }

  /// Records a call of a name that the system's hidden defaults hold (`zone.abbreviation()`,
  /// `NSLocalizedString(…)`, `IntegerFormatStyle<Int>(locale: l)`), with its arguments' labels;
  /// the base is the type written (`Date.FormatStyle(…)`), or the enclosing type where the
  /// receiver is `self`, written or not.
  private func recordDefaultingCall(_ call: FunctionCallExprSyntax) {
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      callee = generic.expression
    }
    let name: TokenSyntax
    var base: [String] = []
    if let member = callee.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName
      if let receiver = member.base {
        let written = receiver.as(GenericSpecializationExprSyntax.self)?.expression ?? receiver
        if SyntaxNames.isSelf(written) {
          base = contexts.last?.path ?? []
        } else {
          base = typeNames(of: written) ?? []
        }
      }
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName
      base = AuditRules.isTypeLike(name.text) ? [] : contexts.last?.path ?? []
    } else {
      return
    }
    guard SystemHiddenDefaults.shared.calledNames.contains(name.text) else { return }
    var labels = call.arguments.map { $0.label?.identifierName }
    if call.trailingClosure != nil { labels.append(nil) }
    labels += call.additionalTrailingClosures.map { $0.label.identifierName }
    _ = record(
      .defaultingCall(name.text, labels: labels), base: base, at: name, isPlain: false,
      reference: name)
  }

  /// Whether `call` is a statement whose result nothing uses: one of several in its block, or
  /// the only one of a body that returns nothing (the only one of a body that returns a value,
  /// or of a closure, is its implicit return).
  private static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
    guard let item = call.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    if list.count > 1 { return true }
    let body = list.parent?.as(CodeBlockSyntax.self)?.parent
    if let function = body?.as(FunctionDeclSyntax.self) {
      return function.signature.returnClause == nil
    }
    if let accessor = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(AccessorDeclSyntax.self) {
      return accessor.accessorSpecifier.tokenKind != .keyword(.get)
    }
    return body?.is(InitializerDeclSyntax.self) == true
      || body?.is(DeinitializerDeclSyntax.self) == true
  }

  /// Whether `creation` is bound to a local (`let formatter = DateFormatter()`) whose
  /// `properties` the statements after it in the same block all assign (`formatter.locale = …`).
  private static func setsAfterCreating(
    _ creation: FunctionCallExprSyntax, _ properties: Set<String>
  ) -> Bool {
    guard
      let binding = creation.parent?.as(InitializerClauseSyntax.self)?.parent?
        .as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
      let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
      let block = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    var unset = properties
    for statement in block where statement.position > item.position {
      // `formatter.locale = …`, unfolded: the elements `formatter.locale`, `=`, the value.
      guard let elements = statement.item.as(SequenceExprSyntax.self)?.elements,
        elements.count == 3,
        elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
        let target = elements.first?.as(MemberAccessExprSyntax.self),
        target.base?.as(DeclReferenceExprSyntax.self)?.baseName.identifierName == name
      else { continue }
      unset.remove(target.declName.baseName.identifierName)
    }
    return unset.isEmpty
  }

  /// Records, on each parameter that takes a type or a value the function's code uses through
  /// a name (``CallArguments/Parameter/typeParameter``), the members that code used through it.
  private static func addMembersUsed(
    _ used: [String: Set<String>], to parameters: inout [CallArguments.Parameter]
  ) {
    for index in parameters.indices {
      guard let name = parameters[index].typeParameter, let members = used[name] else { continue }
      parameters[index].membersUsed = members
    }
  }

  /// Records that code uses `member` through `base` when it is a generic parameter that the
  /// innermost function takes as a type (`M.make()`), or a parameter that takes a type or a
  /// value of a named, generic or existential type (`maker.make()`, `getter.get()`).
  private func recordMemberUsedThroughTypeParameter(_ base: ExprSyntax, _ member: String) {
    guard let last = typeParameterUses.indices.last,
      let name = base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName
    else { return }
    let uses = typeParameterUses[last]
    var typeParameter = name
    if let taken = uses.takenBy[name] {
      // A local of the same name declared inside the function hides the parameter.
      guard locals.lastIndex(where: { $0.contains(name) }) == uses.body else { return }
      typeParameter = taken
    }
    guard uses.used[typeParameter] != nil, !member.isEmpty, member != "self" else { return }
    typeParameterUses[last].used[typeParameter]!.insert(member)
  }

  /// The parameters of a function, a static method or an initializer, as calls see them, with
  /// the function's generic parameters (`generics`) and their `requirements`, which tell the
  /// parameters that take a type or a value of a generic type, and the protocol an implicit
  /// member passed to `some P` or a generic `T: P` is looked up in.
  private static func parameters(
    of list: FunctionParameterListSyntax, generics: GenericParameterClauseSyntax?,
    requirements: GenericWhereClauseSyntax?
  ) -> [CallArguments.Parameter] {
    let genericNames = Set(generics?.parameters.map { $0.name.identifierName } ?? [])
    let constraints = SyntaxNames.constraints(of: generics, requirements)
    return list.map { parameter in
      var type = parameter.type
      while true {
        if let optional = type.as(OptionalTypeSyntax.self) {
          type = optional.wrappedType
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
          type = unwrapped.wrappedType
        } else {
          break
        }
      }
      var result = CallArguments.Parameter(
        label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
        isVariadic: parameter.ellipsis != nil,
        type: SyntaxNames.lookupType(of: type, constraints: constraints))
      // `M.Type` of a generic `M` is used through `M` and the parameter; any other metatype
      // (`any Maker.Type`, `Maker.Type`, a class's) through the parameter alone.
      let metatype =
        type.as(MetatypeTypeSyntax.self)
        ?? type.as(SomeOrAnyTypeSyntax.self)?.constraint.as(MetatypeTypeSyntax.self)
      let local = (parameter.secondName ?? parameter.firstName).text
      if let metatype, metatype.metatypeSpecifier.tokenKind == .keyword(.Type),
        let name = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.identifierName
      {
        result.typeParameter = genericNames.contains(name) ? name : local
      } else if type.is(SomeOrAnyTypeSyntax.self) || type.is(IdentifierTypeSyntax.self)
        || type.is(MemberTypeSyntax.self)
      {
        // A value of a named, generic or existential type: `_ worker: Worker`, `_ getter: G`,
        // `some Getter`, `any Getter`.
        result.typeParameter = local
      }
      return result
    }
  }

  /// Where `node` is an argument of a call whose callee is written as names, through `try` and
  /// `await`: an implicit member (`.make`, or `.make()` with its call) in `take(.make())`,
  /// `Box.get(clock: .live)`, `Server(group: .singleton)`; a type in `build(Live.self)`; a new
  /// value in `run(Live())`. `Self(…)` is a creation of the enclosing type, and an implicit
  /// `.init(…)` or static method of the type its place says (``contextualType(of:)``):
  /// `storage: .memory` in `static var memory: Self { .init(storage: .memory) }`, `.init(…)` in
  /// `return .require(.init(configuration: c))` of a function returning `TLS`.
  private func argumentSite(of node: some SyntaxProtocol) -> CallArguments.Site? {
    var argument = Syntax(node)
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    {
      argument = Syntax(call)
    }
    while let parent = argument.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      argument = parent
    }
    guard let labeled = argument.parent?.as(LabeledExprSyntax.self),
      let list = labeled.parent?.as(LabeledExprListSyntax.self),
      let call = list.parent?.as(FunctionCallExprSyntax.self),
      let arguments = Self.callArguments(calling: call.calledExpression),
      let position = list.firstIndex(where: { $0.id == labeled.id }).map({
        list.distance(from: list.startIndex, to: $0)
      })
    else { return nil }
    var callee: [String]
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = [reference.baseName.identifierName]
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      SyntaxNames.isSelf(member.base)
    {
      // `self.init(…, group: .singleton)`: a delegation to another initializer of the type.
      callee = ["Self", "init"]
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      SyntaxNames.isSelf(member.base)
    {
      // `self.write(…, fileSystem: .shared)`: a method of the type around the code.
      callee = [CallArguments.Site.ownInstance, member.declName.baseName.identifierName]
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, let names = SyntaxNames.components(of: base)
    {
      callee = names + [member.declName.baseName.identifierName]
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil, let type = Self.contextualType(of: ExprSyntax(call))
    {
      // `.init(…)`, or a static method called as an implicit member (`.require(…)` returned as
      // a `TLS`), of the type its place says.
      callee = type + [member.declName.baseName.identifierName]
    } else {
      guard let names = SyntaxNames.components(of: call.calledExpression) else { return nil }
      callee = names
    }
    guard let known = replacingSelf(in: callee) else { return nil }
    return CallArguments.Site(callee: known, arguments: arguments, position: position)
  }

  /// The arguments of the call whose callee `callee` is, when it is one and its labels tell
  /// what it can call: not with more than one trailing closure.
  private static func callArguments(calling callee: some SyntaxProtocol) -> CallArguments? {
    guard let call = callee.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == callee.id, call.additionalTrailingClosures.isEmpty
    else { return nil }
    return CallArguments(
      labels: call.arguments.map { $0.label?.text ?? "_" },
      hasTrailingClosure: call.trailingClosure != nil)
  }

  /// The member code uses at once of the value `node` gives, through `!` or `?`: `Clock().now`,
  /// `Registry.shared!.lookUp()`, `Table()["k"]` (its `subscript`), or the property a key path
  /// names, `Reading()[keyPath: \Reading.value]`.
  private static func memberUsedAtOnce(of node: some SyntaxProtocol) -> String? {
    var value = Syntax(node)
    while let parent = value.parent {
      if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
        value = parent
      } else if let cast = castOrParentheses(around: value) {
        value = cast
      } else {
        break
      }
    }
    if let access = value.parent?.as(MemberAccessExprSyntax.self), access.base?.id == value.id {
      return access.declName.baseName.identifierName
    }
    guard let subscriptCall = value.parent?.as(SubscriptCallExprSyntax.self),
      subscriptCall.calledExpression.id == value.id
    else { return nil }
    guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first,
      argument.label?.text == "keyPath"
    else { return AuditRules.subscriptMember }
    let keyPath = argument.expression.as(KeyPathExprSyntax.self)
    let first = keyPath?.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
    return first?.declName.baseName.identifierName
  }

  /// What holds `value` and has its value: the parentheses around it (`(value)`), or the
  /// unfolded cast `value as T` (`as!` and `as?` too), which keeps the object and only changes
  /// the type Swift sees: `(Derived() as Base).run()` runs `Derived`'s override.
  private static func castOrParentheses(around value: Syntax) -> Syntax? {
    if let element = value.parent?.as(LabeledExprSyntax.self), element.label == nil,
      let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
    {
      return Syntax(tuple)
    }
    guard let elements = value.parent?.as(ExprListSyntax.self), elements.count == 3,
      elements.first?.id == value.id,
      elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
      let sequence = elements.parent?.as(SequenceExprSyntax.self)
    else { return nil }
    return Syntax(sequence)
  }

  /// Whether `expression` is the value of a `let` or `var` binding or of an assignment (through
  /// `try` or `await`).
  private static func isStoredValue(_ expression: Syntax) -> Bool {
    let value = Self.outermostValue(expression)
    if let clause = value.parent?.as(InitializerClauseSyntax.self) {
      return clause.parent?.is(PatternBindingSyntax.self) ?? false
    }
    // `a = value`, unfolded: the elements `a`, `=`, the value.
    guard let elements = value.parent?.as(ExprListSyntax.self), elements.count == 3,
      elements.last?.id == value.id
    else { return false }
    return elements.dropFirst().first?.is(AssignmentExprSyntax.self) ?? false
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // A function named with its labels (`initializer(_:_:)`) is the function too.
    guard case .identifier = node.baseName.tokenKind else { return .skipChildren }
    let name = node.baseName.identifierName
    guard let first = name.first, !first.isUppercase, !isLocal(name) else { return .skipChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .skipChildren
    }
    // A key path's property (`now` of `\Reading.now`) is a member of its root, not a name.
    if node.parent?.is(KeyPathPropertyComponentSyntax.self) ?? false { return .skipChildren }
    if Self.drawsFromAGivenGenerator(node, member: name) { return .skipChildren }
    if Self.asksForNumbersOnly(node, function: name) { return .skipChildren }
    let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap {
      $0.calledExpression.id == node.id ? $0 : nil
    }
    let index = record(
      .name(name, called: call != nil), base: [], at: node, isPlain: false,
      reference: node.baseName)
    // A global's or a static's initial value is stored too (`private let sysFopen = fopen`).
    uses[index].isStoredValue = Self.isStoredValue(Syntax(node))
    // The member used at once of the value, or of a function's result: `makeWorker().next()`.
    uses[index].usedMember =
      Self.memberUsedAtOnce(of: node) ?? call.flatMap { Self.memberUsedAtOnce(of: $0) }
    uses[index].callArguments = Self.callArguments(calling: node)
    if let call, call.arguments.isEmpty, call.trailingClosure == nil {
      uses[index].callsWithoutArguments = true
      uses[index].isStatementCall = Self.isStatement(call)
    }
    uses[index].hasFirstArgumentLabel = call?.arguments.first?.label != nil
    return .skipChildren
  }

  // MARK: Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.identifierName {
      imports.modules.insert(module)
    }
    if node.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false {
      lastTopLevelImportEnd = node.endPosition.utf8Offset
    }
    return .skipChildren
  }

  /// Where an import goes: after the last top-level import, or else at the top of the file,
  /// after a header comment that a blank line separates from the code.
  private func finishImports() -> ImportInfo {
    var info = imports
    if let lastTopLevelImportEnd {
      info.insertionOffset = lastTopLevelImportEnd
      info.followsImport = true
      return info
    }
    guard let first = tree.firstToken(viewMode: .sourceAccurate) else { return info }
    var offset = first.position.utf8Offset
    var afterBlankLine = 0
    for piece in first.leadingTrivia {
      offset += piece.sourceLength.utf8Length
      switch piece {
      case .newlines(let count) where count > 1,
        .carriageReturnLineFeeds(let count) where count > 1:
        afterBlankLine = offset
      default:
        break
      }
    }
    info.insertionOffset = afterBlankLine
    return info
  }
}
