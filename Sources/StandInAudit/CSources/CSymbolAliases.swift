/// The names a C library's headers give its functions through macros: a vendored copy that
/// prefixes every symbol (BoringSSL's `#define RAND_bytes BORINGSSL_ADD_PREFIX(BORINGSSL_PREFIX,
/// RAND_bytes)`, which Swift and the library's shims call `CCryptoBoringSSL_RAND_bytes`), or
/// that renames one (zlib's `#define deflate z_deflate`). Read from the headers' object-like
/// `#define`s whose expansion, with the headers' own function-like macros and token pasting, is
/// one name: that name, as code outside the sources calls it, stands for the macro's own, as the
/// sources define it. And the names a header's `swift_name` gives a function for Swift alone
/// (``CSwiftNames``): `swift_syntax_stdout`, which Swift reads as a global
/// (``isGlobalVariable(_:)``), stands for `swiftsyntax_stdout`.
///
/// ```swift
/// let aliases = CSymbolAliases(headers: [
///   "#define PREFIX Vendored\n#define PASTE(a, b) a ## _ ## b\n#define open_it PASTE(PREFIX, open_it)\n"
/// ])
/// aliases.sourceName(of: "Vendored_open_it")  // "open_it"
/// aliases.spellings(of: "open_it")            // ["Vendored_open_it"]
/// ```
struct CSymbolAliases: Sendable {
  /// For each name as called from outside, the name the sources define.
  private var sourceNames: [String: String] = [:]
  /// The reverse: for each name the sources define, its other names, sorted.
  private var otherNames: [String: [String]] = [:]
  /// The names Swift imports as global variables: a `swift_name` of `getter:name()`.
  private var globalVariables: Set<String> = []

  /// No aliases.
  static let none = CSymbolAliases(headers: [])

  /// The deepest expansion followed: the prefix macros nest two or three deep.
  private static let maximumDepth = 8

  /// The most tokens an expansion grows to before it stops: an alias is one name, and a header
  /// whose macros each expand to many others would otherwise grow without bound.
  private static let maximumTokens = 64

  private struct Macro: Sendable {
    var parameters: [String]?
    var body: [String]
  }

  init(headers: [String]) {
    // Each header's on its own core; a name defined twice keeps its first definition, in one
    // header (``readDefine(_:into:)``) as across them.
    let read = parallelMap(count: headers.count) { index in
      var macros: [String: Macro] = [:]
      Self.readDefines(headers[index], into: &macros)
      return macros
    }
    var macros: [String: Macro] = [:]
    for definitions in read { macros.merge(definitions) { first, _ in first } }
    for name in macros.keys.sorted() {
      guard let macro = macros[name], macro.parameters == nil, !macro.body.isEmpty else { continue }
      let expansion = Self.expand(macro.body, macros: macros, hiding: [name], depth: 0)
      guard expansion.count == 1, let alias = expansion.first, alias != name,
        CTokenizer.isIdentifier(alias), sourceNames[alias] == nil
      else { continue }
      sourceNames[alias] = name
      otherNames[name, default: []].append(alias)
    }
    let attributeMacros = Set(
      macros.filter { $0.value.body.contains(CSwiftNames.attribute) }.keys)
    for header in headers {
      for renamed in CSwiftNames.renames(in: header, attributeMacros: attributeMacros)
      where sourceNames[renamed.swiftName] == nil && renamed.swiftName != renamed.cName {
        sourceNames[renamed.swiftName] = renamed.cName
        otherNames[renamed.cName, default: []].append(renamed.swiftName)
        if renamed.isGetter { globalVariables.insert(renamed.swiftName) }
      }
    }
    for name in otherNames.keys { otherNames[name]!.sort() }
  }

  /// Whether Swift reads `name`, another name of a C function, as a global variable: the
  /// function is the getter a `swift_name` of `getter:name()` makes of it.
  func isGlobalVariable(_ name: String) -> Bool { globalVariables.contains(name) }

  /// The name the sources define for a function called `name` from outside them: `name`
  /// itself when no macro renames it.
  func sourceName(of name: String) -> String { sourceNames[name] ?? name }

  /// The names outside code calls the sources' function `name` by, besides `name`.
  func spellings(of name: String) -> [String] { otherNames[name] ?? [] }

  // MARK: Reading

  /// Adds the `#define`s of `text` (with their continuation lines) to `macros`.
  private static func readDefines(_ text: String, into macros: inout [String: Macro]) {
    var pending = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasSuffix("\\") {
        pending += line.dropLast() + " "
        continue
      }
      let whole = pending + line
      pending = ""
      guard whole.contains("define") else { continue }
      let trimmed = whole.drop(while: { $0 == " " || $0 == "\t" })
      guard trimmed.hasPrefix("#") else { continue }
      let directive = trimmed.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
      guard directive.hasPrefix("define") else { continue }
      let rest = directive.dropFirst("define".count)
      guard rest.first == " " || rest.first == "\t" else { continue }
      readDefine(rest.drop(while: { $0 == " " || $0 == "\t" }), into: &macros)
    }
  }

  /// Reads one `#define` after its keyword: its name, its parameters when `(` follows the name
  /// at once, and its body's tokens.
  private static func readDefine(_ text: Substring, into macros: inout [String: Macro]) {
    let name = text.prefix(while: { $0.asciiValue.map(CTokenizer.isWord) ?? false })
    guard !name.isEmpty, CTokenizer.isIdentifier(String(name)) else { return }
    var rest = text.dropFirst(name.count)
    var parameters: [String]?
    if rest.first == "(" {
      guard let close = rest.firstIndex(of: ")") else { return }
      parameters = rest[rest.index(after: rest.startIndex)..<close]
        .split(separator: ",").flatMap { CTokenizer.tokens(of: String($0)) }
      rest = rest[rest.index(after: close)...]
    }
    // A name defined twice (in two `#if` branches) keeps its first definition.
    guard macros[String(name)] == nil else { return }
    macros[String(name)] = Macro(parameters: parameters, body: tokens(of: rest))
  }

  /// The tokens of a macro's body: `CTokenizer`'s, with `##` as one.
  private static func tokens(of body: Substring) -> [String] {
    var result: [String] = []
    for token in CTokenizer.tokens(of: String(body)) {
      if token == "#", result.last == "#" {
        result[result.count - 1] = "##"
      } else {
        result.append(token)
      }
    }
    return result
  }

  // MARK: Expanding

  /// `tokens` with every macro of `macros` not in `hiding` expanded, and pasted.
  private static func expand(
    _ tokens: [String], macros: [String: Macro], hiding: Set<String>, depth: Int
  ) -> [String] {
    guard depth < maximumDepth else { return tokens }
    var result: [String] = []
    var index = 0
    while index < tokens.count, result.count <= maximumTokens {
      let token = tokens[index]
      guard let macro = macros[token], !hiding.contains(token) else {
        result.append(token)
        index += 1
        continue
      }
      guard let parameters = macro.parameters else {
        result += expand(
          paste(macro.body), macros: macros, hiding: hiding.union([token]), depth: depth + 1)
        index += 1
        continue
      }
      guard index + 1 < tokens.count, tokens[index + 1] == "(",
        let (arguments, end) = Self.arguments(tokens, openingAt: index + 1),
        arguments.count == parameters.count
      else {
        result.append(token)
        index += 1
        continue
      }
      var substituted: [String] = []
      for (position, word) in macro.body.enumerated() {
        guard let parameter = parameters.firstIndex(of: word) else {
          substituted.append(word)
          continue
        }
        // An argument pasted stays as written; any other is expanded first.
        let isPasted =
          (position > 0 && macro.body[position - 1] == "##")
          || (position + 1 < macro.body.count && macro.body[position + 1] == "##")
        substituted +=
          isPasted
          ? arguments[parameter]
          : expand(arguments[parameter], macros: macros, hiding: hiding, depth: depth + 1)
      }
      result += expand(
        paste(substituted), macros: macros, hiding: hiding.union([token]), depth: depth + 1)
      index = end + 1
    }
    return result
  }

  /// The arguments of the call whose `(` is at `open`, split at the commas outside brackets,
  /// and the index of its `)`.
  private static func arguments(_ tokens: [String], openingAt open: Int) -> ([[String]], Int)? {
    var arguments: [[String]] = [[]]
    var depth = 0
    for index in (open + 1)..<tokens.count {
      let token = tokens[index]
      if token == ")" && depth == 0 {
        return (arguments.count == 1 && arguments[0].isEmpty ? [] : arguments, index)
      }
      if token == "(" { depth += 1 }
      if token == ")" { depth -= 1 }
      if token == ",", depth == 0 {
        arguments.append([])
      } else {
        arguments[arguments.count - 1].append(token)
      }
    }
    return nil
  }

  /// `tokens` with each `##` joining the tokens on either side.
  private static func paste(_ tokens: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < tokens.count {
      if tokens[index] == "##", !result.isEmpty, index + 1 < tokens.count {
        result[result.count - 1] += tokens[index + 1]
        index += 2
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }
}
