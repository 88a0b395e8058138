/// Finds where the value of `slot` current for the caller lives. Runs only while some scope in
/// the process replaces `slot`.
///
/// The address stays valid at least until the caller has copied the value: a scope's storage
/// lives as long as the scope's node, which the caller's own binding keeps alive; a process-wide
/// stand-in is pinned to the calling thread until its next process-wide read; and the real
/// instance's copy lives as long as the slot.
@usableFromInline
func addressOfCurrentValue(in slot: any AnySlot) -> UnsafeRawPointer {
  let id = ObjectIdentifier(slot)
  guard var cursor = ScopeBinding.handle.node else {
    if let address = ProcessWideRegistry.pinnedAddress(of: id) { return address }
    LiveScopes.noteEscapedRead(of: slot)
    return slot.realAddress
  }
  while true {
    let (address, parent) = cursor._withUnsafeGuaranteedRef {
      ($0.address(for: id), $0.parentHandle)
    }
    if let address { return address }
    guard let parent else { return slot.realAddress }
    cursor = parent
  }
}
