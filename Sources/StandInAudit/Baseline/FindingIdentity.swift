/// What makes a finding the same finding after unrelated edits: its file, its kind, its
/// expression as written, the declaration it lies in, and which of the alike findings of that
/// declaration it is. Its line and column are not part of it, so lines added or removed above it
/// change nothing.
///
/// ```swift
/// let identities = FindingIdentity.identities(of: result)
/// identities[0].declaration  // "NotesStore.save(_:)"
/// identities[0].fingerprint  // "9f0c…": SARIF's partialFingerprints carry it
/// ```
public struct FindingIdentity: Sendable, Hashable, Codable {
  /// The file, relative to the audited directory, as ``Finding/file``.
  public var file: String
  /// ``Finding/kind``'s raw value.
  public var kind: String
  /// ``Finding/expression``: `Date()`, `Analytics.shared`.
  public var expression: String
  /// The enclosing declaration: `NotesStore.save(_:)`, `Settings.sortNewestFirst`, `top level`.
  public var declaration: String
  /// Which of the findings with the same file, kind, expression and declaration this is, from 0
  /// in file order.
  public var occurrence: Int

  /// Creates an identity.
  public init(file: String, kind: String, expression: String, declaration: String, occurrence: Int)
  {
    self.file = file
    self.kind = kind
    self.expression = expression
    self.declaration = declaration
    self.occurrence = occurrence
  }

  /// The key SARIF's `partialFingerprints` holds the fingerprint under.
  public static let fingerprintKey = "standinFindingIdentity/v1"

  /// A stable hash of the identity without its file (the code scanning service pairs it with
  /// the result's file): 16 hexadecimal digits of FNV-1a.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in [kind, expression, declaration, String(occurrence)].joined(separator: "\u{0}").utf8
    {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The identity of each of `result`'s findings, in the same order. Each file with findings is
  /// read and parsed once more to find their declarations; a file that cannot be read gives
  /// `top level`.
  public static func identities(of result: AuditResult) -> [FindingIdentity] {
    var declarations: [String: EnclosingDeclarations] = [:]
    var seen: [String: Int] = [:]
    return result.findings.map { finding in
      if declarations[finding.file] == nil {
        let bytes = (try? FileSystem.read(result.path(of: finding.file))) ?? []
        declarations[finding.file] = EnclosingDeclarations(
          source: String(decoding: bytes, as: UTF8.self))
      }
      let declaration =
        declarations[finding.file]!.name(line: finding.line, column: finding.column)
      let key = [finding.file, finding.kind.rawValue, finding.expression, declaration]
        .joined(separator: "\u{0}")
      let occurrence = seen[key, default: 0]
      seen[key] = occurrence + 1
      return FindingIdentity(
        file: finding.file, kind: finding.kind.rawValue, expression: finding.expression,
        declaration: declaration, occurrence: occurrence)
    }
  }
}
