import IssueReporting

/// What a test center does, when its scope ends, about observers registered on it and never
/// removed.
///
/// ```swift
/// @Test(.testNotificationCenter(leakedObservers: .warned))
/// func cacheObservesMemoryWarnings() { … }
/// ```
public enum LeakedObservers: Sendable {
  /// Fails the test, listing each observer and where it was registered. The default.
  case reported
  /// Reports a warning instead of a failure (XCTest, which has no warnings, fails).
  case warned
  /// Says nothing.
  case ignored

  var severity: IssueSeverity? {
    switch self {
    case .reported: .error
    case .warned: .warning
    case .ignored: nil
    }
  }
}
