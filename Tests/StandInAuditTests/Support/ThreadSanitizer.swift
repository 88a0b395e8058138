import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test process runs under ThreadSanitizer (`swift test --sanitize=thread`).
enum ThreadSanitizer {
  /// `true` when the ThreadSanitizer runtime is linked into the process.
  static let isActive: Bool = {
    let process = dlopen(nil, RTLD_NOW)
    defer { if let process { dlclose(process) } }
    return dlsym(process, "__tsan_init") != nil
  }()

  /// Why a test that recurses tens of thousands of frames deep cannot run under it:
  /// ThreadSanitizer keeps its own copy of each thread's call stack, of a fixed 65,536 frames,
  /// and a deeper call writes past its end, corrupting the sanitizer's memory.
  static let shadowStackLimit: Comment =
    "ThreadSanitizer's shadow call stack holds 65,536 frames; this test recurses deeper"
}
