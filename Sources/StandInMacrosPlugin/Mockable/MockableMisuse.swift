import SwiftDiagnostics
import SwiftSyntax

/// A declaration `@Mockable` cannot write a mock for, with the diagnostic that says what to do.
enum MockableMisuse: Error {
  case finalClass(ClassDeclSyntax, DeclModifierSyntax)
  case valueType(kind: String, name: String, node: Syntax)
  case notAType(Syntax)

  func diagnostic(attribute: AttributeSyntax) -> Diagnostic {
    switch self {
    case .finalClass(_, let modifier):
      return Diagnostic(
        node: modifier,
        message: Message(
          id: "finalClass",
          message:
            "@Mockable cannot subclass a final class; remove 'final', or mock a protocol the class conforms to"
        ),
        fixIt: FixIt(
          message: Message(id: "finalClass.fixIt", message: "Remove 'final'", severity: .note),
          changes: [
            .replace(oldNode: Syntax(modifier), newNode: Syntax(TokenSyntax.identifier("")))
          ]
        )
      )
    case .valueType(let kind, let name, let node):
      return Diagnostic(
        node: node,
        message: Message(
          id: "valueType",
          message:
            "@Mockable cannot mock the \(kind) \(name): a mock must stand in for it, and nothing can inherit from a \(kind). Declare a protocol with the members its users need, conform \(name) to it, and put @Mockable on the protocol"
        )
      )
    case .notAType:
      return Diagnostic(
        node: attribute,
        message: Message(
          id: "notAType", message: "@Mockable applies to a protocol or a non-final class")
      )
    }
  }

  private struct Message: DiagnosticMessage, FixItMessage {
    let id: String
    let message: String
    var severity: DiagnosticSeverity = .error
    var diagnosticID: MessageID { MessageID(domain: "StandIn", id: id) }
    var fixItID: MessageID { diagnosticID }
  }
}
