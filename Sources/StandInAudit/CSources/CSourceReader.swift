/// A light lexical reading of one C or C++ source or header file: its top-level function
/// definitions (in `extern "C"` blocks and namespaces too; a C++ class's member functions are
/// not read) and, for each, the names it calls, the file-scope variables it reads and those it
/// writes; and the file-scope variables the file declares. Directives are skipped: the branches
/// a build leaves out are emptied before (``CBuildConditions``), and macros are not expanded.
///
/// ```swift
/// let file = CSourceReader(text: "static int count;\nvoid bump(void) { count++; }")
/// file.globals                     // ["count"]
/// file.functions[0].writes         // ["count"]
/// ```
struct CSourceReader: Sendable {
  /// One function definition.
  struct Function: Sendable, Hashable {
    var name: String
    /// The functions it calls by name.
    var calls: Set<String> = []
    /// The names it mentions that are no parameter or local of its own.
    var mentions: Set<String> = []
    /// Of those, the ones it assigns, increments or takes the address of.
    var writes: Set<String> = []
    /// Whether it assigns a `static` variable of its own body.
    var writesOwnStatic = false
    /// The functions it hands a once-guard to run (`pthread_once(&once, init)`,
    /// `CRYPTO_once(&g_once, init)`: any callee whose name ends in `once`).
    var onceCallbacks: Set<String> = []
    /// Whether it runs when the library loads or the process exits
    /// (`__attribute__((constructor))`, `destructor`).
    var runsOnLoadOrExit = false
  }

  /// The file-scope variables the file declares or defines (`static int count;`, `extern void
  /// *(*hook)(void);`).
  private(set) var globals: Set<String> = []
  /// The function definitions, in the file's order.
  private(set) var functions: [Function] = []
  /// The functions the file declares without defining them (`void hooks_set(hook_t hook);`).
  private(set) var prototypes: Set<String> = []
  /// The functions that code including the file can call: those it declares, and when it is a
  /// header, those it defines (`static inline`).
  var visible: Set<String> {
    isHeader ? prototypes.union(functions.map(\.name)) : []
  }
  /// Whether the file is a header (``CTargetSources/headerSuffixes``).
  let isHeader: Bool

  init(text: String, isHeader: Bool = false) {
    self.isHeader = isHeader
    let tokens = CTokenizer.tokens(of: text)
    var position = 0
    while position < tokens.count {
      position = readTopLevelDeclaration(tokens, from: position)
    }
  }

  /// The reading with only the functions and file-scope variables whose names `isKept` keeps.
  func keeping(_ isKept: (String) -> Bool) -> CSourceReader {
    var copy = self
    copy.functions = functions.filter { isKept($0.name) }
    copy.globals = globals.filter(isKept)
    return copy
  }

  // MARK: Top level

  /// Reads one declaration or definition starting at `start`; returns where the next starts.
  private mutating func readTopLevelDeclaration(_ tokens: [String], from start: Int) -> Int {
    var position = start
    var declaration: [String] = []
    while position < tokens.count {
      let token = tokens[position]
      if token == ";" {
        recordVariables(declaration)
        return position + 1
      }
      // `extern "C" {` of a header's C++ guard, or a C++ namespace: its declarations are
      // top-level ones, and its closing `}` stands alone.
      if token == "{", Self.opensDeclarationScope(declaration) {
        return position + 1
      }
      if token == "}", declaration.isEmpty {
        return position + 1
      }
      if token == "{" {
        let end = Self.matching(tokens, from: position)
        if Self.endsInParameters(declaration),
          let (name, parameters) = Self.functionName(declaration)
        {
          readBody(
            Array(tokens[(position + 1)..<max(position + 1, end)]), name: name,
            parameters: parameters,
            runsOnLoadOrExit: declaration.contains("constructor")
              || declaration.contains("destructor"))
          return end + 1
        }
        // A struct, union or enum body, or an initializer: its names are no variables.
        declaration.append("{}")
        position = end + 1
        continue
      }
      if token == "(" || token == "[" {
        let end = Self.matching(tokens, from: position)
        declaration += tokens[position..<min(end + 1, tokens.count)]
        position = end + 1
        continue
      }
      declaration.append(token)
      position += 1
    }
    return position
  }

  /// Whether `declaration`, followed by `{`, opens a scope of declarations: `extern "C" {`,
  /// `extern "C++" {`, `namespace bssl {`, `namespace {`, `inline namespace v1 {`.
  private static func opensDeclarationScope(_ declaration: [String]) -> Bool {
    declaration == ["extern", "\"\""] || declaration.first == "namespace"
      || declaration.starts(with: ["inline", "namespace"])
  }

  /// The words a C++ member function's definition may end in after its parameters (`int
  /// size() const {`).
  private static let trailingQualifiers: Set<String> = [
    "const", "noexcept", "override", "final", "volatile", "&", "&&",
  ]

  /// Whether a declaration followed by `{` is a function's head: it ends in its parameters,
  /// maybe followed by C++ qualifiers.
  private static func endsInParameters(_ declaration: [String]) -> Bool {
    declaration.last(where: { !trailingQualifiers.contains($0) }) == ")"
  }

  /// The names a top-level declaration ending in `;` declares as variables: none for a
  /// `typedef` or a function's prototype.
  private mutating func recordVariables(_ declaration: [String]) {
    guard !declaration.contains("typedef"), !declaration.contains("using") else { return }
    // A thread's own variable, a thread-local key or a once-guard holds no process-wide value;
    // nor does a lock: what it guards does.
    let isPerThreadOrOnce = declaration.contains(where: CTokenizer.isPerThreadOrOnceWord)
    let declarators = Self.declarators(declaration)
    // `extern const METHOD v3_bcons, v3_nscert;`: the type's `const` is every declarator's that
    // adds no pointer of its own.
    let typeIsConstant = declarators.first.map { Self.isConstant($0.dropLast()) } ?? false
    for (position, declarator) in declarators.enumerated() {
      switch Self.declared(declarator) {
      case .variable(let name):
        let isLock = declarator.contains { $0 != name && CTokenizer.isLockTypeWord($0) }
        let isConstant =
          Self.isConstant(declarator)
          || position > 0 && typeIsConstant && !declarator.contains("*")
        if !isPerThreadOrOnce && !isLock && !isConstant
          && !CTokenizer.perThreadVariables.contains(name)
        {
          globals.insert(name)
        }
      case .function(let name): prototypes.insert(name)
      case nil: break
      }
    }
  }

  /// A declaration's declarators, split at the commas outside brackets, each without its
  /// initializer; the first keeps the type in front of it.
  private static func declarators(_ declaration: [String]) -> [[String]] {
    var result: [[String]] = [[]]
    var depth = 0
    var inInitializer = false
    for token in declaration {
      if token == "(" || token == "[" { depth += 1 }
      if token == ")" || token == "]" { depth -= 1 }
      if depth == 0, token == "," {
        result.append([])
        inInitializer = false
        continue
      }
      if depth == 0, token == "=" { inInitializer = true }
      if !inInitializer { result[result.count - 1].append(token) }
    }
    return result
  }

  /// Whether a declarator declares a constant: `const` with no `*` after it (`const int n`,
  /// `char *const p`; not `const char *p`, a variable pointer to constant characters), or
  /// `constexpr`.
  static func isConstant(_ declarator: some BidirectionalCollection<String>) -> Bool {
    // C++'s `constexpr` makes the variable itself constant, pointer or not.
    if declarator.contains("constexpr") { return true }
    guard let last = declarator.lastIndex(of: "const") else { return false }
    return !declarator[last...].contains("*")
  }

  /// What a top-level declarator declares.
  private enum Declared {
    case variable(String)
    case function(String)
  }

  /// What a declarator declares: a variable, the last name outside brackets (`count` of `static
  /// int count[4]`) or the name in a function pointer's `(*name)`; a function, the name before
  /// its parameters; `nil` for a bare `struct tag {…}`.
  private static func declared(_ declarator: [String]) -> Declared? {
    var depth = 0
    var last: String?
    var index = 0
    while index < declarator.count {
      let token = declarator[index]
      if token == "(" {
        // `(*name)`: a pointer to a function; `name(…)`: a function.
        if depth == 0, index + 2 < declarator.count, declarator[index + 1] == "*",
          CTokenizer.isIdentifier(declarator[index + 2]),
          !CTokenizer.keywords.contains(declarator[index + 2])
        {
          return .variable(declarator[index + 2])
        }
        if depth == 0, index > 0, let last, declarator[index - 1] == last {
          return .function(last)
        }
        depth += 1
      } else if token == ")" {
        depth -= 1
      } else if token == "[" {
        depth += 1
      } else if token == "]" {
        depth -= 1
      } else if token == "{}" {
        last = nil
      } else if depth == 0, CTokenizer.isIdentifier(token), !CTokenizer.keywords.contains(token) {
        last = token
      }
      index += 1
    }
    // `struct tag;`, `enum tag;`: a declaration of a tag, no variable.
    if let last, declarator.count == 2, ["struct", "union", "enum"].contains(declarator[0]),
      declarator[1] == last
    {
      return nil
    }
    return last.map(Declared.variable)
  }

  /// The name and the parameter list's names of a function whose definition starts with
  /// `declaration` (everything before its body).
  private static func functionName(_ declaration: [String]) -> (String, Set<String>)? {
    // The last name before a parenthesized group: a macro in the return type (`STACK_OF(X509)
    // *SSL_get_peer_cert_chain(const SSL *ssl)`) or an attribute comes before it.
    var found: (String, Set<String>)?
    var index = 0
    while index < declaration.count {
      if declaration[index] == "(", index > 0 {
        let previous = declaration[index - 1]
        let end = matching(declaration, from: index)
        if CTokenizer.isIdentifier(previous), !CTokenizer.keywords.contains(previous),
          previous != "__attribute__"
        {
          let parameters = declaration[(index + 1)..<min(end, declaration.count)].filter(
            CTokenizer.isIdentifier)
          // A C++ member's definition (`void Arena::Set(…)`) keeps its qualification: no C
          // code or Swift calls it by its bare name.
          var name = previous
          var start = index - 1
          while start >= 3, declaration[start - 1] == ":", declaration[start - 2] == ":",
            CTokenizer.isIdentifier(declaration[start - 3])
          {
            name = declaration[start - 3] + "::" + name
            start -= 3
          }
          found = (name, Set(parameters))
        }
        index = end + 1
        continue
      }
      index += 1
    }
    // A macro that defines a function (`DEFINE_METHOD_FUNCTION(EVP_MD, EVP_sha256) {`) names it
    // last among its arguments.
    if let (name, arguments) = found, isMacroName(name),
      let defined = declaration.last(where: { arguments.contains($0) && !isMacroName($0) })
    {
      return (defined, [])
    }
    return found
  }

  /// Whether `name` is written as a macro's: capitals, digits and underscores only.
  private static func isMacroName(_ name: String) -> Bool {
    name.contains(where: \.isUppercase)
      && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }

  // MARK: Bodies

  /// Reads the body of `name`: what it calls, and which outside names it mentions and writes.
  private mutating func readBody(
    _ body: [String], name: String, parameters: Set<String>, runsOnLoadOrExit: Bool
  ) {
    var function = Function(name: name, runsOnLoadOrExit: runsOnLoadOrExit)
    var locals = parameters
    var ownStatics: Set<String> = []
    var statementStart = true
    var declaring: (names: Set<String>, end: Int) = ([], 0)
    for (index, token) in body.enumerated() {
      defer { statementStart = token == ";" || token == "{" || token == "}" }
      if statementStart, let declared = Self.localDeclaration(body, from: index) {
        locals.formUnion(declared.names)
        if declared.isStatic { ownStatics.formUnion(declared.names) }
        declaring = (declared.names, declared.end)
      }
      // A declaration's own initializer (`static int n = 0;`) is no write.
      if index < declaring.end, declaring.names.contains(token) { continue }
      guard CTokenizer.isIdentifier(token), !CTokenizer.keywords.contains(token) else { continue }
      let previous = index > 0 ? body[index - 1] : ""
      if previous == "." || previous == "->" { continue }
      let next = index + 1 < body.count ? body[index + 1] : ""
      // A C++ namespace or class qualifying a name (`bssl::UniquePtr`) is no variable.
      if next == ":", index + 2 < body.count, body[index + 2] == ":" { continue }
      if next == "(", !locals.contains(token) {
        function.calls.insert(token)
        if token.lowercased().hasSuffix("once") {
          let end = Self.matching(body, from: index + 1)
          function.onceCallbacks.formUnion(
            body[(index + 2)..<max(index + 2, end)].filter {
              CTokenizer.isIdentifier($0) && !locals.contains($0)
            })
        }
        // `syscall(SYS_pidfd_send_signal, …)` makes the system call `pidfd_send_signal`, and
        // `syscall(__NR_getrandom, …)` the call `getrandom`.
        if token == "syscall", index + 2 < body.count,
          let prefix = ["SYS_", "__NR_"].first(where: body[index + 2].hasPrefix)
        {
          function.calls.insert(String(body[index + 2].dropFirst(prefix.count)))
        }
      }
      let isWritten = Self.isWritten(body, at: index)
      if ownStatics.contains(token) {
        if isWritten { function.writesOwnStatic = true }
        continue
      }
      guard !locals.contains(token) else { continue }
      function.mentions.insert(token)
      if isWritten { function.writes.insert(token) }
    }
    functions.append(function)
  }

  /// The names a statement starting at `start` declares, when it reads as a declaration: names
  /// and `*` ending in a name followed by `=`, `;`, `,` or `[` (`int count;`, `struct s *p = …`,
  /// `static _Bool resolved = 0;`), a C++ type's name counting as one however qualified or
  /// specialized (`std::vector<int> local;`).
  private static func localDeclaration(_ body: [String], from start: Int)
    -> (names: Set<String>, isStatic: Bool, end: Int)?
  {
    var index = start
    var words = 0
    var last: String?
    while index < body.count {
      let token = body[index]
      if token == "*" {
        index += 1
        continue
      }
      if words > 0, token == ":", index + 1 < body.count, body[index + 1] == ":" {
        // `std::vector`: the qualified name is one word.
        words -= 1
        index += 2
        continue
      }
      if words > 0, token == "<" {
        guard let end = templateArgumentsEnd(body, from: index) else { return nil }
        index = end + 1
        continue
      }
      guard CTokenizer.isIdentifier(token) else { break }
      if words == 0, CTokenizer.statementKeywords.contains(token) { return nil }
      words += 1
      last = token
      index += 1
    }
    guard words >= 2, let last, index < body.count, ["=", ";", ",", "["].contains(body[index])
    else { return nil }
    let head = body[start..<index]
    let isStatic = head.contains("static") && !isConstant(head)
    var names: Set<String> = [last]
    // Further declarators of the same statement: `int a = 0, b;`.
    var depth = 0
    while index < body.count, body[index] != ";" {
      let token = body[index]
      if ["(", "[", "{"].contains(token) { depth += 1 }
      if [")", "]", "}"].contains(token) { depth -= 1 }
      if depth == 0, token == ",", index + 1 < body.count {
        var next = index + 1
        while next < body.count, body[next] == "*" { next += 1 }
        if next < body.count, CTokenizer.isIdentifier(body[next]) { names.insert(body[next]) }
      }
      if depth < 0 { break }
      index += 1
    }
    return (names, isStatic, index)
  }

  /// The C++ standard library's member functions that change the object they are called on: an
  /// atomic's (`next_id.fetch_add(1)`, `hook.store(f)`), a container's (`handlers.push_back(h)`,
  /// `cache.erase(key)`) and a smart pointer's (`instance.reset(p)`).
  static let mutatingMemberFunctions: Set<String> = [
    "store", "exchange", "fetch_add", "fetch_sub", "fetch_and", "fetch_or", "fetch_xor",
    "compare_exchange_weak", "compare_exchange_strong", "test_and_set",
    "push_back", "push_front", "emplace", "emplace_back", "emplace_front", "emplace_hint",
    "pop_back", "pop_front", "insert", "insert_or_assign", "try_emplace", "erase", "clear",
    "resize", "assign", "append", "swap", "reset", "release",
  ]

  /// Whether the name at `index` is assigned, incremented or decremented (through members and
  /// subscripts: `context.fds[cpu] = …`), changed by a C++ member function
  /// (``mutatingMemberFunctions``: `counter.fetch_add(1)`), or its address taken (`&counter`).
  private static func isWritten(_ body: [String], at index: Int) -> Bool {
    let previous = index > 0 ? body[index - 1] : ""
    if previous == "++" || previous == "--" { return true }
    if previous == "&" {
      let beforeAmpersand = index > 1 ? body[index - 2] : ""
      let isBinary =
        CTokenizer.isIdentifier(beforeAmpersand) && !CTokenizer.keywords.contains(beforeAmpersand)
        || beforeAmpersand == ")" || beforeAmpersand == "]"
        || (beforeAmpersand.first?.isNumber ?? false)
      if !isBinary { return true }
    }
    var position = index + 1
    while position < body.count {
      let token = body[position]
      if token == "." || token == "->" {
        if position + 2 < body.count, body[position + 2] == "(",
          mutatingMemberFunctions.contains(body[position + 1])
        {
          return true
        }
        position += 2
      } else if token == "[" {
        position = matching(body, from: position) + 1
      } else {
        return CTokenizer.assignments.contains(token) || token == "++" || token == "--"
      }
    }
    return false
  }

  /// The index of the `>` (or `>>`) that closes the C++ template arguments opening at `start`,
  /// if one does before the statement ends.
  private static func templateArgumentsEnd(_ body: [String], from start: Int) -> Int? {
    var depth = 0
    for index in start..<body.count {
      switch body[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case ">>": depth -= 2
      case ";", "{", "}", "=": return nil
      default: break
      }
      if depth <= 0 { return index }
    }
    return nil
  }

  /// The index of the bracket that closes the one at `start`, or the end.
  static func matching(_ tokens: [String], from start: Int) -> Int {
    let open = tokens[start]
    let close = open == "(" ? ")" : open == "[" ? "]" : "}"
    var depth = 0
    var index = start
    while index < tokens.count {
      if tokens[index] == open { depth += 1 }
      if tokens[index] == close {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return tokens.count
  }
}
