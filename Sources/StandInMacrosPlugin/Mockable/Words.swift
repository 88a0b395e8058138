extension StringProtocol {
  /// The identifiers and keywords of a piece of generated or extracted text, in order: checking
  /// for a word with these needs no `String.contains(_:)` of a string, which is macOS 13 API
  /// where the plugin builds for the package's macOS 12 floor.
  ///
  /// ```swift
  /// " async throws".words.contains("throws")  // true
  /// ```
  var words: [SubSequence] {
    split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
