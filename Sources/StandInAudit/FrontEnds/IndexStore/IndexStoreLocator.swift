#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the index store a debug build of a package wrote: `.build/debug/index/store` (SwiftPM
/// links `debug` to `<triple>/debug`), or the newest `.build/<triple>/debug/index/store`.
enum IndexStoreLocator {
  /// The store under `packageRoot`'s build folder, if there is one.
  static func store(inPackage packageRoot: String) -> String? {
    let build = packageRoot + "/.build"
    var candidates = [build + "/debug/index/store"]
    if let entries = try? FileSystem.entries(of: build) {
      candidates += entries.sorted().map { build + "/" + $0 + "/debug/index/store" }
    }
    return candidates.first { isDirectory($0 + "/v5") || isDirectory($0) }
  }

  /// The store of the nearest folder at or above `path` that has a build folder.
  static func store(enclosing path: String) -> String? {
    var folder = AuditScope.realPath(path) ?? path
    while !folder.isEmpty {
      if let store = store(inPackage: folder) { return store }
      guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return nil }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
    return nil
  }

  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
