/// Splits C source into tokens for ``CSourceReader``: names, numbers and punctuation. Comments
/// and preprocessor directives (with their continuation lines) are dropped; a string or
/// character literal becomes one `""` token.
///
/// ```swift
/// CTokenizer.tokens(of: "count += 1; // more")  // ["count", "+=", "1", ";"]
/// ```
enum CTokenizer {
  /// The punctuation of two or three characters, longest first.
  private static let operators: [[UInt8]] = [
    "<<=", ">>=", "...", "->", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
    "==", "!=", "<=", ">=", "&&", "||", "<<", ">>",
  ].map { Array($0.utf8) }

  /// The operators that assign to their left side.
  static let assignments: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
  ]

  /// Words that are never a variable's or function's name.
  static let keywords: Set<String> = [
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Bool",
    "_Noreturn", "_Static_assert", "_Thread_local", "__attribute__", "__declspec", "__asm__",
    "asm", "__inline", "__inline__", "__restrict", "__restrict__", "__typeof__", "typeof",
    "__extension__", "__thread", "thread_local", "bool", "static_assert", "_Nullable", "_Nonnull",
    "__nullable", "__nonnull", "_Null_unspecified",
  ]

  /// The storage classes of a thread's own variables, and the types of thread-local keys and
  /// once-guards: a variable declared with one holds no process-wide value.
  static let perThreadOrOnceWords: Set<String> = [
    "__thread", "_Thread_local", "thread_local", "pthread_key_t", "pthread_once_t",
    "dispatch_once_t", "INIT_ONCE",
  ]

  /// Whether `word` makes a variable declared with it a thread's own or a once-guard: one of
  /// ``perThreadOrOnceWords``, or a once-guard's type of a library's own (`CRYPTO_once_t`,
  /// `std::once_flag`).
  static func isPerThreadOrOnceWord(_ word: String) -> Bool {
    perThreadOrOnceWords.contains(word) || word.hasSuffix("once_t") || word == "once_flag"
  }

  /// Whether `word`, a type's, names a lock (`pthread_mutex_t`, `pthread_rwlock_t`,
  /// `CRYPTO_MUTEX`, `std::mutex`, `os_unfair_lock`, `SRWLOCK`).
  static func isLockTypeWord(_ word: String) -> Bool {
    let lowered = word.lowercased()
    return lowered.contains("mutex") || lowered.contains("rwlock") || lowered.contains("spinlock")
      || lowered.hasSuffix("unfair_lock") || lowered == "srwlock"
  }

  /// The variables the C standard makes each thread's own, whatever a header declares them as
  /// (`extern int errno;`): writing one changes no process-wide state.
  static let perThreadVariables: Set<String> = ["errno"]

  /// Words that start a statement that declares nothing.
  static let statementKeywords: Set<String> = [
    "return", "if", "else", "for", "while", "do", "switch", "case", "default", "goto", "break",
    "continue", "sizeof",
  ]

  static func isIdentifier(_ token: String) -> Bool {
    guard let first = token.utf8.first else { return false }
    return first == UInt8(ascii: "_")
      || (first | 0x20) >= UInt8(ascii: "a")
        && (first | 0x20) <= UInt8(ascii: "z")
  }

  /// Whether `byte` belongs to a word: a name or a number (`$` included, as compilers allow).
  static func isWord(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57)
      || ((byte | 0x20) >= 97
        && (byte | 0x20) <= 122)
      || byte == UInt8(ascii: "$")
  }

  /// Where what the tokenizer skips at `index` ends: white space, a comment, or (at a line's
  /// start) a directive with its continuation lines; `nil` when a token starts there.
  /// `atLineStart` follows the bytes read.
  static func endOfSkipped<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at index: Int, atLineStart: inout Bool
  ) -> Int? where Bytes.Index == Int {
    let count = bytes.endIndex
    let byte = bytes[index]
    let next = index + 1 < count ? bytes[index + 1] : 0
    var end = index
    switch byte {
    case 10:
      atLineStart = true
      return index + 1
    case 32, 9, 13, 12, 11:
      return index + 1
    case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
      while end < count, bytes[end] != 10 { end += 1 }
    case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
      end += 2
      while end + 1 < count,
        !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
      {
        end += 1
      }
      end += 2
    case UInt8(ascii: "#") where atLineStart:
      // A directive, to the end of its last continued line.
      while end < count, bytes[end] != 10 {
        if bytes[end] == UInt8(ascii: "\\"), end + 1 < count, bytes[end + 1] == 10 { end += 1 }
        end += 1
      }
    default:
      atLineStart = false
      return nil
    }
    return end
  }

  /// Where the string or character literal that starts at `index` ends (at the line's end when
  /// unterminated).
  static func endOfLiteral<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at index: Int
  ) -> Int where Bytes.Index == Int {
    let quote = bytes[index]
    var end = index + 1
    while end < bytes.endIndex, bytes[end] != quote, bytes[end] != 10 {
      if bytes[end] == UInt8(ascii: "\\") { end += 1 }
      end += 1
    }
    return end + 1
  }

  static func tokens(of text: String) -> [String] {
    let bytes = Array(text.utf8)
    var tokens: [String] = []
    var index = 0
    var atLineStart = true
    while index < bytes.count {
      if let end = endOfSkipped(bytes, at: index, atLineStart: &atLineStart) {
        index = end
        continue
      }
      let byte = bytes[index]
      // String and character literals.
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index = endOfLiteral(bytes, at: index)
        tokens.append("\"\"")
        continue
      }
      if isWord(byte) {
        let start = index
        while index < bytes.count, isWord(bytes[index]) { index += 1 }
        tokens.append(String(decoding: bytes[start..<index], as: UTF8.self))
        continue
      }
      if let match = operators.first(where: { op in
        index + op.count <= bytes.count && bytes[index..<(index + op.count)].elementsEqual(op)
      }) {
        tokens.append(String(decoding: match, as: UTF8.self))
        index += match.count
        continue
      }
      tokens.append(String(decoding: [byte], as: UTF8.self))
      index += 1
    }
    return tokens
  }
}
