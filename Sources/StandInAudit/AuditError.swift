/// Why an audit or a fix could not run at all.
///
/// A file that cannot be read or parsed does not stop an audit: it is reported as a
/// ``SkippedFile`` instead. An `AuditError` is for the path the audit was asked to look at, or
/// for a fix that could not be written.
///
/// ```swift
/// do {
///   _ = try Auditor(path: "Sources").audit()
/// } catch {
///   print("standin audit: \(error)")  // standin audit: cannot read 'Sources': No such file or directory
/// }
/// ```
public enum AuditError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path could not be read; `reason` is the system's, such as "No such file or directory".
  case cannotRead(path: String, reason: String)
  /// The path is neither a directory nor a `.swift` file.
  case notSwiftSource(path: String)
  /// A fixed file could not be written back.
  case cannotWrite(path: String, reason: String)

  /// The message, as the command line prints it after `standin audit: `.
  public var description: String {
    switch self {
    case .cannotRead(let path, let reason):
      "cannot read '\(path)': \(reason)"
    case .notSwiftSource(let path):
      "cannot audit '\(path)': not a directory or a .swift file"
    case .cannotWrite(let path, let reason):
      "cannot write '\(path)': \(reason)"
    }
  }
}
