import Foundation

/// One note: a value, with a pure helper and a constant, neither of which is shared state.
struct Note: Codable {
  static let didChange = Notification.Name("NotesDidChange")

  let id: UUID
  let text: String
  let created: Date

  /// The first line of `text`, at most 40 characters.
  static func title(of text: String) -> String {
    String(text.split(separator: "\n").first?.prefix(40) ?? "")
  }
}
