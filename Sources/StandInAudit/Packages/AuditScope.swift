#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the audit reads under a path, and what it leaves out, with why and the flag that
/// includes it. Inside a package the manifest decides (``PackageLayout``): shipped targets are
/// production code whatever their names, test targets and targets only tests use are tests, and
/// folders in no target are left out. Without a manifest, folder names decide as before
/// (`Tests`, `Benchmarks`, `Fixtures`, `…Tests`, `…TestKit`, `…Testing`).
struct AuditScope: Sendable {
  var files: [SwiftFileFinder.File]
  var skipped: [SkippedFile]
  var leftOut: [LeftOutFolder]
  /// The package whose manifest decided, if one did.
  var packageRoot: String?

  static let includeTestsFlag = "--include-tests"
  static let includeOutsideTargetsFlag = "--include-outside-targets"

  /// Decides what to audit under `path`.
  static func decide(
    path: String, includeTests: Bool, includeOutsideTargets: Bool
  ) throws(AuditError) -> AuditScope {
    switch PackageLayout.read(enclosing: path) {
    case .success(let layout):
      let discovery = try SwiftFileFinder.find(under: path, includeTests: true)
      return byManifest(
        layout, discovery: discovery, path: path, includeTests: includeTests,
        includeOutsideTargets: includeOutsideTargets)
    case .failure(let error):
      let discovery = try SwiftFileFinder.find(under: path, includeTests: includeTests)
      let why: String
      switch error {
      case .noManifest: why = "no Package.swift above it to tell"
      case .cannotRead(let reason): why = "Package.swift could not be read: \(reason)"
      }
      let leftOut = discovery.testFolders.map {
        LeftOutFolder(
          folder: $0, reason: "named like tests, benchmarks or fixtures (\(why))",
          flag: includeTestsFlag)
      }
      return AuditScope(
        files: discovery.files, skipped: discovery.skipped, leftOut: leftOut, packageRoot: nil)
    }
  }

  private static func byManifest(
    _ layout: PackageLayout, discovery: SwiftFileFinder.Discovery, path: String,
    includeTests: Bool, includeOutsideTargets: Bool
  ) -> AuditScope {
    let isFile = Self.isRegularFile(path)
    let root = realPath(path) ?? path
    var files: [SwiftFileFinder.File] = []
    var leftOut: [String: LeftOutFolder] = [:]
    for var file in discovery.files {
      let absolute = isFile ? root : root + "/" + file.display
      switch layout.role(of: absolute) {
      case .production(let target):
        file.moduleOverride = SwiftFileFinder.moduleName(ofTarget: target)
        file.testOverride = false
        files.append(file)
      case .test(let target, let why):
        if includeTests {
          file.moduleOverride = SwiftFileFinder.moduleName(ofTarget: target)
          file.testOverride = true
          files.append(file)
        } else {
          let folder = relative(layout.targets.first { $0.name == target }?.folder, to: root)
          leftOut[folder ?? target] = LeftOutFolder(
            folder: folder ?? target, reason: "\(why): \(target)", flag: includeTestsFlag)
        }
      case .notCompiled(let path, let why):
        if includeOutsideTargets {
          files.append(file)
        } else {
          let folder = relative(path, to: root) ?? path
          leftOut[folder] = LeftOutFolder(
            folder: folder, reason: why, flag: includeOutsideTargetsFlag)
        }
      case .outside:
        if includeOutsideTargets {
          files.append(file)
        } else {
          let parts = file.display.split(separator: "/")
          let folder = parts.count > 1 ? String(parts[0]) : file.display
          let separate =
            access(root + "/" + folder + "/Package.swift", F_OK) == 0
            ? " (a package of its own)" : ""
          leftOut[folder] = LeftOutFolder(
            folder: folder, reason: "in no target of Package.swift\(separate)",
            flag: includeOutsideTargetsFlag)
        }
      }
    }
    return AuditScope(
      files: files, skipped: discovery.skipped,
      leftOut: leftOut.values.sorted { $0.folder < $1.folder }, packageRoot: layout.root)
  }

  /// `folder` relative to `root`, when it is inside it.
  private static func relative(_ folder: String?, to root: String) -> String? {
    guard let folder else { return nil }
    if folder == root { return "." }
    guard folder.hasPrefix(root + "/") else { return nil }
    return String(folder.dropFirst(root.count + 1))
  }

  /// Whether `path` is a file, not a folder (a folder may be named `GRDB.swift`).
  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
