extension String {
  /// This generated source with every line indented by its nesting: two spaces per open brace,
  /// parenthesis or bracket, a level less for a line that starts by closing one and for a
  /// `switch`'s `case` labels. Blank lines stay empty; the lines of a multi-line string literal
  /// and what a comment or a string literal holds are left as written.
  ///
  /// `@Mockable` writes its mock as text and formats it with this rather than with
  /// SwiftBasicFormat (`formatMode` `.disabled`): formatting a mock's syntax tree took half the
  /// time the macro added to a build, and the mock's only formatting need is its indentation.
  ///
  /// ```swift
  /// "struct S {\nvar x: Int {\n1\n}\n}".indentedByNesting
  /// // "struct S {\n  var x: Int {\n    1\n  }\n}"
  /// ```
  var indentedByNesting: String {
    var scanner = NestingScanner()
    var result = ""
    result.reserveCapacity(utf8.count + utf8.count / 4)
    for line in split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if scanner.isInsideMultilineString {
        result += line
      } else if let first = trimmed.first {
        let outdents = "})]".contains(first) || (scanner.isInsideSwitch && trimmed.isCaseLabel)
        let level = max(0, scanner.depth - (outdents ? 1 : 0))
        result += String(repeating: "  ", count: level)
        result += trimmed
      }
      scanner.scan(line, opensSwitch: trimmed.hasPrefix("switch "))
      result += "\n"
    }
    result.removeLast()
    return result
  }
}

extension Substring {
  /// Whether this trimmed line is a `case` or `default` label of a `switch`.
  fileprivate var isCaseLabel: Bool {
    hasPrefix("case ") || hasPrefix("default:") || hasPrefix("@unknown default:")
  }
}

/// How deep a piece of Swift source nests, line by line: the braces, parentheses and brackets
/// open outside string literals and comments (and which braces are a `switch`'s), and whether a
/// multi-line string literal or a block comment is still open.
private struct NestingScanner {
  /// For each open brace, parenthesis or bracket, innermost last: whether it is a `switch`'s.
  private var open: [Bool] = []
  private(set) var isInsideMultilineString = false
  private var blockCommentDepth = 0

  var depth: Int { open.count }
  var isInsideSwitch: Bool { open.last ?? false }

  /// Reads one line and updates the nesting it leaves open; `opensSwitch` when the line is a
  /// `switch` statement, whose brace it opens.
  mutating func scan(_ line: Substring, opensSwitch: Bool) {
    let bytes = Array(line.utf8)
    var index = 0
    func at(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    let quote = UInt8(ascii: "\"")
    while index < bytes.count {
      let byte = bytes[index]
      if isInsideMultilineString {
        if byte == quote, at(1) == quote, at(2) == quote {
          isInsideMultilineString = false
          index += 3
        } else {
          index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        continue
      }
      if blockCommentDepth > 0 {
        if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
          blockCommentDepth -= 1
          index += 2
        } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
          blockCommentDepth += 1
          index += 2
        } else {
          index += 1
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
        return
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
        blockCommentDepth += 1
        index += 2
      case quote where at(1) == quote && at(2) == quote:
        isInsideMultilineString = true
        index += 3
      case quote:
        index = Self.endOfStringLiteral(in: bytes, openingAt: index)
      case UInt8(ascii: "{"):
        open.append(opensSwitch)
        index += 1
      case UInt8(ascii: "("), UInt8(ascii: "["):
        open.append(false)
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        _ = open.popLast()
        index += 1
      default:
        index += 1
      }
    }
  }

  /// The index just past the single-line string literal whose opening quote is at `start`,
  /// skipping escapes and the parentheses of interpolations.
  private static func endOfStringLiteral(in bytes: [UInt8], openingAt start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return index + 1 }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      let isInterpolation = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "(")
      index += 2
      guard isInterpolation else { continue }
      var parentheses = 1
      while index < bytes.count, parentheses > 0 {
        if bytes[index] == UInt8(ascii: "(") { parentheses += 1 }
        if bytes[index] == UInt8(ascii: ")") { parentheses -= 1 }
        index += 1
      }
    }
    return index
  }
}
