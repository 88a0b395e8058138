/// What one quick pass over a C file's bytes tells, without tokenizing it: the words (maximal
/// runs of word bytes, as ``CTokenizer`` splits them) that stand where the file declares
/// something, and those that stand where its code may write something, each hashed in place, so
/// that ``CTargetSources`` can tell which files to read for a set of names. Comments, string
/// literals and preprocessor directives are skipped as the tokenizer skips them. Both sets are
/// supersets of what ``CSourceReader`` would record; a hash two words share only makes a file
/// read for nothing.
///
/// ```swift
/// let words = CFileWords(Array("static int count;\nvoid bump(void) { count++; }".utf8))
/// words.declares(any: CFileWords.hashes(of: ["bump"]))   // true
/// words.declares(any: CFileWords.hashes(of: ["count"]))  // true
/// words.writes(any: CFileWords.hashes(of: ["count"]))    // true
/// words.declares(any: CFileWords.hashes(of: ["void"]))   // false
/// ```
struct CFileWords: Sendable {
  /// The words where a top-level declaration names what it declares: before its parameters,
  /// `;`, `=`, `,` or `[`, outside parentheses and braces (`int hook(void);`, `static int count
  /// = 0;`), or as a function pointer's name (`void (*hook)(void);`). A C++ guard's `extern "C"
  /// {` and a C++ namespace's `{` open no braces, as ``CSourceReader`` reads them.
  private var declared: Set<UInt64> = []
  /// The words before an assignment, `++`, `--`, a member or a subscript, or after `&`, `++` or
  /// `--`, wherever they are.
  private var written: Set<UInt64> = []

  init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { read($0) }
  }

  /// Whether the file declares one of the words whose ``hashes(of:)`` are `words`.
  func declares(any words: Set<UInt64>) -> Bool { !declared.isDisjoint(with: words) }

  /// Whether the file's code may write one of the words whose ``hashes(of:)`` are `words`.
  func writes(any words: Set<UInt64>) -> Bool { !written.isDisjoint(with: words) }

  /// The hashes of `words`, to look for.
  static func hashes(of words: some Sequence<String>) -> Set<UInt64> {
    Set(
      words.map { word in
        var word = word
        return word.withUTF8 { hash($0[...]) }
      })
  }

  private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    var index = 0
    var atLineStart = true
    // Per open brace, whether it opened a C++ guard; the parentheses open; what came last.
    var guards: [Bool] = []
    var depth = 0
    var parentheses = 0
    var last = Last.other
    var beforeLast = Last.other
    // Whether `namespace` came since the last `;`, `=` or `{`: the next `{` opens no braces.
    var inNamespaceHead = false
    func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
    while index < count {
      if let end = CTokenizer.endOfSkipped(bytes, at: index, atLineStart: &atLineStart) {
        index = end
        continue
      }
      let byte = bytes[index]
      var now = Last.other
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        index = CTokenizer.endOfLiteral(bytes, at: index)
        now = .string
      case UInt8(ascii: "("):
        parentheses += 1
        index += 1
      case UInt8(ascii: ")"):
        parentheses = max(0, parentheses - 1)
        index += 1
      case UInt8(ascii: "*"):
        index += 1
        now = .star
      case UInt8(ascii: "{"):
        let isGuard = last == .string && beforeLast == .extern || inNamespaceHead
        inNamespaceHead = false
        guards.append(isGuard)
        if !isGuard { depth += 1 }
        index += 1
      case UInt8(ascii: "}"):
        if let isGuard = guards.popLast(), !isGuard { depth -= 1 }
        index += 1
      case _ where CTokenizer.isWord(byte):
        let start = index
        while index < count, CTokenizer.isWord(bytes[index]) { index += 1 }
        var next = index
        while next < count, isSpace(bytes[next]) { next += 1 }
        let following = at(next)
        let second = at(next + 1)
        if depth == 0,
          parentheses == 0
            ? following == UInt8(ascii: "(") || following == UInt8(ascii: ";")
              || following == UInt8(ascii: "=") || following == UInt8(ascii: ",")
              || following == UInt8(ascii: "[")
            : parentheses == 1 && last == .star && following == UInt8(ascii: ")")
        {
          declared.insert(Self.hash(bytes[start..<index]))
        }
        if Self.isWrite(before: start, in: bytes)
          || Self.isWrite(following: following, second, at(next + 2))
        {
          written.insert(Self.hash(bytes[start..<index]))
        }
        if index - start == 6, Self.isExtern(bytes[start..<index]) { now = .extern }
        if depth == 0, parentheses == 0, index - start == 9,
          bytes[start..<index].elementsEqual("namespace".utf8)
        {
          inNamespaceHead = true
        }
      case UInt8(ascii: ";"), UInt8(ascii: "="):
        inNamespaceHead = false
        index += 1
      default:
        index += 1
      }
      beforeLast = last
      last = now
    }
  }

  /// What the last token was, as far as the declarations' positions need.
  private enum Last { case string, extern, star, other }

  /// Whether `&`, `++` or `--` comes before the word at `start`.
  private static func isWrite(before start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var before = start - 1
    while before >= 0, bytes[before] == 32 || bytes[before] == 9 || bytes[before] == 10 {
      before -= 1
    }
    guard before >= 0 else { return false }
    let previous = bytes[before]
    if previous == UInt8(ascii: "&") { return true }
    return (previous == UInt8(ascii: "+") || previous == UInt8(ascii: "-")) && before > 0
      && bytes[before - 1] == previous
  }

  /// Whether the bytes after a word start an assignment, `++`, `--`, a member or a subscript
  /// (`==` included: a superset).
  private static func isWrite(following first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
    switch first {
    case UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "="):
      return true
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      return second == first || second == UInt8(ascii: "=") || second == UInt8(ascii: ">")
    case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"):
      return second == UInt8(ascii: "=")
    case UInt8(ascii: "<"), UInt8(ascii: ">"):
      return second == first && third == UInt8(ascii: "=")
    default:
      return false
    }
  }

  private static func isExtern(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    word.elementsEqual("extern".utf8)
  }

  /// FNV-1a, 64 bits.
  private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
