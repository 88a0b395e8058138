import Foundation

/// The user's preferences, kept in the standard user defaults.
final class Settings {
  static let standard = Settings()

  var sortNewestFirst: Bool {
    get { UserDefaults.standard.bool(forKey: "sortNewestFirst") }
    set { UserDefaults.standard.set(newValue, forKey: "sortNewestFirst") }
  }
}
