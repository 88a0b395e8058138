"""A grammar of programs whose answer is known by construction, for `standin audit`.

A program is a module of scenarios. Each scenario starts from a *source*, either one that reaches
shared state as issue 15 defines it (`Date()`, `FileManager.default`, a static `var`) or a
look-alike that does not (`Date(timeIntervalSince1970: 0)`, a static `let` of an `Int`), and wraps
it in one to three *wrappers*: the ways Swift code reaches a value through a static path (a global
function, a static method or subscript, a nested type's or an extension's static, an object created
or held in a local or a static and used, a subclass, a value whose initializer runs it, a
typealias, an implicit member passed as an argument, an extension of a system type, an actor, an
overload, a closure, an `#if`, a parameter's default, a property wrapper, a generic parameter, a
result builder, a key path, `callAsFunction`, an operator, a dynamic member, a lazy property, a
type held in a local, an existential metatype, a value handed to a generic parameter, an enum
case's member, a static factory's result, a global instance, `async let`, an instance subscript,
`try`, a static's optional unwrapped, a local function, a method reference, an object created by an
implicit `.init()` that a parameter, a getter's or a function's returned type types, a factory's
`Self()`, a protocol's static passed to an opaque or a constrained generic parameter, a shared
object passed to a memberwise initializer, a protocol extension's method, a static in a constrained
extension of a system type, optional chaining, a main-actor static, an override
called through its base class, an inherited class method). Its *entry*
is one line in a type of its own that uses the outermost expression, in one of fourteen positions
(a statement of its own, a local's value, a tuple, an array, `String(describing:)`, a `switch`
subject, a string interpolation, a ternary's branches, `??`, a closure called at once or passed to
`map`, `if case`, `guard let`, `defer`). The entry reaches shared state
when the source does and no wrapper cuts the chain (an overload of the same name that does not run
it): the audit must report a reaching entry's line (`Entry.expected` names the shapes issue 15's
corpora leave to the read inside), a reaching parameter default's own line (`Entry.required`), and
nothing among a look-alike's declarations. The expectations follow issue 15's definition and its
corpora's precedents, not the audit's code: the wrappers are Swift's, the sources issue 15's.

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
    "conditionalStatic", "taskValue", "genericTypeStatic", "existentialStatic",
    "initializerReads", "superclassMethod", "defaultArgument", "propertyWrapper",
    "genericParameter", "resultBuilder", "keyPath", "callAsFunction", "operatorFunction",
    "dynamicMember", "lazyProperty", "metatypeInLocal", "existentialMetatype", "genericInstance",
    "enumCaseMember", "factoryResult", "globalInstance", "asyncLet", "instanceSubscript",
    "throwingStatic", "unwrappedShared", "localFunction", "methodReference",
    "implicitInitializerArgument", "implicitInitializerReturned", "implicitInitializerFromFunction",
    "selfInitializer", "opaqueParameterStatic", "constrainedParameterStatic",
    "memberwiseArgument", "protocolDefaultMethod", "constrainedExtensionStatic",
    "optionalChainedShared", "mainActorStatic", "overrideThroughBase", "inheritedClassMethod",
]

# The wrappers Swift cannot write around an `await` (a default argument, a property wrapper's
# value, a result builder's body, a key path, a dynamic member, a lazy property's initializer):
# around an async expression another wrapper is drawn.
SYNC_ONLY = {
    "defaultArgument", "propertyWrapper", "resultBuilder", "keyPath", "dynamicMember",
    "lazyProperty", "throwingStatic",
}

# The wrappers whose entry does not run the wrapped expression: an overload of the same name
# does.
CUTTING_WRAPPERS = {"otherOverload"}


# The wrappers whose entry creates an instance, or reads a shared one, and uses it.
CREATING_WRAPPERS = {
    "statelessHelper", "classCreated", "actorMethod", "sharedInstance", "existentialStatic",
    "initializerReads", "superclassMethod", "keyPath", "callAsFunction", "dynamicMember",
    "lazyProperty", "genericInstance", "enumCaseMember", "factoryResult", "globalInstance",
    "instanceSubscript", "unwrappedShared", "implicitInitializerArgument",
    "implicitInitializerReturned", "implicitInitializerFromFunction", "selfInitializer",
    "opaqueParameterStatic", "constrainedParameterStatic", "memberwiseArgument",
    "protocolDefaultMethod", "optionalChainedShared", "overrideThroughBase",
}


# Where an entry's line uses the outermost expression, `EXPR`: a plain statement or a position
# inside one. Each is one line; the second item says whether `await EXPR` may stand there.
POSITIONS = {
    "discard": ("_ = EXPR", True),
    "local": ("let value = EXPR; _ = value", True),
    "tuple": ("_ = (EXPR, 0)", True),
    "arrayLiteral": ("_ = [EXPR]", True),
    "describing": ("_ = String(describing: EXPR)", True),
    "switchSubject": ("switch EXPR { default: break }", True),
    "interpolation": ('_ = "\\(EXPR)"', False),
    "ternary": ("_ = 0 == 0 ? EXPR : EXPR", False),
    "coalescing": ("_ = Optional(EXPR) ?? EXPR", False),
    "immediateClosure": ("_ = { EXPR }()", False),
    "closureArgument": ("_ = [0].map { _ in EXPR }", False),
    "ifCase": ("if case _ = EXPR {}", False),
    "guardLet": ("guard let _ = Optional(EXPR) else { return }", False),
    "deferred": ("defer { _ = EXPR }", False),
}


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
    # Lines among the scenario's declarations the audit must report: a parameter's default
    # that reaches shared state (`static func get(value: Date = Date())`), as (file, line).
    required: list = field(default_factory=list)
    # Where the entry's line uses the expression (POSITIONS).
    position: str = "discard"

    @property
    def expected(self):
        """`reported`, `not`, or `either`: an entry that calls a method the package adds to a
        system type's value (`"x".home()`) names no static path, so issue 15's definition asks
        for the read inside the method, reported where it is, and not for the call; nor does
        an entry that creates a value whose initializer reads (`Reader().value`: the creation of
        a value-like object is no finding), an object whose code only reads a value
        (VALUE_READS), or a call that leaves out a default which reaches (`required`)."""
        if not self.reaches:
            return "not"
        # Issue 15's corpora report a parameter's default where it is written (`required`): a
        # test hands the function its own value, and a call that leaves it out is not reported
        # again.
        if "defaultArgument" in self.wrappers:
            return "either"
        last = self.wrappers[-1] if self.wrappers else None
        if last in ("systemTypeMethod", "initializerReads"):
            return "either"
        if self.value_read and last in CREATING_WRAPPERS:
            return "either"
        return "reported"


@dataclass
class Program:
    files: dict = field(default_factory=dict)
    entries: list = field(default_factory=list)
    # For each file of declarations: the scenario (its entry's index) each line belongs to.
    owners: dict = field(default_factory=dict)


def _block(header, body):
    """`header { body }`, each line of `body` one level in."""
    inner = "\n".join(f"  {line}" for line in body.split("\n"))
    return f"{header} {{\n{inner}\n}}"


class _Wrapping:
    """What a wrapper writes around one expression: `n` is a name unique in the program."""

    def __init__(self, n, expression, type_, is_async):
        self.n, self.expression, self.type_, self.is_async = n, expression, type_, is_async
        self.aw = "await " if is_async else ""
        self.asy = " async" if is_async else ""
        self.body = f"{self.aw}{expression}"

    def function(self, header, body=None):
        """A function `header` returning the wrapped type, whose body runs the expression."""
        return _block(f"{header}{self.asy} -> {self.type_}", body or self.body)

    def getter(self):
        """A computed property's or subscript's body: an `async` getter when it must be."""
        return f"get async {{ {self.body} }}" if self.is_async else self.expression

    def static_get(self, keyword="static func"):
        return self.function(f"{keyword} get()")

    def type_passed(self, parameters, body):
        """A protocol `Maker{n}` with a static `make()`, a type `Live{n}` whose `make()` runs
        the expression, and a function `build{n}` that takes a type (`parameters`) and runs
        `body`, which calls `make()` through it."""
        return [
            _block(f"protocol Maker{self.n}", f"static func make(){self.asy} -> {self.type_}")
            + "\n" + _block(f"enum Live{self.n}: Maker{self.n}", self.function("static func make()")),
            self.function(f"func build{self.n}{parameters}", body=f"{self.aw}{body}"),
        ]

    def source_passed(self, parameters, where=""):
        """A protocol `Source{n}` with a method `get()`, a type `Live{n}` whose `get()` runs the
        expression, a static `live` that `extension Source{n} where Self == Live{n}` adds, and a
        function `read{n}` that takes a source (`parameters`, then `where`) and calls `get()`
        through it."""
        return [
            _block(f"protocol Source{self.n}", f"func get(){self.asy} -> {self.type_}")
            + "\n" + _block(f"struct Live{self.n}: Source{self.n}", self.function("func get()"))
            + "\n" + _block(f"extension Source{self.n} where Self == Live{self.n}",
                            "static var live: Self { .init() }"),
            _block(f"func read{self.n}{parameters}{self.asy} -> {self.type_}{where}",
                   f"{self.aw}source.get()"),
        ]


# Each wrapper: what it declares (a string, or a pair of strings split across two files) and the
# expression that uses it; some change the type the expression has, or make it `async`.
_WRAPPINGS = {
    "globalFunction": lambda w: ([w.function(f"func fetch{w.n}()")], f"fetch{w.n}()"),
    "staticMethod": lambda w: ([_block(f"enum Box{w.n}", w.static_get())], f"Box{w.n}.get()"),
    "staticComputedProperty": lambda w: (
        [_block(f"struct Box{w.n}", _block(f"static var value: {w.type_}", w.getter()))],
        f"Box{w.n}.value"),
    "nestedStatic": lambda w: (
        [_block(f"enum Outer{w.n}", _block("enum Inner", w.static_get()))],
        f"Outer{w.n}.Inner.get()"),
    "extensionStatic": lambda w: (
        [(f"enum Box{w.n} {{}}", _block(f"extension Box{w.n}", w.static_get()))],
        f"Box{w.n}.get()"),
    "statelessHelper": lambda w: (
        [_block(f"struct Helper{w.n}", w.function("func get()"))], f"Helper{w.n}().get()"),
    "classCreated": lambda w: (
        [_block(f"final class Service{w.n}", w.function("func get()"))],
        f"Service{w.n}().get()"),
    "classMethod": lambda w: (
        [_block(f"class Base{w.n}", w.static_get("class func"))], f"Base{w.n}.get()"),
    "typealias": lambda w: (
        [_block(f"enum Box{w.n}", w.static_get()) + f"\ntypealias Alias{w.n} = Box{w.n}"],
        f"Alias{w.n}.get()"),
    # The entry names no type: `.make()` where a parameter of type `Token{n}` is filled.
    "implicitMember": lambda w: (
        [_block(f"struct Token{w.n}", _block(
            f"static func make(){w.asy} -> Token{w.n}", f"_ = {w.body}\nreturn Token{w.n}()"))
         + f"\nfunc take{w.n}(_ token: Token{w.n}) -> Int {{ 0 }}"],
        f"take{w.n}({w.aw}.make())", "Int"),
    "systemTypeStatic": lambda w: (
        [_block("extension Int", w.function(f"static func gen{w.n}()"))],
        f"Int.gen{w.n}()"),
    "systemTypeMethod": lambda w: (
        [_block("extension String", w.function(f"func gen{w.n}()"))],
        f"\"x\".gen{w.n}()"),
    "actorMethod": lambda w: (
        [_block(f"actor Store{w.n}", _block(f"func get() async -> {w.type_}", w.body))],
        f"Store{w.n}().get()", w.type_, True),
    "genericFunction": lambda w: (
        [w.function(f"func fetch{w.n}<T>(_ value: T)")], f"fetch{w.n}(0)"),
    "selfStatic": lambda w: (
        [_block(f"enum Box{w.n}", w.function("static func get()", body=f"{w.aw}Self.helper()")
                + "\n" + w.function("private static func helper()"))],
        f"Box{w.n}.get()"),
    "globalComputedVariable": lambda w: (
        [_block(f"var current{w.n}: {w.type_}", w.getter())], f"current{w.n}"),
    "localService": lambda w: (
        [_block(f"final class Worker{w.n}", w.function("func get()")) + "\n"
         + _block(f"enum Box{w.n}", w.function(
             "static func get()", body=f"let worker = Worker{w.n}()\nreturn {w.aw}worker.get()"))],
        f"Box{w.n}.get()"),
    "protocolExtensionStatic": lambda w: (
        [(f"protocol Source{w.n} {{}}\nenum Impl{w.n}: Source{w.n} {{}}",
          _block(f"extension Source{w.n}", w.static_get()))],
        f"Impl{w.n}.get()"),
    "staticSubscript": lambda w: (
        [_block(f"enum Table{w.n}", _block(f"static subscript(key: String) -> {w.type_}", w.getter()))],
        f"Table{w.n}[\"k\"]"),
    "closureCall": lambda w: (
        [w.function(f"func fetch{w.n}()", body=(
            f"let make = {{{' () async in' if w.is_async else ''} {w.body} }}\nreturn {w.aw}make()"))],
        f"fetch{w.n}()"),
    "sharedInstance": lambda w: (
        [_block(f"final class Registry{w.n}",
                f"static let shared = Registry{w.n}()\n" + w.function("func get()"))],
        f"Registry{w.n}.shared.get()"),
    # The entry calls `get()`, which only traps; `get(_:)` runs the expression.
    "otherOverload": lambda w: (
        [_block(f"enum Box{w.n}", w.function("static func get(_ value: Int)") + "\n"
                + w.function("static func get()", body="fatalError()"))],
        f"Box{w.n}.get()"),
    "staticClosure": lambda w: (
        [_block(f"enum Box{w.n}", f"static let get: @Sendable (){w.asy} -> {w.type_} = {{ {w.body} }}")],
        f"Box{w.n}.get()"),
    "conditionalStatic": lambda w: (
        [_block(f"enum Box{w.n}", f"#if os(Linux)\n{w.static_get()}\n#else\n"
                f"{w.static_get()}\n#endif")],
        f"Box{w.n}.get()"),
    "taskValue": lambda w: (
        [_block(f"func fetch{w.n}() async -> {w.type_}", f"await Task {{ {w.body} }}.value")],
        f"fetch{w.n}()", w.type_, True),
    "genericTypeStatic": lambda w: (
        [_block(f"enum Box{w.n}<Element>", w.static_get())], f"Box{w.n}<Int>.get()"),
    # A static holding a value through a protocol: `Env.source.get()`.
    "existentialStatic": lambda w: (
        [_block(f"protocol Getter{w.n}", f"func get(){w.asy} -> {w.type_}") + "\n"
         + _block(f"struct Live{w.n}: Getter{w.n}", w.function("func get()")) + "\n"
         + _block(f"enum Env{w.n}", f"static let source: any Getter{w.n} = Live{w.n}()")],
        f"Env{w.n}.source.get()"),
    # A value whose initializer runs the expression: `Reader().value`.
    "initializerReads": lambda w: (
        [_block(f"struct Reader{w.n}",
                f"let value: {w.type_}\n" + _block(f"init(){w.asy}", f"value = {w.body}"))],
        f"Reader{w.n}().value"),
    "superclassMethod": lambda w: (
        [_block(f"class Base{w.n}", w.function("func get()")),
         f"final class Derived{w.n}: Base{w.n} {{}}"],
        f"Derived{w.n}().get()"),
    # The caller evaluates a default argument: `Box.get()` runs it.
    "defaultArgument": lambda w: (
        [_block(f"enum Box{w.n}",
                f"static func get(value: {w.type_} = {w.expression}) -> {w.type_} {{ value }}")],
        f"Box{w.n}.get()"),
    "propertyWrapper": lambda w: (
        [_block(f"@propertyWrapper struct Current{w.n}", _block(
            f"var wrappedValue: {w.type_}", w.expression)) + "\n"
         + _block(f"enum Box{w.n}", f"@Current{w.n} static var value: {w.type_}")],
        f"Box{w.n}.value"),
    # A static method reached through a generic parameter's requirement: `M.make()`.
    "genericParameter": lambda w: (
        w.type_passed(f"<M: Maker{w.n}>(_ maker: M.Type)", "M.make()"),
        f"build{w.n}(Live{w.n}.self)"),
    "resultBuilder": lambda w: (
        [_block(f"@resultBuilder enum Builder{w.n}",
                "static func buildBlock<V>(_ value: V) -> V { value }") + "\n"
         + _block(f"enum Box{w.n}", f"@Builder{w.n}\n" + w.static_get())],
        f"Box{w.n}.get()"),
    "keyPath": lambda w: (
        [_block(f"struct Reading{w.n}", _block(f"var value: {w.type_}", w.expression))],
        f"Reading{w.n}()[keyPath: \\Reading{w.n}.value]"),
    # A static holding a value that is called: `Box.make()` runs `Maker.callAsFunction()`.
    "callAsFunction": lambda w: (
        [_block(f"struct Maker{w.n}", w.function("func callAsFunction()")) + "\n"
         + _block(f"enum Box{w.n}", f"static let make = Maker{w.n}()")],
        f"Box{w.n}.make()"),
    "operatorFunction": lambda w: (
        [_block(f"struct Operand{w.n}",
                w.function(f"static func + (lhs: Operand{w.n}, rhs: Operand{w.n})"))],
        f"(Operand{w.n}() + Operand{w.n}())"),
    "dynamicMember": lambda w: (
        [_block(f"@dynamicMemberLookup struct Env{w.n}", _block(
            f"subscript(dynamicMember name: String) -> {w.type_}", w.expression))],
        f"Env{w.n}().anything"),
    "lazyProperty": lambda w: (
        [_block(f"final class Holder{w.n}", f"lazy var value: {w.type_} = {w.expression}")],
        f"Holder{w.n}().value"),
    "metatypeInLocal": lambda w: (
        [_block(f"enum Box{w.n}", w.static_get()) + "\n"
         + w.function(f"func fetch{w.n}()",
                      body=f"let type = Box{w.n}.self\nreturn {w.aw}type.get()")],
        f"fetch{w.n}()"),
    # A static called through a metatype the callee takes as an existential: `maker.make()`.
    "existentialMetatype": lambda w: (
        w.type_passed(f"(_ maker: any Maker{w.n}.Type)", "maker.make()"),
        f"build{w.n}(Live{w.n}.self)"),
    # An instance passed to a generic parameter, whose method the callee calls.
    "genericInstance": lambda w: (
        [_block(f"protocol Getter{w.n}", f"func get(){w.asy} -> {w.type_}") + "\n"
         + _block(f"struct Live{w.n}: Getter{w.n}", w.function("func get()")),
         w.function(f"func run{w.n}<G: Getter{w.n}>(_ getter: G)", body=f"{w.aw}getter.get()")],
        f"run{w.n}(Live{w.n}())"),
    "enumCaseMember": lambda w: (
        [_block(f"enum Mode{w.n}", f"case live\n" + _block(f"var value: {w.type_}", w.getter()))],
        f"Mode{w.n}.live.value"),
    # A static factory's new object, used at once: `Factory.make().get()`.
    "factoryResult": lambda w: (
        [_block(f"struct Worker{w.n}", w.function("func get()")) + "\n"
         + _block(f"enum Factory{w.n}", f"static func make() -> Worker{w.n} {{ Worker{w.n}() }}")],
        f"Factory{w.n}.make().get()"),
    "globalInstance": lambda w: (
        [_block(f"struct Reader{w.n}", w.function("func get()"))
         + f"\nlet reader{w.n} = Reader{w.n}()"],
        f"reader{w.n}.get()"),
    "asyncLet": lambda w: (
        [_block(f"func fetch{w.n}() async -> {w.type_}",
                f"async let value = {w.body}\nreturn await value")],
        f"fetch{w.n}()", w.type_, True),
    "instanceSubscript": lambda w: (
        [_block(f"struct Table{w.n}", _block(f"subscript(key: String) -> {w.type_}", w.getter()))],
        f"Table{w.n}()[\"k\"]"),
    "throwingStatic": lambda w: (
        [_block(f"enum Box{w.n}", w.function("static func get() throws"))],
        f"(try! Box{w.n}.get())"),
    # A static holding an optional object, unwrapped and used: `Holder.shared!.get()`.
    "unwrappedShared": lambda w: (
        [_block(f"final class Worker{w.n}", w.function("func get()")) + "\n"
         + _block(f"enum Holder{w.n}", f"static let shared: Worker{w.n}? = Worker{w.n}()")],
        f"Holder{w.n}.shared!.get()"),
    "localFunction": lambda w: (
        [_block(f"enum Box{w.n}", w.function("static func get()", body=(
            w.function("func inner()") + f"\nreturn {w.aw}inner()")))],
        f"Box{w.n}.get()"),
    "methodReference": lambda w: (
        [_block(f"enum Box{w.n}", w.static_get()) + "\n"
         + w.function(f"func fetch{w.n}()", body=f"let make = Box{w.n}.get\nreturn {w.aw}make()")],
        f"fetch{w.n}()"),
    # An object created by an implicit `.init()` the parameter it fills types: `use(.init())`.
    "implicitInitializerArgument": lambda w: (
        [_block(f"final class Service{w.n}", w.function("func get()")) + "\n"
         + w.function(f"func use{w.n}(_ service: Service{w.n})", body=f"{w.aw}service.get()")],
        f"use{w.n}(.init())"),
    # A static getter, in an extension apart, returning a new object as `.init()`.
    "implicitInitializerReturned": lambda w: (
        [(_block(f"final class Service{w.n}", w.function("func get()")),
          _block(f"extension Service{w.n}", f"static var live: Service{w.n} {{ .init() }}"))],
        f"Service{w.n}.live.get()"),
    "implicitInitializerFromFunction": lambda w: (
        [_block(f"final class Service{w.n}", w.function("func get()")) + "\n"
         + _block(f"func make{w.n}() -> Service{w.n}", "return .init()")],
        f"make{w.n}().get()"),
    # A static factory that creates its own type as `Self()`.
    "selfInitializer": lambda w: (
        [_block(f"struct Worker{w.n}",
                w.function("func get()") + "\nstatic func make() -> Self { Self() }")],
        f"Worker{w.n}.make().get()"),
    # A protocol's static, `.live`, passed to an opaque parameter whose method the callee calls.
    "opaqueParameterStatic": lambda w: (
        w.source_passed(f"(from source: some Source{w.n})"), f"read{w.n}(from: .live)"),
    # The same, to a generic parameter its `where` clause constrains.
    "constrainedParameterStatic": lambda w: (
        w.source_passed("<S>(from source: S)", where=f" where S: Source{w.n}"),
        f"read{w.n}(from: .live)"),
    # A shared object, `.shared`, passed to a struct's memberwise initializer, whose method the
    # entry calls on the new value.
    "memberwiseArgument": lambda w: (
        [_block(f"final class Service{w.n}",
                f"static let shared = Service{w.n}()\n" + w.function("func get()")) + "\n"
         + _block(f"struct Client{w.n}", f"let service: Service{w.n}\n"
                  + w.function("func get()", body=f"{w.aw}service.get()"))],
        f"Client{w.n}(service: .shared).get()"),
    # A method a protocol's extension gives every conforming type, called on a new value.
    "protocolDefaultMethod": lambda w: (
        [(f"protocol Getter{w.n} {{}}\nstruct Impl{w.n}: Getter{w.n} {{}}",
          _block(f"extension Getter{w.n}", w.function("func get()")))],
        f"Impl{w.n}().get()"),
    # A static in an extension of a system type that a `where` clause constrains.
    "constrainedExtensionStatic": lambda w: (
        [_block("extension Array where Element == Int", w.function(f"static func gen{w.n}()"))],
        f"[Int].gen{w.n}()"),
    # A static holding an optional object, used through optional chaining: the type gains a `?`.
    "optionalChainedShared": lambda w: (
        [_block(f"final class Worker{w.n}", w.function("func get()")) + "\n"
         + _block(f"enum Holder{w.n}", f"static let shared: Worker{w.n}? = Worker{w.n}()")],
        f"Holder{w.n}.shared?.get()",
        w.type_ if w.type_.endswith("?") else f"{w.type_}?"),
    # A static of a type isolated to the main actor: the entry awaits it.
    "mainActorStatic": lambda w: (
        [_block(f"@MainActor enum Box{w.n}", _block(f"static func get() async -> {w.type_}", w.body))],
        f"Box{w.n}.get()", w.type_, True),
    # A subclass's override, called through the base class's type, whose own method only traps.
    "overrideThroughBase": lambda w: (
        [_block(f"class Base{w.n}", w.function("func get()", body="fatalError()")),
         _block(f"final class Derived{w.n}: Base{w.n}", w.function("override func get()"))],
        f"(Derived{w.n}() as Base{w.n}).get()"),
    # A class method a subclass inherits, called on the subclass.
    "inheritedClassMethod": lambda w: (
        [_block(f"class Base{w.n}", w.static_get("class func")),
         f"final class Derived{w.n}: Base{w.n} {{}}"],
        f"Derived{w.n}.get()"),
}
assert list(_WRAPPINGS) == WRAPPERS


def wrap(kind, n, expression, type_, is_async):
    """One wrapper around `expression`: its declarations (a pair is split across two files), the
    expression that uses it, that expression's type, and whether it must be awaited."""
    result = _WRAPPINGS[kind](_Wrapping(n, expression, type_, is_async))
    declarations, use = result[0], result[1]
    return (declarations, use, result[2] if len(result) > 2 else type_,
            result[3] if len(result) > 3 else is_async)


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
            decls[rng.choice(names)].append((needs.format(i=i), i, None))
        depth = rng.choice([1, 1, 2, 2, 3])
        kinds = [rng.choice(WRAPPERS) for _ in range(depth)]
        is_async = False
        source_reaches = reaches
        # Whether the expression wrapped so far runs the source.
        runs_source = reaches
        required = []
        for position, kind in enumerate(kinds):
            while is_async and kind in SYNC_ONLY:
                kind = kinds[position] = rng.choice(WRAPPERS)
            declarations, expression, type_, is_async = wrap(kind, fresh(), expression, type_, is_async)
            for declaration in declarations:
                if isinstance(declaration, tuple):
                    first, second = rng.sample(names, 2)
                    decls[first].append((declaration[0], i, None))
                    decls[second].append((declaration[1], i, None))
                else:
                    # A default whose expression, were it an entry, would be reported is
                    # reported on its line, the second.
                    inner = Entry("", "", 0, runs_source, source, kinds[:position],
                                  value_read=runs_source and index < VALUE_READS)
                    marker = ([] if kind == "defaultArgument" and inner.expected == "reported"
                              else None)
                    if marker is not None:
                        required.append(marker)
                    decls[rng.choice(names)].append((declaration, i, marker))
            if kind in CUTTING_WRAPPERS:
                runs_source = False
        # An overload that does not run the expression cuts the chain: what wraps it reaches
        # nothing, and the look-alikes' rules apply from there on.
        if any(kind in CUTTING_WRAPPERS for kind in kinds):
            reaches = False
        aw = "await " if is_async else ""
        asy = " async" if is_async else ""
        position = rng.choice([name for name, (_, async_ok) in POSITIONS.items()
                               if async_ok or not is_async])
        entries_text += [
            f"public struct Entry{i} {{", "  public init() {}", f"  public func run(){asy} {{"]
        result.entries.append(
            Entry(f"Entry{i}", "Entries.swift", len(entries_text) + 1, reaches, source, kinds,
                  value_read=reaches and index < VALUE_READS, source_reaches=source_reaches,
                  required=required, position=position))
        line = POSITIONS[position][0].replace("EXPR", f"{aw}{expression}")
        entries_text += [f"    {line}", "  }", "}", ""]
    for name, items in decls.items():
        text, owners = "import Foundation\n", {}
        for declaration, scenario, marker in items:
            first = text.count("\n") + 2
            if marker is not None:
                marker.append((name, first + 1))
            text += "\n" + declaration + "\n"
            for line in range(first, first + declaration.count("\n") + 1):
                owners[line] = scenario
        result.files[name] = text
        result.owners[name] = owners
    # Each default's marker now holds the line its declaration was placed on.
    for entry in result.entries:
        entry.required = [place for marker in entry.required for place in marker]
    result.files["Entries.swift"] = "\n".join(entries_text)
    return result
