import SwiftParser
import SwiftSyntax

/// The fix-it offered where `@Mockable` cannot mock a type itself: a `@Mockable` protocol with the
/// type's visible members as requirements, declared before the type, which then conforms to it.
enum ExtractedProtocol {
  /// `<Name>Protocol`.
  static func name(for typeName: String) -> String {
    "\(typeName)Protocol"
  }

  /// The protocol followed by the type, without `@Mockable` and conforming to the protocol.
  static func replacement(for declaration: some DeclGroupSyntax, typeName: String, isActor: Bool)
    -> Syntax
  {
    let protocolName = name(for: typeName)
    let access = declaration.modifiers.accessLevel
    // A public or package protocol can only require members at least as visible as itself.
    let requirements = declaration.memberBlock.members.compactMap { member -> String? in
      if !access.isEmpty,
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.accessLevel.isEmpty ?? true
      {
        return nil
      }
      return requirement(for: member.decl)
    }
    let refinement = isActor ? ": Actor" : ""
    let protocolText = """
      @Mockable
      \(access)protocol \(protocolName)\(refinement) {
      \(requirements.map { "  \($0)" }.joined(separator: "\n"))
      }


      """
    let source = Parser.parse(source: protocolText + conforming(declaration, to: protocolName))
    return Syntax(source.statements)
      .with(\.leadingTrivia, declaration.leadingTrivia)
  }

  /// A member as a protocol requirement, or `nil` when it is not one (private, an initializer,
  /// a nested type).
  static func requirement(for declaration: DeclSyntax) -> String? {
    guard let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers,
      !modifiers.isHidden
    else { return nil }
    let kept = modifiers.filter { modifier in
      [.keyword(.static), .keyword(.mutating), .keyword(.nonisolated)].contains(
        modifier.name.tokenKind)
    }.map { "\($0.name.text) " }.joined()
    if let function = declaration.as(FunctionDeclSyntax.self) {
      let generics = function.genericParameterClause?.trimmedDescription ?? ""
      let whereClause = function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
      return
        "\(kept)func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause)"
    }
    if let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type.trimmedDescription
        ?? binding.initializer.flatMap({ literalType(of: $0.value) })
    {
      let accessors = binding.accessorBlock?.accessorList ?? []
      let isSettable =
        variable.bindingSpecifier.tokenKind == .keyword(.var)
        && (binding.accessorBlock == nil || binding.accessorBlock?.isObservers == true
          || accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) })
      let staticModifier =
        modifiers.contains { $0.name.tokenKind == .keyword(.static) } ? "static " : ""
      return "\(staticModifier)var \(name): \(type) { get\(isSettable ? " set" : "") }"
    }
    return nil
  }

  /// The declaration without `@Mockable`, conforming to `protocolName`.
  private static func conforming(_ declaration: some DeclGroupSyntax, to protocolName: String)
    -> String
  {
    let attributes = declaration.attributes.filter { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Mockable"
    }.map { "\($0.trimmedDescription) " }.joined()
    let modifiers = declaration.modifiers.map { "\($0.trimmedDescription) " }.joined()
    let inherited =
      (declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []) + [
        protocolName
      ]
    let whereClause = declaration.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
    return
      "\(attributes)\(modifiers)\(declaration.introducerText): \(inherited.joined(separator: ", "))\(whereClause) \(declaration.memberBlock.trimmedDescription)"
  }
}

extension DeclGroupSyntax {
  /// `struct Settings`, `enum Mode<T>`, `actor Engine`, `class Analytics`.
  fileprivate var introducerText: String {
    if let decl = self.as(StructDeclSyntax.self) {
      return "struct \(decl.name.text)\(decl.genericParameterClause?.trimmedDescription ?? "")"
    }
    if let decl = self.as(EnumDeclSyntax.self) {
      return "enum \(decl.name.text)\(decl.genericParameterClause?.trimmedDescription ?? "")"
    }
    if let decl = self.as(ActorDeclSyntax.self) {
      return "actor \(decl.name.text)\(decl.genericParameterClause?.trimmedDescription ?? "")"
    }
    if let decl = self.as(ClassDeclSyntax.self) {
      return "class \(decl.name.text)\(decl.genericParameterClause?.trimmedDescription ?? "")"
    }
    return ""
  }
}
