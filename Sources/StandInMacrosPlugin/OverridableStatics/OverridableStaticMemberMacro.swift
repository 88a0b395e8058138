import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

/// `@_OverridableStaticMember("identifier")`, added by `@OverridableStatics` to each static
/// method it takes over: the method's body becomes a check for an installed static mock, which
/// answers the call if one is installed, and the body as written, which runs otherwise.
///
/// ```swift
/// static func canSendText() -> Bool {
///   func standInReal() -> Bool { /* the body as written */ }
///   #if DEBUG || STANDIN_MOCKS
///   if let standInMock = StaticMock.slot.current {
///     return standInMock._canSendText.call(()) { _ in standInReal() }
///   }
///   #endif
///   return standInReal()
/// }
/// ```
///
/// A release build compiles only the body as written.
public enum OverridableStaticMemberMacro: BodyMacro {
  /// The method's new body: the check for an installed static mock, then the body as written.
  public static func expansion(
    of node: AttributeSyntax,
    providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
    in context: some MacroExpansionContext
  ) throws -> [CodeBlockItemSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self),
      let body = function.body,
      case .argumentList(let arguments) = node.arguments,
      let identifier = arguments.first?.expression.as(StringLiteralExprSyntax.self)?
        .representedLiteralValue,
      var member = MockedMember.members(of: DeclSyntax(function))?.first
    else { return Array(declaration.body?.statements ?? []) }
    member.identifier = identifier
    member.isStatic = false
    member.parameters = zip(member.parameters, function.signature.parameterClause.parameters).map {
      $0.underOwnName($1)
    }
    let writer = StaticMockWriter(members: [member])
    let source = """
      \(member.realBodyDeclaration(of: function, statements: body.statements))
      #if DEBUG || STANDIN_MOCKS
      if let standInMock = StaticMock.slot.current {
      \(writer.callBody(member))
      }
      #endif
      return \(member.tryAwait)\(member.realBodyFunction)(\(member.realBodyArguments))
      """
    return Array(Parser.parse(source: source).statements)
  }
}
