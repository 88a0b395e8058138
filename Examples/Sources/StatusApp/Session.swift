import Foundation
import StandInMacros

extension Notification.Name {
  /// Posted by ``Session`` when a user logs in; `userInfo["user"]` is the user's name.
  public static let userDidLogin = Notification.Name("userDidLogin")
  /// Posted by ``Session`` when the user logs out.
  public static let userDidLogOut = Notification.Name("userDidLogOut")
}

/// The signed-in user, announced to the rest of the app through notifications.
@MainActor
public final class Session {
  /// Who is logged in, if anyone.
  public private(set) var user: String?

  /// A session nobody is logged in to.
  public init() {}

  /// Logs `user` in and posts ``Foundation/Notification/Name/userDidLogin`` with the name.
  public func logIn(as user: String) {
    self.user = user
    NotificationCenter.overridable.post(name: .userDidLogin, object: self, userInfo: ["user": user])
  }

  /// Logs out and posts ``Foundation/Notification/Name/userDidLogOut``.
  public func logOut() {
    user = nil
    NotificationCenter.overridable.post(name: .userDidLogOut, object: self)
  }
}
