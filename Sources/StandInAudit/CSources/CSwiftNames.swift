/// The names a C header gives its functions for Swift alone, with the `swift_name` attribute,
/// written or through a macro that expands to it: swift-syntax's
/// `SWIFT_NAME_S("getter:swift_syntax_stdout()") static inline FILE *swiftsyntax_stdout(void)`,
/// which Swift reads as the global `swift_syntax_stdout`, or OpenCombine's
/// `void opencombine_stop_in_debugger(void) OPENCOMBINE_SWIFT_NAME(__stopInDebugger());`. A
/// member's name (`__UnfairLock.lock(self:)`) or a type's is no free function's and is left out.
///
/// ```swift
/// let header = "int count_impl(void) __attribute__((swift_name(\"currentCount()\")));"
/// CSwiftNames.renames(in: header, attributeMacros: []).map(\.swiftName)  // ["currentCount"]
/// ```
enum CSwiftNames {
  /// One function a `swift_name` names: its name for Swift, its own, and whether Swift imports
  /// it as a global variable (a `getter:`).
  struct Rename: Sendable, Hashable {
    var swiftName: String
    var cName: String
    var isGetter: Bool
  }

  /// The attribute that names a C declaration for Swift.
  static let attribute = "swift_name"

  /// Each free function of `header` that a `swift_name` attribute, written or through one of
  /// `attributeMacros`, names for Swift: that name, the function's, and whether Swift imports
  /// it as a global variable (`getter:`). The attribute stands before the declaration
  /// (`SWIFT_NAME_S("f()") int f_impl(void);`) or after its parameters (`int f_impl(void)
  /// SWIFT_NAME(f());`).
  static func renames(in header: String, attributeMacros: Set<String>) -> [Rename] {
    guard header.contains(attribute) || attributeMacros.contains(where: header.contains)
    else { return [] }
    let bytes = Array(header.utf8)
    let markers = attributeMacros.union([attribute]).map { Array($0.utf8) }
    var result: [Rename] = []
    var index = 0
    while index < bytes.count {
      guard CTokenizer.isWord(bytes[index]), index == 0 || !CTokenizer.isWord(bytes[index - 1])
      else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, CTokenizer.isWord(bytes[end]) { end += 1 }
      defer { index = end }
      guard markers.contains(where: { bytes[index..<end].elementsEqual($0) }),
        !isInDirective(bytes, at: index)
      else { continue }
      var open = end
      while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
      guard open < bytes.count, bytes[open] == UInt8(ascii: "("),
        let close = closingParenthesis(of: open, in: bytes),
        let (swiftName, isGetter) = freeFunctionName(
          String(decoding: bytes[(open + 1)..<close], as: UTF8.self)),
        let cName = declaredFunction(around: index, after: close + 1, in: bytes)
      else { continue }
      result.append(Rename(swiftName: swiftName, cName: cName, isGetter: isGetter))
      end = close + 1
    }
    return result
  }

  /// The index of the `)` that closes the `(` at `open`, past nested ones and string literals.
  private static func closingParenthesis(of open: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    var inString = false
    for index in open..<bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\""), bytes[index - 1] != UInt8(ascii: "\\") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index }
      case UInt8(ascii: ";"), UInt8(ascii: "{"): return nil
      default: break
      }
    }
    return nil
  }

  /// Whether the byte at `index` is on a preprocessor line (the macro's own `#define`).
  private static func isInDirective(_ bytes: [UInt8], at index: Int) -> Bool {
    let lineStart = bytes[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    return bytes[lineStart..<index].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      == UInt8(ascii: "#")
  }

  /// The free function's name a `swift_name` argument gives (`"getter:stdout_stream()"`,
  /// `"__stopInDebugger()"`, or unquoted through a macro's `#`), and whether it is a getter;
  /// `nil` for a member's name or a type's.
  private static func freeFunctionName(_ argument: String) -> (String, Bool)? {
    var name = Substring(argument.filter { $0 != " " && $0 != "\t" })
    if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
      name = name.dropFirst().dropLast()
    }
    let isGetter = name.hasPrefix("getter:")
    if isGetter { name = name.dropFirst("getter:".count) }
    guard let paren = name.firstIndex(of: "(") else { return nil }
    let base = String(name[..<paren])
    guard CTokenizer.isIdentifier(base), base.utf8.allSatisfy(CTokenizer.isWord) else { return nil }
    return (base, isGetter)
  }

  /// The function an attribute at `start` (ending before `end`) names: the name before the
  /// parameters of the declaration it follows on the same statement, else of the declaration
  /// after it.
  private static func declaredFunction(around start: Int, after end: Int, in bytes: [UInt8])
    -> String?
  {
    let statementEnds: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")]
    let before = bytes[..<start].lastIndex(where: statementEnds.contains).map { $0 + 1 } ?? 0
    let leading = CTokenizer.tokens(of: String(decoding: bytes[before..<start], as: UTF8.self))
    if let name = nameBeforeParameters(in: leading) { return name }
    let after = bytes[end...].firstIndex(where: statementEnds.contains) ?? bytes.count
    return nameBeforeParameters(
      in: CTokenizer.tokens(of: String(decoding: bytes[end..<after], as: UTF8.self)))
  }

  /// The identifier before the first `(` of `tokens` that opens a parameter list, not an
  /// attribute's.
  private static func nameBeforeParameters(in tokens: [String]) -> String? {
    var index = 0
    while index < tokens.count {
      if tokens[index] == "(", index > 0 {
        let name = tokens[index - 1]
        guard name.hasPrefix("__attribute") || name.hasPrefix("__declspec") else {
          return CTokenizer.isIdentifier(name) ? name : nil
        }
        // Past the attribute's parentheses.
        var depth = 0
        while index < tokens.count {
          if tokens[index] == "(" { depth += 1 }
          if tokens[index] == ")" {
            depth -= 1
            if depth == 0 { break }
          }
          index += 1
        }
      }
      index += 1
    }
    return nil
  }
}
