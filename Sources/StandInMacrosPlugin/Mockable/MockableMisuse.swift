import SwiftDiagnostics
import SwiftSyntax

/// A declaration `@Mockable` cannot write a mock for, with the diagnostic that says what to do.
enum MockableMisuse: Error {
  case finalClass(ClassDeclSyntax, DeclModifierSyntax)
  /// A struct, an enum or an actor, which nothing can subclass.
  case unsubclassable(any DeclGroupSyntax, kind: String, name: String, keyword: TokenSyntax)
  case notAType(Syntax)
  /// A class's stored property without a type annotation the macro can read.
  case untypedProperty(VariableDeclSyntax)
  /// A class whose designated initializers are all `private`, so no subclass can call one.
  case privateInitializer(ClassDeclSyntax, InitializerDeclSyntax)
  /// A requirement named like a member every mock has.
  case reservedName(DeclSyntax, name: String)
  /// A requirement named like a builder, in a protocol whose mock subclasses its parent's mock,
  /// which already has that builder.
  case builderNameInChild(DeclSyntax, name: String)
  /// A same-type requirement that ties an associated type to `Self` (`Self == AllCases.Element`,
  /// as `CaseIterable` has): the mock is a class generic over the associated type, and Swift
  /// rejects a class whose generic requirements refer to itself.
  case selfReferentialRequirement(GenericRequirementSyntax)

  func diagnostic(attribute: AttributeSyntax) -> Diagnostic {
    switch self {
    case .finalClass(let classDecl, let modifier):
      let withoutFinal =
        classDecl
        .with(\.modifiers, classDecl.modifiers.filter { $0.name.tokenKind != .keyword(.final) })
        .with(
          \.classKeyword,
          classDecl.modifiers.count == 1
            ? classDecl.classKeyword.with(\.leadingTrivia, modifier.leadingTrivia)
            : classDecl.classKeyword
        )
      return Diagnostic(
        node: modifier,
        message: StandInDiagnostic(
          id: "finalClass",
          message:
            "@Mockable cannot subclass a final class; remove 'final', or mock a protocol the class conforms to"
        ),
        fixIts: [
          FixIt(
            message: StandInDiagnostic(
              id: "finalClass.fixIt", message: "Remove 'final'", severity: .note),
            changes: [.replace(oldNode: Syntax(classDecl), newNode: Syntax(withoutFinal))]
          ),
          FixIt(
            message: StandInDiagnostic(
              id: "finalClass.extractProtocol",
              message:
                "Extract a @Mockable protocol \(ExtractedProtocol.name(for: classDecl.name.text)) and conform \(classDecl.name.text) to it",
              severity: .note
            ),
            changes: [
              .replace(
                oldNode: Syntax(classDecl),
                newNode: ExtractedProtocol.replacement(
                  for: classDecl, typeName: classDecl.name.text, isActor: false
                )
              )
            ]
          ),
        ]
      )
    case .unsubclassable(let declaration, let kind, let name, let keyword):
      let protocolName = ExtractedProtocol.name(for: name)
      return Diagnostic(
        node: keyword,
        message: StandInDiagnostic(
          id: "unsubclassable",
          message:
            "@Mockable cannot mock the \(kind) \(name): nothing can stand in for it by inheriting from \(kind == "struct" ? "a" : "an") \(kind). Declare a protocol with the members its users need, conform \(name) to it, and put @Mockable on the protocol"
        ),
        fixIt: FixIt(
          message: StandInDiagnostic(
            id: "unsubclassable.fixIt",
            message: "Extract a @Mockable protocol \(protocolName) and conform \(name) to it",
            severity: .note
          ),
          changes: [
            .replace(
              oldNode: Syntax(declaration),
              newNode: ExtractedProtocol.replacement(
                for: declaration, typeName: name, isActor: kind == "actor"
              )
            )
          ]
        )
      )
    case .untypedProperty(let variable):
      let name = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
      return Diagnostic(
        node: variable,
        message: StandInDiagnostic(
          id: "untypedProperty",
          message:
            "@Mockable cannot override '\(name)' without its type, so the mock leaves it to the real class; write its type, such as 'var \(name): Int = …'",
          severity: .warning
        )
      )
    case .privateInitializer(let classDecl, let initializer):
      let name = classDecl.name.text
      let privateModifier = initializer.modifiers.first {
        $0.name.tokenKind == .keyword(.private)
      }
      let fixIts =
        privateModifier.map { modifier in
          [
            FixIt(
              message: StandInDiagnostic(
                id: "privateInitializer.fixIt", message: "Make it fileprivate", severity: .note),
              changes: [
                .replace(
                  oldNode: Syntax(modifier),
                  newNode: Syntax(
                    modifier.with(\.name, modifier.name.with(\.tokenKind, .keyword(.fileprivate))))
                )
              ]
            )
          ]
        } ?? []
      return Diagnostic(
        node: Syntax(
          privateModifier ?? initializer.modifiers.first
            ?? DeclModifierSyntax(name: .keyword(.private))),
        message: StandInDiagnostic(
          id: "privateInitializer",
          message:
            "@Mockable cannot subclass \(name): its only initializer is private, and a subclass must call one. Make it fileprivate (the mock is written in this file, so no other file can create a \(name)), or mock a protocol \(name) conforms to"
        ),
        fixIts: fixIts
      )
    case .reservedName(let declaration, let name):
      return Diagnostic(
        node: declaration,
        message: StandInDiagnostic(
          id: "reservedName",
          message:
            "@Mockable cannot mock a requirement named '\(name)': every mock has a member of that name. Rename the requirement, or write this mock by hand"
        )
      )
    case .builderNameInChild(let declaration, let name):
      return Diagnostic(
        node: declaration,
        message: StandInDiagnostic(
          id: "builderNameInChild",
          message:
            "@Mockable(inheriting:) cannot mock a requirement named '\(name)' here: the mock subclasses its parent's mock, whose builder '\(name)' it cannot replace. Declare the requirement in the parent protocol (its mock then names the builder 'mock\(name.prefix(1).uppercased() + name.dropFirst())'), or drop 'inheriting:' and restate the parent's requirements"
        )
      )
    case .selfReferentialRequirement(let requirement):
      return Diagnostic(
        node: requirement,
        message: StandInDiagnostic(
          id: "selfReferentialRequirement",
          message:
            "@Mockable cannot mock a protocol whose associated type is tied to Self ('\(requirement.with(\.trailingComma, nil).trimmedDescription)', as CaseIterable's AllCases is): the mock is a class generic over that type, and Swift rejects a class whose generic requirements refer to itself. Mock a protocol that leaves this requirement out, or write this stand-in by hand"
        )
      )
    case .notAType:
      return Diagnostic(
        node: attribute,
        message: StandInDiagnostic(
          id: "notAType", message: "@Mockable applies to a protocol or a non-final class")
      )
    }
  }
}
