import Foundation

/// `userDidLogin from any sender, registered at LoginBannerModel.swift:14 (active)`.
func describeRegistration(_ registration: NotificationRecorder.Registration) -> String {
  let name = registration.name?.rawValue ?? "every notification"
  let sender = registration.object.map { "from \($0)" } ?? "from any sender"
  let kind =
    switch registration.kind {
    case .block: ""
    case .tiedToObserver:
      registration.observer?.object.map { ", observer \(describe($0))" } ?? ""
    case .sequence: ", a notification sequence"
    }
  let state = registration.ending.map { "ended: \($0)" } ?? "active"
  return "\(name) \(sender)\(kind), registered at \(registration.location) (\(state))"
}

/// `userDidLogin from Session object, userInfo ["user": "ann"], at Session.swift:31`.
func describePost(_ post: NotificationRecorder.Post) -> String {
  var text = post.name.rawValue
  if let object = post.object { text += " from \(object)" }
  if let userInfo = post.userInfo, !userInfo.isEmpty { text += ", userInfo \(describe(userInfo))" }
  return text + ", at \(post.location)"
}
