#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps one object alive per thread: the last one pinned on that thread, until the thread pins
/// another or exits. A reader that is handed a raw address into the object copies the value
/// before it can pin again, so the address outlives the read whatever other threads release.
enum ThreadPin {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pinned in
      #if canImport(Darwin)
        Unmanaged<AnyObject>.fromOpaque(pinned).release()
      #else
        if let pinned { Unmanaged<AnyObject>.fromOpaque(pinned).release() }
      #endif
    }
    precondition(status == 0, "StandIn could not create a thread-specific key (\(status))")
    return key
  }()

  static func pin(_ object: AnyObject) {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
    if let previous { Unmanaged<AnyObject>.fromOpaque(previous).release() }
  }
}
