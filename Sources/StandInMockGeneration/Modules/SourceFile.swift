import SwiftParser
import SwiftSyntax

/// One Swift file of a module, parsed on first use, with the top-level declarations and imports
/// the compiler sees in it (the active clause of each `#if`).
final class SourceFile {
  let path: String
  let text: String
  private let conditions: CompilationConditions

  init(path: String, text: String, conditions: CompilationConditions) {
    self.path = path
    self.text = text
    self.conditions = conditions
  }

  private(set) lazy var tree: SourceFileSyntax = Parser.parse(source: text)

  /// Every top-level declaration in an active `#if` clause, in order.
  private(set) lazy var topLevelDeclarations: [DeclSyntax] = activeDeclarations(
    in: tree.statements.compactMap { $0.item.as(DeclSyntax.self) })

  /// The file's active imports.
  private(set) lazy var imports: [ImportedModule] = topLevelDeclarations.compactMap {
    $0.as(ImportDeclSyntax.self).flatMap(ImportedModule.init)
  }

  /// The declarations of `members` (a protocol's, say) in active `#if` clauses.
  func activeMembers(of members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    activeDeclarations(in: members.map(\.decl))
  }

  private func activeDeclarations(in declarations: [DeclSyntax]) -> [DeclSyntax] {
    declarations.flatMap { declaration -> [DeclSyntax] in
      guard let ifConfig = declaration.as(IfConfigDeclSyntax.self) else { return [declaration] }
      switch conditions.activeClause(of: ifConfig)?.elements {
      case .statements(let statements):
        return activeDeclarations(in: statements.compactMap { $0.item.as(DeclSyntax.self) })
      case .decls(let members):
        return activeDeclarations(in: members.map(\.decl))
      default:
        return []
      }
    }
  }

  /// Every name that follows `struct`, `class`, `enum`, `protocol`, `actor` or `typealias`
  /// in the text, nested, commented out or not: a superset of the file's type names, found
  /// without parsing.
  private(set) lazy var typeNameCandidates: Set<String> = {
    let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    var names: Set<String> = []
    var previousWasKeyword = false
    for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
      if previousWasKeyword { names.insert(String(word)) }
      previousWasKeyword = keywords.contains(word)
    }
    return names
  }()

  /// Whether the file may declare `keyword name` (`protocol LogHandler`): a cheap test on the
  /// text, so that only files that may hold a declaration are parsed.
  func mayDeclare(_ keyword: String, named name: String) -> Bool {
    var searchRange = text.startIndex..<text.endIndex
    while let found = text.range(of: "\(keyword) \(name)", range: searchRange) {
      let next = found.upperBound < text.endIndex ? text[found.upperBound] : " "
      if !(next.isLetter || next.isNumber || next == "_") { return true }
      searchRange = found.upperBound..<text.endIndex
    }
    return false
  }
}

/// An `import` of a file: the module's name and how it is imported.
struct ImportedModule: Equatable {
  let name: String
  /// `@_exported import`: the module's names are also the importing module's.
  let isExported: Bool
  /// `@preconcurrency import`, which the generated file repeats.
  let isPreconcurrency: Bool
  /// `@_implementationOnly`, `internal`, `private` or `fileprivate`: nothing public can use its
  /// types, so the generated file does not need it.
  let isHidden: Bool
  /// `@testable import`: the generated file needs it to see an internal protocol.
  var isTestable = false

  init(name: String, isExported: Bool, isPreconcurrency: Bool, isHidden: Bool) {
    self.name = name
    self.isExported = isExported
    self.isPreconcurrency = isPreconcurrency
    self.isHidden = isHidden
  }

  init?(_ declaration: ImportDeclSyntax) {
    guard let first = declaration.path.first else { return nil }
    name = first.name.text
    let attributes = declaration.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    isExported = attributes.contains("_exported")
    isPreconcurrency = attributes.contains("preconcurrency")
    isHidden =
      attributes.contains("_implementationOnly")
      || declaration.modifiers.contains {
        [.keyword(.internal), .keyword(.private), .keyword(.fileprivate)].contains(
          $0.name.tokenKind)
      }
  }
}
