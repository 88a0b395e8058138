import Foundation

/// The note list's logic, written the legacy way: it reaches every shared object itself.
final class NoteListModel {
  func titles() -> [String] {
    let notes = NotesStore.sharedStore.notes
    let sorted =
      Settings.standard.sortNewestFirst ? notes.sorted { $0.created > $1.created } : notes
    return sorted.map { Note.title(of: $0.text) }
  }

  func add(_ text: String) {
    NotesStore.sharedStore.add(text)
    Analytics.track("note added")
  }

  func greeting() -> String {
    "Hello, \(currentUserName)"
  }

  func createdText(of note: Note) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale.current
    formatter.dateStyle = .short
    return formatter.string(from: note.created)
  }

  func sync() {
    SyncEngine().upload(NotesStore.sharedStore.notes)
  }
}
