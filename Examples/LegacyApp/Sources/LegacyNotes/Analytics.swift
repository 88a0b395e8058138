import Foundation

/// Collects events until the next upload, in a class-level array as `static NSMutableArray *`
/// once did.
enum Analytics {
  static var pendingEvents: [String] = []

  static func track(_ event: String) {
    pendingEvents.append("\(event) at \(Date().timeIntervalSince1970)")
  }
}

/// Set at launch, read anywhere.
var currentUserName = "guest"
