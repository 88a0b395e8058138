import SwiftSyntax
import SwiftSyntaxMacros

/// `@Overridable static var shared = Analytics()`: turns the property into a getter that reads a
/// slot, and declares the slot, `$shared`, beside it.
public enum OverridableMacro {}

extension OverridableMacro: AccessorMacro {
  /// The property's getter: `get { $shared.current }`.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // Misuse is diagnosed once, by the peer role.
    guard case .success(let property) = OverridableProperty.parse(declaration, in: context)
    else { return [] }
    // A public or package getter is inlinable, so that readers in other modules borrow the real
    // instance instead of receiving a retained copy from a call.
    let inlinable = property.isVisibleOutsideItsModule ? "@inlinable " : ""
    return ["\(raw: inlinable)get { \(raw: property.slotName).current }"]
  }
}

extension OverridableMacro: PeerMacro {
  /// The slot, `static let $shared = StandIn.OverridableSlot(…)`, or the diagnostic that says
  /// why the property cannot have one.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    switch OverridableProperty.parse(declaration, in: context) {
    case .failure(let misuse):
      context.diagnose(misuse.diagnostic(attribute: node))
      return []
    case .success(let property):
      let location = context.location(
        of: property.variable.bindingSpecifier, at: .afterLeadingTrivia, filePathMode: .filePath)
      return [property.slotDeclaration(removing: node, at: location)]
    }
  }
}
