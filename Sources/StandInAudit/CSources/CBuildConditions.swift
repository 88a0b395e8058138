/// The `#if` configuration a build on this machine compiles a C target with: the platform's
/// macros, the `.define`s of the package's manifest, and the object-like `#define`s of the
/// target's headers. ``activeText(of:isCPlusPlus:)`` blanks out the branches such a build leaves
/// out, so that a vendored library's FIPS break tests, debug tracing and other platforms' code
/// are not read; a condition it cannot evaluate (`__has_include(…)`, a function-like macro)
/// keeps every branch, as no preprocessor did before.
///
/// ```swift
/// let conditions = CBuildConditions(defines: ["OPENSSL_LINUX": 1])
/// conditions.activeText(of: "#if defined(_WIN32)\nwin();\n#else\nposix();\n#endif\n")
/// // "#if defined(_WIN32)\n\n#else\nposix();\n#endif\n": the directives stay, `win();` does not
/// ```
struct CBuildConditions: Sendable {
  /// The macros defined, with their integer values (`1` for one defined without a value); a
  /// macro defined to something else is `nil`: a condition reading its value is not evaluated.
  private(set) var defines: [String: Int?]
  /// The function-like macros defined to nothing (`#define Tracev(x)` when debugging is off):
  /// their calls are no code.
  private(set) var emptyMacros: Set<String> = []

  /// This machine's compiler's own macros: Linux, with clang's and GCC's version macros.
  static let host: [String: Int?] = {
    var defines: [String: Int?] = [
      "__linux__": 1, "__linux": 1, "linux": 1, "__unix__": 1, "__unix": 1, "unix": 1,
      "__ELF__": 1, "__GNUC__": 4, "__GNUC_MINOR__": 2, "__clang__": 1, "__clang_major__": 17,
      "__STDC__": 1, "__STDC_VERSION__": 201_710, "__STDC_HOSTED__": 1, "__LP64__": 1, "_LP64": 1,
      "__SIZEOF_POINTER__": 8, "__SIZEOF_LONG__": 8, "__SIZEOF_INT128__": 16, "__CHAR_BIT__": 8,
      "__ORDER_LITTLE_ENDIAN__": 1234, "__ORDER_BIG_ENDIAN__": 4321, "__BYTE_ORDER__": 1234,
      "__GLIBC__": 2, "__GLIBC_MINOR__": 35, "__gnu_linux__": 1, "__pic__": 2, "__PIC__": 2,
    ]
    #if arch(x86_64)
      for name in ["__x86_64__", "__x86_64", "__amd64__", "__amd64", "__SSE2__"] {
        defines[name] = 1
      }
    #elseif arch(arm64)
      for name in ["__aarch64__", "__ARM_ARCH", "__ARM_NEON"] { defines[name] = 1 }
      defines["__ARM_ARCH"] = 8
    #endif
    return defines
  }()

  init(defines: [String: Int?] = Self.host) {
    self.defines = defines
  }

  /// Adds the object-like `#define`s that `text`'s compiled branches make, and drops those it
  /// `#undef`s.
  mutating func read(definesOf text: String) {
    _ = scan(text, isCPlusPlus: false, producingText: false)
  }

  /// `text` with the lines of every branch this build leaves out made empty (the line count
  /// kept), read with the file's own `#define`s and `#undef`s as they come.
  func activeText(of text: String, isCPlusPlus: Bool = false) -> String {
    var copy = self
    return copy.scan(text, isCPlusPlus: isCPlusPlus, producingText: true)
  }

  /// The conditions of each of `paths` (whose texts are `texts`): per package (the folder of
  /// the nearest `Package.swift` above a file), the host's macros, the manifest's `.define`s
  /// for Linux, and the `#define`s of the package's headers among `paths`.
  static func byPackage(paths: [String], texts: [String]) -> [CBuildConditions] {
    var rootOfFolder: [String: String] = [:]
    func root(of path: String) -> String {
      var folder = path
      var visited: [String] = []
      while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
        folder = String(folder[..<slash])
        if let known = rootOfFolder[folder] {
          for seen in visited { rootOfFolder[seen] = known }
          return known
        }
        visited.append(folder)
        if case .success(.regular) = FileSystem.resolvedKind(of: folder + "/Package.swift") {
          for seen in visited { rootOfFolder[seen] = folder }
          return folder
        }
      }
      for seen in visited { rootOfFolder[seen] = "" }
      return ""
    }
    let roots = paths.map(root(of:))
    var byRoot: [String: CBuildConditions] = [:]
    for packageRoot in Set(roots).sorted() {
      var conditions = CBuildConditions()
      let manifest = (try? FileSystem.read(packageRoot + "/Package.swift", limit: 1 << 20)) ?? []
      conditions.defines.merge(manifestDefines(String(decoding: manifest, as: UTF8.self))) {
        $1
      }
      let headers = paths.indices.filter {
        roots[$0] == packageRoot && CTargetSources.isHeader(paths[$0])
      }
      // Each header from what the others define: twice, since a header may test what another
      // defines, on every core.
      for _ in 0..<2 {
        let base = conditions
        let read = parallelMap(count: headers.count) { position in
          var header = base
          header.read(definesOf: texts[headers[position]])
          return header
        }
        for header in read {
          conditions.defines.merge(header.defines) { $1 }
          conditions.emptyMacros.formUnion(header.emptyMacros)
        }
      }
      byRoot[packageRoot] = conditions
    }
    return roots.map { byRoot[$0] ?? CBuildConditions() }
  }

  /// The macros a manifest's `cSettings` and `cxxSettings` define for Linux:
  /// `.define("NAME")`, `.define("NAME", to: "2")`, unless `.when(platforms:)` leaves Linux out.
  static func manifestDefines(_ manifest: String) -> [String: Int?] {
    var defines: [String: Int?] = [:]
    var rest = manifest[...]
    while let start = rest.range(of: ".define(") {
      var depth = 1
      var end = start.upperBound
      while end < rest.endIndex, depth > 0 {
        if rest[end] == "(" { depth += 1 }
        if rest[end] == ")" { depth -= 1 }
        end = rest.index(after: end)
      }
      let call = rest[start.upperBound..<end]
      rest = rest[end...]
      if call.contains(".when("), call.contains("platforms"), !call.lowercased().contains("linux") {
        continue
      }
      let quoted = call.split(separator: "\"", omittingEmptySubsequences: false)
      guard quoted.count >= 2 else { continue }
      let name = String(quoted[1])
      var value: Int? = 1
      if call.contains("to:"), quoted.count >= 4 { value = number(String(quoted[3])) }
      defines[name] = .some(value)
    }
    return defines
  }

  // MARK: Branches

  /// One `#if` … `#endif` group being read.
  private struct Group {
    /// Whether the group's enclosing code is compiled (or may be).
    var enclosingActive: Bool
    /// Whether a branch known to be compiled came before: no later one is.
    var taken = false
    /// Whether the current branch's code is read.
    var active = false

    /// Enters a branch whose condition is `condition` (`nil`: not evaluated).
    mutating func enter(_ condition: Bool?) {
      guard !taken else {
        active = false
        return
      }
      switch condition {
      case true?:
        active = true
        taken = true
      case false?:
        active = false
      case nil:
        active = true
      }
    }
  }

  private mutating func scan(_ text: String, isCPlusPlus: Bool, producingText: Bool) -> String {
    if isCPlusPlus { defines["__cplusplus"] = 201_703 }
    var groups: [Group] = []
    // A name the file's code uses that nothing read defines comes from a header not read (the
    // system's `UDP_SEGMENT`, tested with `#ifndef UDP_SEGMENT` before the code uses it): whether
    // it is defined is not known. A switch of the build's (`BORINGSSL_FIPS_BREAK_TESTS`) is only
    // ever tested.
    let bytes = Array(text.utf8)
    let headerNames = Self.codeNames(of: bytes).filter { !defines.keys.contains($0) }
    func isDefined(_ name: String) -> Bool? {
      defines.keys.contains(name) ? true : headerNames.contains(name) ? nil : false
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var active: Bool { groups.last.map(\.active) ?? true }
    let lines = Self.lines(of: bytes)
    var next = 0
    var emitted = 0
    // A line as written, or emptied; the line breaks between them kept.
    func emit(_ line: Range<Int>?) {
      guard producingText else { return }
      if emitted > 0 { output.append(10) }
      emitted += 1
      if let line { output += bytes[line] }
    }
    while next < lines.count {
      let line = lines[next]
      let first = next
      next += 1
      guard Self.isDirective(bytes, line) else {
        emit(active ? line : nil)
        continue
      }
      // A directive with its continuation lines.
      var directive = String(decoding: bytes[line], as: UTF8.self)
      while directive.hasSuffix("\\"), next < lines.count {
        directive =
          String(directive.dropLast()) + " "
          + String(decoding: bytes[lines[next]], as: UTF8.self)
        next += 1
      }
      let words = Self.directiveWords(directive)
      let keyword = words.first ?? ""
      let rest = Array(words.dropFirst())
      switch keyword {
      case "if", "ifdef", "ifndef":
        var group = Group(enclosingActive: active)
        if group.enclosingActive {
          let condition: Bool?
          switch keyword {
          case "ifdef": condition = rest.first.flatMap(isDefined)
          case "ifndef":
            // An include guard is read whatever the headers read before defined.
            condition = rest.first.flatMap {
              Self.nextDirective(in: bytes, lines[next...]) == ["define", $0]
                ? true : isDefined($0).map { !$0 }
            }
          default: condition = evaluate(rest, unknown: headerNames)
          }
          group.enter(condition)
        }
        groups.append(group)
      case "elif", "elifdef", "elifndef":
        guard var group = groups.popLast() else { break }
        if group.enclosingActive {
          let condition: Bool?
          switch keyword {
          case "elifdef": condition = rest.first.flatMap(isDefined)
          case "elifndef": condition = rest.first.flatMap { isDefined($0).map { !$0 } }
          default: condition = evaluate(rest, unknown: headerNames)
          }
          group.enter(condition)
        }
        groups.append(group)
      case "else":
        guard var group = groups.popLast() else { break }
        if group.enclosingActive { group.enter(true) }
        groups.append(group)
      case "endif":
        _ = groups.popLast()
      case "define" where active:
        if let name = rest.first {
          // A function-like macro is defined, with no value a condition can read.
          let isFunctionLike = Self.isFunctionLike(directive, name)
          let value: Int? =
            isFunctionLike ? nil : Self.value(of: Array(rest.dropFirst()), in: defines)
          defines[name] = .some(value)
          emptyMacros.remove(name)
          // `NAME ( parameters )` and nothing after.
          if isFunctionLike, let close = rest.firstIndex(of: ")"), close == rest.count - 1 {
            emptyMacros.insert(name)
          }
        }
      case "undef" where active:
        if let name = rest.first {
          defines[name] = nil
          emptyMacros.remove(name)
        }
      default:
        break
      }
      // The directive's lines stay as written (the tokenizer and the alias reader skip or read
      // them), those of a branch left out are emptied.
      let kept =
        active || keyword == "if" || keyword == "ifdef" || keyword == "ifndef"
        || keyword.hasPrefix("el") || keyword == "endif"
      for index in first..<next { emit(kept ? lines[index] : nil) }
    }
    guard producingText else { return "" }
    Self.removeCalls(of: emptyMacros, in: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Makes each call of one of `macros` in `bytes` (its name and parenthesized arguments)
  /// blank, its line breaks kept.
  private static func removeCalls(of macros: Set<String>, in bytes: inout [UInt8]) {
    guard !macros.isEmpty else { return }
    var index = 0
    while index < bytes.count {
      guard isWordByte(bytes[index]), index == 0 || !isWordByte(bytes[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      var open = end
      while open < bytes.count, bytes[open] == 32 || bytes[open] == 9 { open += 1 }
      guard open < bytes.count, bytes[open] == 40,
        macros.contains(String(decoding: bytes[index..<end], as: UTF8.self)),
        !Self.isDirectiveLine(bytes, at: index)
      else {
        index = end
        continue
      }
      var depth = 0
      var close = open
      while close < bytes.count {
        if bytes[close] == 40 { depth += 1 }
        if bytes[close] == 41 {
          depth -= 1
          if depth == 0 { break }
        }
        close += 1
      }
      for position in index..<min(close + 1, bytes.count) where bytes[position] != 10 {
        bytes[position] = 32
      }
      index = close + 1
    }
  }

  /// Whether the line holding `index` is a directive (its first non-blank byte is `#`).
  private static func isDirectiveLine(_ bytes: [UInt8], at index: Int) -> Bool {
    var start = index
    while start > 0, bytes[start - 1] != 10 { start -= 1 }
    return isDirective(bytes, start..<(index + 1))
  }

  /// The names that `text`'s lines other than directives mention.
  private static func codeNames(of bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    var index = 0
    var lineStart = true
    var inDirective = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 10 {
        lineStart = true
        inDirective = false
        index += 1
        continue
      }
      if lineStart, byte == 32 || byte == 9 {
        index += 1
        continue
      }
      if lineStart {
        inDirective = byte == 35
        lineStart = false
      }
      let isStart = (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
      guard isStart, !inDirective else {
        index += 1
        // The rest of a number, or of a directive's word, is no name of its own.
        if Self.isWordByte(byte) {
          while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        }
        continue
      }
      let start = index
      while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
      names.insert(String(decoding: bytes[start..<index], as: UTF8.self))
    }
    return names
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
      || byte == 95
  }

  /// The first two words of the next directive among `lines` of `bytes` (`["define",
  /// "GUARD_H"]`), past blank lines and comments.
  private static func nextDirective(in bytes: [UInt8], _ lines: ArraySlice<Range<Int>>) -> [String]
  {
    for line in lines {
      var start = line.lowerBound
      while start < line.upperBound, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
      guard start < line.upperBound else { continue }
      switch bytes[start] {
      case 35:
        return Array(directiveWords(String(decoding: bytes[line], as: UTF8.self)).prefix(2))
      case 47, 42:  // `//`, `/*`, or a comment's ` * ` line
        continue
      default:
        return []
      }
    }
    return []
  }

  /// The ranges of `bytes`' lines, without their line breaks.
  private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 10 {
      result.append(start..<index)
      start = index + 1
    }
    result.append(start..<bytes.count)
    return result
  }

  /// Whether `line` of `bytes` is a directive: its first byte other than a blank is `#`.
  private static func isDirective(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
    var start = line.lowerBound
    while start < line.upperBound, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
    return start < line.upperBound && bytes[start] == 35
  }

  /// Whether `#define name(` in `directive` starts a parameter list (no space before it).
  private static func isFunctionLike(_ directive: String, _ name: String) -> Bool {
    guard let range = directive.utf8.firstRange(of: "define".utf8) else { return false }
    let after = directive.utf8[range.upperBound...].drop { $0 == 32 || $0 == 9 }
    return after.starts(with: (name + "(").utf8)
  }

  /// The words of a directive after its `#`: names, numbers and operators, comments dropped.
  private static func directiveWords(_ directive: String) -> [String] {
    // The tokenizer drops comments; without its `#` the directive is no directive to it.
    CTokenizer.tokens(of: String(directive.drop { $0 == " " || $0 == "\t" }.dropFirst()))
  }

  /// The integer value of a `#define`'s body: `1` when empty, the number, another macro's value,
  /// or `nil` when it is anything else.
  private static func value(of body: [String], in defines: [String: Int?]) -> Int? {
    if body.isEmpty { return 1 }
    let inner =
      body.count >= 3 && body.first == "(" && body.last == ")"
      ? Array(body.dropFirst().dropLast()) : body
    guard inner.count == 1, let word = inner.first else { return nil }
    if let number = Self.number(word) { return number }
    if let known = defines[word] { return known }
    return nil
  }

  /// The value of a C integer literal (`1`, `0x10`, `200112L`).
  private static func number(_ word: String) -> Int? {
    var digits = word.lowercased()
    while let last = digits.last, last == "l" || last == "u" { digits.removeLast() }
    if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16) }
    if digits.count > 1, digits.hasPrefix("0") { return Int(digits.dropFirst(), radix: 8) }
    return Int(digits)
  }

  // MARK: Conditions

  /// The value of an `#if` condition, or `nil` when it reads something the build's macros do
  /// not tell (a function-like macro, `__has_include`, a macro defined to an expression).
  private func evaluate(_ words: [String], unknown: Set<String>) -> Bool? {
    var parser = ConditionParser(words: words, defines: defines, unknown: unknown)
    guard let value = parser.conditional(), parser.position == words.count else { return nil }
    return value.map { $0 != 0 }
  }

  /// A recursive-descent reading of a condition's words; each step's value is `nil` when
  /// it cannot be known, and a word it does not understand fails the whole (`nil` outside).
  private struct ConditionParser {
    let words: [String]
    let defines: [String: Int?]
    /// The names whose definition is not known (``codeNames(of:)``).
    let unknown: Set<String>
    var position = 0
    /// How deep the reading has nested (parentheses, `?:`, unary operators): a condition nested
    /// deeper than ``maximumDepth`` is not evaluated, and cannot exhaust the stack.
    var depth = 0
    private static let maximumDepth = 200

    private var next: String? { position < words.count ? words[position] : nil }

    private mutating func take(_ word: String) -> Bool {
      guard next == word else { return false }
      position += 1
      return true
    }

    /// `a ? b : c`, the loosest.
    mutating func conditional() -> Int?? {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth, let condition = binary(0) else { return nil }
      guard take("?") else { return condition }
      guard let whenTrue = conditional(), take(":"), let whenFalse = conditional() else {
        return nil
      }
      guard let known = condition else { return .some(nil) }
      return known != 0 ? whenTrue : whenFalse
    }

    private static let levels: [[String]] = [
      ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"],
      ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(_ level: Int) -> Int?? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level + 1) else { return nil }
      while let word = next, Self.levels[level].contains(word) {
        position += 1
        guard let right = binary(level + 1) else { return nil }
        left = Self.apply(word, left, right)
      }
      return left
    }

    /// `||` and `&&` are known when one side decides them; any other operator needs both.
    private static func apply(_ word: String, _ left: Int?, _ right: Int?) -> Int? {
      switch word {
      case "||":
        if left.map({ $0 != 0 }) == true || right.map({ $0 != 0 }) == true { return 1 }
        guard let left, let right else { return nil }
        return left != 0 || right != 0 ? 1 : 0
      case "&&":
        if left == 0 || right == 0 { return 0 }
        guard let left, let right else { return nil }
        return left != 0 && right != 0 ? 1 : 0
      default:
        guard let left, let right else { return nil }
        switch word {
        case "|": return left | right
        case "^": return left ^ right
        case "&": return left & right
        case "==": return left == right ? 1 : 0
        case "!=": return left != right ? 1 : 0
        case "<": return left < right ? 1 : 0
        case ">": return left > right ? 1 : 0
        case "<=": return left <= right ? 1 : 0
        case ">=": return left >= right ? 1 : 0
        case "<<": return left << (right & 63)
        case ">>": return left >> (right & 63)
        case "+": return left &+ right
        case "-": return left &- right
        case "*": return left &* right
        case "/": return right == 0 ? nil : left / right
        default: return right == 0 ? nil : left % right
        }
      }
    }

    private mutating func unary() -> Int?? {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else { return nil }
      if take("!") {
        guard let value = unary() else { return nil }
        return .some(value.map { $0 == 0 ? 1 : 0 })
      }
      if take("-") {
        guard let value = unary() else { return nil }
        return .some(value.map { -$0 })
      }
      if take("~") {
        guard let value = unary() else { return nil }
        return .some(value.map { ~$0 })
      }
      if take("+") { return unary() }
      return primary()
    }

    private mutating func primary() -> Int?? {
      guard let word = next else { return nil }
      position += 1
      if word == "(" {
        guard let value = conditional(), take(")") else { return nil }
        return value
      }
      if word == "defined" {
        let parenthesized = take("(")
        guard let name = next, CTokenizer.isIdentifier(name) else { return nil }
        position += 1
        if parenthesized, !take(")") { return nil }
        if unknown.contains(name) { return .some(nil) }
        return .some(defines.keys.contains(name) ? 1 : 0)
      }
      if let number = CBuildConditions.number(word) { return .some(number) }
      guard CTokenizer.isIdentifier(word) else { return nil }
      // A function-like macro's call (`__has_include(<x.h>)`, `OPENSSL_GNUC_PREREQ(4, 8)`):
      // its arguments skipped, its value unknown.
      if next == "(" {
        var depth = 0
        while let inner = next {
          position += 1
          if inner == "(" { depth += 1 }
          if inner == ")" {
            depth -= 1
            if depth == 0 { break }
          }
        }
        return .some(nil)
      }
      // An undefined macro is 0, as the preprocessor reads it; a defined one its value.
      guard let value = defines[word] else { return .some(unknown.contains(word) ? nil : 0) }
      return .some(value)
    }
  }
}
