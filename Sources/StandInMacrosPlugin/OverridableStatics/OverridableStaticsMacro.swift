import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@OverridableStatics` on a type: marks each of its static methods so that its body consults
/// the installed static mock first, and writes that mock, the nested class `StaticMock`,
/// compiled only in debug builds (`#if DEBUG || STANDIN_MOCKS`).
public enum OverridableStaticsMacro: MemberMacro, MemberAttributeMacro {
  /// The nested `StaticMock`, or the diagnostic that says why the type cannot have one.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    switch StaticMembersSubject.parse(declaration, lexicalContext: context.lexicalContext) {
    case .failure(let misuse):
      context.diagnose(misuse.diagnostic(attribute: node))
      return []
    case .success(let subject):
      for misuse in subject.misuses {
        context.diagnose(misuse.diagnostic(attribute: node))
      }
      return [StaticMockWriter(subject: subject).declaration()]
    }
  }

  /// `@_OverridableStaticMember("identifier")` on each static method the mock takes over.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard case .success(let subject) = StaticMembersSubject.parse(declaration),
      let identifier = subject.identifier(of: member)
    else { return [] }
    return ["@_OverridableStaticMember(\(literal: identifier))"]
  }
}

/// `@NotOverridable` on a static member of an `@OverridableStatics` type: the member keeps its
/// body as written, and its static mock cannot stub it. The attribute expands to nothing.
public enum NotOverridableMacro: PeerMacro {
  /// Nothing: `@OverridableStatics` reads the attribute, and the member stays as written.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
