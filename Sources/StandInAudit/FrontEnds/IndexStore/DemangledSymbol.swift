#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a Swift USR names, read from its demangled form: the module, the enclosing types, the
/// member's name, whether it is static, the module of the extension that declares it, and a
/// variable's type. `s:10Foundation11FileManagerC7defaultACvpZ` is
/// `static Foundation.FileManager.default : Foundation.FileManager`.
///
/// The runtime's own demangler does the work (`swift_demangle`), so that every toolchain reads
/// its own mangling. A C symbol's USR (`c:@F@getenv`) names a free function or variable.
struct DemangledSymbol: Sendable, Hashable {
  /// The module of the outermost name (`Swift` for `Swift.CommandLine`).
  var module: String
  /// The enclosing types, outermost first; empty for a global.
  var typePath: [String]
  /// The member's name (`init` for an initializer).
  var name: String
  var isStatic: Bool
  /// The module of the extension that declares it, when that is not ``module``.
  var extensionModule: String?
  /// A variable's type, as module-qualified names (`["Foundation", "FileManager"]`).
  var valueType: [String]?
  /// Whether it is a C declaration.
  var isC: Bool = false

  /// The module whose sources declare it.
  var declaringModule: String { extensionModule ?? module }

  /// Reads `usr`, or returns `nil` when it is not a Swift or C declaration the audit can name.
  init?(usr: String) {
    if usr.hasPrefix("c:") {
      // c:@F@getenv, c:@stderr, c:@macro@STDOUT_FILENO
      let parts = usr.dropFirst(2).split(separator: "@")
      guard let last = parts.last, !parts.contains("macro") else { return nil }
      self.init(cName: String(last))
      return
    }
    guard usr.hasPrefix("s:"), let text = Self.demangle("$s" + usr.dropFirst(2)) else {
      return nil
    }
    self.init(demangled: text)
  }

  /// A C function or variable.
  private init(cName: String) {
    module = "C"
    typePath = []
    name = cName
    isStatic = false
    isC = true
  }

  /// Reads demangled text such as `static NIOPosix.MultiThreadedEventLoopGroup.singleton : …`.
  init?(demangled text: String) {
    var rest = Substring(text)
    isStatic = false
    for prefix in ["static ", "class "] where rest.hasPrefix(prefix) {
      isStatic = true
      rest = rest.dropFirst(prefix.count)
    }
    // The member's extension first; then, for a type declared in an extension of another
    // module's type (grpc-swift's `HTTP2ClientTransport.Posix`), the type's, which the type's
    // path resolves without.
    while rest.hasPrefix("(extension in "), let close = rest.range(of: "):") {
      extensionModule =
        extensionModule
        ?? String(rest[rest.index(rest.startIndex, offsetBy: 14)..<close.lowerBound])
      rest = rest[close.upperBound...]
    }
    let (components, remainder) = Self.path(rest)
    guard components.count >= 2 else { return nil }
    module = components[0]
    name = components[components.count - 1]
    typePath = Array(components[1..<(components.count - 1)])
    if remainder.hasPrefix(" : ") {
      let type = Self.path(remainder.dropFirst(3)).components
      valueType = type.isEmpty ? nil : type
    }
    if extensionModule == module { extensionModule = nil }
  }

  /// The dotted names at the start of `text`, generic arguments left out, and what follows
  /// them (` : Type`, `(…) -> …`).
  private static func path(_ text: Substring) -> (components: [String], remainder: Substring) {
    var components: [String] = []
    var current = ""
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        if character == "(", current.isEmpty,
          let close = text[index...].firstIndex(of: ")"),
          let space = text[index..<close].range(of: " in ")
            ?? text[index..<close].range(of: "(in ").map({
              text.index(after: $0.lowerBound)..<$0.upperBound
            })
        {
          // A private declaration: `(_factory in _6E6A…)`; a private initializer's discriminator
          // stands alone before its name: `Authorization.(in _6E6A…).init(scheme:)`.
          current = String(text[text.index(after: index)..<space.lowerBound])
          index = text.index(after: close)
          if current.isEmpty, index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
          }
          continue
        }
        if character == "." {
          components.append(current)
          current = ""
        } else if character == "(" || character == " " || character == "[" || character == "?"
          || character == "@"
        {
          break
        } else {
          current.append(character)
        }
      }
      index = text.index(after: index)
    }
    if !current.isEmpty { components.append(current) }
    return (components, text[index...])
  }

  @_silgen_name("swift_demangle")
  private static func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int,
    _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<Int>?,
    _ flags: UInt32
  ) -> UnsafeMutablePointer<CChar>?

  /// The runtime's demangling of `mangled`, or `nil`.
  static func demangle(_ mangled: String) -> String? {
    mangled.withCString { pointer in
      guard let result = swiftDemangle(pointer, strlen(pointer), nil, nil, 0) else { return nil }
      defer { free(result) }
      let text = String(cString: result)
      return text == mangled ? nil : text
    }
  }
}
