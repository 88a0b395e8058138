import SwiftDiagnostics
import SwiftSyntax

/// A declaration, or a member of one, that `@OverridableStatics` cannot take over, with the
/// diagnostic that says what to do.
enum OverridableStaticsMisuse: Error {
  case notAType(Syntax)
  /// A generic type, which cannot hold the static slot its mock is installed in.
  case genericType(String, GenericParameterClauseSyntax)
  /// A static method with a parameter the body cannot refer to (`_: Int`).
  case unnamedParameter(FunctionDeclSyntax, FunctionParameterSyntax)
  /// A static method with a parameter of function type named `self`, which Swift warns about
  /// at every use that does not call it.
  case functionNamedSelf(FunctionDeclSyntax, FunctionParameterSyntax)

  func diagnostic(attribute: AttributeSyntax) -> Diagnostic {
    switch self {
    case .notAType:
      return Diagnostic(
        node: attribute,
        message: StandInDiagnostic(
          id: "statics.notAType",
          message:
            "@OverridableStatics applies to the declaration of a class, struct, enum or actor; a protocol's static requirements are mocked by @Mockable"
        )
      )
    case .genericType(let name, let clause):
      return Diagnostic(
        node: clause,
        message: StandInDiagnostic(
          id: "statics.genericType",
          message:
            "@OverridableStatics cannot take over the static members of the generic type \(name): Swift gives generic types no static storage to install a mock in. Move the static members to a non-generic type, or reach them through an @Overridable shared instance"
        )
      )
    case .unnamedParameter(let function, let parameter):
      let name = Self.freeName("value", in: function)
      var named = parameter
      if parameter.secondName == nil {
        named.secondName = .identifier(name, leadingTrivia: .space)
      } else {
        named.secondName = .identifier(name)
      }
      return Diagnostic(
        node: parameter,
        message: StandInDiagnostic(
          id: "statics.unnamedParameter",
          message:
            "@OverridableStatics leaves '\(function.name.text)' to its real implementation, because a parameter without a name cannot be recorded; name the parameter",
          severity: .warning
        ),
        fixIt: FixIt(
          message: StandInDiagnostic(
            id: "statics.unnamedParameter.fixIt", message: "Name it '\(name)'"),
          changes: [.replace(oldNode: Syntax(parameter), newNode: Syntax(named))]
        )
      )
    case .functionNamedSelf(let function, let parameter):
      // The label stays, so callers are unchanged: `with `self`:` becomes `with body:`, and
      // `self:` becomes `self body:`.
      let name = Self.freeName("body", in: function)
      var named = parameter
      named.secondName = .identifier(name, leadingTrivia: parameter.secondName == nil ? .space : [])
      return Diagnostic(
        node: parameter,
        message: StandInDiagnostic(
          id: "statics.functionNamedSelf",
          message:
            "@OverridableStatics leaves '\(function.name.text)' to its real implementation: its parameter 'self' is a function, and Swift warns at every use of such a parameter that does not call it ('self' refers to the method), so a mock cannot record or forward it. Give the parameter another name; its label can stay",
          severity: .warning
        ),
        fixIt: FixIt(
          message: StandInDiagnostic(
            id: "statics.functionNamedSelf.fixIt",
            message: "Name it '\(name)' (and rename its uses in the body)"),
          changes: [.replace(oldNode: Syntax(parameter), newNode: Syntax(named))]
        )
      )
    }
  }

  /// `base`, or `base2`, `base3`… when a parameter of `function` already has the name.
  private static func freeName(_ base: String, in function: FunctionDeclSyntax) -> String {
    let taken = Set(
      function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    var name = base
    var number = 2
    while taken.contains(name) {
      name = "\(base)\(number)"
      number += 1
    }
    return name
  }
}
