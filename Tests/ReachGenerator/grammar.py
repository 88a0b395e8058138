"""A grammar of programs whose answer is known by construction, for `standin audit`.

A program is a module of scenarios. Each scenario starts from a *source*, either one that reaches
shared state as issue 15 defines it (`Date()`, `FileManager.default`, a static `var`) or a
look-alike that does not (`Date(timeIntervalSince1970: 0)`, a static `let` of an `Int`), and wraps
it in one to three *wrappers*: the ways Swift code reaches a value through a static path (a global
function, a static method, a nested type's static, an extension's static, a stateless helper or a
class created and used, a typealias, an implicit member, an extension of a system type, an actor).
Its *entry* is one line in a type of its own that uses the outermost expression. The entry reaches
shared state exactly when the source does, so the audit must report the entry's line for a
reaching source and must not for a look-alike. Nothing here names the audit's rules: the wrappers
are Swift's, the sources issue 15's.

    import grammar, random
    program = grammar.program(random.Random(7), scenarios=60)
    program.files        # {"File0.swift": "...", ...}
    program.entries      # [Entry(name, file, line, reaches, source, wrappers)]
"""

from dataclasses import dataclass, field

# (expression, type, needs) of sources that reach shared state; `{i}` is the scenario's number.
# `needs` is a declaration the source needs (an own static or global var).
REACHING = [
    ("Date()", "Date", None),
    ("Date.now", "Date", None),
    ("UUID()", "UUID", None),
    ("Int.random(in: 0..<10)", "Int", None),
    ("Double.random(in: 0...1)", "Double", None),
    ("[1, 2, 3].shuffled()", "[Int]", None),
    ("Locale.current.identifier", "String", None),
    ("TimeZone.current.identifier", "String", None),
    ("ContinuousClock.now", "ContinuousClock.Instant", None),
    ("FileManager.default.currentDirectoryPath", "String", None),
    ("ProcessInfo.processInfo.environment[\"HOME\"]", "String?", None),
    ("getenv(\"HOME\")", "UnsafeMutablePointer<CChar>?", None),
    ("CommandLine.arguments.count", "Int", None),
    ("Bundle.main.bundlePath", "String", None),
    ("NotificationCenter.default", "NotificationCenter", None),
    ("UserDefaults.standard.string(forKey: \"k\")", "String?", None),
    ("FileHandle.standardError", "FileHandle", None),
    ("try? String(contentsOfFile: \"/etc/hosts\", encoding: .utf8)", "String?", None),
    ("Counter{i}.value", "Int", "enum Counter{i} {{\n  nonisolated(unsafe) static var value = 0\n}}"),
    ("counter{i}", "Int", "nonisolated(unsafe) var counter{i} = 0"),
    ("Cache{i}.shared.next()", "Int",
     "final class Cache{i} {{\n  static let shared = Cache{i}()\n  var count = 0\n"
     "  func next() -> Int {{\n    count += 1\n    return count\n  }}\n}}"),
    ("Guard{i}.lock.withLock {{ 0 }}", "Int",
     "enum Guard{i} {{\n  static let lock = NSLock()\n}}"),
    ("DispatchQueue.main.label", "String", None),
]

# The first VALUE_READS sources of REACHING read a value (the date, a UUID, a random number, the
# locale, a clock) and hold nothing: issue 15's corpora label an object whose own code only reads
# such a value no service (a request stamped with a time only holds memory), and the read is
# reported where it is. An entry that creates such an object and uses it may or may not be
# reported; every other reaching entry must be.
VALUE_READS = 9

# Look-alikes that reach nothing shared.
PURE = [
    ("Date(timeIntervalSince1970: 0)", "Date", None),
    ("UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")", "UUID?", None),
    ("Int.max", "Int", None),
    ("\"abc\".uppercased()", "String", None),
    ("[3, 1, 2].sorted()", "[Int]", None),
    ("Locale(identifier: \"en_US\").identifier", "String", None),
    ("TimeZone(identifier: \"UTC\")?.identifier", "String?", None),
    ("URL(fileURLWithPath: \"/tmp\").lastPathComponent", "String", None),
    ("Duration.seconds(1)", "Duration", None),
    ("Calendar(identifier: .gregorian).firstWeekday", "Int", None),
    ("Limit{i}.value", "Int", "enum Limit{i} {{\n  static let value = 10\n}}"),
    ("limit{i}", "Int", "let limit{i} = 5"),
    ("Context{i}.value", "Int", "enum Context{i} {{\n  @TaskLocal static var value = 0\n}}"),
    ("JSONEncoder().outputFormatting.rawValue", "UInt", None),
    ("MemoryLayout<Int>.size", "Int", None),
    ("{{ () -> Int in let shade{i} = 2; return shade{i} }}()", "Int",
     "nonisolated(unsafe) var shade{i} = 0"),
    ("Palette{i}.shared.name", "String",
     "final class Palette{i} {{\n  static let shared = Palette{i}()\n  let name = \"palette\"\n}}"),
]

# Each wrapper turns (expression, type) into (declarations, expression, type, async): `n` is a
# name unique in the program. Declarations go to a file chosen at random; `apart` ones (an
# extension and the type it extends) to two different files.
WRAPPERS = [
    "globalFunction", "staticMethod", "staticComputedProperty", "nestedStatic",
    "extensionStatic", "statelessHelper", "classCreated", "classMethod", "typealias",
    "implicitMember", "systemTypeStatic", "systemTypeMethod", "actorMethod", "genericFunction",
    "selfStatic", "globalComputedVariable", "localService", "protocolExtensionStatic",
    "staticSubscript", "closureCall", "sharedInstance", "otherOverload", "staticClosure",
    "conditionalStatic", "taskValue", "genericTypeStatic",
]

# The wrappers whose entry does not run the wrapped expression: an overload of the same name
# does.
CUTTING_WRAPPERS = {"otherOverload"}


# The wrappers whose entry creates an instance, or reads a shared one, and uses it.
CREATING_WRAPPERS = {"statelessHelper", "classCreated", "actorMethod", "sharedInstance"}


@dataclass
class Entry:
    name: str
    file: str
    line: int
    reaches: bool
    source: str
    wrappers: list
    value_read: bool = False
    # Whether the source reaches shared state, whether or not the entry runs it.
    source_reaches: bool = False

    @property
    def expected(self):
        """`reported`, `not`, or `either`: an entry that calls a method the package adds to a
        system type's value (`"x".home()`) names no static path, so issue 15's definition asks
        for the read inside the method, reported where it is, and not for the call; nor does
        an entry that creates an object whose code only reads a value (VALUE_READS)."""
        if not self.reaches:
            return "not"
        if self.wrappers[-1] == "systemTypeMethod":
            return "either"
        if self.value_read and self.wrappers[-1] in CREATING_WRAPPERS:
            return "either"
        return "reported"


@dataclass
class Program:
    files: dict = field(default_factory=dict)
    entries: list = field(default_factory=list)
    # For each file of declarations: the scenario (its entry's index) each line belongs to.
    owners: dict = field(default_factory=dict)


def wrap(kind, n, expression, type_, is_async):
    """One wrapper around `expression`: its declarations (each a (text, group) pair; a group of
    two declarations is split across files) and the expression that uses it."""
    aw = "await " if is_async else ""
    asy = " async" if is_async else ""
    if kind == "globalFunction":
        return [f"func fetch{n}(){asy} -> {type_} {{\n  {aw}{expression}\n}}"], f"fetch{n}()", type_, is_async
    if kind == "staticMethod":
        return [f"enum Box{n} {{\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Box{n}.get()", type_, is_async
    if kind == "staticComputedProperty":
        getter = f"get async {{ {aw}{expression} }}" if is_async else expression
        return [f"struct Box{n} {{\n  static var value: {type_} {{\n    {getter}\n  }}\n}}"], f"Box{n}.value", type_, is_async
    if kind == "nestedStatic":
        return [f"enum Outer{n} {{\n  enum Inner {{\n    static func get(){asy} -> {type_} {{\n      {aw}{expression}\n    }}\n  }}\n}}"], f"Outer{n}.Inner.get()", type_, is_async
    if kind == "extensionStatic":
        return [(f"enum Box{n} {{}}", f"extension Box{n} {{\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}")], f"Box{n}.get()", type_, is_async
    if kind == "statelessHelper":
        return [f"struct Helper{n} {{\n  func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Helper{n}().get()", type_, is_async
    if kind == "classCreated":
        return [f"final class Service{n} {{\n  func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Service{n}().get()", type_, is_async
    if kind == "classMethod":
        return [f"class Base{n} {{\n  class func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Base{n}.get()", type_, is_async
    if kind == "typealias":
        return [f"enum Box{n} {{\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}\ntypealias Alias{n} = Box{n}"], f"Alias{n}.get()", type_, is_async
    if kind == "implicitMember":
        # The entry names no type: `.make()` in a context typed `Token{n}`.
        return [f"struct Token{n} {{\n  static func make(){asy} -> Token{n} {{\n    _ = {aw}{expression}\n    return Token{n}()\n  }}\n}}\nfunc take{n}(_ token: Token{n}) -> Int {{ 0 }}"], f"take{n}({aw}.make())", "Int", is_async
    if kind == "systemTypeStatic":
        return [f"extension Int {{\n  static func gen{n}(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Int.gen{n}()", type_, is_async
    if kind == "systemTypeMethod":
        return [f"extension String {{\n  func gen{n}(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"\"x\".gen{n}()", type_, is_async
    if kind == "actorMethod":
        return [f"actor Store{n} {{\n  func get() async -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Store{n}().get()", type_, True
    if kind == "genericFunction":
        return [f"func fetch{n}<T>(_ value: T){asy} -> {type_} {{\n  {aw}{expression}\n}}"], f"fetch{n}(0)", type_, is_async
    if kind == "selfStatic":
        return [f"enum Box{n} {{\n  static func get(){asy} -> {type_} {{\n    {aw}Self.helper()\n  }}\n  private static func helper(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Box{n}.get()", type_, is_async
    if kind == "globalComputedVariable":
        getter = f"get async {{ {aw}{expression} }}" if is_async else expression
        return [f"var current{n}: {type_} {{\n  {getter}\n}}"], f"current{n}", type_, is_async
    if kind == "localService":
        return [f"final class Worker{n} {{\n  func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}\nenum Box{n} {{\n  static func get(){asy} -> {type_} {{\n    let worker = Worker{n}()\n    return {aw}worker.get()\n  }}\n}}"], f"Box{n}.get()", type_, is_async
    if kind == "protocolExtensionStatic":
        return [(f"protocol Source{n} {{}}\nenum Impl{n}: Source{n} {{}}", f"extension Source{n} {{\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}")], f"Impl{n}.get()", type_, is_async
    if kind == "staticSubscript":
        getter = f"get async {{ {aw}{expression} }}" if is_async else expression
        return [f"enum Table{n} {{\n  static subscript(key: String) -> {type_} {{\n    {getter}\n  }}\n}}"], f"Table{n}[\"k\"]", type_, is_async
    if kind == "closureCall":
        return [f"func fetch{n}(){asy} -> {type_} {{\n  let make = {{{' () async in' if is_async else ''} {aw}{expression} }}\n  return {aw}make()\n}}"], f"fetch{n}()", type_, is_async
    if kind == "sharedInstance":
        return [f"final class Registry{n} {{\n  static let shared = Registry{n}()\n  func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Registry{n}.shared.get()", type_, is_async
    if kind == "otherOverload":
        # The entry calls `get()`, which only traps; `get(_:)` runs the expression.
        return [f"enum Box{n} {{\n  static func get(_ value: Int){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n  static func get(){asy} -> {type_} {{\n    fatalError()\n  }}\n}}"], f"Box{n}.get()", type_, is_async
    if kind == "staticClosure":
        closure_type = f"@Sendable () async -> {type_}" if is_async else f"@Sendable () -> {type_}"
        return [f"enum Box{n} {{\n  static let get: {closure_type} = {{ {aw}{expression} }}\n}}"], f"Box{n}.get()", type_, is_async
    if kind == "conditionalStatic":
        return [f"enum Box{n} {{\n  #if os(Linux)\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n  #else\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n  #endif\n}}"], f"Box{n}.get()", type_, is_async
    if kind == "taskValue":
        return [f"func fetch{n}() async -> {type_} {{\n  await Task {{ {aw}{expression} }}.value\n}}"], f"fetch{n}()", type_, True
    if kind == "genericTypeStatic":
        return [f"enum Box{n}<Element> {{\n  static func get(){asy} -> {type_} {{\n    {aw}{expression}\n  }}\n}}"], f"Box{n}<Int>.get()", type_, is_async
    raise ValueError(kind)


def program(rng, scenarios=60, files=3):
    """A module of `scenarios` scenarios, half of them reaching, spread over `files` files and
    one file of entries."""
    decls = {f"File{k}.swift": [] for k in range(files)}
    entries_text = ["import Foundation", ""]
    result = Program()
    names = list(decls)
    counter = [0]

    def fresh():
        counter[0] += 1
        return counter[0]

    for i in range(scenarios):
        reaches = i % 2 == 0
        pool = REACHING if reaches else PURE
        index = rng.randrange(len(pool))
        source, type_, needs = pool[index]
        expression = source.format(i=i)
        if needs:
            decls[rng.choice(names)].append((needs.format(i=i), i))
        depth = rng.choice([1, 1, 2, 2, 3])
        kinds = [rng.choice(WRAPPERS) for _ in range(depth)]
        is_async = False
        # An overload that does not run the expression cuts the chain: what wraps it reaches
        # nothing, and the look-alikes' rules apply from there on.
        source_reaches = reaches
        if any(kind in CUTTING_WRAPPERS for kind in kinds):
            reaches = False
        for kind in kinds:
            declarations, expression, type_, is_async = wrap(kind, fresh(), expression, type_, is_async)
            for declaration in declarations:
                if isinstance(declaration, tuple):
                    first, second = rng.sample(names, 2)
                    decls[first].append((declaration[0], i))
                    decls[second].append((declaration[1], i))
                else:
                    decls[rng.choice(names)].append((declaration, i))
        aw = "await " if is_async else ""
        asy = " async" if is_async else ""
        entries_text += [f"public struct Entry{i} {{", "  public init() {}", f"  public func run(){asy} {{"]
        result.entries.append(
            Entry(f"Entry{i}", "Entries.swift", len(entries_text) + 1, reaches, source, kinds,
                  value_read=reaches and index < VALUE_READS, source_reaches=source_reaches))
        entries_text += [f"    _ = {aw}{expression}", "  }", "}", ""]
    for name, items in decls.items():
        text, owners = "import Foundation\n", {}
        for declaration, scenario in items:
            first = text.count("\n") + 2
            text += "\n" + declaration + "\n"
            for line in range(first, first + declaration.count("\n") + 1):
                owners[line] = scenario
        result.files[name] = text
        result.owners[name] = owners
    result.files["Entries.swift"] = "\n".join(entries_text)
    return result
