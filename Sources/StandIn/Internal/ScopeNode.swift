import Atomics

/// One level of replacements, made by a `withOverrides` call, a test trait or a test case.
///
/// Nodes form a chain from the innermost scope to its root. A node's table can grow while it is
/// live (``add(_:)``, for "replace for the rest of this test"); every table it ever installed
/// stays alive as long as the node, so readers holding a table's address never see it freed.
final class ScopeNode: @unchecked Sendable {
  /// The address of the current ``ReplacementTable`` while the node is open, zero once it is
  /// closed. It must stay the first stored property: ``liveTableAddress`` finds it at the start
  /// of the object's stored properties, so a lookup loads it without reaching a second object.
  private var liveTableStorage: AtomicStorage<UInt>

  let parent: ScopeNode?
  /// `parent`, unretained, so lookups walk the chain without touching reference counts.
  let parentHandle: Unmanaged<ScopeNode>?
  let root: ScopeRoot
  /// The strict scope this node opened, if it is strict.
  let strictScope: StrictScope?
  /// The strict scope reads through this node obey: its own or its nearest strict ancestor's,
  /// unretained (the node holds its ancestors, and each its strict scope), so a read checks
  /// strictness with one load.
  let strictScopeHandle: Unmanaged<StrictScope>?
  /// Whether a replacement of this node that is never read is warned about when the node closes:
  /// the node is inside a strict scope that warns about unused stand-ins, or opened one, or a
  /// strict scope opened inside it does (a suite's replacements, a test's strictness).
  private let warnsAboutUnreadReplacements: Locked<Bool>

  private let installedTables: Locked<[ReplacementTable]>

  /// Opens a node under `parent`, or under a new root when `parent` is `nil`.
  init(parent: ScopeNode?, root: ScopeRoot, overrides: Overrides, strictness: StrictStandIns?) {
    let table = ReplacementTable(overrides)
    liveTableStorage = AtomicStorage<UInt>(
      UInt(bitPattern: Unmanaged.passUnretained(table).toOpaque()))
    self.parent = parent
    self.parentHandle = parent.map { Unmanaged.passUnretained($0) }
    self.root = root
    let enclosingStrictScope = parent?.innermostStrictScope
    strictScope = strictness.map { StrictScope($0, enclosing: enclosingStrictScope, in: root) }
    strictScopeHandle = (strictScope ?? enclosingStrictScope).map { Unmanaged.passUnretained($0) }
    let warns = (strictScope ?? enclosingStrictScope)?.strictness.warnsAboutUnused ?? false
    warnsAboutUnreadReplacements = Locked(warns)
    installedTables = Locked([table])
    if strictScope != nil, warns {
      var ancestor = parent
      while let node = ancestor {
        node.warnsAboutUnreadReplacements.withLock { $0 = true }
        ancestor = node.parent
      }
    }
    LiveScopes.beginReplacing(overrides.replacements, in: root)
  }

  /// The node that is current for the caller: the innermost live node it can see.
  static var current: ScopeNode? {
    var node = ScopeBinding.owner
    while let candidate = node, !candidate.isOpen {
      node = candidate.parent
    }
    return node
  }

  /// The outermost node of the chain this node belongs to.
  var outermost: ScopeNode {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// The strict scope of this node or of its nearest strict ancestor.
  var innermostStrictScope: StrictScope? {
    strictScopeHandle?.takeUnretainedValue()
  }

  var isOpen: Bool { liveTable != nil }

  /// The address of this node's stand-in for `slot`, if it is live and replaces that slot.
  func address(for slot: ObjectIdentifier) -> UnsafeRawPointer? {
    guard let table = liveTable else { return nil }
    return table._withUnsafeGuaranteedRef { $0.address(for: slot) }
  }

  /// Adds `overrides` to this node for the rest of its life; they win over its earlier ones.
  func add(_ overrides: Overrides) {
    installedTables.withLock { tables in
      let previous = tables[tables.count - 1].overrides
      let table = ReplacementTable(previous.merging(overrides))
      // Count the new table's replacements before uncounting the old one's, so a slot replaced
      // in both never looks unreplaced to a concurrent reader.
      LiveScopes.beginReplacing(table.overrides.replacements, in: root)
      tables.append(table)
      AtomicStorage<UInt>.atomicStore(
        UInt(bitPattern: Unmanaged.passUnretained(table).toOpaque()),
        at: liveTableAddress,
        ordering: .releasing
      )
      LiveScopes.endReplacing(previous.replacements, in: root)
    }
  }

  /// Ends the node: from now on nobody sees its replacements, even work that still holds it.
  func close() {
    AtomicStorage<UInt>.atomicStore(0, at: liveTableAddress, ordering: .releasing)
    let tables = installedTables.withLock { $0 }
    LiveScopes.endReplacing(tables[tables.count - 1].overrides.replacements, in: root)
    strictScope?.close()
    if warnsAboutUnreadReplacements.withLock({ $0 }) { warnAboutUnreadReplacements(in: tables) }
  }

  /// Warns about each replacement of this node that no read ever found.
  private func warnAboutUnreadReplacements(in tables: [ReplacementTable]) {
    for replacement in tables[tables.count - 1].overrides.replacements {
      let slot = ObjectIdentifier(replacement.slot)
      guard !tables.contains(where: { $0.wasRead(slot) }) else { continue }
      StrictReadReport.reportUnusedReplacement(
        of: replacement.slot.name, replacedAt: replacement.site)
    }
  }

  private var liveTableAddress: UnsafeMutablePointer<AtomicStorage<UInt>> {
    _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: AtomicStorage<UInt>.self)
  }

  /// The current table, unretained (the node keeps it alive), or `nil` once the node is closed.
  private var liveTable: Unmanaged<ReplacementTable>? {
    let bits = AtomicStorage<UInt>.atomicLoad(at: liveTableAddress, ordering: .acquiring)
    return UnsafeRawPointer(bitPattern: bits).map { Unmanaged.fromOpaque($0) }
  }
}
