import Atomics

/// An immutable snapshot of a scope's replacements, laid out for lookups that touch no reference
/// counts: slot identities beside the raw addresses of their stand-ins, and a flag per entry
/// that the first read sets, so a strict test can warn about stand-ins nobody read.
final class ReplacementTable: @unchecked Sendable {
  private struct Entry {
    let slot: ObjectIdentifier
    let address: UnsafeRawPointer
  }

  /// Keeps every stand-in alive, and with it every address in `entries`.
  let overrides: Overrides
  private let entries: UnsafeMutableBufferPointer<Entry>
  private let readFlags: UnsafeMutablePointer<AtomicStorage<Bool>>

  init(_ overrides: Overrides) {
    self.overrides = overrides
    let count = overrides.replacements.count
    entries = .allocate(capacity: count)
    _ = entries.initialize(
      from: overrides.replacements.map {
        Entry(slot: ObjectIdentifier($0.slot), address: $0.storage.address)
      }
    )
    readFlags = .allocate(capacity: count)
    readFlags.initialize(repeating: AtomicStorage<Bool>(false), count: count)
  }

  deinit {
    readFlags.deinitialize(count: entries.count)
    readFlags.deallocate()
    entries.deallocate()
  }

  /// The address of the stand-in for `slot`, marking it read; `nil` if the table does not
  /// replace `slot`.
  func address(for slot: ObjectIdentifier) -> UnsafeRawPointer? {
    for index in entries.indices where entries[index].slot == slot {
      let flag = readFlags + index
      if !AtomicStorage<Bool>.atomicLoad(at: flag, ordering: .relaxed) {
        AtomicStorage<Bool>.atomicStore(true, at: flag, ordering: .relaxed)
      }
      return entries[index].address
    }
    return nil
  }

  /// Whether a read has found the stand-in for `slot` in this table.
  func wasRead(_ slot: ObjectIdentifier) -> Bool {
    for index in entries.indices where entries[index].slot == slot {
      return AtomicStorage<Bool>.atomicLoad(at: readFlags + index, ordering: .relaxed)
    }
    return false
  }
}
