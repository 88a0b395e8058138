import Foundation

/// Keeps the user's notes on disk. Every screen reaches it as `NotesStore.sharedStore`, the way
/// Objective-C code called `[NotesStore sharedStore]`.
final class NotesStore {
  static let sharedStore = NotesStore()

  private(set) var notes: [Note] = []

  private var fileURL: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("notes.json")
  }

  func add(_ text: String) {
    notes.append(Note(id: UUID(), text: text, created: Date()))
    NotificationCenter.default.post(name: Note.didChange, object: nil)
    if let data = try? JSONEncoder().encode(notes) {
      try? data.write(to: fileURL)
    }
  }
}
