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
  func slotDeclaration(removing macroAttribute: AttributeSyntax) -> DeclSyntax {
    let attributes = variable.attributes.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      return attribute.trimmedDescription != macroAttribute.trimmedDescription
    }
    let keptModifiers = variable.modifiers.filter { modifier in
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
        .keyword(.private), .keyword(.nonisolated):
        return modifier.detail == nil
      default:
        return false
      }
    }
    let prefix = (attributes.map(\.trimmedDescription) + keptModifiers.map(\.trimmedDescription))
      .map { "\($0) " }.joined()
    let genericArguments = type.map { "<\($0.trimmedDescription)>" } ?? ""
    return """
      /// The slot behind ``\(raw: name)``: replace it in a test with
      /// `withOverride(\(raw: typeName).\(raw: slotName), with: …)`.
      \(raw: prefix)static let \(raw: slotName) = StandIn.OverridableSlot\(raw: genericArguments)(\(initializer), name: "\(raw: typeName).\(raw: name)")
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
