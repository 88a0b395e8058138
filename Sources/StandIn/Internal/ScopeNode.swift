import Synchronization

/// One level of replacements, made by a `withOverrides` call, a test trait or a test case.
///
/// Nodes form a chain from the innermost scope to its root. A node's table can grow while it is
/// live (``add(_:)``, for "replace for the rest of this test"); every table it ever installed
/// stays alive as long as the node, so readers holding a table's address never see it freed.
final class ScopeNode: @unchecked Sendable {
  let parent: ScopeNode?
  /// `parent`, unretained, so lookups walk the chain without touching reference counts.
  let parentHandle: Unmanaged<ScopeNode>?
  let root: ScopeRoot

  private let tableAddress: Atomic<UInt>
  private let isLive = Atomic<Bool>(true)
  private let installedTables: Locked<[ReplacementTable]>

  /// Opens a node under `parent`, or under a new root when `parent` is `nil`.
  init(parent: ScopeNode?, root: ScopeRoot, overrides: Overrides) {
    self.parent = parent
    self.parentHandle = parent.map { Unmanaged.passUnretained($0) }
    self.root = root
    let table = ReplacementTable(overrides)
    tableAddress = Atomic(UInt(bitPattern: Unmanaged.passUnretained(table).toOpaque()))
    installedTables = Locked([table])
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

  var isOpen: Bool { isLive.load(ordering: .acquiring) }

  /// The address of this node's stand-in for `slot`, if it is live and replaces that slot.
  func address(for slot: ObjectIdentifier) -> UnsafeRawPointer? {
    guard isLive.load(ordering: .relaxed) else { return nil }
    let bits = tableAddress.load(ordering: .acquiring)
    let table = Unmanaged<ReplacementTable>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
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
      tableAddress.store(
        UInt(bitPattern: Unmanaged.passUnretained(table).toOpaque()),
        ordering: .releasing
      )
      LiveScopes.endReplacing(previous.replacements, in: root)
    }
  }

  /// Ends the node: from now on nobody sees its replacements, even work that still holds it.
  func close() {
    isLive.store(false, ordering: .releasing)
    let replacements = installedTables.withLock { $0[$0.count - 1].overrides.replacements }
    LiveScopes.endReplacing(replacements, in: root)
  }
}
