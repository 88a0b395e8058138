/// A set of stand-ins, one per slot, to install together in a scope.
///
/// Build one in the closure of ``withOverrides(_:operation:)`` or of
/// a test trait by assigning through the slot subscript:
///
/// ```swift
/// withOverrides {
///   $0[Analytics.$shared] = RecordingAnalytics()
///   $0[SettingsStore.$standard] = SettingsStore(values: ["theme": "dark"])
/// } operation: {
///   checkout()
/// }
/// ```
///
/// Assigning the same slot twice keeps the last value.
public struct Overrides: Sendable {
  /// One slot's stand-in and where the test assigned it.
  struct Replacement: Sendable {
    let slot: any AnySlot
    let storage: any AnyReplacementStorage
    let site: SourceSite
  }

  /// The replacements in the order their slots were first assigned, one per slot.
  private(set) var replacements: [Replacement] = []

  /// Creates an empty set.
  ///
  /// ```swift
  /// var overrides = Overrides()
  /// overrides[Analytics.$shared] = RecordingAnalytics()
  /// ```
  public init() {}

  /// The stand-in for `slot` in this set; reading a slot the set does not replace returns the
  /// slot's current value.
  ///
  /// ```swift
  /// overrides[Analytics.$shared] = RecordingAnalytics()
  /// ```
  public subscript<Value>(
    slot: OverridableSlot<Value>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Value {
    get {
      guard let replacement = replacement(for: slot) else { return slot.current }
      return (replacement.storage as! ReplacementStorage<Value>).value
    }
    set {
      let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
      set(newValue, for: slot, at: site)
    }
  }

  /// Whether the set replaces no slot.
  public var isEmpty: Bool { replacements.isEmpty }

  /// Whether the set holds a stand-in for `slot`.
  ///
  /// ```swift
  /// overrides.replaces(Analytics.$shared)  // true after assigning it
  /// ```
  public func replaces<Value>(_ slot: OverridableSlot<Value>) -> Bool {
    replacement(for: slot) != nil
  }

  mutating func set<Value>(_ value: Value, for slot: OverridableSlot<Value>, at site: SourceSite) {
    let replacement = Replacement(slot: slot, storage: ReplacementStorage(value), site: site)
    if let index = replacements.firstIndex(where: { $0.slot === slot }) {
      replacements[index] = replacement
    } else {
      replacements.append(replacement)
    }
  }

  /// The set with every replacement of `other` added, `other` winning where both replace a slot.
  func merging(_ other: Overrides) -> Overrides {
    var merged = self
    for replacement in other.replacements {
      if let index = merged.replacements.firstIndex(where: { $0.slot === replacement.slot }) {
        merged.replacements[index] = replacement
      } else {
        merged.replacements.append(replacement)
      }
    }
    return merged
  }

  private func replacement(for slot: some AnySlot) -> Replacement? {
    replacements.first { $0.slot === slot }
  }
}
