import SwiftParser
import SwiftSyntax

/// The declaration a position of a file lies in, named as a reader would: `NotesStore.save(_:)`,
/// `Settings.sortNewestFirst`, `Analytics` for a type's own initializer expressions, `top level`
/// for statements outside any declaration. A finding's identity includes it, so that the
/// identity survives edits above the finding and moves of the declaration within or across files.
///
/// ```swift
/// let declarations = EnclosingDeclarations(source: "enum A { static func f() { _ = Date() } }")
/// declarations.name(line: 1, column: 30)  // "A.f()"
/// ```
struct EnclosingDeclarations {
  /// A declaration's name and the byte range it spans.
  private struct Span {
    var start: Int
    var end: Int
    var name: String
  }

  /// What a position outside every declaration is said to lie in.
  static let topLevel = "top level"

  private let spans: [Span]
  private let locations: SourceLocationConverter

  /// Parses `source` and records every declaration's span.
  init(source: String) {
    let tree = Parser.parse(source: source)
    let collector = SpanCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    spans = collector.spans.map { Span(start: $0.start, end: $0.end, name: $0.name) }
    locations = SourceLocationConverter(fileName: "", tree: tree)
  }

  /// The innermost declaration holding the 1-based `line` and UTF-8 `column`.
  func name(line: Int, column: Int) -> String {
    let offset = locations.position(ofLine: line, column: column).utf8Offset
    var best: Span?
    for span in spans where span.start <= offset && offset < span.end {
      if best == nil || span.end - span.start <= best!.end - best!.start { best = span }
    }
    return best?.name ?? Self.topLevel
  }
}

/// Records each declaration's qualified name and byte span.
private final class SpanCollector: SyntaxVisitor {
  var spans: [(start: Int, end: Int, name: String)] = []
  private var path: [String] = []

  private func record(_ node: some SyntaxProtocol, _ name: String) {
    let qualified = (path + [name]).joined(separator: ".")
    spans.append(
      (
        node.positionAfterSkippingLeadingTrivia.utf8Offset,
        node.endPositionBeforeTrailingTrivia.utf8Offset, qualified
      ))
  }

  private func enter(_ node: some SyntaxProtocol, _ name: String) -> SyntaxVisitorContinueKind {
    record(node, name)
    path.append(name)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name.text)
  }
  override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name.text)
  }
  override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name.text)
  }
  override func visitPost(_ node: ActorDeclSyntax) { path.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name.text)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { path.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.extendedType.trimmedDescription)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.name.text + Self.labels(node.signature.parameterClause.parameters))
  }
  override func visitPost(_ node: FunctionDeclSyntax) { path.removeLast() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let optional = node.optionalMark.map(\.text) ?? ""
    return enter(node, "init" + optional + Self.labels(node.signature.parameterClause.parameters))
  }
  override func visitPost(_ node: InitializerDeclSyntax) { path.removeLast() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, "deinit")
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { path.removeLast() }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, "subscript" + Self.labels(node.parameterClause.parameters))
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { path.removeLast() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let names = node.bindings.compactMap {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return enter(node, names.isEmpty ? "_" : names.joined(separator: ","))
  }
  override func visitPost(_ node: VariableDeclSyntax) { path.removeLast() }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, node.elements.map(\.name.text).joined(separator: ","))
  }
  override func visitPost(_ node: EnumCaseDeclSyntax) { path.removeLast() }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, "#" + node.macroName.text)
  }
  override func visitPost(_ node: MacroExpansionDeclSyntax) { path.removeLast() }

  /// `(_:with:)`, as Swift names a function by its argument labels.
  private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
    "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }
}
