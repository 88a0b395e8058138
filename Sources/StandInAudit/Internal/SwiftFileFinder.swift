/// Finds the `.swift` files to audit under a path.
enum SwiftFileFinder {
  /// A file to audit: its path for reports, and the path to open.
  struct File: Sendable, Hashable {
    var display: String
    var path: String
    /// The size in bytes, as listed (0 when unknown): the largest files are scanned first.
    var size = 0
  }

  /// What was found: the files, sorted by display path, and the directories that could not be
  /// listed.
  struct Discovery: Sendable {
    var files: [File]
    var unreadableDirectories: [SkippedFile]
  }

  /// Whether the audit skips a directory of this name: hidden ones (`.git`, `.swiftpm`, `.build`,
  /// `.build-tsan`, …) and build folders (`.build`, `.build-NAME`, `.build_NAME`).
  static func skipsDirectory(named name: String) -> Bool {
    name.hasPrefix(".") || name == ".build" || name.hasPrefix(".build-")
      || name.hasPrefix(".build_")
  }

  /// The `.swift` files under `root` (or `root` itself, when it is a file).
  static func find(under root: String) throws(AuditError) -> Discovery {
    let kind: FileKind
    switch FileSystem.resolvedKind(of: root) {
    case .success(let resolved): kind = resolved
    case .failure(let error): throw error
    }
    switch kind {
    case .directory:
      break
    case .regular where root.hasSuffix(".swift"):
      return Discovery(files: [File(display: root, path: root)], unreadableDirectories: [])
    default:
      throw .notSwiftSource(path: root)
    }
    // Fail early and clearly when the root itself cannot be listed.
    _ = try FileSystem.entries(of: root)
    var files: [File] = []
    var unreadable: [SkippedFile] = []
    let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      let directory = relative.isEmpty ? base : base + "/" + relative
      let names: [String]
      do {
        names = try FileSystem.entries(of: directory)
      } catch {
        unreadable.append(SkippedFile(file: relative, reason: reasonText(error)))
        continue
      }
      for name in names {
        let childRelative = relative.isEmpty ? name : relative + "/" + name
        let childPath = base == "/" ? "/" + childRelative : base + "/" + childRelative
        guard case .success(let (childKind, size)) = FileSystem.kind(of: childPath) else {
          if name.hasSuffix(".swift") {
            files.append(File(display: childRelative, path: childPath))
          }
          continue
        }
        switch childKind {
        case .directory:
          if !skipsDirectory(named: name) { pending.append(childRelative) }
        case .regular, .symbolicLink, .other:
          // A link to a file is audited through the link; a link to a directory is not followed.
          if name.hasSuffix(".swift") {
            if childKind == .symbolicLink,
              case .success(.directory) = FileSystem.resolvedKind(of: childPath)
            {
              continue
            }
            files.append(File(display: childRelative, path: childPath, size: size))
          }
        }
      }
    }
    files.sort { $0.display < $1.display }
    return Discovery(files: files, unreadableDirectories: unreadable)
  }

  private static func reasonText(_ error: AuditError) -> String {
    switch error {
    case .cannotRead(_, let reason), .cannotWrite(_, let reason): reason
    case .notSwiftSource: "not a directory"
    }
  }
}
