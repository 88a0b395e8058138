import Foundation
import SwiftSyntax

/// A module the generator can read: a package target's Swift files, or the interface the
/// toolchain synthesizes for a module that ships without sources (the standard library,
/// Foundation). Files are parsed only when a question needs them.
final class ModuleSource {
  /// Where a module's declarations come from.
  enum Origin {
    /// The target's own Swift files: types are written as its authors wrote them.
    case sources
    /// `swift-synthesize-interface -print-fully-qualified-types`: every type is qualified.
    case synthesizedInterface
  }

  let name: String
  let files: [SourceFile]
  let origin: Origin
  /// Whether an `async` function type that names no isolation is `nonisolated(nonsending)` here.
  let defaultsToNonsending: Bool

  private var declaredTypes: [String: Bool] = [:]

  /// The files whose text may declare a type named `name`, and those that may extend one with a
  /// type alias, found
  /// through one index of the module's words, built on first use.
  private lazy var candidateIndex:
    (declaring: [Substring: [SourceFile]], extending: [Substring: [SourceFile]]) = {
      var declaring: [Substring: [SourceFile]] = [:]
      var extending: [Substring: [SourceFile]] = [:]
      for file in files {
        let candidates = file.nameCandidates
        for name in candidates.declared { declaring[name, default: []].append(file) }
        // Only an extension that declares a type alias matters to `extensionMemberTypeNames`.
        guard candidates.hasTypeAlias else { continue }
        for name in candidates.extended { extending[name, default: []].append(file) }
      }
      return (declaring, extending)
    }()

  private func files(mayDeclare name: String) -> [SourceFile] {
    candidateIndex.declaring[Substring(name)] ?? []
  }

  init(name: String, files: [SourceFile], origin: Origin, defaultsToNonsending: Bool = false) {
    self.name = name
    self.files = files
    self.origin = origin
    self.defaultsToNonsending = defaultsToNonsending
  }

  /// How a name this module declares is qualified: `Logging.Logger`, or, for a module that
  /// declares a type of its own name (TextTable's `TextTable`, where `TextTable.Style` names the
  /// type's member), with Swift 6.3's module selector, `TextTable::Style`.
  var qualifierPrefix: String {
    origin == .sources && declaresTopLevelType(named: name) ? "\(name)::" : "\(name)."
  }

  /// Whether the module declares a top-level type, protocol or type alias named `name`. Only
  /// the files whose text may declare it are parsed.
  func declaresTopLevelType(named name: String) -> Bool {
    if let known = declaredTypes[name] { return known }
    let declares = files(mayDeclare: name).contains { file in
      file.topLevelDeclarations.contains { $0.declaredTypeName == name }
    }
    declaredTypes[name] = declares
    return declares
  }

  /// The modules whose one declaration each an exported scoped import makes this module's
  /// (`@_exported import struct SystemPackage.FileDescriptor`), by that declaration's name.
  private(set) lazy var exportedScopedImports: [String: String] = Dictionary(
    files.filter { $0.text.range(of: "@_exported") != nil }
      .flatMap(\.imports)
      .compactMap { imported in
        imported.isExported ? imported.scopedName.map { ($0, imported.name) } : nil
      },
    uniquingKeysWith: { first, _ in first })

  /// Modules whose names this module re-exports (`@_exported import`).
  private(set) lazy var reexportedModules: [String] =
    files
    .filter { $0.text.range(of: "@_exported") != nil }
    .flatMap(\.imports)
    .filter(\.isExported)
    .map(\.name)

  /// The modules a synthesized interface imports; every piece of it is headed by the same
  /// imports, so the first piece tells.
  var interfaceImports: [String] {
    origin == .synthesizedInterface ? files.first?.imports.map(\.name) ?? [] : []
  }

  /// The top-level protocols named `name`, with their files.
  func protocols(named name: String) -> [(file: SourceFile, declaration: ProtocolDeclSyntax)] {
    files(mayDeclare: name).flatMap { file in
      file.topLevelDeclarations.compactMap { $0.as(ProtocolDeclSyntax.self) }
        .filter { $0.name.text == name }.map { (file, $0) }
    }
  }

  /// The top-level type aliases named `name` (`typealias Handler = A & B`), with their files.
  func typeAliases(named name: String) -> [(file: SourceFile, declaration: TypeAliasDeclSyntax)] {
    files(mayDeclare: name).flatMap { file in
      file.topLevelDeclarations.compactMap { $0.as(TypeAliasDeclSyntax.self) }
        .filter { $0.name.text == name }.map { (file, $0) }
    }
  }

  /// Names that extensions of the protocol `protocolName` declare (`typealias Inbound = …`):
  /// inside a protocol that refines it, they name what they name there. Only the files that
  /// declare a type alias are read.
  func extensionMemberTypeNames(of protocolName: String) -> Set<String> {
    Set(
      members(
        ofExtensionsOf: protocolName,
        in: candidateIndex.extending[Substring(protocolName)] ?? []
      ).compactMap(\.declaredTypeName))
  }

  /// The members that extensions of the protocol `protocolName` declare: the defaults the
  /// module gives its conforming types.
  func extensionMembers(of protocolName: String) -> [DeclSyntax] {
    members(
      ofExtensionsOf: protocolName,
      in: files.filter { $0.nameCandidates.extended.contains(Substring(protocolName)) })
  }

  /// The active members of every extension of `protocolName` (bare or qualified by this
  /// module) in `files`.
  private func members(ofExtensionsOf protocolName: String, in files: [SourceFile])
    -> [DeclSyntax]
  {
    files.flatMap { file in
      file.topLevelDeclarations.compactMap { $0.as(ExtensionDeclSyntax.self) }
        .filter {
          let extended = $0.extendedType.trimmedDescription
          return extended == protocolName || extended == "\(name).\(protocolName)"
        }
        .flatMap { file.activeMembers(of: $0.memberBlock.members) }
    }
  }
}

extension DeclSyntax {
  /// The name a type, protocol or type alias declaration introduces.
  var declaredTypeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }
}
