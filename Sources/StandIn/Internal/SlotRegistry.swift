/// Every live slot in the process, so that opening a strict scope can turn off every slot's fast
/// path at once: a strict test must see each read of a real instance, and an unreplaced slot
/// otherwise answers without looking for scopes.
///
/// Each open strict scope adds one to every slot's replacement count, and a slot created while
/// strict scopes are open starts with their number. Outside strict tests nothing changes: the
/// fast path still costs one load and a compare.
enum SlotRegistry {
  /// A slot held unretained: it unregisters in its `deinit`, before its memory is freed.
  private struct Entry {
    unowned(unsafe) let slot: any AnySlot
  }

  private struct State {
    var slots: [ObjectIdentifier: Entry] = [:]
    var openStrictScopes = StrictStandIns.isOnForEveryTest ? 1 : 0
  }

  private static let state: Locked<State> = {
    // Every test of the process is strict: watch for a test that ends the process early.
    if StrictStandIns.isOnForEveryTest { StrictExitWatch.watch() }
    return Locked(State())
  }()

  static func register(_ slot: some AnySlot) {
    state.withLock { state in
      state.slots[ObjectIdentifier(slot)] = Entry(slot: slot)
      if state.openStrictScopes > 0 { slot.beginReplacement(count: state.openStrictScopes) }
    }
  }

  static func unregister(_ slot: some AnySlot) {
    _ = state.withLock { $0.slots.removeValue(forKey: ObjectIdentifier(slot)) }
  }

  /// Sends every read of every slot through the slow path until ``endStrictScope()``.
  static func beginStrictScope() {
    state.withLock { state in
      state.openStrictScopes += 1
      for entry in state.slots.values { entry.slot.beginReplacement() }
    }
  }

  static func endStrictScope() {
    state.withLock { state in
      state.openStrictScopes -= 1
      for entry in state.slots.values { entry.slot.endReplacement() }
    }
  }
}
