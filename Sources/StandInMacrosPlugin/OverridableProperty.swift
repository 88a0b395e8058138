import SwiftSyntax
import SwiftSyntaxMacros

/// A property that `@Overridable` accepts: one static stored `var`, with a name and an
/// initializer, inside a type.
struct OverridableProperty {
  let variable: VariableDeclSyntax
  /// The property's name without backticks, such as `shared` or `default`.
  let name: String
  let type: TypeSyntax?
  let initializer: ExprSyntax
  /// The enclosing types' names, outermost first, such as `Outer.Analytics`.
  let typeName: String

  var slotName: String { "$\(name)" }

  /// Whether the property is `public`, `open` or `package`.
  var isVisibleOutsideItsModule: Bool {
    variable.modifiers.contains { modifier in
      modifier.detail == nil
        && [.keyword(.public), .keyword(.open), .keyword(.package)].contains(
          modifier.name.tokenKind)
    }
  }

  /// Checks `declaration` against every rule and returns the property, or the first rule broken.
  static func parse(
    _ declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> Result<OverridableProperty, OverridableMisuse> {
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      return .failure(.notAProperty(Syntax(declaration)))
    }
    // The compiler itself rejects an attached accessor macro on several bindings.
    guard variable.bindings.count == 1, let binding = variable.bindings.first else {
      return .failure(.notAProperty(Syntax(declaration)))
    }
    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
      return .failure(.notAName(binding.pattern))
    }
    guard let typeName = enclosingTypeName(context.lexicalContext) else {
      return .failure(.notInAType(variable))
    }
    if let generic = context.lexicalContext.first(where: \.hasGenericParameters) {
      let name = generic.asProtocol(NamedDeclSyntax.self)?.name.text ?? typeName
      return .failure(.genericType(variable, typeName: name))
    }
    if let wrapper = variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
      .first(where: \.isPropertyWrapperLike)
    {
      return .failure(.propertyWrapper(variable, wrapper))
    }
    if variable.bindingSpecifier.tokenKind == .keyword(.let) {
      return .failure(.letProperty(variable.bindingSpecifier))
    }
    if let classModifier = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.class) }
    ) {
      return .failure(.classProperty(classModifier))
    }
    guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
      return .failure(.instanceProperty(variable))
    }
    if let accessorBlock = binding.accessorBlock {
      return .failure(
        accessorBlock.isObservers
          ? .observers(binding, accessorBlock) : .computed(binding, accessorBlock)
      )
    }
    guard let initializer = binding.initializer else {
      return .failure(.noInitializer(binding))
    }
    return .success(
      OverridableProperty(
        variable: variable,
        name: String(pattern.identifier.text.filter { $0 != "`" }),
        type: binding.typeAnnotation?.type.trimmed,
        initializer: initializer.value.trimmed,
        typeName: typeName
      )
    )
  }

  /// `static let $shared = StandIn.OverridableSlot(…)`, with the property's attributes (but the
  /// macro's) and access and isolation modifiers.
  ///
  /// The slot's line carries the property's own location (`#sourceLocation`), so that what Swift
  /// finds wrong with the slot is reported at the user's line: an instance that is not
  /// `Sendable` ("type 'Cache' does not conform to the 'Sendable' protocol"), or an extension of
  /// a protocol or of a generic type, which the macro cannot tell from an extension of a concrete
  /// type ("static stored properties not supported in protocol extensions").
  func slotDeclaration(
    removing macroAttribute: AttributeSyntax, at location: AbstractSourceLocation?
  ) -> DeclSyntax {
    let attributes = variable.attributes.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      return attribute.trimmedDescription != macroAttribute.trimmedDescription
    }
    let keptModifiers = variable.modifiers.filter { modifier in
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
        .keyword(.private):
        return modifier.detail == nil
      case .keyword(.nonisolated):
        // `nonisolated(unsafe)`: the user takes on a non-Sendable instance's safety, and the
        // slot holding it needs the same words.
        return modifier.detail == nil || modifier.detail?.detail.text == "unsafe"
      default:
        return false
      }
    }
    let prefix = (attributes.map(\.trimmedDescription) + keptModifiers.map(\.trimmedDescription))
      .map { "\($0) " }.joined()
    let genericArguments = type.map { "<\($0.trimmedDescription)>" } ?? ""
    let mapped =
      location.map {
        "#sourceLocation(file: \($0.file.trimmedDescription), line: \($0.line.trimmedDescription))\n"
      } ?? ""
    let reset = location == nil ? "" : "\n#sourceLocation()"
    return """
      /// The slot behind ``\(raw: name)``: replace it in a test with
      /// `withOverride(\(raw: typeName).\(raw: slotName), with: …)`.
      \(raw: mapped)\(raw: prefix)static let \(raw: slotName) = StandIn.OverridableSlot\(raw: genericArguments)(\(initializer), name: "\(raw: typeName).\(raw: name)")\(raw: reset)
      """
  }

  private static func enclosingTypeName(_ lexicalContext: [Syntax]) -> String? {
    var names: [String] = []
    for node in lexicalContext {
      if let named = node.asProtocol(NamedDeclSyntax.self), !node.is(FunctionDeclSyntax.self) {
        names.append(named.name.text)
      } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
        names.append(extensionDecl.extendedType.trimmedDescription)
      } else {
        return nil
      }
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }
}

extension AccessorBlockSyntax {
  /// Whether the block holds only `willSet` and `didSet` observers.
  var isObservers: Bool {
    guard case .accessors(let accessors) = self.accessors else { return false }
    return accessors.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }
}

extension Syntax {
  /// Whether this is a type declaration with generic parameters, where Swift keeps no static
  /// stored properties.
  var hasGenericParameters: Bool {
    if let structDecl = self.as(StructDeclSyntax.self) {
      return structDecl.genericParameterClause != nil
    }
    if let classDecl = self.as(ClassDeclSyntax.self) {
      return classDecl.genericParameterClause != nil
    }
    if let enumDecl = self.as(EnumDeclSyntax.self) { return enumDecl.genericParameterClause != nil }
    if let actorDecl = self.as(ActorDeclSyntax.self) {
      return actorDecl.genericParameterClause != nil
    }
    return false
  }
}

extension AttributeSyntax {
  /// Whether the attribute is a custom one other than a global actor or a macro StandIn knows:
  /// a property wrapper, as far as syntax can tell.
  var isPropertyWrapperLike: Bool {
    let name = attributeName.trimmedDescription
    guard let first = name.first, first.isUppercase else { return false }
    let known: Set<String> = [
      "Overridable", "MainActor", "Sendable", "TaskLocal", "Mockable", "OverridableStatics",
    ]
    return !known.contains(name) && !name.hasSuffix("Actor")
  }
}
