import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Uploads the notes. Screens create an engine whenever they sync.
final class SyncEngine {
  func upload(_ notes: [Note]) {
    var request = URLRequest(url: URL(string: "https://notes.example.com/upload")!)
    request.httpMethod = "POST"
    request.httpBody = try? JSONEncoder().encode(notes)
    URLSession.shared.dataTask(with: request).resume()
  }
}
