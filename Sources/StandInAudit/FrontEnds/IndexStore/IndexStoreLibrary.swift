import CStandInIndexStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds and loads the toolchain's `libIndexStore`, the compiler's reader of the index store.
///
/// It looks, in order, at `STANDIN_LIBINDEXSTORE`, next to the `swift` found on `PATH`
/// (`…/usr/bin/swift` → `…/usr/lib/libIndexStore.so`), `TOOLCHAIN_DIR` and the Xcode toolchain
/// on macOS (`DEVELOPER_DIR`, then `/Applications/Xcode.app`). When none loads, the audit runs
/// in its syntax-only mode and says why.
enum IndexStoreLibrary {
  /// The library's file name on this system.
  static var fileName: String {
    #if os(macOS)
      "libIndexStore.dylib"
    #else
      "libIndexStore.so"
    #endif
  }

  /// The outcome of the one attempt to load the library: its path, or why it is not there.
  static let loaded: Result<String, IndexStoreError> = load()

  private static func load() -> Result<String, IndexStoreError> {
    var tried: [String] = []
    for candidate in candidates() where !tried.contains(candidate) {
      tried.append(candidate)
      guard access(candidate, R_OK) == 0 else { continue }
      if standin_indexstore_load(candidate) == nil { return .success(candidate) }
    }
    return .failure(
      .libraryNotFound(
        "no \(fileName) found (looked next to `swift` on PATH; set STANDIN_LIBINDEXSTORE to its path)"
      ))
  }

  /// Where the library may be, most specific first.
  static func candidates(environment: [String: String] = currentEnvironment()) -> [String] {
    var paths: [String] = []
    if let explicit = environment["STANDIN_LIBINDEXSTORE"], !explicit.isEmpty {
      paths.append(explicit)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let swift = String(directory) + "/swift"
      guard access(swift, X_OK) == 0 else { continue }
      let real = realPath(swift) ?? swift
      // …/usr/bin/swift → …/usr/lib/libIndexStore.so
      let bin = real.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      paths.append(bin.dropLast().joined(separator: "/") + "/lib/" + fileName)
    }
    if let toolchain = environment["TOOLCHAIN_DIR"] {
      paths.append(toolchain + "/usr/lib/" + fileName)
    }
    #if os(macOS)
      let developer = environment["DEVELOPER_DIR"] ?? "/Applications/Xcode.app/Contents/Developer"
      paths.append(developer + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/" + fileName)
      paths.append("/Library/Developer/CommandLineTools/usr/lib/" + fileName)
    #endif
    return paths
  }

  static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    for name in ["STANDIN_LIBINDEXSTORE", "PATH", "TOOLCHAIN_DIR", "DEVELOPER_DIR"] {
      if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Why the index store could not be read.
enum IndexStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  case libraryNotFound(String)
  case cannotOpen(path: String, reason: String)

  var description: String {
    switch self {
    case .libraryNotFound(let reason): reason
    case .cannotOpen(let path, let reason): "cannot open the index store at \(path): \(reason)"
    }
  }
}
