import Foundation
import StandIn

/// A file manager whose well-known locations are folders of a fresh temporary directory, and which
/// refuses to change anything outside it: a file system sandbox for one test.
///
/// Install it as `FileManager.overridable` with
/// ``withSandboxFileManager(fileID:filePath:line:column:operation:)``, the `.sandboxFileManager`
/// trait (StandInTesting) or `StandInTestCase.useSandboxFileManager()`; each deletes the sandbox
/// when its scope ends.
///
/// ```swift
/// try withSandboxFileManager { files in
///   try StatusHistory().record(42)  // writes to FileManager.overridable's documents folder
///   let documents = files.urls(for: .documentDirectory, in: .userDomainMask)[0]
///   #expect(files.fileExists(atPath: documents.appendingPathComponent("history.txt").path))
/// }
/// ```
///
/// **What it covers.** The locations code asks the file manager for are inside ``root``:
/// `urls(for:in:)` (and `url(for:in:appropriateFor:create:)`, which uses it) answer
/// `home/Documents`, `home/Library/Caches`, `home/Library/Application Support` and so on for the
/// user domain, `temporaryDirectory` is `tmp`, and `homeDirectoryForCurrentUser` is `home`
/// (`Documents`, `Library/Caches`, `Library/Application Support` and `tmp` exist from the start,
/// as in an app's container). Creating, removing, moving, copying or linking an item outside the
/// sandbox, or setting its attributes, through this file manager is refused: the call fails
/// (`createFile` returns `false`, the others throw `CocoaError.fileWriteNoPermission`) and the
/// test fails at the line that made the sandbox. So is `changeCurrentDirectoryPath(_:)`, which
/// would change the directory of the whole process, and so of every test running beside this one.
///
/// **What it cannot cover.** Only calls made through this file manager are seen. Writing data to
/// a URL (`Data.write(to:)`, `String.write(toFile:)`) goes wherever the URL points, so the code
/// must build its URLs from the file manager's locations. APIs that do not ask the file manager
/// see the real system: `URL.documentsDirectory`, `URL.temporaryDirectory`,
/// `NSTemporaryDirectory()`, `NSHomeDirectory()`, `FileHandle`, a `FileManager()` the code makes
/// itself. On Linux, `url(for: .itemReplacementDirectory, …)` answers a folder of the real
/// temporary directory (Foundation does not let a subclass override that method there).
/// Relative paths resolve against the process's working directory, which is outside the sandbox.
public final class SandboxFileManager: FileManager, @unchecked Sendable {
  /// The sandbox's temporary directory; every location this file manager hands out is inside it.
  ///
  /// ```swift
  /// print(SandboxFileManager().root.path)  // /tmp/StandIn-Sandbox-6C1F…
  /// ```
  public let root: URL

  private let site: SourceSite

  /// Creates a sandbox in a new folder of the real temporary directory.
  ///
  /// ```swift
  /// let files = SandboxFileManager()
  /// withOverride(FileManager.overridableSlot, with: files) { … }
  /// try files.removeSandbox()
  /// ```
  ///
  /// Writes it refuses are reported at the line that called this initializer. The sandbox is
  /// deleted by ``removeSandbox()``, by the scope functions that install it, or when it is
  /// deallocated.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let real = FileManager.default
    // Resolved first, so that paths built from the sandbox's locations compare equal to it
    // where the temporary directory is reached through a symbolic link (/var on macOS).
    root = real.temporaryDirectory.resolvingSymlinksInPath()
      .appendingPathComponent("StandIn-Sandbox-\(UUID().uuidString)", isDirectory: true)
    super.init()
    for folder in [
      "home/Documents", "home/Library/Caches", "home/Library/Application Support", "tmp",
    ] {
      try? real.createDirectory(
        at: root.appendingPathComponent(folder, isDirectory: true),
        withIntermediateDirectories: true)
    }
  }

  deinit {
    try? removeSandbox()
  }

  /// Deletes the sandbox and everything in it.
  ///
  /// ```swift
  /// try files.removeSandbox()
  /// ```
  public func removeSandbox() throws {
    let real = FileManager.default
    guard real.fileExists(atPath: root.path) else { return }
    try real.removeItem(at: root)
  }

  // MARK: Locations

  /// The sandbox's folders for `directory`, one per domain in `domainMask`.
  ///
  /// ```swift
  /// files.urls(for: .cachesDirectory, in: .userDomainMask)  // [<root>/home/Library/Caches]
  /// ```
  public override func urls(
    for directory: FileManager.SearchPathDirectory,
    in domainMask: FileManager.SearchPathDomainMask
  ) -> [URL] {
    let domains: [(FileManager.SearchPathDomainMask, String)] = [
      (.userDomainMask, "home"), (.localDomainMask, "local"),
      (.networkDomainMask, "network"), (.systemDomainMask, "system"),
    ]
    return domains.filter { domainMask.contains($0.0) }.map { _, base in
      root.appendingPathComponent(base, isDirectory: true)
        .appendingPathComponent(Self.folder(for: directory), isDirectory: true)
    }
  }

  #if canImport(Darwin)
    /// The sandbox's folder for `directory`, created if `shouldCreate`; for
    /// `.itemReplacementDirectory`, a new folder of the sandbox's temporary directory.
    ///
    /// ```swift
    /// let caches = try files.url(for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    /// ```
    public override func url(
      for directory: FileManager.SearchPathDirectory,
      in domain: FileManager.SearchPathDomainMask,
      appropriateFor url: URL?,
      create shouldCreate: Bool
    ) throws -> URL {
      if directory == .itemReplacementDirectory {
        let folder = temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
      }
      guard let folder = urls(for: directory, in: domain).first else {
        throw CocoaError(.fileNoSuchFile)
      }
      if shouldCreate { try createDirectory(at: folder, withIntermediateDirectories: true) }
      return folder
    }
  #endif

  /// The sandbox's `tmp` folder.
  ///
  /// ```swift
  /// let scratch = files.temporaryDirectory.appendingPathComponent("upload.part")
  /// ```
  public override var temporaryDirectory: URL {
    root.appendingPathComponent("tmp", isDirectory: true)
  }

  #if os(macOS) || !canImport(Darwin)
    /// The sandbox's `home` folder.
    ///
    /// ```swift
    /// let config = files.homeDirectoryForCurrentUser.appendingPathComponent(".apprc")
    /// ```
    public override var homeDirectoryForCurrentUser: URL {
      root.appendingPathComponent("home", isDirectory: true)
    }

    /// The sandbox's `home` folder for the current user, and `nil` for anyone else: the sandbox
    /// has one user.
    ///
    /// ```swift
    /// files.homeDirectory(forUser: NSUserName())  // <root>/home
    /// ```
    public override func homeDirectory(forUser userName: String) -> URL? {
      userName == NSUserName() ? homeDirectoryForCurrentUser : nil
    }
  #endif

  // MARK: Writes stay inside

  /// Refused and reported: the working directory belongs to the whole process, and so to every
  /// test running at the same time. Returns `false`.
  ///
  /// ```swift
  /// files.changeCurrentDirectoryPath("/tmp")  // false, and the test fails
  /// ```
  public override func changeCurrentDirectoryPath(_ path: String) -> Bool {
    reportStandInIssue(
      """
      SandboxFileManager refused changeCurrentDirectoryPath("\(path)"): the working directory \
      belongs to the whole process, so changing it would move every test running at the same \
      time. Build absolute paths from the sandbox's locations instead (urls(for:in:), \
      temporaryDirectory).
      """,
      at: site)
    return false
  }

  /// Creates a file, if `path` is inside the sandbox.
  ///
  /// ```swift
  /// files.createFile(atPath: files.temporaryDirectory.appendingPathComponent("a").path, contents: Data())
  /// ```
  public override func createFile(
    atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]? = nil
  ) -> Bool {
    guard isInside(path, for: "create a file at") else { return false }
    return super.createFile(atPath: path, contents: data, attributes: attr)
  }

  /// Creates a directory, if `url` is inside the sandbox.
  ///
  /// ```swift
  /// try files.createDirectory(at: files.temporaryDirectory.appendingPathComponent("x"), withIntermediateDirectories: true)
  /// ```
  public override func createDirectory(
    at url: URL, withIntermediateDirectories createIntermediates: Bool,
    attributes: [FileAttributeKey: Any]? = nil
  ) throws {
    try requireInside(url.path, to: "create a directory at")
    try super.createDirectory(
      at: url, withIntermediateDirectories: createIntermediates, attributes: attributes)
  }

  /// Creates a directory, if `path` is inside the sandbox.
  ///
  /// ```swift
  /// try files.createDirectory(atPath: files.temporaryDirectory.path + "/x", withIntermediateDirectories: true)
  /// ```
  public override func createDirectory(
    atPath path: String, withIntermediateDirectories createIntermediates: Bool,
    attributes: [FileAttributeKey: Any]? = nil
  ) throws {
    try requireInside(path, to: "create a directory at")
    try super.createDirectory(
      atPath: path, withIntermediateDirectories: createIntermediates, attributes: attributes)
  }

  /// Removes an item, if `url` is inside the sandbox.
  ///
  /// ```swift
  /// try files.removeItem(at: files.temporaryDirectory.appendingPathComponent("a"))
  /// ```
  public override func removeItem(at url: URL) throws {
    try requireInside(url.path, to: "remove")
    try super.removeItem(at: url)
  }

  /// Removes an item, if `path` is inside the sandbox.
  ///
  /// ```swift
  /// try files.removeItem(atPath: files.temporaryDirectory.path + "/a")
  /// ```
  public override func removeItem(atPath path: String) throws {
    try requireInside(path, to: "remove")
    try super.removeItem(atPath: path)
  }

  /// Moves an item, if both places are inside the sandbox.
  ///
  /// ```swift
  /// try files.moveItem(at: draftFile, to: final)
  /// ```
  public override func moveItem(at srcURL: URL, to dstURL: URL) throws {
    try requireInside(srcURL.path, to: "move")
    try requireInside(dstURL.path, to: "move an item to")
    try super.moveItem(at: srcURL, to: dstURL)
  }

  /// Moves an item, if both places are inside the sandbox.
  ///
  /// ```swift
  /// try files.moveItem(atPath: draftFile.path, toPath: final.path)
  /// ```
  public override func moveItem(atPath srcPath: String, toPath dstPath: String) throws {
    try requireInside(srcPath, to: "move")
    try requireInside(dstPath, to: "move an item to")
    try super.moveItem(atPath: srcPath, toPath: dstPath)
  }

  /// Copies an item into the sandbox; the original may be anywhere, such as a test fixture.
  ///
  /// ```swift
  /// try files.copyItem(at: fixture, to: documents.appendingPathComponent("history.txt"))
  /// ```
  public override func copyItem(at srcURL: URL, to dstURL: URL) throws {
    try requireInside(dstURL.path, to: "copy an item to")
    try super.copyItem(at: srcURL, to: dstURL)
  }

  /// Copies an item into the sandbox; the original may be anywhere, such as a test fixture.
  ///
  /// ```swift
  /// try files.copyItem(atPath: fixture.path, toPath: documents.path + "/history.txt")
  /// ```
  public override func copyItem(atPath srcPath: String, toPath dstPath: String) throws {
    try requireInside(dstPath, to: "copy an item to")
    try super.copyItem(atPath: srcPath, toPath: dstPath)
  }

  /// Makes a hard link inside the sandbox.
  ///
  /// ```swift
  /// try files.linkItem(at: original, to: documents.appendingPathComponent("link"))
  /// ```
  public override func linkItem(at srcURL: URL, to dstURL: URL) throws {
    try requireInside(dstURL.path, to: "link an item at")
    try super.linkItem(at: srcURL, to: dstURL)
  }

  /// Makes a hard link inside the sandbox.
  ///
  /// ```swift
  /// try files.linkItem(atPath: original.path, toPath: documents.path + "/link")
  /// ```
  public override func linkItem(atPath srcPath: String, toPath dstPath: String) throws {
    try requireInside(dstPath, to: "link an item at")
    try super.linkItem(atPath: srcPath, toPath: dstPath)
  }

  /// Makes a symbolic link inside the sandbox; it may point anywhere.
  ///
  /// ```swift
  /// try files.createSymbolicLink(at: documents.appendingPathComponent("current"), withDestinationURL: latest)
  /// ```
  public override func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {
    try requireInside(url.path, to: "create a symbolic link at")
    try super.createSymbolicLink(at: url, withDestinationURL: destURL)
  }

  /// Makes a symbolic link inside the sandbox; it may point anywhere.
  ///
  /// ```swift
  /// try files.createSymbolicLink(atPath: documents.path + "/current", withDestinationPath: latest.path)
  /// ```
  public override func createSymbolicLink(atPath path: String, withDestinationPath destPath: String)
    throws
  {
    try requireInside(path, to: "create a symbolic link at")
    try super.createSymbolicLink(atPath: path, withDestinationPath: destPath)
  }

  /// Sets an item's attributes, if `path` is inside the sandbox.
  ///
  /// ```swift
  /// try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: secret.path)
  /// ```
  public override func setAttributes(
    _ attributes: [FileAttributeKey: Any], ofItemAtPath path: String
  ) throws {
    try requireInside(path, to: "set the attributes of")
    try super.setAttributes(attributes, ofItemAtPath: path)
  }

  // MARK: Internals

  private func requireInside(_ path: String, to action: String) throws {
    guard isInside(path, for: action) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
  }

  /// Whether `path` is the sandbox or inside it; reports the refusal when it is not.
  private func isInside(_ path: String, for action: String) -> Bool {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let candidates = [url.path, url.resolvingSymlinksInPath().path]
    if candidates.contains(where: { $0 == root.path || $0.hasPrefix(root.path + "/") }) {
      return true
    }
    reportStandInIssue(
      """
      SandboxFileManager refused to \(action) \(url.path): it is outside the test's sandbox \
      (\(root.path)). Build paths from the file manager's locations (urls(for:in:), \
      temporaryDirectory, homeDirectoryForCurrentUser), so the code writes into the sandbox in \
      tests and into the real folders in production.
      """,
      at: site)
    return false
  }

  /// The folder for `directory` under a domain's base, named as in an app's container on Apple
  /// platforms.
  private static func folder(for directory: FileManager.SearchPathDirectory) -> String {
    switch directory {
    case .documentDirectory: "Documents"
    case .libraryDirectory: "Library"
    case .cachesDirectory: "Library/Caches"
    case .applicationSupportDirectory: "Library/Application Support"
    case .desktopDirectory: "Desktop"
    case .downloadsDirectory: "Downloads"
    case .moviesDirectory: "Movies"
    case .musicDirectory: "Music"
    case .picturesDirectory: "Pictures"
    case .sharedPublicDirectory: "Public"
    case .applicationDirectory: "Applications"
    case .trashDirectory: ".Trash"
    default: "Library/\(directory)"
    }
  }
}
