import Foundation

/// The post an assertion looks for.
struct ExpectedPost: CustomStringConvertible {
  let name: Notification.Name
  let object: Any?
  let userInfo: [AnyHashable: Any]?

  func matches(_ post: NotificationRecorder.Post) -> Bool {
    guard post.name == name else { return false }
    if let object {
      guard let sender = post.object, sender.matches(object) else { return false }
    }
    guard let userInfo else { return true }
    guard let posted = post.userInfo else { return userInfo.isEmpty }
    return userInfo.allSatisfy { key, value in posted[key].map { isEqual($0, value) } ?? false }
  }

  /// Why a post of the expected name is not the post expected, for messages: its sender, and
  /// each expected user-info entry it lacks or holds another value for.
  func mismatches(_ post: NotificationRecorder.Post) -> [String] {
    var mismatches: [String] = []
    if let object {
      if let sender = post.object {
        if !sender.matches(object) { mismatches.append(senderMismatch(sender, expected: object)) }
      } else {
        mismatches.append("no sender")
      }
    }
    guard let userInfo else { return mismatches }
    guard let posted = post.userInfo else {
      return userInfo.isEmpty ? mismatches : mismatches + ["no userInfo"]
    }
    let entries = userInfo.map { (name: describe($0.key.base), key: $0.key, value: $0.value) }
    for entry in entries.sorted(by: { $0.name < $1.name }) {
      guard let postedValue = posted[entry.key] else {
        mismatches.append("no \(entry.name) in userInfo")
        continue
      }
      if !isEqual(postedValue, entry.value) {
        mismatches.append(
          "userInfo[\(entry.name)] is \(describe(postedValue)), not \(describe(entry.value))")
      }
    }
    return mismatches
  }

  private func senderMismatch(_ sender: RecordedValue, expected: Any) -> String {
    guard let actual = sender.value else {
      // The expected object is alive, so a sender deallocated since is another one.
      let expectedDescription = describe(expected)
      return sender.description == expectedDescription
        ? "another \(sender), deallocated since"
        : "from \(sender), deallocated since, not \(expectedDescription)"
    }
    if type(of: actual) is AnyClass, type(of: expected) == type(of: actual) {
      return "another \(describe(actual))"
    }
    return "from \(describe(actual)), not \(describe(expected))"
  }

  var description: String {
    var text = name.rawValue
    if let object { text += " from \(describe(object))" }
    if let userInfo { text += " with userInfo containing \(describe(userInfo))" }
    return text
  }
}
