/// What a quick pass over a file's bytes tells without parsing it: the modules it imports, the
/// types it declares or extends, and its top-level `let`, `var` and `func` names. The
/// syntax-only mode uses it to choose which of a dependency's files to parse; a name in a
/// comment or a string is skipped, and a wrong guess only costs a file parsed for nothing.
///
/// ```swift
/// let sketch = DeclarationSketch(Array("import NIOCore\nfinal class Socket {}".utf8))
/// sketch.imports  // ["NIOCore"]
/// sketch.types    // ["Socket"]
/// ```
struct DeclarationSketch: Sendable, Hashable {
  /// The first component of each imported module's name.
  var imports: Set<String> = []
  /// The names after `class`, `struct`, `enum`, `actor`, `protocol` and `typealias`.
  var types: Set<String> = []
  /// Of ``types``, those declared at the top level, which an `extension` can name alone.
  var topLevelTypes: Set<String> = []
  /// The names after `extension`.
  var extended: Set<String> = []
  /// The names of top-level `let`s, `var`s and `func`s.
  var globals: Set<String> = []
  /// The braced bodies at the top level, in order.
  var bodies: [Body] = []

  /// A top-level `{ … }`: the body of a type, an extension, a `func`, or a `let` or `var`'s
  /// accessors or closure.
  struct Body: Sendable, Hashable {
    /// The name of the declaration it belongs to, or of the type it extends; `nil` for
    /// top-level code.
    var owner: String?
    /// Whether it is an extension's.
    var isExtension: Bool
    /// The types declared inside it, at any depth.
    var nested: Set<String>
    /// The bytes between the braces.
    var inside: Range<Int>
  }

  /// What a word is to the sketch: only keywords change what the next word is.
  private enum Word: Equatable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `typealias`: the next word is a type.
    case typeKeyword
    /// `let`, `var` or `func`: at the top level, the next word is a global.
    case globalKeyword
    case `extension`
    case `import`
    /// `if`, `do`, `for`, `while`, `guard`, `switch` or `defer`: at the top level, code that
    /// belongs to no declaration.
    case statement
    /// Any other word, or punctuation between words.
    case other

    /// Whether it may stand between `import` and a module's name (`import struct NIOCore.X`).
    var isImportKind: Bool { self == .typeKeyword || self == .globalKeyword }

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
      switch bytes.count {
      case 2:
        self = Self.matches(bytes, "if") || Self.matches(bytes, "do") ? .statement : .other
      case 3:
        self =
          Self.matches(bytes, "let") || Self.matches(bytes, "var")
          ? .globalKeyword : Self.matches(bytes, "for") ? .statement : .other
      case 4:
        self =
          Self.matches(bytes, "func")
          ? .globalKeyword : Self.matches(bytes, "enum") ? .typeKeyword : .other
      case 5:
        self =
          Self.matches(bytes, "class") || Self.matches(bytes, "actor")
          ? .typeKeyword
          : Self.matches(bytes, "while") || Self.matches(bytes, "guard")
            || Self.matches(bytes, "defer")
            ? .statement : .other
      case 6:
        self =
          Self.matches(bytes, "struct")
          ? .typeKeyword
          : Self.matches(bytes, "import")
            ? .import : Self.matches(bytes, "switch") ? .statement : .other
      case 8:
        self = Self.matches(bytes, "protocol") ? .typeKeyword : .other
      case 9:
        self =
          Self.matches(bytes, "typealias")
          ? .typeKeyword : Self.matches(bytes, "extension") ? .extension : .other
      default:
        self = .other
      }
    }

    private static func matches(
      _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ keyword: StaticString
    ) -> Bool {
      keyword.withUTF8Buffer { bytes.elementsEqual($0) }
    }
  }

  init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { read($0) }
  }

  private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    var depth = 0
    var previous = Word.other
    var beforePrevious = Word.other
    // The top-level declaration the next top-level `{` belongs to.
    var declaration: String?
    var isExtension = false
    // The top-level body open: what it belongs to, and where its inside starts.
    var open: (owner: String?, isExtension: Bool, nested: Set<String>, start: Int)?
    var index = 0
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
        while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
        var nesting = 0
        repeat {
          if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
            nesting += 1
            index += 2
          } else if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
            nesting -= 1
            index += 2
          } else {
            index += 1
          }
        } while nesting > 0 && index < count
      case UInt8(ascii: "\""):
        index = Self.endOfString(bytes, at: index)
      case UInt8(ascii: "{"):
        if depth == 0 {
          open = (declaration, isExtension, [], index + 1)
        }
        depth += 1
        index += 1
      case UInt8(ascii: "}"):
        depth = max(0, depth - 1)
        if depth == 0, let body = open {
          bodies.append(
            Body(
              owner: body.owner, isExtension: body.isExtension, nested: body.nested,
              inside: body.start..<index))
          open = nil
        }
        index += 1
      default:
        guard Self.startsIdentifier(byte) else {
          index += 1
          continue
        }
        let start = index
        while index < count, Self.continuesIdentifier(bytes[index]) { index += 1 }
        let slice = bytes[start..<index]
        let word = Word(slice)
        // The word's text is made only when it is recorded.
        var text: String { String(decoding: slice, as: UTF8.self) }
        if previous == .typeKeyword, beforePrevious != .import {
          types.insert(text)
          if depth == 0 {
            topLevelTypes.insert(text)
            declaration = text
            isExtension = false
          } else {
            open?.nested.insert(text)
          }
        } else if previous == .extension {
          extended.insert(text)
          if depth == 0 {
            declaration = text
            isExtension = true
          }
        } else if depth == 0, previous == .globalKeyword, beforePrevious != .import {
          globals.insert(text)
          declaration = text
          isExtension = false
        } else if depth == 0, word == .statement {
          declaration = nil
        }
        if depth == 0,
          previous == .import || (beforePrevious == .import && previous.isImportKind),
          !word.isImportKind
        {
          imports.insert(text)
        }
        beforePrevious = previous
        previous = word
        continue
      }
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        // Punctuation between words (`a.b`, `x: T`) ends a keyword's reach; spaces do not.
        if byte != UInt8(ascii: "\n") || previous != .import {
          beforePrevious = previous
          previous = .other
        }
      }
    }
  }

  /// The index just past the string literal that starts at `start`: `"…"` with escapes, or
  /// `"""…"""`.
  private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    let count = bytes.count
    if start + 2 < count, bytes[start + 1] == quote, bytes[start + 2] == quote {
      var index = start + 3
      while index + 2 < count {
        if bytes[index] == UInt8(ascii: "\\") {
          index += 2
        } else if bytes[index] == quote, bytes[index + 1] == quote, bytes[index + 2] == quote {
          return index + 3
        } else {
          index += 1
        }
      }
      return count
    }
    var index = start + 1
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case quote: return index + 1
      case UInt8(ascii: "\n"): return index + 1
      default: index += 1
      }
    }
    return count
  }

  private static func startsIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
