import SwiftSyntax

/// A protocol declaration with the module and file that declare it: where its names are looked
/// up.
struct ProtocolSite {
  let module: ModuleSource
  let file: SourceFile
  let declaration: ProtocolDeclSyntax
  /// The types the protocol is declared in, outermost first (`Logger`,
  /// `MetadataValueAttributes` of swift-log's `Attribute`); empty for a top-level protocol.
  var enclosingTypes: [String] = []

  var name: String { declaration.name.text }

  /// `Logging.LogHandler`; `` GraphQL.`Type` ``, since `GraphQL.Type` is the metatype;
  /// `TextTable::TextTableStyle` in a module that declares a type of its own name;
  /// `Logging.Logger.MetadataValueAttributes.Attribute` for a nested protocol.
  var qualifiedName: String {
    module.qualifierPrefix + (enclosingTypes + [name.asMemberName]).joined(separator: ".")
  }

  /// Whether the protocol is `public`, `open` or `package`: otherwise only `@testable import`
  /// shows it to the test target.
  var isVisibleToOtherModules: Bool {
    declaration.modifiers.contains {
      [.keyword(.public), .keyword(.open), .keyword(.package)].contains($0.name.tokenKind)
    }
  }

  /// The protocol's members in active `#if` clauses.
  var members: [DeclSyntax] { file.activeMembers(of: declaration.memberBlock.members) }

  /// What the protocol refines: its inheritance clause, and `Self: P` in its `where` clause.
  var inheritedTypes: [TypeSyntax] {
    let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type) ?? []
    let whereSelf =
      declaration.genericWhereClause?.requirements.compactMap {
        requirement -> TypeSyntax? in
        guard case .conformanceRequirement(let conformance) = requirement.requirement,
          conformance.leftType.trimmedDescription == "Self"
        else { return nil }
        return conformance.rightType
      } ?? []
    return inherited + whereSelf
  }

  /// `@MainActor ` or another global actor attribute of the protocol, or nil.
  var globalActor: String? {
    for case let attribute? in declaration.attributes.map({ $0.as(AttributeSyntax.self) }) {
      let name = attribute.attributeName.trimmedDescription
      if name == "MainActor" || name.hasSuffix("Actor") { return "@\(name)" }
    }
    return nil
  }
}

extension String {
  /// The name as the member of a qualified name: `Type` and `Protocol` in backticks, since
  /// `Module.Type` and `Module.Protocol` are metatypes.
  var asMemberName: String {
    ["Type", "Protocol"].contains(self) ? "`\(self)`" : self
  }
}
