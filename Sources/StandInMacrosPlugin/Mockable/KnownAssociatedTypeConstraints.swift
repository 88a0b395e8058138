/// What the standard library's protocols require of their associated types, for a mock generic
/// over one of them that the protocol inherits without restating (`Iterator` of a `Collection`
/// refinement names `Iterator.Element`, which only `Iterator: IteratorProtocol` makes a type).
///
/// A macro sees only the protocol it is attached to, so a parent's constraints are known here by
/// name, for the parents every Swift programmer refines; a protocol of another module is
/// restated whole by the mock generator (`standin-mocks.json`), which reads it.
///
/// ```swift
/// KnownAssociatedTypeConstraints.constraint(of: "Iterator", inheritedFrom: ["Collection"])
/// // "IteratorProtocol"
/// ```
enum KnownAssociatedTypeConstraints {
  /// The protocols each one refines, itself included, as far as associated types go.
  private static let lineages: [String: [String]] = [
    "Sequence": ["Sequence"],
    "Collection": ["Collection", "Sequence"],
    "BidirectionalCollection": ["BidirectionalCollection", "Collection", "Sequence"],
    "RandomAccessCollection": [
      "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence",
    ],
    "MutableCollection": ["Collection", "Sequence"],
    "RangeReplaceableCollection": ["Collection", "Sequence"],
    "AsyncSequence": ["AsyncSequence"],
    "Identifiable": ["Identifiable"],
    "Strideable": ["Strideable"],
  ]

  /// The constraint each protocol puts on an associated type, by protocol and type, nearest
  /// refinement first where two say more and less (`BidirectionalCollection`'s `Indices`).
  private static let constraints: [String: [String: String]] = [
    "Sequence": ["Iterator": "IteratorProtocol"],
    "Collection": ["Index": "Comparable", "SubSequence": "Collection", "Indices": "Collection"],
    "BidirectionalCollection": [
      "SubSequence": "BidirectionalCollection", "Indices": "BidirectionalCollection",
    ],
    "RandomAccessCollection": [
      "SubSequence": "RandomAccessCollection", "Indices": "RandomAccessCollection",
    ],
    "AsyncSequence": ["AsyncIterator": "AsyncIteratorProtocol"],
    "Identifiable": ["ID": "Hashable"],
    "Strideable": ["Stride": "SignedNumeric & Comparable"],
  ]

  /// The constraint a protocol refining `inherited` (names as written, `Swift.` or not) puts on
  /// its associated type `name`, or nil when none of them is known to constrain it.
  static func constraint(of name: String, inheritedFrom inherited: [String]) -> String? {
    for parent in inherited {
      let bare = parent.hasPrefix("Swift.") ? String(parent.dropFirst(6)) : parent
      for ancestor in lineages[bare] ?? [] {
        if let constraint = constraints[ancestor]?[name] { return constraint }
      }
    }
    return nil
  }
}
