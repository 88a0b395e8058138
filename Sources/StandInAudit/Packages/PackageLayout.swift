import Foundation

/// What a package's manifest says about the folders under an audited path: which targets ship
/// (production code, whatever their names: a library named `…Testing` ships), which are tests
/// (`testTarget`s, and targets only tests depend on), and where each target's sources are.
///
/// It is read with `swift package dump-package`, which compiles the manifest but resolves
/// nothing, from the package whose `Package.swift` is at the audited path or above it.
///
/// ```swift
/// if case .success(let layout) = PackageLayout.read(enclosing: "Sources") {
///   layout.role(of: "/work/app/Sources/AppTesting/Mock.swift")  // .production("AppTesting")
/// }
/// ```
struct PackageLayout: Sendable {
  /// A target and its sources' folder.
  struct Target: Sendable, Hashable {
    var name: String
    /// `regular`, `executable`, `test`, `macro`, `plugin`, `system`, `binary`.
    var type: String
    /// The sources' folder, absolute.
    var folder: String
    /// The targets it depends on, by name.
    var dependencies: [String]
    /// The paths under ``folder`` that the manifest keeps out of the target's sources, absolute,
    /// with why: `exclude:` entries and declared resources.
    var uncompiled: [Uncompiled] = []
    /// The paths of `sources:`, absolute, when the manifest lists them: then nothing else under
    /// ``folder`` is compiled.
    var sources: [String]?

    /// Why SwiftPM compiles no file at the absolute path `file` in this target, if it does not:
    /// the manifest excludes it, lists other `sources:`, or declares it a resource; or it is in
    /// a documentation catalog (a `*.docc` folder, which DocC reads and no build compiles: its
    /// Swift files are a tutorial's code listings). With the path to show for it.
    func whyNotCompiled(_ file: String) -> Uncompiled? {
      func holds(_ path: String) -> Bool { file == path || file.hasPrefix(path + "/") }
      if let entry = uncompiled.first(where: { holds($0.path) }) { return entry }
      if let sources, !sources.contains(where: holds) {
        return Uncompiled(path: file, why: "not among the sources Package.swift lists for \(name)")
      }
      var catalog = folder
      for component in file.dropFirst(folder.count + 1).split(separator: "/").dropLast() {
        catalog += "/" + component
        if SwiftFileFinder.isDocumentationCatalog(named: component) {
          return Uncompiled(
            path: catalog, why: "a documentation catalog, which no build compiles, in \(name)")
        }
      }
      return nil
    }
  }

  /// A path in a target's folder that no build compiles, and why.
  struct Uncompiled: Sendable, Hashable {
    /// The path, absolute.
    var path: String
    var why: String
  }

  /// What a file is, by the target whose folder holds it.
  enum Role: Sendable, Hashable {
    /// Code a product, an executable, a plugin or a macro ships.
    case production(target: String)
    /// A test target, or a target only tests depend on (`why` says which).
    case test(target: String, why: String)
    /// In no target's folder (another package's, an example's, a snippet's).
    case outside
    /// In a target's folder, but compiled by no build (``Target/whyNotCompiled(_:)``): `path`
    /// is what to show for it (the excluded folder, the catalog), absolute.
    case notCompiled(path: String, why: String)
  }

  /// The package's root folder, absolute.
  var root: String
  var targets: [Target]
  /// The names of the targets that ship.
  var shipped: Set<String>
  /// The names of the targets that only tests depend on, directly or not: a test target does,
  /// and no target that is not a test's does (a target nothing depends on, such as an example's
  /// `main.swift` in a regular target, is no test's).
  var usedByTestsOnly: Set<String>

  /// The layout of the package whose manifest is at `path` or in a folder above it.
  static func read(enclosing path: String) -> Result<PackageLayout, LayoutError> {
    guard let root = manifestFolder(enclosing: path) else { return .failure(.noManifest) }
    let cache = LayoutCache(root: root)
    if let cached = cache.read() { return parse(cached, root: root) }
    let output: Data
    // `--ignore-lock`: a build of the same package may be running (the plugin's, an editor's).
    switch runDumpPackage(in: root, options: ["--ignore-lock"]) {
    case .success(let data):
      output = data
    case .failure:
      switch runDumpPackage(in: root, options: []) {
      case .success(let data): output = data
      case .failure(let error): return .failure(error)
      }
    }
    let layout = parse(output, root: root)
    if case .success = layout { cache.write(output) }
    return layout
  }

  /// Why the manifest could not be used.
  enum LayoutError: Error, Sendable, Hashable {
    case noManifest
    case cannotRead(String)
  }

  /// Parses `swift package dump-package`'s JSON.
  static func parse(_ data: Data, root: String) -> Result<PackageLayout, LayoutError> {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let rawTargets = json["targets"] as? [[String: Any]]
    else { return .failure(.cannotRead("the manifest's description is not JSON")) }
    var targets: [Target] = []
    for raw in rawTargets {
      guard let name = raw["name"] as? String, let type = raw["type"] as? String else { continue }
      let folder =
        (raw["path"] as? String).map { join(root, $0) }
        ?? defaultFolder(
          root: root, name: name, type: type)
      var dependencies: [String] = []
      for dependency in raw["dependencies"] as? [[String: Any]] ?? [] {
        for key in ["byName", "target"] {
          if let values = dependency[key] as? [Any], let first = values.first as? String {
            dependencies.append(first)
          }
        }
      }
      var target = Target(name: name, type: type, folder: folder, dependencies: dependencies)
      for excluded in raw["exclude"] as? [String] ?? [] {
        target.uncompiled.append(
          Uncompiled(path: join(folder, excluded), why: "excluded by Package.swift from \(name)"))
      }
      for resource in raw["resources"] as? [[String: Any]] ?? [] {
        guard let path = resource["path"] as? String else { continue }
        target.uncompiled.append(
          Uncompiled(path: join(folder, path), why: "a resource of \(name)"))
      }
      target.sources = (raw["sources"] as? [String]).map { $0.map { join(folder, $0) } }
      targets.append(target)
    }
    var roots: Set<String> = []
    for product in json["products"] as? [[String: Any]] ?? [] {
      roots.formUnion(product["targets"] as? [String] ?? [])
    }
    for target in targets where ["executable", "plugin", "macro"].contains(target.type) {
      roots.insert(target.name)
    }
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let shipped = reached(from: Array(roots), in: byName)
    let tests = targets.filter { $0.type == "test" }
    let used = Set(targets.flatMap(\.dependencies))
    let leaves = targets.filter { $0.type != "test" && !used.contains($0.name) }
    let usedByTestsOnly = reached(from: tests.flatMap(\.dependencies), in: byName)
      .subtracting(reached(from: leaves.map(\.name), in: byName))
    return .success(
      PackageLayout(
        root: root, targets: targets, shipped: shipped, usedByTestsOnly: usedByTestsOnly))
  }

  /// The role of the file at the absolute path `file`.
  func role(of file: String) -> Role {
    // The deepest target folder that holds it (a target may sit inside another's folder).
    guard
      let target = targets.filter({ file.hasPrefix($0.folder + "/") })
        .max(by: { $0.folder.count < $1.folder.count })
    else { return .outside }
    // A test target's files are left out whole, as tests: the folders its `exclude:` names
    // (GRDB's tests exclude ten) are not listed one by one.
    if target.type == "test" { return .test(target: target.name, why: "test target") }
    if shipped.contains(target.name) || !usedByTestsOnly.contains(target.name) {
      if let uncompiled = target.whyNotCompiled(file) {
        return .notCompiled(path: uncompiled.path, why: uncompiled.why)
      }
      return .production(target: target.name)
    }
    let users = targets.filter { $0.dependencies.contains(target.name) }.map(\.name).sorted()
    return .test(
      target: target.name, why: "used only by tests (\(users.joined(separator: ", ")))")
  }

  /// The targets `names` name and everything they depend on, directly or not.
  private static func reached(from names: [String], in byName: [String: Target]) -> Set<String> {
    var reached: Set<String> = []
    var pending = names
    while let current = pending.popLast() {
      guard reached.insert(current).inserted else { continue }
      pending += byName[current]?.dependencies ?? []
    }
    return reached
  }

  /// The folder SwiftPM looks in when a target names no path.
  private static func defaultFolder(root: String, name: String, type: String) -> String {
    let parents: [String] =
      switch type {
      case "test": ["Tests", "Sources", "Source", "src", "srcs"]
      case "plugin": ["Plugins"]
      default: ["Sources", "Source", "src", "srcs"]
      }
    for parent in parents {
      let folder = join(root, parent + "/" + name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return folder
      }
    }
    return join(root, parents[0] + "/" + name)
  }

  private static func join(_ root: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return relative }
    var path = root + "/" + relative
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// The folder of the nearest `Package.swift` at or above `path`, absolute.
  static func manifestFolder(enclosing path: String) -> String? {
    var folder = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    // A file's folder; a folder may be named like a file (`GRDB.swift`).
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      folder.deleteLastPathComponent()
    }
    while true {
      if FileManager.default.fileExists(atPath: folder.path + "/Package.swift") {
        return folder.path
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || folder.path == "/" { return nil }
      folder = parent
    }
  }

  /// `swift package dump-package` in `root`, given at most a minute.
  private static func runDumpPackage(in root: String, options: [String]) -> Result<
    Data, LayoutError
  > {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package"] + options + ["dump-package", "--package-path", root]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    do {
      try process.run()
    } catch {
      return .failure(.cannotRead("`swift package dump-package` cannot run: \(error)"))
    }
    let reader = OutputReader(output.fileHandleForReading)
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      return .failure(.cannotRead("`swift package dump-package` took more than a minute"))
    }
    let data = reader.data()
    guard process.terminationStatus == 0 else {
      return .failure(.cannotRead("`swift package dump-package` failed"))
    }
    return .success(data)
  }
}

/// Reads a pipe to its end on another thread, so that a large output cannot block the writer.
private final class OutputReader: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let all = handle.readDataToEndOfFile()
      lock.withLock { bytes = all }
      done.signal()
    }
  }

  func data() -> Data {
    done.wait()
    return lock.withLock { bytes }
  }
}
