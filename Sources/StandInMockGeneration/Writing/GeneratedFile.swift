/// The Swift files the generator writes into a test target. The main file declares
/// `enum StandInGeneratedMocks`, the namespace that keeps the restated protocols from shadowing
/// the test target's names. Each entry of `standin-mocks.json` gets a file of its own, importing
/// only what its mock names (so two modules whose names clash never meet), with the `@Mockable`
/// restatement of its protocol and a type alias for the mock. Every line about an entry is mapped
/// by `#sourceLocation` to the entry's line, so that whatever the compiler or `@Mockable` reports
/// about a mock is shown there, as is each problem the generator found (an `#error`).
///
/// ```swift
/// #if DEBUG || STANDIN_MOCKS
/// import Logging
/// import StandInMacros
///
/// extension StandInGeneratedMocks {
/// #sourceLocation(file: "/…/standin-mocks.json", line: 3)
///   @Mockable protocol LogHandler: Logging.LogHandler {
///     …
///   }
/// }
/// typealias LogHandlerMock = StandInGeneratedMocks.LogHandlerMock
/// #endif
/// ```
enum GeneratedFile {
  /// One item's outcome.
  enum Mock {
    case restated(RestatedProtocol, mockName: String, line: Int)
    case failed(message: String, line: Int)
  }

  private static let header = [
    "// Written by StandIn's mock generator from standin-mocks.json: do not edit. Whatever is",
    "// reported about a mock is shown at its entry's line in standin-mocks.json.",
  ]

  /// The main file: the namespace, and `problems` of the whole configuration.
  static func main(configurationPath: String, problems: [(message: String, line: Int)]) -> String {
    let lines =
      header + errors(problems, configurationPath: configurationPath) + [
        "#if DEBUG || STANDIN_MOCKS",
        "/// The protocols of standin-mocks.json, each restated in full for `@Mockable`.",
        "enum StandInGeneratedMocks {}",
        "#endif",
        "",
      ]
    return lines.joined(separator: "\n")
  }

  /// The file of one entry.
  static func entry(_ mock: Mock, configurationPath: String, targetModule: String) -> String {
    switch mock {
    case .failed(let message, let line):
      return (header + errors([(message, line)], configurationPath: configurationPath) + [""])
        .joined(separator: "\n")
    case .restated(let restatement, let mockName, let line):
      let location = "#sourceLocation(file: \(quoted(configurationPath)), line: \(line))"
      var lines =
        header
        + errors(restatement.problems.map { ($0, line) }, configurationPath: configurationPath)
      lines += ["#if DEBUG || STANDIN_MOCKS"]
      lines += imports(of: restatement, besides: targetModule)
      lines += ["", "extension StandInGeneratedMocks {"]
      lines += declaration(of: restatement).flatMap { [location, $0] }
      lines += ["#sourceLocation()", "}", ""]
      let generatedMock = "StandInGeneratedMocks.\(restatement.name)Mock"
      lines += [location, "typealias \(mockName) = \(generatedMock)"]
      if !restatement.extensionConformances.isEmpty {
        let conformances = restatement.extensionConformances.joined(separator: ", ")
        lines += [location, "extension \(generatedMock): \(conformances) {}"]
      }
      lines += ["#sourceLocation()"]
      lines += ["#endif", ""]
      return lines.joined(separator: "\n")
    }
  }

  /// Tells `@Mockable` that a partial mock of the restatement forwards to a value of the
  /// original protocols (`EncoderMock(forwardingTo: real)` with `real: any Swift.Encoder`).
  static let forwardingMark = "/* StandIn: forwards to the originals */"

  /// Tells `@Mockable` that the mock must be a final class: a requirement naming `Self` is left
  /// to the protocol's own default, which only a final class can take.
  static let finalMark = "/* StandIn: final */"

  /// The protocol's lines, each to be preceded by its `#sourceLocation`.
  private static func declaration(of restatement: RestatedProtocol) -> [String] {
    let attributes =
      ["@Mockable"] + (restatement.globalActor.map { [$0] } ?? [])
      + (restatement.forwardsToOriginals ? [forwardingMark] : [])
      + (restatement.needsFinalMock ? [finalMark] : [])
    let primary =
      restatement.primaryAssociatedTypes.isEmpty
      ? "" : "<\(restatement.primaryAssociatedTypes.joined(separator: ", "))>"
    let whereClause =
      restatement.whereRequirements.isEmpty
      ? "" : " where \(restatement.whereRequirements.joined(separator: ", "))"
    return [
      "  \(attributes.joined(separator: " ")) protocol \(restatement.name)\(primary): "
        + "\(restatement.inheritance.joined(separator: ", "))\(whereClause) {"
    ] + restatement.requirements.map { "    \($0)" } + ["  }"]
  }

  private static func imports(of restatement: RestatedProtocol, besides targetModule: String)
    -> [String]
  {
    var seen: Set<String> = [targetModule, "StandInMacros"]
    var lines = ["import StandInMacros"]
    for module in restatement.imports where seen.insert(module.name).inserted {
      let attributes =
        (module.isPreconcurrency ? "@preconcurrency " : "")
        + (module.isTestable ? "@testable " : "")
      lines.append("\(attributes)import \(module.name)")
    }
    return lines.sorted()
  }

  private static func errors(
    _ problems: [(message: String, line: Int)], configurationPath: String
  ) -> [String] {
    guard !problems.isEmpty else { return [] }
    return problems.flatMap { problem in
      [
        "#sourceLocation(file: \(quoted(configurationPath)), line: \(problem.line))",
        "#error(\(quoted(problem.message)))",
      ]
    } + ["#sourceLocation()"]
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
