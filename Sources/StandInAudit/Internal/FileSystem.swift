#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names, as `lstat` sees it (a symbolic link is not followed).
enum FileKind: Sendable, Equatable {
  case directory
  case regular
  case symbolicLink
  case other
}

/// Thin wrappers over the POSIX calls the audit needs, each turning `errno` into a readable reason.
enum FileSystem {
  /// The reason `errno` gives, such as "No such file or directory".
  static func errorReason(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }

  /// What `path` names, without following a final symbolic link, and its size in bytes.
  static func kind(of path: String) -> Result<(kind: FileKind, size: Int), AuditError> {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return .failure(.cannotRead(path: path, reason: errorReason()))
    }
    return .success((kind(ofMode: info.st_mode), Int(info.st_size)))
  }

  /// What `path` names, following symbolic links.
  static func resolvedKind(of path: String) -> Result<FileKind, AuditError> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .failure(.cannotRead(path: path, reason: errorReason()))
    }
    return .success(kind(ofMode: info.st_mode))
  }

  private static func kind(ofMode mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFDIR: .directory
    case S_IFREG: .regular
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// The absolute, resolved path of `path` when it is a directory; `nil` otherwise.
  static func directoryRoot(of path: String) -> String? {
    guard case .success(.directory) = resolvedKind(of: path),
      let resolved = realpath(path, nil)
    else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The absolute, resolved path of the file or directory at `path`; `nil` when it does not
  /// exist.
  static func absolutePath(of path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The names in the directory at `path`, without `.` and `..`, in no particular order.
  static func entries(of path: String) throws(AuditError) -> [String] {
    guard let directory = opendir(path) else {
      throw .cannotRead(path: path, reason: errorReason())
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The bytes of the file at `path`, at most `limit + 1` of them (so that a caller can tell
  /// the file is larger than `limit`). It never blocks on a FIFO or a device that no one
  /// writes to: the file is opened non-blocking, and only a regular file is read.
  static func read(_ path: String, limit: Int = .max - 1) throws(AuditError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotRead(path: path, reason: errorReason()) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .cannotRead(path: path, reason: errorReason())
    }
    guard kind(ofMode: info.st_mode) == .regular else {
      throw .cannotRead(path: path, reason: "not a regular file")
    }
    if info.st_size > 0 { bytes.reserveCapacity(min(Int(info.st_size), limit + 1)) }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        posixRead(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(path: path, reason: errorReason())
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { break }
    }
    return bytes
  }

  /// Replaces the contents of the existing file at `path` with `bytes`, keeping its permissions;
  /// with `creating`, creates the file when it does not exist.
  static func write(_ bytes: [UInt8], to path: String, creating: Bool = false) throws(AuditError) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | (creating ? O_CREAT : 0), 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: errorReason()) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotWrite(path: path, reason: errorReason())
      }
      written += count
    }
  }
}

// `read` and `write` are shadowed inside `FileSystem` by its own methods.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
