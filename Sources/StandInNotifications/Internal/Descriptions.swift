import Foundation

/// `userDidLogin from any sender, registered at LoginBannerModel.swift:14 (active)`; with its
/// `owner`, when known, `… registered at LoginBannerModel.swift:14 by the LoginBannerModel object
/// (active)`.
///
/// `isReplaced` says that a later registration from the same line took its token's place;
/// `countsForAnyObject`, that an unremovable registration whose owner is unknown counts for
/// whichever object an assertion asks about.
func describeRegistration(
  _ registration: NotificationRecorder.Registration,
  owner: String? = nil,
  isReplaced: Bool = false,
  countsForAnyObject: Bool = false
) -> String {
  let name = registration.name?.rawValue ?? "every notification"
  let sender = registration.object.map { "from \($0)" } ?? "from any sender"
  let kind: String
  var by = ""
  switch registration.kind {
  case .block:
    kind = ""
    by = owner.map { " by \($0)" } ?? ""
  case .tiedToObserver:
    kind = registration.observer?.object.map { ", observer \(describe($0))" } ?? ""
  case .sequence:
    kind = ", a notification sequence"
  }
  return "\(name) \(sender)\(kind), registered at \(registration.location)\(by) "
    + "(\(state(of: registration, isReplaced: isReplaced, countsForAnyObject: countsForAnyObject)))"
}

private func state(
  of registration: NotificationRecorder.Registration,
  isReplaced: Bool,
  countsForAnyObject: Bool
) -> String {
  if let ending = registration.ending { return "ended: \(ending)" }
  guard registration.isUnremovable else { return "active" }
  return "active, and no longer removable: its token was dropped without removeObserver(_:)"
    + (isReplaced ? " when the same line registered again" : "")
    + (countsForAnyObject
      ? "; StandIn cannot tell which object held it, so it counts for any object" : "")
}

/// `userDidLogin from Session object, userInfo ["user": "ann"], at Session.swift:31`.
func describePost(_ post: NotificationRecorder.Post) -> String {
  var text = post.name.rawValue
  if let object = post.object { text += " from \(object)" }
  if let userInfo = post.userInfo, !userInfo.isEmpty { text += ", userInfo \(describe(userInfo))" }
  return text + ", at \(post.location)"
}

/// `text`, after the caller's own `message` when there is one.
func withMessage(_ message: String?, _ text: String) -> String {
  guard let message, !message.isEmpty else { return text }
  return message + "\n" + text
}
