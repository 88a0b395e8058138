/// Where a slot's current value comes from, for one read.
@usableFromInline
enum Resolution {
  /// No replacement is visible: the slot's real instance.
  case real
  /// A scope visible to the reader replaces the slot; the stand-in lives at this address for as
  /// long as the reader can see the scope.
  case scoped(UnsafeRawPointer)
  /// The reader sees no scope, and a process-wide replacement is installed.
  case processWide
}

/// Finds the replacement of `slot` visible to the caller. Runs only while some scope in the
/// process replaces `slot`.
@usableFromInline
func resolveReplacement(of slot: any AnySlot) -> Resolution {
  let id = ObjectIdentifier(slot)
  guard var cursor = ScopeBinding.handle.node else {
    if ProcessWideRegistry.replaces(id) { return .processWide }
    LiveScopes.noteEscapedRead(of: slot)
    return .real
  }
  while true {
    let (address, parent) = cursor._withUnsafeGuaranteedRef {
      ($0.address(for: id), $0.parentHandle)
    }
    if let address { return .scoped(address) }
    guard let parent else { return .real }
    cursor = parent
  }
}
