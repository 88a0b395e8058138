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

  /// Every name that follows `struct`, `class`, `enum`, `protocol`, `actor` or `typealias` in
  /// the text (`declared`), and every name that follows `extension` (`extended`), nested,
  /// commented out or not: supersets of what the file declares and extends, found without
  /// parsing; and whether the text says `typealias` at all.
  private(set) lazy var nameCandidates:
    (declared: Set<Substring>, extended: Set<Substring>, hasTypeAlias: Bool) = {
      let declaring: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
      var declared: Set<Substring> = []
      var extended: Set<Substring> = []
      var hasTypeAlias = false
      var previous: Substring = ""
      // A byte scan: splitting by Character costs grapheme breaking on every byte.
      let utf8 = text.utf8
      var index = utf8.startIndex
      while index < utf8.endIndex {
        guard Self.isIdentifierByte(utf8[index]) else {
          index = utf8.index(after: index)
          continue
        }
        var end = index
        while end < utf8.endIndex, Self.isIdentifierByte(utf8[end]) { end = utf8.index(after: end) }
        let word = text[index..<end]
        if declaring.contains(previous) {
          declared.insert(word)
        } else if previous == "extension" {
          extended.insert(word)
        }
        hasTypeAlias = hasTypeAlias || word == "typealias"
        previous = word
        index = end
      }
      return (declared, extended, hasTypeAlias)
    }()

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      return true
    default:
      return false
    }
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
  /// The one declaration a scoped import brings in (`FileDescriptor` of
  /// `import struct SystemPackage.FileDescriptor`): in the importing file, and in every file of
  /// the module when exported, that name means this module's declaration before any other
  /// module's.
  var scopedName: String? = nil

  init(name: String, isExported: Bool, isPreconcurrency: Bool, isHidden: Bool) {
    self.name = name
    self.isExported = isExported
    self.isPreconcurrency = isPreconcurrency
    self.isHidden = isHidden
  }

  init?(_ declaration: ImportDeclSyntax) {
    guard let first = declaration.path.first else { return nil }
    name = first.name.text
    if declaration.importKindSpecifier != nil, declaration.path.count == 2 {
      scopedName = declaration.path.last?.name.text
    }
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
