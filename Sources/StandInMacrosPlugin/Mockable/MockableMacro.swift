import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Mockable` on a protocol or a non-final class: writes `<Name>Mock` beside it, compiled only
/// in debug builds (`#if DEBUG || STANDIN_MOCKS`).
public enum MockableMacro: PeerMacro {
  /// `.disabled`: the mock is written indented (`String.indentedByNesting`), and formatting its
  /// syntax tree again with SwiftBasicFormat took half the time the macro added to a build.
  public static var formatMode: FormatMode { .disabled }

  /// The mock, or the diagnostic that says why the declaration cannot have one.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    switch MockableSubject.parse(
      declaration, attribute: node, lexicalContext: context.lexicalContext)
    {
    case .failure(let misuse):
      context.diagnose(misuse.diagnostic(attribute: node))
      return []
    case .success(let subject):
      for misuse in subject.skipped {
        context.diagnose(misuse.diagnostic(attribute: node))
      }
      var generator = subject.generator
      if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
        let isGenerated = GeneratedRestatement.contains(context.lexicalContext)
        if isGenerated {
          generator.forwardedProtocol = GeneratedRestatement.originals(of: protocolDecl)
        }
        for note in UnseenDeclarations.locate(
          &generator, protocol: protocolDecl, attribute: node, in: context)
        where !(isGenerated && (note.diagMessage as? StandInDiagnostic)?.id == "unseenParent") {
          // A restatement of the generator's has every parent's requirements.
          context.diagnose(note)
        }
      }
      return [generator.declaration()]
    }
  }
}
