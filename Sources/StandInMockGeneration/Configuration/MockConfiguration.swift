import Foundation

/// `standin-mocks.json`: the protocols a test target wants mocks of, one line each.
///
/// ```json
/// {
///   "mocks": [
///     "Logging.LogHandler",
///     "FoundationNetworking.URLSessionDataDelegate",
///     { "protocol": "Tracing.Tracer", "name": "TracingTracerMock" }
///   ]
/// }
/// ```
///
/// An entry is the protocol's name, with its module (`Logging.LogHandler`) or without
/// (`LogHandler`, looked up in every module the test target can import), or an object that also
/// names the mock. Each mistake is reported at the line of the entry that has it.
struct MockConfiguration {
  /// One protocol to mock.
  struct Entry: Equatable {
    /// The module named in the entry, if any.
    let module: String?
    /// The types a nested protocol is declared in, outermost first (`Logger`,
    /// `MetadataValueAttributes` of `Logging.Logger.MetadataValueAttributes.Attribute`).
    var enclosingTypes: [String] = []
    let protocolName: String
    /// `LogHandlerMock`.
    let mockName: String
    /// The entry's line in the file, from 1.
    let line: Int

    init(
      module: String?, enclosingTypes: [String] = [], protocolName: String, mockName: String,
      line: Int
    ) {
      self.module = module
      self.enclosingTypes = enclosingTypes
      self.protocolName = protocolName
      self.mockName = mockName
      self.line = line
    }

    /// `Logging.LogHandler`, as written.
    var spelling: String {
      ((module.map { [$0] } ?? []) + enclosingTypes + [protocolName]).joined(separator: ".")
    }
  }

  /// A mistake in the file, at a line.
  struct Problem: Error, Equatable {
    let line: Int
    let message: String
  }

  /// Each item of the `mocks` list, in order: an entry, or what is wrong with it.
  let items: [Result<Entry, Problem>]
  /// What makes the whole file unreadable, if anything.
  let fileProblem: Problem?

  /// The entries that name a protocol.
  var entries: [Entry] { items.compactMap { try? $0.get() } }

  /// The items' problems, then the file's.
  var problems: [Problem] {
    items.compactMap { item in
      guard case .failure(let problem) = item else { return nil }
      return problem
    } + (fileProblem.map { [$0] } ?? [])
  }

  /// The configuration written in `text`.
  init(parsing text: String) {
    var lines = LineFinder(text)
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      items = []
      fileProblem = Problem(
        line: lines.lineOfError(error), message: Self.usage("is not valid JSON"))
      return
    }
    guard let object = root as? [String: Any], let list = object["mocks"] as? [Any] else {
      items = []
      fileProblem = Problem(line: 1, message: Self.usage("has no \"mocks\" list"))
      return
    }
    var items: [Result<Entry, Problem>] = []
    for item in list {
      let spelling: String?
      var mockName: String?
      if let text = item as? String {
        spelling = text
      } else if let object = item as? [String: Any] {
        spelling = object["protocol"] as? String
        mockName = object["name"] as? String
      } else {
        spelling = nil
      }
      guard let spelling, let (module, enclosingTypes, name) = Self.split(spelling) else {
        items.append(
          .failure(
            Problem(
              line: lines.nextLine(of: item),
              message: Self.usage("has an entry that names no protocol"))))
        continue
      }
      let line = lines.nextLine(of: "\"\(spelling)\"")
      let entry = Entry(
        module: module, enclosingTypes: enclosingTypes, protocolName: name,
        mockName: mockName ?? "\(name)Mock", line: line)
      let earlier = items.compactMap { try? $0.get() }
      items.append(
        Self.problem(with: entry, besides: earlier).map { .failure($0) } ?? .success(entry))
    }
    self.items = items
    fileProblem = nil
  }

  /// `("Logging", [], "LogHandler")` for `Logging.LogHandler`, `("Logging", ["Logger",
  /// "MetadataValueAttributes"], "Attribute")` for a protocol nested in types.
  private static func split(_ spelling: String) -> (String?, [String], String)? {
    let parts = spelling.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy(\.isIdentifier) else { return nil }
    guard parts.count > 1 else { return (nil, [], parts[0]) }
    return (parts[0], Array(parts.dropFirst().dropLast()), parts[parts.count - 1])
  }

  private static func problem(with entry: Entry, besides earlier: [Entry]) -> Problem? {
    if !entry.mockName.hasSuffix("Mock") || entry.mockName == "Mock"
      || !entry.mockName.isIdentifier
    {
      return Problem(
        line: entry.line,
        message:
          "\(entry.spelling): a mock's name ends with Mock, as in \"\(entry.protocolName)Mock\"")
    }
    if let clash = earlier.first(where: { $0.mockName == entry.mockName }) {
      return Problem(
        line: entry.line,
        message:
          "\(entry.spelling): the mock of \(clash.spelling), at line \(clash.line), is already "
          + "named \(entry.mockName); name this one: "
          + "{ \"protocol\": \"\(entry.spelling)\", \"name\": \"Other\(entry.mockName)\" }")
    }
    return nil
  }

  private static func usage(_ problem: String) -> String {
    "standin-mocks.json \(problem); write { \"mocks\": [\"Module.Protocol\", …] }"
  }
}

/// Finds the lines of a configuration's entries, in order.
private struct LineFinder {
  private let text: String
  private var searchStart: String.Index

  init(_ text: String) {
    self.text = text
    searchStart = text.startIndex
  }

  /// The line of the next occurrence of `needle`, or of the last one found.
  mutating func nextLine(of needle: Any) -> Int {
    if let needle = needle as? String,
      let found = text.range(of: needle, range: searchStart..<text.endIndex)
    {
      searchStart = found.upperBound
      return line(at: found.lowerBound)
    }
    return line(at: searchStart)
  }

  /// The line a JSON parser's error points at (`around line 3, column 5` on Apple platforms,
  /// `around character 39` on Linux), or 1.
  func lineOfError(_ error: Error) -> Int {
    let description = "\((error as NSError).userInfo)"
    func number(after label: String) -> Int? {
      guard let range = description.range(of: label) else { return nil }
      return Int(description[range.upperBound...].prefix { $0.isNumber })
    }
    if let line = number(after: "line ") { return line }
    guard let offset = number(after: "character ") else { return 1 }
    let utf8 = text.utf8
    let index =
      utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex) ?? utf8.endIndex
    return line(at: index)
  }

  private func line(at index: String.Index) -> Int {
    text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }
}

extension String {
  /// Whether the string can be a Swift identifier.
  var isIdentifier: Bool {
    guard let first, first.isLetter || first == "_" else { return false }
    return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
