import CustomDump

/// An object or value a test center recorded (a notification's sender, an observer's object
/// filter) without keeping an object alive: a class instance is held weakly, so that recording
/// never changes when the code under test deallocates something.
struct RecordedValue: @unchecked Sendable, CustomStringConvertible {
  private enum Storage {
    case object(WeakReference, ObjectIdentifier)
    case value(Any)
  }

  private let storage: Storage
  let description: String

  init(_ value: Any) {
    if type(of: value) is AnyClass {
      let object = value as AnyObject
      storage = .object(WeakReference(object), ObjectIdentifier(object))
    } else {
      storage = .value(value)
    }
    description = describe(value)
  }

  /// The recorded object while it lives, or the recorded value.
  var value: Any? {
    switch storage {
    case .object(let reference, _): reference.object
    case .value(let value): value
    }
  }

  /// Whether `other` is the recorded object (identity), or equal to the recorded value.
  func matches(_ other: Any) -> Bool {
    switch storage {
    case .object(let reference, let identifier):
      guard type(of: other) is AnyClass else { return false }
      return ObjectIdentifier(other as AnyObject) == identifier && reference.object != nil
    case .value(let value):
      return isEqual(value, other)
    }
  }
}

/// Whether two values of unknown types are equal: the same object, equal `Hashable` values, or
/// values that dump the same.
func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass, (lhs as AnyObject) === (rhs as AnyObject)
  {
    return true
  }
  if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
  return String(customDumping: lhs) == String(customDumping: rhs)
}

/// A one-line description of a value for messages: an object by its type, a value by its dump.
func describe(_ value: Any) -> String {
  if type(of: value) is AnyClass { return "\(type(of: value)) object" }
  if let userInfo = value as? [AnyHashable: Any] { return describe(userInfo) }
  let dumped = String(customDumping: value)
  return dumped.contains(Character("\n")) ? String(describing: value) : dumped
}

/// `["attempt": 2, "user": "ann"]`: user info with its keys unwrapped and sorted.
func describe(_ userInfo: [AnyHashable: Any]) -> String {
  guard !userInfo.isEmpty else { return "[:]" }
  let entries = userInfo.map { key, value in "\(describe(key.base)): \(describe(value))" }
  return "[" + entries.sorted().joined(separator: ", ") + "]"
}
