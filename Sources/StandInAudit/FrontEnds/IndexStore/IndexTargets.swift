/// The type-accurate mode's resolution: what a use refers to, from the symbol the compiler's
/// index records at its place. The same targets as the syntax front end's, so that one
/// classifier decides for both.
extension Classifier {
  /// The target of `use`, from the symbols the index records where it names something.
  func indexTarget(_ symbols: [IndexSymbol], _ use: RawUse, module: String, file: String)
    -> Target?
  {
    guard let symbol = Self.preferred(symbols), let name = DemangledSymbol(usr: symbol.usr) else {
      return nil
    }
    if case .defaultingCall(_, let labels) = use.shape {
      return defaultingCallTarget(name, labels: labels)
    }
    // A type passed as an argument: the index names the type; what the callee uses of it, its
    // declaration's code says.
    if case .typeArgument = use.shape { return target(of: use, module: module, file: file) }
    // A static subscript (`Environment["HOME"]`): the index names its getter or setter, a
    // static method, at the `[`; the type written before it is the one that declares it.
    if case .member(AuditRules.subscriptMember) = use.shape {
      guard symbols.contains(where: { $0.kind == .staticMethod || $0.kind == .classMethod })
      else { return nil }
      return target(of: use, module: module, file: file)
    }
    // A method called on a value is an extension's method or nothing: a static called through
    // a metatype value (`let c = LeafConfiguration.self`) is not resolved as one.
    if case .methodCall = use.shape {
      return symbol.kind == .instanceMethod ? extensionMethodTarget(name) : nil
    }
    switch symbol.kind {
    case .staticProperty, .classProperty, .staticMethod, .classMethod:
      return staticTarget(name, use, module: module, usr: symbol.usr)
    case .constructor:
      return creationTarget(name, use, usr: symbol.usr)
    case .variable:
      return globalTarget(name, isFunction: false, use, file: file)
    case .function:
      return globalTarget(name, isFunction: true, use, file: file)
    case .instanceMethod, .instanceProperty:
      // `x.shuffled()`: an instance method of the system's table, called without `using:`;
      // `date.timeIntervalSinceNow`: an instance property of the table.
      guard case .instanceCall(let method) = use.shape, !index.modules.contains(name.module)
      else { return nil }
      return table.instanceCall(method).map(Target.system)
    case .enumConstant:
      // A case whose value's member is used at once: the type written before it declares it.
      guard use.usedMember != nil, hasSources(name.module) else { return nil }
      return target(of: use, module: module, file: file)
    default:
      return nil
    }
  }

  /// Of the symbols at one place, the one the use means: an initializer over its type, a
  /// member over a type.
  static func preferred(_ symbols: [IndexSymbol]) -> IndexSymbol? {
    let order: [IndexSymbol.Kind] = [
      .constructor, .staticProperty, .classProperty, .staticMethod, .classMethod, .variable,
      .function, .instanceMethod, .instanceProperty, .enumConstant,
    ]
    for kind in order {
      if let symbol = symbols.first(where: { $0.kind == kind }) { return symbol }
    }
    return symbols.first
  }

  /// Whether the audit has the sources of `module` (the package's, or a dependency's in the
  /// store); any other module is the system's, which the table describes.
  private func hasSources(_ module: String) -> Bool {
    index.modules.contains(module)
  }

  private func staticTarget(
    _ name: DemangledSymbol, _ use: RawUse, module: String, usr: String
  ) -> Target? {
    guard let typeName = name.typePath.last else { return nil }
    let member = name.name
    if typeName == AuditRules.notificationCenterType, member == AuditRules.notificationCenterDefault
    {
      return .notificationCenterDefault
    }
    if member == AuditRules.overridableMember, let reaches = table.replacedType(typeName) {
      return .replaceableSystem(type: typeName, reaches: reaches)
    }
    // A nested type's by its whole path (`ContinuousClock.Instant.now`), any other by its name.
    if let entry = table.member(type: name.typePath.joined(separator: "."), member)
      ?? table.member(type: typeName, member)
    {
      return .system(entry)
    }
    // A member of a protocol extension (`FixedWidthInteger.random`) reached through the type
    // written at the use (`UInt.random`).
    if !hasSources(name.declaringModule), let written = use.base.last,
      let entry = table.member(type: written, member)
    {
      return .system(entry)
    }
    // Or written as an implicit member (`.random(in:)` where a `UInt8` is expected).
    if !hasSources(name.declaringModule), use.base.isEmpty,
      let entry = table.implicitMember(member)
    {
      return .system(entry)
    }
    if hasSources(name.declaringModule),
      let type = index.resolve(name.typePath, from: [], module: name.declaringModule),
      let (declaring, _) = index.members(named: member, of: type)
    {
      return .staticMember(
        type: type.id, declaringType: declaring.id, name: member, overload: declarationSites[usr])
    }
    // A static of an extension of a type alias (`extension Connection.ID`, where `ID` is `Int`):
    // the index names the aliased type, the package's declarations the alias, as written.
    if hasSources(name.declaringModule), !use.base.isEmpty,
      let type = index.resolve(use.base, from: use.contexts, module: module),
      let (declaring, _) = index.members(named: member, of: type)
    {
      return .staticMember(type: type.id, declaringType: declaring.id, name: member)
    }
    if hasSources(name.declaringModule) { return nil }
    let qualified = name.typePath.joined(separator: ".")
    if AuditRules.isSingletonName(member) {
      return .externalAccessor(type: qualified, member: member)
    }
    if AuditRules.isSharedAccessorName(member) {
      return .externalSeam(type: qualified, member: member)
    }
    return nil
  }

  /// An instance method the package declares in its extension of another module's type.
  private func extensionMethodTarget(_ name: DemangledSymbol) -> Target? {
    guard hasSources(name.declaringModule),
      let type = index.resolve(name.typePath, from: [], module: name.declaringModule),
      type.kind == .extension
    else { return nil }
    return .extensionMethod(type: type.id, name: name.name)
  }

  private func creationTarget(_ name: DemangledSymbol, _ use: RawUse, usr: String) -> Target? {
    guard !name.typePath.isEmpty else { return nil }
    var firstLabel: String? = nil
    var resultUsed = false
    if case .creation(let label, let used) = use.shape {
      firstLabel = label
      resultUsed = used
    }
    // A nested type the table names by its whole path (`Curve25519.Signing.PrivateKey()`),
    // whose sources the store may hold: what the table says of a dependency's wins over its
    // code's rules.
    if name.typePath.count > 1, !auditedModules.contains(name.module),
      let entry = table.creation(
        type: name.typePath.joined(separator: "."), firstLabel: firstLabel),
      !entry.isBox
    {
      return .system(entry)
    }
    if hasSources(name.module),
      let type = index.resolve(name.typePath, from: [], module: name.module),
      type.kind != .extension
    {
      guard type.kind != .enum else { return nil }
      return .creation(
        type: type.id,
        isInside: index.isInside(type, contexts: use.contexts, module: type.module),
        inStoredInitializer: isStoredInitializer(use.owner, module: type.module),
        resultUsed: resultUsed, initializer: declarationSites[usr])
    }
    // An initializer the package, or a dependency, declares in its extension of another
    // module's type (`String(randomAlphaNumericOfLength:)`).
    if hasSources(name.declaringModule),
      let type = index.resolve(name.typePath, from: [], module: name.declaringModule),
      type.kind == .extension
    {
      return .extensionInitializer(
        type: type.id,
        initializer: declarationSites[usr].map(InitializerKey.of(site:))
          ?? InitializerKey.of(firstLabel: firstLabel))
    }
    // A C struct's initializer (`var buffer = stat()`, `sigaction()`) is no call of the C
    // function the table names with the same spelling.
    guard let typeName = name.typePath.last, AuditRules.isTypeLike(typeName),
      let entry = table.creation(type: typeName, firstLabel: firstLabel), !entry.isBox
    else { return nil }
    return .system(entry)
  }

  private func globalTarget(
    _ name: DemangledSymbol, isFunction: Bool, _ use: RawUse? = nil, file: String
  ) -> Target? {
    guard name.typePath.isEmpty else { return nil }
    let global = name.name
    if hasSources(name.module) {
      if !isFunction, let declared = index.global(named: global, module: name.module, file: file),
        declared.module == name.module
      {
        return .global(declared)
      }
      // The index names only what the build compiled.
      if index.functionModule(named: global, module: name.module, inLeftOutCode: true)
        == name.module
      {
        return .globalFunction(module: name.module, name: global)
      }
      return nil
    }
    // A C function by the name the code wrote, which a header gave it for Swift
    // (`swift_syntax_stdout`, the getter `swift_name` makes of `swiftsyntax_stdout`).
    if name.isC, case .name(let written, _)? = use?.shape, written != global,
      let entry = table.variable(written) ?? table.function(written)
    {
      return .system(entry)
    }
    let entry = isFunction ? table.function(global) : table.variable(global)
    if entry == nil, name.isC, use?.isStatementCall == true, AuditRules.isEffectOnlyCall(global) {
      return .system(table.effectOnlyCall(global))
    }
    // A C function used as a value (`sysSocket = socket`) reaches what a call would.
    return (entry ?? (name.isC ? table.function(global) : nil)).map(Target.system)
  }
}
