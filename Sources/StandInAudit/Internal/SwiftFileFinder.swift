/// Finds the `.swift` files to audit under a path.
enum SwiftFileFinder {
  /// A file to audit: its path for reports, and the path to open.
  struct File: Sendable, Hashable {
    var display: String
    var path: String
    /// The size in bytes, as listed (0 when unknown): the largest files are scanned first.
    var size = 0
    /// The audited directory's own name, when it is `Sources`, `Source` or `Tests`: then the
    /// first folder of ``display`` is the module.
    var rootName = ""
    /// The module, from the path: the folder after the last `Sources`, `Source` or `Tests`
    /// (`Sources/App/Model/User.swift` is `App`), or `""`.
    var module: String {
      moduleOverride
        ?? SwiftFileFinder.module(of: rootName.isEmpty ? display : rootName + "/" + display)
    }
    /// Whether it is in a test, benchmark or fixture folder.
    var isTest: Bool {
      testOverride
        ?? display.split(separator: "/").dropLast().contains {
          AuditRules.isTestFolder(String($0))
        }
    }
    /// The module and test status the package's manifest or the index give, when they do.
    var moduleOverride: String?
    var testOverride: Bool?
    /// The byte ranges parsed as blank (their line breaks kept): the bodies of a dependency's
    /// declarations whose code nothing audited reaches (``CheckoutSources``).
    var elided: [Range<Int>] = []
    /// The bytes parsed: ``size`` less ``elided``.
    var parsedSize: Int { size - elided.reduce(0) { $0 + $1.count } }
  }

  /// What was found: the files, sorted by display path, and the directories and entries that
  /// cannot be audited (an unreadable directory, a FIFO named `Pipe.swift`).
  struct Discovery: Sendable {
    var files: [File]
    var skipped: [SkippedFile]
    /// The folders left out because their names say they hold tests, benchmarks or fixtures,
    /// relative to the root.
    var testFolders: [String] = []
  }

  /// The module of a file, from its path relative to the audited directory.
  static func module(of display: String) -> String {
    let parts = display.split(separator: "/")
    guard parts.count > 2 else { return "" }
    for index in stride(from: parts.count - 2, through: 0, by: -1)
    where ["Sources", "Source", "Tests"].contains(parts[index]) && index + 1 < parts.count - 1 {
      return moduleName(ofTarget: String(parts[index + 1]))
    }
    return ""
  }

  /// The module a target compiles to, as Swift names it: every character that cannot be in an
  /// identifier becomes `_` (`dump-unified-graph` is `dump_unified_graph`), and a leading digit
  /// gets one before it.
  static func moduleName(ofTarget target: String) -> String {
    var name = String(
      target.unicodeScalars.map {
        $0.properties.isXIDContinue ? Character($0) : "_"
      })
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart, first != "_" {
      name = "_" + name
    }
    return name
  }

  /// Whether the audit skips a directory of this name: hidden ones (`.git`, `.swiftpm`, `.build`,
  /// `.build-tsan`, …) and build folders (`.build`, `.build-NAME`, `.build_NAME`).
  static func skipsDirectory(named name: String) -> Bool {
    name.hasPrefix(".") || name == ".build" || name.hasPrefix(".build-")
      || name.hasPrefix(".build_")
  }

  /// Whether a folder of this name is a documentation catalog, whose Swift files are code
  /// listings DocC shows and no build compiles (`Documentation.docc`).
  static func isDocumentationCatalog(named name: some StringProtocol) -> Bool {
    name.hasSuffix(".docc")
  }

  /// Whether the file at `path` (relative to where it was found) is inside a documentation
  /// catalog.
  static func isInDocumentationCatalog(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { isDocumentationCatalog(named: $0) }
  }

  /// The `.swift` files under `root` (or `root` itself, when it is a file), without package
  /// manifests, and without tests, benchmarks and fixtures unless `includeTests`.
  static func find(under root: String, includeTests: Bool = true) throws(AuditError) -> Discovery {
    let kind: FileKind
    switch FileSystem.resolvedKind(of: root) {
    case .success(let resolved): kind = resolved
    case .failure(let error): throw error
    }
    switch kind {
    case .directory:
      break
    case .regular where root.hasSuffix(".swift"):
      return Discovery(files: [File(display: root, path: root)], skipped: [])
    default:
      throw .notSwiftSource(path: root)
    }
    // Fail early and clearly when the root itself cannot be listed.
    _ = try FileSystem.entries(of: root)
    var files: [File] = []
    var unreadable: [SkippedFile] = []
    var testFolders: [String] = []
    let base = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    var pending: [String] = [""]
    let rootName = String(base.split(separator: "/").last ?? "")
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
          if skipsDirectory(named: name) { continue }
          if includeTests || !AuditRules.isTestFolder(name) {
            pending.append(childRelative)
          } else {
            testFolders.append(childRelative)
          }
        case .regular, .symbolicLink, .other:
          guard name.hasSuffix(".swift"), !AuditRules.isManifest(name) else { continue }
          if childKind == .other {
            // A FIFO, socket or device named `.swift`: opening it could block forever.
            unreadable.append(SkippedFile(file: childRelative, reason: "not a regular file"))
            continue
          }
          // A link to a file is audited through the link; a link to a directory is not
          // followed; a dangling link or a loop is reported when it is read.
          if childKind == .symbolicLink {
            switch FileSystem.resolvedKind(of: childPath) {
            case .success(.directory): continue
            case .success(.other):
              unreadable.append(SkippedFile(file: childRelative, reason: "not a regular file"))
              continue
            default: break
            }
          }
          files.append(
            File(display: childRelative, path: childPath, size: size, rootName: rootName))
        }
      }
    }
    files.sort { $0.display < $1.display }
    unreadable.sort { $0.file < $1.file }
    return Discovery(files: files, skipped: unreadable, testFolders: testFolders.sorted())
  }

  private static func reasonText(_ error: AuditError) -> String {
    switch error {
    case .cannotRead(_, let reason), .cannotWrite(_, let reason): reason
    case .notSwiftSource: "not a directory"
    }
  }
}
