#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The report in SARIF 2.1.0, the format code-scanning services read (as SwiftLint and CodeQL
/// emit it): one run of the `standin` tool, one rule per ``Finding/Kind``, one result per
/// finding (`warning` when hard-wired, `note` when replaceable). Locations are relative to
/// `%SRCROOT%`, the audited directory. Columns count UTF-8 bytes, as everywhere in the audit,
/// which is the code point the run's `columnKind` says on every line of plain ASCII.
///
/// ```swift
/// let sarif = SARIFReport.render(result, root: "/work/App")
/// // {"$schema":"https://json.schemastore.org/sarif-2.1.0.json","runs":[…],"version":"2.1.0"}
/// ```
public enum SARIFReport {
  /// The SARIF version written.
  public static let version = "2.1.0"
  /// The schema the output follows.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  struct Log: Encodable {
    var schema = SARIFReport.schema
    var version = SARIFReport.version
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]?
    var results: [Result]
    var columnKind = "unicodeCodePoints"
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name = "standin"
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var defaultConfiguration = Configuration(level: "warning")
  }

  struct Configuration: Encodable { var level: String }

  struct Message: Encodable { var text: String }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]?
    var baselineState: String?
    var properties: Properties
  }

  struct Properties: Encodable {
    var reaches: String
    var replaceable: Bool
    var fixable: Bool
    /// `index` or `syntax`: which front end resolved it.
    var origin: String?
  }

  struct Location: Encodable { var physicalLocation: PhysicalLocation }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  /// The rule id of a kind: `shared-accessor`, `system`, …
  public static func ruleID(_ kind: Finding.Kind) -> String {
    kind.rawValue.replacingOccurrences(of: " ", with: "-")
  }

  /// What each kind's rule says.
  static func describe(_ kind: Finding.Kind) -> (short: String, full: String) {
    switch kind {
    case .sharedAccessor:
      (
        "A singleton reached directly",
        "A static property holding an instance that holds mutable state or does I/O."
      )
    case .notificationCenter:
      (
        "The default notification center reached directly",
        "NotificationCenter.default; tests replace NotificationCenter.overridable."
      )
    case .staticMember:
      (
        "A static member with side effects",
        "A static method or computed property whose code reaches shared state."
      )
    case .creation:
      (
        "A service created directly",
        "A class whose instances reach shared state, or a clock or a random number generator "
          + "reading the system's, created in another type's code."
      )
    case .system:
      (
        "The system's shared state reached directly",
        "The current date, UUIDs, random numbers, clocks, files, network, defaults, environment."
      )
    case .mutableStatic:
      (
        "Process-wide mutable state in a static",
        "A static var, or a static let holding a lock, an atomic or a cache."
      )
    case .globalVariable:
      (
        "Process-wide state in a global",
        "A global var, or a global let holding a lock, an atomic, a cache or a service."
      )
    }
  }

  /// The SARIF log as JSON text, ending with a newline. `root` is the audited directory's
  /// absolute path, or `nil` when a single file was audited. `identities`, one per finding, give
  /// each result its `partialFingerprints` (``FindingIdentity/fingerprintKey``), which stay the
  /// same when lines move; `baselineState` (`new`) marks results compared with a baseline.
  public static func render(
    _ result: AuditResult, root: String?, identities: [FindingIdentity]? = nil,
    baselineState: String? = nil
  ) -> String {
    let kinds = Finding.Kind.allCases
    let rules = kinds.map { kind in
      let description = describe(kind)
      return Rule(
        id: ruleID(kind), name: kind.rawValue.split(separator: " ").map(\.capitalized).joined(),
        shortDescription: Message(text: description.short),
        fullDescription: Message(text: description.full))
    }
    let results = result.findings.enumerated().map { index, finding in
      Result(
        ruleId: ruleID(finding.kind), ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
        level: finding.replaceable ? "note" : "warning",
        message: Message(
          text: "\(finding.expression) is \(finding.replaceable ? "replaceable" : "hard-wired"): "
            + finding.suggestion),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(
                uri: percentEncoded(finding.file), uriBaseId: root == nil ? nil : "SRCROOT"),
              region: Region(startLine: finding.line, startColumn: finding.column)))
        ],
        partialFingerprints: identities.map {
          [FindingIdentity.fingerprintKey: $0[index].fingerprint]
        },
        baselineState: baselineState,
        properties: Properties(
          reaches: finding.reaches, replaceable: finding.replaceable, fixable: finding.fixable,
          origin: finding.origin?.rawValue))
    }
    let bases = root.map { ["SRCROOT": ArtifactLocation(uri: directoryURI($0), uriBaseId: nil)] }
    let log = Log(
      runs: [
        Run(tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: bases, results: results)
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers and Booleans cannot fail.
    let data = try! encoder.encode(log)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `path` with the characters a URI reference may not hold percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
          || "-._~/!$&'()*+,;=:@".unicodeScalars.contains(scalar)
      {
        encoded.unicodeScalars.append(scalar)
      } else {
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }

  /// The `file://` URI of a directory, ending with `/`.
  static func directoryURI(_ path: String) -> String {
    let encoded = percentEncoded(path)
    return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
