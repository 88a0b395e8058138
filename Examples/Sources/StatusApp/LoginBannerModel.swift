import Foundation
import StandInMacros

/// The banner that greets whoever logs in, while its screen is visible: it observes
/// ``Foundation/Notification/Name/userDidLogin`` from ``start()`` until ``stop()``.
@MainActor
public final class LoginBannerModel {
  /// What the banner shows.
  public private(set) var greeting = ""
  private var loginObserver: (any NSObjectProtocol)?

  /// A banner not yet observing.
  public init() {}

  /// Starts observing logins, as the screen appears.
  public func start() {
    // `Session` posts on the main actor, and a `nil` queue delivers on the posting thread.
    loginObserver = NotificationCenter.overridable.addObserver(
      forName: .userDidLogin, object: nil, queue: nil
    ) { [weak self] notification in
      let user = notification.userInfo?["user"] as? String ?? "someone"
      MainActor.assumeIsolated { self?.greeting = "Welcome, \(user)" }
    }
  }

  /// Stops observing, as the screen disappears.
  public func stop() {
    if let loginObserver { NotificationCenter.overridable.removeObserver(loginObserver) }
    loginObserver = nil
  }
}
