/// An immutable snapshot of a scope's replacements, laid out for lookups that touch no reference
/// counts: slot identities beside the raw addresses of their stand-ins.
final class ReplacementTable: @unchecked Sendable {
  private struct Entry {
    let slot: ObjectIdentifier
    let address: UnsafeRawPointer
  }

  /// Keeps every stand-in alive, and with it every address in `entries`.
  let overrides: Overrides
  private let entries: UnsafeMutableBufferPointer<Entry>

  init(_ overrides: Overrides) {
    self.overrides = overrides
    entries = .allocate(capacity: overrides.replacements.count)
    _ = entries.initialize(
      from: overrides.replacements.map {
        Entry(slot: ObjectIdentifier($0.slot), address: $0.storage.address)
      }
    )
  }

  deinit {
    entries.deallocate()
  }

  func address(for slot: ObjectIdentifier) -> UnsafeRawPointer? {
    for entry in entries where entry.slot == slot {
      return entry.address
    }
    return nil
  }
}
