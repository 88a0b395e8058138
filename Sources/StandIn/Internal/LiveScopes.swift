import Atomics
import IssueReporting

/// The process-wide register of open roots and of which root replaces which slot, kept so that a
/// read made outside every scope can be attributed to the one test that must have made it.
///
/// A read is attributed only when that is certain as far as StandIn can see: exactly one root is
/// open, it replaces the slot, and the reader is not itself a Swift Testing test running outside
/// StandIn. Otherwise the read may belong to a parallel test that never replaced the slot and
/// rightly saw the real instance, so it is not reported.
enum LiveScopes {
  /// Where a root's live nodes replace one slot, in the order they began; the last is innermost.
  private typealias Sites = [SourceSite]

  private struct State {
    var roots: [ObjectIdentifier: ScopeRoot] = [:]
    /// Slot, then root, then where the root's live nodes replace the slot.
    var owners: [ObjectIdentifier: [ObjectIdentifier: Sites]] = [:]
  }

  private static let state = Locked(State())
  /// `state.roots.count`, readable without the lock: an escaped read made while several tests
  /// run cannot be attributed, and leaves after one atomic load.
  private static let openRootCount = ManagedAtomic<Int>(0)

  static func open(_ root: ScopeRoot) {
    state.withLock { $0.roots[ObjectIdentifier(root)] = root }
    openRootCount.wrappingIncrement(ordering: .relaxed)
  }

  static func close(_ root: ScopeRoot) {
    openRootCount.wrappingDecrement(ordering: .relaxed)
    _ = state.withLock { $0.roots.removeValue(forKey: ObjectIdentifier(root)) }
  }

  static func beginReplacing(_ replacements: [Overrides.Replacement], in root: ScopeRoot) {
    for replacement in replacements { replacement.slot.beginReplacement() }
    state.withLock { state in
      for replacement in replacements {
        state.owners[ObjectIdentifier(replacement.slot), default: [:]][
          ObjectIdentifier(root), default: []
        ].append(replacement.site)
      }
    }
  }

  static func endReplacing(_ replacements: [Overrides.Replacement], in root: ScopeRoot) {
    state.withLock { state in
      for replacement in replacements {
        let slot = ObjectIdentifier(replacement.slot)
        let owner = ObjectIdentifier(root)
        guard var sites = state.owners[slot]?[owner],
          let index = sites.lastIndex(of: replacement.site)
        else { continue }
        sites.remove(at: index)
        state.owners[slot]?[owner] = sites.isEmpty ? nil : sites
        if state.owners[slot]?.isEmpty == true { state.owners[slot] = nil }
      }
    }
    for replacement in replacements { replacement.slot.endReplacement() }
  }

  /// Notes a read of `slot` made where no scope is visible while some scope replaces it, or
  /// while a strict scope is open: work that escaped a test's scope, reading the real instance.
  static func noteEscapedRead(of slot: any AnySlot) {
    guard openRootCount.load(ordering: .relaxed) == 1 else { return }
    let attribution: (ScopeRoot, SourceSite?)? = state.withLock { state in
      guard state.roots.count == 1, let (id, root) = state.roots.first else { return nil }
      return (root, state.owners[ObjectIdentifier(slot)]?[id]?.last)
    }
    guard let (root, replacementSite) = attribution else { return }
    if case .swiftTesting = TestContext.current { return }
    if let replacementSite {
      root.noteEscapedRead(of: slot.name, replacedAt: replacementSite)
    } else {
      root.innermostStrictScope?.noteEscapedRealRead(of: slot)
    }
  }
}
