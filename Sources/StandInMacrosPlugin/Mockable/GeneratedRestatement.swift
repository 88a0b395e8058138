import SwiftSyntax

/// A protocol that `StandInMockGenerator` restated from `standin-mocks.json`, inside
/// `extension StandInGeneratedMocks`: it refines the original protocol and restates all of its
/// requirements, so the macro knows what it would otherwise assume about its parents.
///
/// ```swift
/// extension StandInGeneratedMocks {
///   @Mockable protocol Encoder: Swift.Encoder { … }
/// }
/// // EncoderMock(forwardingTo: real) takes `any Swift.Encoder`, not the restatement.
/// ```
enum GeneratedRestatement {
  /// The namespace the generator writes its restatements in.
  static let namespace = "StandInGeneratedMocks"

  /// Whether `lexicalContext` is the generator's namespace.
  static func contains(_ lexicalContext: [Syntax]) -> Bool {
    lexicalContext.contains {
      $0.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == namespace
    }
  }

  /// The mark the generator writes before `protocol` when a partial mock may forward to the
  /// originals (StandInMockGeneration's `GeneratedFile.forwardingMark`).
  static let forwardingMark = "StandIn: forwards to the originals"

  /// The mark the generator writes before `protocol` when the mock must be a final class
  /// (StandInMockGeneration's `GeneratedFile.finalMark`): a requirement naming `Self` is left to
  /// the protocol's default, which only a final class can take (FluentKit's `ModelAlias`).
  static let finalMark = "StandIn: final"

  /// Whether the generator marked `declaration` for a final mock.
  static func needsFinalMock(_ declaration: ProtocolDeclSyntax) -> Bool {
    marks(declaration).contains(finalMark)
  }

  /// The comments between the restatement's attributes and its `protocol` keyword.
  private static func marks(_ declaration: ProtocolDeclSyntax) -> String {
    let keyword = declaration.protocolKeyword
    return (keyword.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.description ?? "")
      + keyword.leadingTrivia.description
  }

  /// The original protocols `declaration` restates (`Swift.Encoder`), joined as a composition:
  /// a partial mock forwards to a value of them, which no real type's conformance to the
  /// restatement could provide. Nil unless the generator marked the restatement so (not when
  /// the mock conforms to the originals in an extension, nor when calling a requirement of
  /// theirs would warn of a deprecation the restatement left behind).
  static func originals(of declaration: ProtocolDeclSyntax) -> String? {
    guard marks(declaration).contains(forwardingMark) else { return nil }
    let names = (declaration.inheritanceClause?.inheritedTypes ?? []).map(\.type.trimmedDescription)
      .filter { !UnseenDeclarations.knownParents.contains($0) }
    return names.isEmpty ? nil : names.joined(separator: " & ")
  }
}
