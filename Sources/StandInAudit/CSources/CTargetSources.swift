/// The C sources (`.c` and `.h` files) of the C targets the audited code can call: the shipped
/// targets of the audited package (by its manifest, custom paths included), and the modules of
/// its checkouts' `Sources` folders that the audited code or its dependencies' code imports
/// (`import MallocInterposerC`). A Swift target's folder holds none.
///
/// ```swift
/// let files = CTargetSources.files(packageRoot: "/work/App", imports: ["CZlib"])
/// ```
enum CTargetSources {
  /// The largest C file read: a generated amalgamation (SQLite's, 9 MiB) would cost the audit
  /// more than the code it audits, and is not read.
  static let maximumFileSize = 1 << 20

  /// The C files' paths, sorted.
  static func files(packageRoot: String, imports: Set<String>) -> [String] {
    var folders: Set<String> = []
    var own: Set<String> = []
    if case .success(let layout) = PackageLayout.read(enclosing: packageRoot) {
      for target in layout.targets where layout.shipped.contains(target.name) {
        folders.insert(target.folder)
        own.insert(target.name)
      }
    }
    if let checkouts = CheckoutSources.folder(forPackage: packageRoot) {
      let excluded = FileSystem.absolutePath(of: packageRoot)
      for checkout in (try? FileSystem.entries(of: checkouts)) ?? [] {
        let path = checkouts + "/" + checkout
        if let excluded, FileSystem.absolutePath(of: path) == excluded { continue }
        for module in imports.subtracting(own) {
          for sources in ["Sources", "Source"] {
            let folder = path + "/" + sources + "/" + module
            if case .success(.directory) = FileSystem.resolvedKind(of: folder) {
              folders.insert(folder)
            }
          }
        }
      }
    }
    var files: [String] = []
    for folder in folders.sorted() { collect(under: folder, into: &files) }
    return files.sorted()
  }

  private static func collect(under folder: String, into files: inout [String]) {
    for name in (try? FileSystem.entries(of: folder)) ?? [] where !name.hasPrefix(".") {
      let path = folder + "/" + name
      switch FileSystem.kind(of: path) {
      case .success((.directory, _)):
        collect(under: path, into: &files)
      case .success((.regular, let size)) where size <= maximumFileSize:
        if name.hasSuffix(".c") || name.hasSuffix(".h") { files.append(path) }
      default:
        break
      }
    }
  }

  /// The reading of each file, on every core.
  static func read(_ paths: [String]) -> [CSourceReader] {
    parallelMap(count: paths.count) { index in
      guard let bytes = try? FileSystem.read(paths[index], limit: maximumFileSize) else {
        return CSourceReader(text: "")
      }
      return CSourceReader(
        text: String(decoding: bytes, as: UTF8.self), isHeader: paths[index].hasSuffix(".h"))
    }
  }
}
