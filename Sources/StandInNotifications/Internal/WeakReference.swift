/// A weak reference that closures on any thread may hold: the object is only compared and handed
/// back, never used through this reference.
final class WeakReference: @unchecked Sendable {
  private(set) weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
