import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What `@Mockable` cannot see from the declaration it is attached to, and where Swift's verdict
/// on it is reported (and the builders a requirement's name moves aside, said at the
/// requirement): a parent protocol declared elsewhere, and the parent mock that
/// `inheriting:` builds on. The lines of the mock that depend on them carry the user's location
/// (`#sourceLocation`), and a note says what the macro assumed and how to tell it otherwise.
enum UnseenDeclarations {
  /// Parents whose requirements the mock knows: none, or those `ProtocolModel` adds itself.
  static let knownParents: Set<String> = [
    "Sendable", "AnyObject", "Actor", "AnyActor", "Equatable", "Hashable", "Error",
    "CustomStringConvertible", "CustomDebugStringConvertible", "SendableMetatype", "Copyable",
    "Escapable", "Swift.Sendable", "Swift.Error", "Swift.Equatable", "Swift.Hashable",
    "Swift.AnyObject", "Swift.Actor",
  ]

  /// The declarations of `members`, those of every `#if` clause included.
  private static func requirements(of members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    members.flatMap { item -> [DeclSyntax] in
      guard let block = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
      return block.clauses.flatMap { clause -> [DeclSyntax] in
        guard case .decls(let nested) = clause.elements else { return [] }
        return requirements(of: nested)
      }
    }
  }

  /// Sets the locations of `generator`'s lines that depend on what the macro cannot see, and
  /// returns the notes that say what it assumed.
  static func locate(
    _ generator: inout MockGenerator,
    protocol declaration: ProtocolDeclSyntax,
    attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [Diagnostic] {
    func directive(_ node: some SyntaxProtocol) -> String? {
      context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath).map {
        "#sourceLocation(file: \($0.file.trimmedDescription), line: \($0.line.trimmedDescription))"
      }
    }
    var notes: [Diagnostic] = []
    let parentArgument: LabeledExprSyntax?
    if case .argumentList(let arguments) = attribute.arguments {
      parentArgument = arguments.first { $0.label?.text == "inheriting" }
    } else {
      parentArgument = nil
    }
    let parentName = parentArgument?.expression.as(MemberAccessExprSyntax.self)?.base?
      .trimmedDescription
    for requirement in requirements(of: declaration.memberBlock.members) {
      generator.closureLocations[requirement.id] = directive(requirement)
    }
    if let parentArgument {
      generator.parentLocation = directive(parentArgument)
      // A requirement the parent declares too (restated, or restated with other effects) is
      // implemented by the parent's mock already: Swift says so at the requirement.
      for requirement in requirements(of: declaration.memberBlock.members) {
        generator.requirementLocations[requirement.id] = directive(requirement)
      }
    }
    let unseen = (declaration.inheritanceClause?.inheritedTypes ?? []).filter { inherited in
      let name = inherited.type.trimmedDescription
      return !knownParents.contains(name) && !name.hasPrefix("~") && name != parentName
    }
    if !unseen.isEmpty {
      generator.conformanceLocation = directive(declaration.name)
      let names = unseen.map(\.type.trimmedDescription)
      let list = names.joined(separator: ", ")
      notes.append(
        Diagnostic(
          node: declaration.name,
          message: StandInDiagnostic(
            id: "unseenParent",
            message:
              "@Mockable sees only this declaration: the mock implements the requirements written here and assumes \(list) \(names.count == 1 ? "adds" : "add") none. If \(names.count == 1 ? "it has" : "they have") requirements, restate them here, mark \(names[0]) @Mockable and write @Mockable(inheriting: \(names[0]).self), or mock \(declaration.name.text) from a test target's standin-mocks.json, whose generator reads every parent",
            severity: .remark
          )
        ))
    }
    for (builder, member) in generator.movedBuilders.sorted(by: { $0.key < $1.key }) {
      let moved = MockGenerator.movedName(builder)
      notes.append(
        Diagnostic(
          node: member.declaration,
          message: StandInDiagnostic(
            id: "movedBuilder",
            message:
              "The mock's '\(builder)' builder is named '\(moved)': this requirement takes the name '\(builder)' (write 'mock.\(moved).…' where other mocks write 'mock.\(builder).…')",
            severity: .remark
          )
        ))
    }
    return notes
  }
}
