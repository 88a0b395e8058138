import SwiftParser
import SwiftSyntax

/// The one walk over a file's syntax tree: it records the file's type declarations and static
/// members (for the first pass's index), every expression that may reach shared state (for the
/// second pass), and what `--fix` could rewrite.
final class FileScanner: SyntaxVisitor {
  /// An enclosing type, extension or protocol.
  private struct Context {
    enum Kind { case type, `extension`, `protocol` }
    var path: [String]
    var kind: Kind
    /// The index of its record in `declarations`, when it has one.
    var record: Int?
  }

  private let file: String
  private let lines: LineTable
  private let tree: SourceFileSyntax
  private var contexts: [Context] = []
  private var contextPaths: [[String]] = []
  /// How many function, initializer, accessor or closure bodies enclose the current node.
  private var bodyDepth = 0

  private(set) var declarations: [TypeDeclarationRecord] = []
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
    let hasFixes = !scanner.accessorFixes.isEmpty || !scanner.notificationFixes.isEmpty
    return ParsedFile(
      declarations: scanner.declarations,
      aliases: scanner.aliases,
      uses: scanner.uses,
      accessorFixes: scanner.accessorFixes,
      notificationFixes: scanner.notificationFixes,
      imports: scanner.finishImports(),
      source: hasFixes ? source : nil
    )
  }

  private init(tree: SourceFileSyntax, file: String, lines: LineTable) {
    self.file = file
    self.tree = tree
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Positions

  private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Contexts

  private func push(_ context: Context) {
    contexts.append(context)
    contextPaths.append(context.path)
  }

  private func pop() {
    contexts.removeLast()
    contextPaths.removeLast()
  }

  private func enterType(
    _ kind: TypeDeclarationRecord.Kind, name: TokenSyntax, attributes: AttributeListSyntax,
    isGeneric: Bool = false
  ) {
    let path = (contexts.last?.path ?? []) + [name.identifierName]
    var record: Int?
    if bodyDepth == 0 {
      declarations.append(
        TypeDeclarationRecord(
          kind: kind, path: path, file: file, line: location(of: name).line,
          hasOverridableStatics: attributes.names.contains(AuditRules.overridableStaticsAttribute),
          isGeneric: isGeneric))
      record = declarations.count - 1
    }
    push(Context(path: path, kind: .type, record: record))
  }

  /// The record that a member declared here belongs to, if any.
  private var memberRecord: Int? {
    guard bodyDepth == 0, let context = contexts.last, context.kind != .protocol else { return nil }
    return context.record
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .class, name: node.name, attributes: node.attributes,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .struct, name: node.name, attributes: node.attributes,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { pop() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .enum, name: node.name, attributes: node.attributes,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      .actor, name: node.name, attributes: node.attributes,
      isGeneric: node.genericParameterClause != nil)
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    push(
      Context(
        path: (contexts.last?.path ?? []) + [node.name.identifierName], kind: .protocol, record: nil
      ))
    return .visitChildren
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let path =
      SyntaxNames.components(of: node.extendedType) ?? [node.extendedType.trimmedDescription]
    var record: Int?
    if bodyDepth == 0 {
      declarations.append(
        TypeDeclarationRecord(
          kind: .extension, path: path, file: file, line: location(of: node.extendedType).line,
          hasOverridableStatics: false))
      record = declarations.count - 1
    }
    push(Context(path: path, kind: .extension, record: record))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if bodyDepth == 0, let target = SyntaxNames.components(of: node.initializer.value) {
      aliases.append(
        AliasRecord(path: (contexts.last?.path ?? []) + [node.name.identifierName], target: target))
    }
    return .skipChildren
  }

  // MARK: Bodies

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let record = memberRecord, node.modifiers.isStaticOrClass {
      let attributes = node.attributes.names
      let modifiers = node.modifiers.map(\.trimmedDescription) + ["func", node.name.text]
      declarations[record].members.append(
        StaticMemberRecord(
          name: node.name.identifierName, shape: .method, isLet: false,
          hasOverridable: attributes.contains(AuditRules.overridableAttribute),
          hasNotOverridable: attributes.contains(AuditRules.notOverridableAttribute),
          isPrivate: node.modifiers.isPrivate, isSlot: false, isLiteralConstant: false,
          currentReadBases: [], declaration: modifiers.joined(separator: " "),
          line: location(of: node.funcKeyword).line, isFixable: false))
    }
    bodyDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    bodyDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    bodyDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: DeinitializerDeclSyntax) { bodyDepth -= 1 }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    bodyDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: SubscriptDeclSyntax) { bodyDepth -= 1 }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    bodyDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    bodyDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }

  // MARK: Members

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let record = memberRecord, node.modifiers.isStaticOrClass else { return .visitChildren }
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
      let declaration =
        (node.modifiers.map(\.trimmedDescription) + [
          node.bindingSpecifier.text, pattern.identifier.text,
        ])
        .joined(separator: " ")
      let isLiteralConstant = isLet && (value.map(SyntaxNames.isLiteral) ?? false)
      let isFixable =
        AuditRules.isSharedAccessorName(name) && node.bindings.count == 1 && value != nil
        && binding.accessorBlock == nil && !hasOverridable && !node.modifiers.isPrivate
        && node.modifiers.isStatic && !isLiteralConstant
      declarations[record].members.append(
        StaticMemberRecord(
          name: name, shape: isComputed ? .computedProperty : .storedProperty, isLet: isLet,
          hasOverridable: hasOverridable,
          hasNotOverridable: attributes.contains(AuditRules.notOverridableAttribute),
          isPrivate: node.modifiers.isPrivate,
          isSlot: value.map(SyntaxNames.isSlotCreation) ?? false,
          isLiteralConstant: isLiteralConstant,
          currentReadBases: isComputed ? Self.currentReadBases(in: binding.accessorBlock!) : [],
          declaration: declaration, line: line, isFixable: isFixable))
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
    return .visitChildren
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
    guard var names = SyntaxNames.components(of: expression), let first = names.first else {
      return nil
    }
    if first == "Self" {
      guard let context = contexts.last, context.kind != .protocol else { return nil }
      names = context.path + names.dropFirst()
    }
    guard names.allSatisfy(AuditRules.isTypeLike) else { return nil }
    return names
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base, let names = typeNames(of: base) else { return .visitChildren }
    let member = node.declName.baseName.identifierName
    guard !member.isEmpty, !AuditRules.isTypeLike(member), member != "init", member != "self"
    else { return .visitChildren }
    let position = location(of: node)
    var use = RawUse(
      base: names, shape: .member(member), line: position.line, column: position.column,
      contexts: contextPaths)
    if member == AuditRules.notificationCenterDefault,
      names.last == AuditRules.notificationCenterType,
      let fix = notificationFix(for: node)
    {
      use.notificationFixable = true
      notificationFixes.append(fix)
    }
    uses.append(use)
    return .visitChildren
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
    guard bodyDepth > 0 else { return .visitChildren }
    var callee = node.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base
    {
      callee = base
    }
    guard let names = typeNames(of: callee) else { return .visitChildren }
    let position = location(of: node)
    uses.append(
      RawUse(
        base: names, shape: .creation, line: position.line, column: position.column,
        contexts: contextPaths))
    return .visitChildren
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
