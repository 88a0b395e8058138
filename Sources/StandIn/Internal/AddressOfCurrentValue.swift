/// Finds where the value of `slot` current for the caller lives. Runs only while some scope in
/// the process replaces `slot`, or a strict scope is open.
///
/// The address stays valid at least until the caller has copied the value: a scope's storage
/// lives as long as the scope's node, which the caller's own binding keeps alive; a process-wide
/// stand-in is pinned to the calling thread until its next process-wide read; and the real
/// instance's copy lives as long as the slot.
@usableFromInline
func addressOfCurrentValue(in slot: any AnySlot) -> UnsafeRawPointer {
  let id = ObjectIdentifier(slot)
  guard let innermost = ScopeBinding.handle.node else {
    if let address = ProcessWideRegistry.pinnedAddress(of: id) { return address }
    LiveScopes.noteEscapedRead(of: slot)
    if StrictStandIns.isOnForEveryTest { StrictForEveryTest.noteRealRead(of: slot) }
    return slot.realAddress
  }
  if let address = address(of: id, from: innermost) { return address }
  if let strictScope = innermost._withUnsafeGuaranteedRef({ $0.strictScopeHandle }) {
    strictScope._withUnsafeGuaranteedRef { $0.noteRealRead(of: slot) }
  } else if StrictStandIns.isOnForEveryTest {
    StrictForEveryTest.noteRealRead(of: slot)
  }
  return slot.realAddress
}

/// Where the stand-in for `slot` visible to the caller lives, or `nil` where none is: what
/// `isReplaced` asks, without the reports of a read.
func addressOfReplacement(in slot: any AnySlot) -> UnsafeRawPointer? {
  let id = ObjectIdentifier(slot)
  guard let innermost = ScopeBinding.handle.node else {
    return ProcessWideRegistry.pinnedAddress(of: id)
  }
  return address(of: id, from: innermost)
}

/// Walks the chain from `node` outwards and returns the innermost live stand-in for `slot`.
@inline(__always)
private func address(of slot: ObjectIdentifier, from node: Unmanaged<ScopeNode>)
  -> UnsafeRawPointer?
{
  var cursor = node
  while true {
    let (address, parent) = cursor._withUnsafeGuaranteedRef {
      ($0.address(for: slot), $0.parentHandle)
    }
    if let address { return address }
    guard let parent else { return nil }
    cursor = parent
  }
}
