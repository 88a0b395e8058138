/// The names code refers to that a dependency may declare, which decide the dependencies' files
/// the syntax-only mode parses (``CheckoutSources``), and what each is needed for.
///
/// A name whose code decides what a use is (a type the code creates, reaches a static of or
/// inherits from; a function it calls or a global it reads) needs every file that declares or
/// extends it: an extension may add the method that opens the socket. A name that only has to
/// resolve (a type the code extends, or stores, or annotates a value with) needs only the file
/// that declares it.
///
/// Of a dependency's file, only the code of the declarations looked for counts: a file that
/// declares `ByteBuffer` and forty extensions of other types leads only to what `ByteBuffer`'s
/// code reaches.
///
/// ```swift
/// var wanted = ReferencedNames(in: appFile)  // code: ["Bootstrap", …], declarations: […]
/// wanted.formUnion(ReferencedNames(inCodeOf: wanted.code, in: dependencyFile))
/// ```
struct ReferencedNames: Sendable, Hashable {
  /// The names whose code decides what a use is: every file declaring or extending one counts.
  var code: Set<String> = []
  /// The names that only have to resolve: only a file declaring one counts.
  var declarations: Set<String> = []

  var isEmpty: Bool { code.isEmpty && declarations.isEmpty }

  init() {}

  /// Every name the audited file `parsed` uses that a dependency may declare.
  init(in parsed: ParsedFile) {
    self.init(parsed) { _ in true }
  }

  /// The names that the code of the declarations named in `declarations` uses in `parsed`: of
  /// a type (its last name, such as `Inner` for `Outer.Inner`), its initializers, its stored
  /// properties' values, its instance and static members, what it inherits and stores; of a
  /// top-level `let`, `var` or `func`, its value or body.
  init(inCodeOf declarations: Set<String>, in parsed: ParsedFile) {
    self.init(parsed) { declarations.contains($0) }
  }

  private init(_ parsed: ParsedFile, declares: (String) -> Bool) {
    for use in parsed.uses {
      switch use.owner {
      case .instance(let path), .initializer(let path, _), .staticMember(let path, _):
        guard let name = path.last, declares(name) else { continue }
      case .global(let name):
        guard declares(name) else { continue }
      case .topLevel:
        guard declares("") else { continue }
      }
      code.formUnion(use.base)
      switch use.shape {
      case .name(let name, _):
        code.insert(name)
      case .member(let name)
      where use.base.count == 1 && parsed.imports.modules.contains(use.base[0]):
        // `PostgresNIO._defaultJSONDecoder`: a module's global, named through the module.
        code.insert(name)
      default:
        break
      }
    }
    for declaration in parsed.declarations {
      guard let name = declaration.path.last, declares(name) else { continue }
      declarations.formUnion(declaration.path)
      for inherited in declaration.inherited { code.formUnion(inherited) }
      for held in declaration.instanceLetValueTypes { declarations.formUnion(held) }
      for member in declaration.members { add(member.initialValue, member.annotatedType) }
    }
    for global in parsed.globals where declares(global.name) {
      add(global.initialValue, global.annotatedType)
    }
    for alias in parsed.aliases {
      guard let name = alias.path.last, declares(name) else { continue }
      code.formUnion(alias.target)
    }
  }

  /// A stored value's creation needs the created type's code; its annotation, the type.
  private mutating func add(_ value: InitialValue, _ annotated: [String]?) {
    if case .creation(let created, _) = value { code.formUnion(created) }
    if let annotated { declarations.formUnion(annotated) }
  }

  /// Adds `other`'s names.
  mutating func formUnion(_ other: ReferencedNames) {
    code.formUnion(other.code)
    declarations.formUnion(other.declarations)
  }

  /// The names not in `other` (a name looked for by its declaration before is looked for again
  /// when its code is wanted now).
  func subtracting(_ other: ReferencedNames) -> ReferencedNames {
    var result = ReferencedNames()
    result.code = code.subtracting(other.code)
    result.declarations = declarations.subtracting(other.declarations).subtracting(other.code)
      .subtracting(result.code)
    return result
  }
}
