import SwiftSyntax

/// A protocol and every protocol it refines, from every module: the declarations whose
/// requirements its mock implements.
struct ProtocolLineage {
  /// A parent's associated type that a child fixes by naming the parent with arguments
  /// (`protocol Numbers: Sequence<Int>` fixes `Element` to `Int`).
  struct FixedAssociatedType {
    let name: String
    let type: TypeSyntax
    /// Where `type` is written, for looking up its names.
    let site: ProtocolSite
  }

  /// The protocols an entry names: one, or those of a composition it aliases.
  let roots: [ProtocolSite]
  /// The roots first, then their ancestors, each once, nearest first.
  private(set) var sites: [ProtocolSite]
  /// Whether an ancestor is `Actor`: the mock is then an actor.
  private(set) var refinesActor = false
  /// Inherited names that nothing visible declares.
  private(set) var unresolved: [String] = []
  private(set) var fixedAssociatedTypes: [FixedAssociatedType] = []

  init(roots: [ProtocolSite], lookup: NameLookup) {
    self.roots = roots
    sites = roots
    var queue = roots
    while !queue.isEmpty {
      let site = queue.removeFirst()
      for kind in site.inheritedTypes.flatMap(InheritedType.all) {
        guard case .requirements(let inherited) = kind else {
          if case .actor = kind { refinesActor = true }
          continue
        }
        guard let parents = lookup.protocols(named: inherited, from: site.file, in: site.module)
        else {
          unresolved.append(inherited.trimmedDescription)
          continue
        }
        for parent in parents
        where !sites.contains(where: { $0.qualifiedName == parent.qualifiedName }) {
          sites.append(parent)
          queue.append(parent)
          recordArguments(of: inherited, for: parent, writtenIn: site)
        }
      }
    }
  }

  /// `Sequence<Int>` fixes `Sequence`'s first primary associated type to `Int`.
  private mutating func recordArguments(
    of inherited: TypeSyntax, for parent: ProtocolSite, writtenIn site: ProtocolSite
  ) {
    let arguments =
      inherited.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
      ?? inherited.as(MemberTypeSyntax.self)?.genericArgumentClause?.arguments
    guard let arguments,
      let primary = parent.declaration.primaryAssociatedTypeClause?.primaryAssociatedTypes
    else { return }
    for (associated, argument) in zip(primary, arguments) {
      guard let type = argument.argument.as(TypeSyntax.self) else { continue }
      fixedAssociatedTypes.append(
        FixedAssociatedType(name: associated.name.text, type: type, site: site))
    }
  }
}
