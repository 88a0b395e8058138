/// What `standin audit --fix` changes in the package manifests so that the fixed package builds:
/// the StandIn package dependency, and each product a fixed file now imports in the dependencies
/// of the target that compiles it. What cannot be edited safely (a manifest that builds its
/// arrays in code, a file no manifest owns, as in an Xcode project) is said as what to add by
/// hand; declared platforms below StandIn's floor are said with what to raise them to.
///
/// ```swift
/// let fixes = try Auditor(path: "Sources").planFixes()
/// let manifests = ManifestPlan(for: fixes, standIn: StandInPackage())
/// print(manifests.diff, terminator: "")  // --- a/Package.swift …
/// manifests.report.forEach { print($0) } // Package.swift: added StandInSystem to target App
/// try manifests.apply()
/// ```
public struct ManifestPlan: Sendable, Hashable {
  /// The manifests that change, with their diffs.
  public var files: [FileFix]
  /// What was added, per manifest: `Package.swift: added StandInSystem to target App`.
  public var added: [String]
  /// What the user must add by hand, each with where.
  public var byHand: [String]
  /// The manifests left as they are because no toolchain that can build StandIn reads them.
  public var leftAlone: [String]
  /// The declared platforms below StandIn's floor, each with what to raise it to.
  public var platformWarnings: [String]

  /// Every manifest's unified diff.
  public var diff: String { files.map(\.diff).joined() }

  /// The lines the command prints after the fix's summary.
  public var report: [String] {
    added + leftAlone + byHand + platformWarnings
  }

  /// Writes every edited manifest.
  public func apply() throws(AuditError) {
    for file in files {
      try FileSystem.write(Array(file.fixed.utf8), to: file.path)
    }
  }

  /// The manifest changes `plan`'s fixed files need, for StandIn at `standIn`.
  public init(for plan: FixPlan, standIn: StandInPackage) {
    self.init(fixed: plan.files.map { ($0.path, $0.file, $0.fixed) }, standIn: standIn)
  }

  /// The manifest changes that files with these fixed texts need: `(path, name as reports
  /// give it, fixed text)`.
  init(fixed: [(path: String, file: String, text: String)], standIn: StandInPackage) {
    files = []
    added = []
    byHand = []
    leftAlone = []
    platformWarnings = []
    var byRoot: [String: [(path: String, file: String, products: Set<String>)]] = [:]
    var unowned: [(file: String, products: Set<String>)] = []
    for file in fixed {
      let products = Self.standInImports(in: file.text)
      guard !products.isEmpty else { continue }
      if let root = Self.packageRoot(containing: file.path),
        let path = FileSystem.absolutePath(of: file.path)
      {
        byRoot[root, default: []].append((path, file.file, products))
      } else {
        unowned.append((file.file, products))
      }
    }
    for (root, files) in byRoot.sorted(by: { $0.key < $1.key }) {
      plan(root: root, files: files, standIn: standIn)
    }
    if !unowned.isEmpty {
      let products = unowned.reduce(into: Set<String>()) { $0.formUnion($1.products) }.sorted()
      byHand.append(
        "no Package.swift owns \(unowned.map(\.file).joined(separator: ", ")) (an Xcode project?): "
          + "add the package \(standIn.location) (from: \"\(StandInPackage.minimumVersion)\") "
          + "with File > Add Package Dependencies…, and link \(products.joined(separator: ", ")) "
          + "to the targets that compile them")
    }
  }

  private mutating func plan(
    root: String, files: [(path: String, file: String, products: Set<String>)],
    standIn: StandInPackage
  ) {
    let manifests = Self.manifests(in: root)
    if !manifests.ignored.isEmpty {
      let names = manifests.ignored.map { Self.displayName(of: $0, forFile: files[0]) }
      leftAlone.append(
        "\(names.joined(separator: ", ")) left as \(names.count == 1 ? "it is" : "they are"): "
          + "only Swift toolchains older than \(StandInPackage.toolsVersion), which cannot build "
          + "StandIn, read \(names.count == 1 ? "it" : "them")")
    }
    for manifestPath in manifests.read {
      let name = Self.displayName(of: manifestPath, forFile: files[0])
      guard let manifest = PackageManifest(path: manifestPath) else {
        byHand.append(
          "\(name) cannot be read as Swift, so it was not edited: add StandIn "
            + "(\(standIn.dependencyLine)) and its products by hand")
        continue
      }
      var needs: [String: Set<String>] = [:]
      var unplaced: [(file: String, products: Set<String>)] = []
      for file in files {
        if let target = Self.target(owning: file.path, root: root, in: manifest) {
          needs[target, default: []].formUnion(file.products)
        } else {
          unplaced.append((file.file, file.products))
        }
      }
      let outcome = ManifestEditor(manifest: manifest, standIn: standIn)
        .edit(needs: needs, unplaced: unplaced)
      if let edited = outcome.edited {
        self.files.append(
          FileFix(
            file: name, path: manifestPath,
            original: String(decoding: manifest.source, as: UTF8.self), fixed: edited,
            changes: []))
      }
      for line in outcome.added.map({ "\(name): added \($0)" }) where !added.contains(line) {
        added.append(line)
      }
      if !outcome.byHand.isEmpty {
        let why =
          manifest.packageCall == nil
          ? "is not one Package(…) call that can be read" : "builds part of itself in code"
        byHand.append(
          "\(name) \(why), so add by hand:\n"
            + outcome.byHand.map { "  \($0)" }.joined(separator: "\n"))
      }
      platformWarnings += Self.platformWarnings(manifest, name: name)
    }
  }

  /// The StandIn products a file imports: `import StandInSystem`, `@testable import …`,
  /// `public import …`.
  static func standInImports(in text: String) -> Set<String> {
    var products: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({
          $0.hasPrefix("@") || ["public", "package", "internal"].contains($0)
        })
      else { continue }
      let module = String(words[index + 1])
      if StandInPackage.products.contains(module) { products.insert(module) }
    }
    return products
  }

  /// The nearest folder at or above `path`'s folder that holds a `Package.swift`, as an
  /// absolute path.
  static func packageRoot(containing path: String) -> String? {
    guard let file = FileSystem.absolutePath(of: path) else { return nil }
    var folder = file
    while let slash = folder.lastIndex(of: "/") {
      folder = String(folder[..<slash])
      let candidate = (folder.isEmpty ? "" : folder) + "/Package.swift"
      if case .success((.regular, _)) = FileSystem.kind(of: candidate) {
        return folder.isEmpty ? "/" : folder
      }
    }
    return nil
  }

  /// The manifests in `root` that a toolchain able to build StandIn reads, and the others.
  ///
  /// A toolchain reads the `Package@swift-X.swift` of the highest version X not above its own,
  /// or `Package.swift` when there is none. So toolchains from StandIn's tools version on read
  /// the highest such manifest up to that version (or `Package.swift`), and each one of a later
  /// version; the rest serve only older toolchains.
  static func manifests(in root: String) -> (read: [String], ignored: [String]) {
    let names = (try? FileSystem.entries(of: root)) ?? []
    let versioned: [(name: String, version: PlatformVersion)] = names.compactMap { name in
      guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { return nil }
      let numbers = name.dropFirst("Package@swift-".count).dropLast(".swift".count)
        .split(separator: ".").compactMap { Int($0) }
      guard !numbers.isEmpty else { return nil }
      return (name, PlatformVersion(platform: "swift", components: numbers))
    }.sorted { $0.version.isBelow($1.version) }
    let floor = PlatformVersion(
      platform: "swift", components: StandInPackage.toolsVersionComponents)
    let upToFloor = versioned.filter { !floor.isBelow($0.version) }
    let first = upToFloor.last?.name ?? "Package.swift"
    let read = [first] + versioned.filter { floor.isBelow($0.version) }.map(\.name)
    let ignored = (["Package.swift"] + versioned.map(\.name)).filter { !read.contains($0) }
    return (read.map { root + "/" + $0 }, ignored.map { root + "/" + $0 })
  }

  /// The manifest's name as reports give paths: relative to where the command ran when the
  /// fixed file's name shows it, else absolute.
  private static func displayName(
    of manifest: String, forFile file: (path: String, file: String, products: Set<String>)
  ) -> String {
    guard file.path.hasSuffix(file.file), !file.file.hasPrefix("/") else { return manifest }
    let base = String(file.path.dropLast(file.file.count))
    return manifest.hasPrefix(base) ? String(manifest.dropFirst(base.count)) : manifest
  }

  /// The literal target whose folder holds `path`: the deepest one.
  static func target(owning path: String, root: String, in manifest: PackageManifest)
    -> String?
  {
    guard path.hasPrefix(root + "/") else { return nil }
    let relative = String(path.dropFirst(root.count + 1))
    var best: (name: String, depth: Int)?
    for target in manifest.targets {
      let folders = target.folders { folder in
        if case .success(.directory) = FileSystem.resolvedKind(of: root + "/" + folder) {
          return true
        }
        return false
      }
      for folder in folders {
        let normalized = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard normalized.isEmpty || normalized == "." || relative.hasPrefix(normalized + "/")
        else { continue }
        let depth = normalized.split(separator: "/").count
        if best == nil || depth > best!.depth { best = (target.name, depth) }
      }
    }
    return best?.name
  }

  /// A warning for each declared platform below StandIn's floor, or for a manifest that declares
  /// none (SwiftPM's defaults are older than StandIn's floor).
  static func platformWarnings(_ manifest: PackageManifest, name: String) -> [String] {
    guard let declared = manifest.platforms else {
      if manifest.hasComputedPlatforms || manifest.packageCall == nil { return [] }
      let floor = StandInPackage.platformFloor.map(\.description).joined(separator: ", ")
      return [
        "\(name) declares no platforms, so SwiftPM's oldest defaults apply on Apple platforms, "
          + "below StandIn's floor: add platforms: [\(floor)] to build there (Linux needs none)"
      ]
    }
    var raises: [String] = []
    for version in declared {
      guard
        let floor = StandInPackage.platformFloor.first(where: { $0.platform == version.platform }),
        version.isBelow(floor)
      else { continue }
      raises.append("\(version) to \(floor)")
    }
    guard !raises.isEmpty else { return [] }
    return [
      "\(name) declares platforms below StandIn's floor: raise \(raises.joined(separator: ", ")) "
        + "to build there (Linux is not affected)"
    ]
  }
}
