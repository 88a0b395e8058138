"""A grammar of legal Swift declarations for StandIn's macros, and a writer of random ones.

Each declaration is drawn from a seed, so a seed always gives the same text. The grammar covers
what the README lists for mocks and the macros: effects (async, throws, typed throws, rethrows),
generics with constraints and `where` clauses, primary and other associated types, isolation
(global actors, actor protocols, `nonisolated`, `Sendable`), attributes (`@available`,
`@discardableResult`, `@Sendable`, `@escaping`, `@autoclosure`), conventions (`inout`,
`borrowing`, `consuming`, `sending`, variadic, `some`/`any`, `~Copyable` and parameter packs),
overloads (by label, by type, by result, by `async`), `#if`, nesting in a namespace, properties,
subscripts, initializers, `mutating`, operators, parents (`inheriting:`, parents restated) and
access levels. Every declaration is legal Swift 6: a diagnostic that is not a StandIn macro's
own is a defect, of the macro or of this grammar.

Kinds: `mockable` (a protocol under `@Mockable`), `mockableClass` (a class under `@Mockable`),
`overridable` (`@Overridable` on a static property), `statics` (`@OverridableStatics` on a
type) and `external` (a public protocol mocked by `standin-mock-generator`, as
`standin-mocks.json` asks).
"""

import random
import re

PRELUDE = """\
import Foundation
import StandInMacros

public struct GenValue: Sendable, Hashable, Codable { public init() {} }
public final class GenRef: Sendable { public init() {} }
public final class GenPayload { public init() {} }
public struct GenError: Error { public init() {} }
public struct GenJob: ~Copyable { public var id = 0; public init() {} }
public protocol GenShape: Sendable { func area() -> Double }
public struct GenSquare: GenShape { public init() {}; public func area() -> Double { 1 } }
@globalActor public actor GenActor { public static let shared = GenActor() }
"""

# A plain type: its spelling and a value of it.
PLAIN = [
    ("Int", "0"), ("String", '""'), ("Bool", "false"), ("Double", "0"), ("[Int]", "[]"),
    ("[String: Int]", "[:]"), ("Int?", "nil"), ("String?", "nil"), ("GenValue", "GenValue()"),
    ("(Int, String)", '(0, "")'), ("Set<Int>", "[]"), ("Result<Int, GenError>", ".success(0)"),
    ("Data", "Data()"), ("Date", "Date()"), ("URL?", "nil"), ("UUID", "UUID()"),
    ("any GenShape", "GenSquare()"), ("[GenValue]", "[]"), ("GenRef", "GenRef()"),
    ("Int8", "0"), ("UInt64", "0"), ("Character", '" "'), ("[Int]?", "nil"),
]
ACCESS = ["", "public ", "package ", "internal "]
KEYWORDY = ["in", "default", "as", "is", "self", "for", "where", "line", "file", "column", "mode"]


class Writer:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed

    def chance(self, p):
        return self.r.random() < p

    def pick(self, items):
        return self.r.choice(items)

    def name(self, stem):
        return "%s%d" % (stem, self.r.randrange(1000))

    # MARK: Types and parameters

    def plain(self, public):
        t, v = self.pick(PLAIN)
        return t, v

    def parameter(self, index, generics, public, allow_closure=True, noncopyable_ok=True, last=False):
        """(declaration text, type, needs_rethrowing_closure)."""
        labels = ["_", "for", "with", "at", "by", "named", None, None]
        label = self.pick(labels)
        name = "p%d" % index
        if self.chance(0.05):
            name = self.pick(KEYWORDY)
            name = "`%s`" % name if name in ("in", "default", "as", "is", "self", "for", "where") else name
        if label and label == name.strip("`"):
            label = None  # `for for` is legal but warned about: the label is the name already
        head = ("%s %s" % (label, name)) if label else name
        roll = self.r.random()
        if generics and roll < 0.15:
            t = self.pick(generics)
            return "%s: %s" % (head, t), t
        if roll < 0.22 and allow_closure:
            inner, _ = self.plain(public)
            effects = self.pick(["", " async", " throws", " async throws"])
            escaping = self.pick(["", "@escaping ", "@escaping @Sendable ", "@Sendable "])
            result = self.pick(["Void", "Int", "String"])
            t = "%s(%s)%s -> %s" % (escaping, inner, effects, result)
            return "%s: %s" % (head, t), t
        if roll < 0.27:
            t, _ = self.plain(public)
            return "%s: @autoclosure () -> %s" % (head, t), t
        if roll < 0.32:
            t, _ = self.plain(public)
            return "%s: inout %s" % (head, t), t
        if roll < 0.36:
            t = self.pick(["String", "[Int]", "GenValue", "Int"])
            return "%s: %s %s" % (head, self.pick(["borrowing", "consuming"]), t), t
        if roll < 0.39 and noncopyable_ok:
            return "%s: %s GenJob" % (head, self.pick(["borrowing", "consuming"])), "GenJob"
        if roll < 0.42:
            return "%s: sending GenPayload" % head, "GenPayload"
        if roll < 0.46 and last:
            t, _ = self.pick([("Int", 0), ("String", 0), ("GenValue", 0)])
            return "%s: %s..." % (head, t), t
        if roll < 0.50:
            return "%s: some GenShape" % head, "some GenShape"
        t, _ = self.plain(public)
        return "%s: %s" % (head, t), t

    def generic_clause(self):
        """(clause, names, where clause)."""
        roll = self.r.random()
        if roll < 0.70:
            return "", [], ""
        if roll < 0.80:
            return "<T>", ["T"], ""
        if roll < 0.88:
            return "<T: Hashable & Sendable>", ["T"], ""
        if roll < 0.94:
            return "<T, U: Codable>", ["T", "U"], " where T: Equatable"
        return "<each T>", [], ""

    def effects(self, has_throwing_closure):
        roll = self.r.random()
        base = ["", " async", " throws", " async throws", " throws(GenError)", " async throws(GenError)"]
        if has_throwing_closure and roll < 0.15:
            return " rethrows"
        return self.pick(base)

    # MARK: Protocol members

    def member(self, index, associated, public, actor_protocol, used_names):
        roll = self.r.random()
        generics_clause, generics, where = self.generic_clause()
        if roll < 0.55:
            name = self.pick(["load", "fetch", "save", "run", "status", "send", "make", "update",
                              "verify", "stub", "expect", "reject", "value", "reset"])
            count = self.pick([0, 0, 1, 1, 1, 2, 2, 3])
            params = []
            has_throwing_closure = False
            packs = generics_clause == "<each T>"
            count = max(count, len(generics))
            for i in range(count):
                if packs and i == 0:
                    params.append("_ values: repeat each T")
                    continue
                if i < len(generics):
                    # Every generic parameter appears in the signature, as Swift requires.
                    params.append("_ g%d: %s" % (i, generics[i]))
                    continue
                decl, t = self.parameter(i, generics + associated, public, last=i == count - 1 and not packs)
                if packs and decl.startswith("_ "):
                    # A parameter after a pack (a variadic one) needs a label.
                    decl = "after" + decl[1:]
                if "throws" in t and "->" in t and "@escaping" not in t:
                    has_throwing_closure = True
                params.append(decl)
            if packs and not params:
                params.append("_ values: repeat each T")
            effects = self.effects(has_throwing_closure)
            result_roll = self.r.random()
            if result_roll < 0.3:
                result = ""
            elif result_roll < 0.4 and (generics or associated):
                result = " -> " + self.pick(generics + associated)
            elif result_roll < 0.45:
                result = " -> sending GenPayload"
            else:
                result = " -> " + self.plain(public)[0]
            attributes = ""
            if self.chance(0.08):
                attributes += "@available(*, deprecated, message: \"old\") "
            if result and self.chance(0.1):
                attributes += "@discardableResult "
            modifiers = ""
            if actor_protocol and self.chance(0.3) and "async" not in effects:
                modifiers += "nonisolated "
            if not actor_protocol and self.chance(0.08):
                modifiers += "mutating "
            if self.chance(0.07):
                modifiers += "static "
            return "%s%sfunc %s%s(%s)%s%s%s" % (
                attributes, modifiers, name, generics_clause, ", ".join(params), effects, result, where)
        if roll < 0.75:
            name = self.pick(["count", "name", "isReady", "current", "verify", "stub", "items", "title"])
            name = name + ("" if self.chance(0.6) else str(index))
            t = self.pick(associated) if associated and self.chance(0.3) else self.plain(public)[0]
            accessors = self.pick(["{ get }", "{ get set }", "{ get async }", "{ get throws }",
                                   "{ get async throws(GenError) }"])
            static = "static " if self.chance(0.08) else ""
            nonisolated = "nonisolated " if actor_protocol and accessors == "{ get }" and self.chance(0.3) else ""
            return "%s%svar %s: %s %s" % (nonisolated, static, name, t, accessors)
        if roll < 0.85:
            index_decl, _ = self.parameter(0, associated, public, allow_closure=False, noncopyable_ok=False)
            index_decl = index_decl.replace("inout ", "").replace("consuming ", "").replace("borrowing ", "").replace("sending ", "").replace("@autoclosure () -> ", "")
            if "..." in index_decl:
                index_decl = index_decl.replace("...", "")
            t = self.plain(public)[0]
            accessors = self.pick(["{ get }", "{ get set }"])
            return "subscript(%s) -> %s %s" % (index_decl, t, accessors)
        if roll < 0.92 and not actor_protocol:
            count = self.pick([0, 1, 2])
            params = [self.parameter(i, [], public, allow_closure=False, noncopyable_ok=False)[0] for i in range(count)]
            params = [p.replace("inout ", "").replace("sending ", "") for p in params]
            return "init%s(%s)%s" % (self.pick(["", "?"]), ", ".join(params), self.pick(["", " throws", ""]))
        t = self.plain(public)[0]
        return "func describe%d() -> %s" % (index, t)

    def protocol(self, number, external=False):
        """A protocol, under @Mockable (or plain, for the generator), with a parent when asked."""
        public = external or self.chance(0.3)
        access = "public " if public else self.pick(ACCESS[:1] + ACCESS[2:])
        name = "GenP%d" % number
        actor_protocol = not external and self.chance(0.08)
        global_actor = "" if actor_protocol or not self.chance(0.1) else self.pick(["@MainActor ", "@GenActor "])
        associated = []
        primary = ""
        lines = []
        if not actor_protocol and self.chance(0.25):
            associated = ["Item"] + (["Key"] if self.chance(0.3) else [])
            for a in associated:
                constraint = self.pick(["", ": Hashable", ": Sendable", ": Codable & Hashable"])
                lines.append("associatedtype %s%s" % (a, constraint))
            if self.chance(0.5):
                primary = "<Item>"
        parents = []
        if actor_protocol:
            parents.append("Actor")
        elif self.chance(0.4):
            parents.append("Sendable")
        if not actor_protocol and self.chance(0.1):
            parents.append(self.pick(["CustomStringConvertible", "Equatable", "Hashable"]))
        members = []
        for i in range(self.pick([1, 2, 3, 4, 5, 6])):
            member = self.member(i, associated, public, actor_protocol, set())
            # Two properties of one name are no overload: Swift rejects them.
            if " var " in " " + member:
                head, rest = member.split("var ", 1)
                property = rest.split(":", 1)[0]
                if any(("var %s:" % property) in m for m in members):
                    member = head + "var " + property + "Other%d" % i + ":" + rest.split(":", 1)[1]
            # Nor are two functions, initializers or subscripts that differ only by `throws`,
            # failability or parameter names.
            if signature(member) in {signature(m) for m in members} or any(
                    clashes_as_property(member, m) for m in members):
                member = "func describe%d() -> %s" % (i, self.plain(public)[0])
            members.append(member)
        # #if around some members.
        body = []
        for m in members:
            if self.chance(0.1):
                body += ["#if canImport(Foundation)", m, "#else", m.replace("func ", "func other", 1) if "func " in m else m, "#endif"]
            elif self.chance(0.05):
                body += ["#if DEBUG", m, "#endif"]
            else:
                body.append(m)
        inheritance = (": " + ", ".join(parents)) if parents else ""
        attribute = "" if external else "@Mockable\n"
        if not external and any("GenJob" in m and "->" in m.split("GenJob")[-1] for m in members):
            attribute = "@Mockable(noncopyable: GenJob.self)\n"
        text = "%s%s%sprotocol %s%s%s {\n  %s\n}" % (
            attribute, global_actor, access, name, primary, inheritance, "\n  ".join(lines + body))
        return self.fix(text)

    def fix(self, text):
        """Keeps the text legal where the grammar's choices meet."""
        # An operator-free protocol with `Self` is fine; static members with `mutating` are not.
        text = text.replace("static mutating ", "static ").replace("mutating static ", "static ")
        text = text.replace("nonisolated static ", "static ")
        return text

    def inheriting(self, number):
        """A parent @Mockable protocol and a child that inherits it."""
        parent = "@Mockable\nprotocol GenParent%d {\n  func parentCall(_ x: Int) -> String\n  var parentValue: Int { get }\n}" % number
        child = "@Mockable(inheriting: GenParent%d.self)\nprotocol GenChild%d: GenParent%d {\n  func childCall() async throws -> Int\n  %s\n}" % (
            number, number, number, self.member(0, [], False, False, set()))
        return parent + "\n\n" + self.fix(child)

    # MARK: Classes

    def mockable_class(self, number):
        access = self.pick(["", "open ", "public "])
        member_access = "open " if access == "open " else access
        name = "GenC%d" % number
        generic = "<Element>" if self.chance(0.15) else ""
        lines = []
        for i in range(self.pick([1, 2, 3, 4])):
            t, v = self.plain(False)
            roll = self.r.random()
            effects = self.pick(["", " async", " throws", " async throws"])
            if roll < 0.5:
                count = self.pick([0, 1, 2])
                params = unique_parameter_names(
                    [self.parameter(j, ["Element"] if generic else [], False, noncopyable_ok=False)[0] for j in range(count)])
                lines.append("%sfunc op%d(%s)%s -> %s { %s }" % (member_access, i, ", ".join(params), effects, t, v))
            elif roll < 0.75:
                lines.append("%svar value%d: %s = %s" % (member_access, i, t, v))
            elif roll < 0.85:
                lines.append("%svar computed%d: %s { %s }" % (member_access, i, t, v))
            elif roll < 0.92:
                lines.append("@available(*, unavailable) %sfunc gone%d() -> %s { %s }" % (member_access, i, t, v))
            else:
                lines.append("%sfunc generic%d<T>(_ value: T) -> T { value }" % (member_access, i))
        init_access = "public " if member_access == "open " else member_access
        init = self.pick(["%sinit() {}" % init_access, "%sinit(seed: Int) {}" % init_access,
                          "%srequired init() {}" % init_access])
        text = "@Mockable\n%sclass %s%s: @unchecked Sendable {\n  %s\n  %s\n}" % (
            access, name, generic, init, "\n  ".join(lines))
        return text

    # MARK: @Overridable and @OverridableStatics

    def overridable(self, number):
        kind = self.pick(["final class", "struct", "enum", "actor", "class"])
        name = "GenS%d" % number
        access = self.pick(ACCESS)
        prop = self.pick(["shared", "default", "sharedInstance", "current", "standard"])
        prop_decl = "`default`" if prop == "default" else prop
        isolation = ""
        sendable = ": Sendable" if kind in ("final class", "struct", "enum") else ""
        if kind == "class":
            kind = "final class"
            sendable = ""
            isolation = "@MainActor "
        if kind == "enum":
            value_type, value = self.pick([("Int", "1"), ("String", '"x"'), ("GenRef", "GenRef()"), ("any GenShape", "GenSquare()")])
            annotation = ": %s" % value_type
        else:
            value_type, value = name, "%s()" % name
            annotation = "" if self.chance(0.5) else ": %s" % name
        if self.chance(0.15):
            annotation, value = ": any GenShape", "GenSquare()"
        unsafe = ""
        extra = ""
        if self.chance(0.1):
            extra = "\n  @Overridable static var other: any GenShape = GenSquare()"
        body_access = access if access != "public " or kind != "actor" else access
        init = "" if kind == "enum" else "\n  %sinit() {}" % ("public " if access == "public " else "")
        decl = "%s%s%s %s%s {\n  @Overridable %s%sstatic var %s%s = %s%s%s\n}" % (
            isolation, access, kind, name, sendable, unsafe, body_access, prop_decl, annotation, value, extra, init)
        in_extension = self.chance(0.15) and not isolation
        if in_extension:
            # In an extension of a concrete type.
            decl = "%s%s %s%s {%s\n}\nextension %s {\n  @Overridable %sstatic var %s%s = %s\n}" % (
                access, kind, name, sendable, init, name, body_access, prop_decl, annotation, value)
        if self.chance(0.1) and not in_extension:  # an extension is only valid at file scope
            decl = "enum GenNS%d {\n%s\n}" % (number, decl)
        return decl

    def statics(self, number):
        kind = self.pick(["enum", "struct", "final class"])
        name = "GenT%d" % number
        access = self.pick(ACCESS)
        lines = []
        for i in range(self.pick([1, 2, 3])):
            t, v = self.plain(False)
            count = self.pick([0, 1, 2])
            params = unique_parameter_names(
                [self.parameter(j, [], False, noncopyable_ok=self.chance(0.5))[0] for j in range(count)])
            effects = self.pick(["", " async", " throws", " async throws"])
            member_access = "public " if access == "public " and self.chance(0.5) else ""
            lines.append("%sstatic func call%d(%s)%s -> %s { %s }" % (member_access, i, ", ".join(params), effects, t, v))
        if self.chance(0.3):
            lines.append("static var flag: Bool { false }")
        return "@OverridableStatics\n%s%s %s {\n  %s\n}" % (access, kind, name, "\n  ".join(lines))


def signature(member):
    """What makes two members one redeclaration in Swift's eyes: the name, the argument labels and
    types, `async`, `static` and the result; not `throws`, failability or parameter names."""
    match = re.search(r"\b(func\s+[^\s<(]+|init\??|subscript|var\s+\w+)", member)
    if not match:
        return member
    head = match.group(1).replace("init?", "init")
    static = "static " if re.search(r"\bstatic\b", member[: match.start()]) else ""
    rest = member[match.end():]
    generic = ""
    if rest.startswith("<"):
        generic = rest[: rest.index(">") + 1]
        rest = rest[len(generic):]
    if not rest.startswith("("):
        return static + head
    depth = 0
    for index, character in enumerate(rest):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0:
            break
    parameters, tail = rest[1:index], rest[index + 1:]
    labels = []
    depth, current = 0, ""
    for character in parameters.replace("->", "→") + ",":
        if character == "," and depth == 0:
            if current.strip():
                words, _, kind = current.partition(":")
                labels.append(words.split()[0] + ":" + kind.strip())
            current = ""
            continue
        depth += {"(": 1, "<": 1, "[": 1, ")": -1, ">": -1, "]": -1}.get(character, 0)
        current += character
    tail = re.sub(r"\s(throws(\(\w+\))?|rethrows)", "", tail)
    return static + head + generic + "(" + ",".join(labels) + ")" + " ".join(tail.split())


def clashes_as_property(a, b):
    """A property and a method without parameters of one name are one redeclaration, unless both
    are `async`."""
    def shape(member):
        match = re.search(r"\bvar\s+(\w+):.*\{(.*)\}", member)
        if match:
            return match.group(1), "var", "async" in match.group(2)
        match = re.search(r"\bfunc\s+(\w+)\(\)(.*)$", member)
        if match:
            return match.group(1), "func", " async" in match.group(2).split("->")[0]
        return None
    left, right = shape(a), shape(b)
    if not left or not right or left[0] != right[0] or left[1] == right[1]:
        return False
    return not (left[2] and right[2])


def unique_parameter_names(parameters):
    """`parameters` with no internal name twice: a function with a body cannot have two."""
    seen, result = set(), []
    for index, parameter in enumerate(parameters):
        head = parameter.split(":", 1)[0].split()
        name = head[-1].strip("`")
        if name in seen:
            head[-1] = "p%d" % index
            if len(head) == 1:
                head = [name, head[-1]]  # the label stays what it was
            parameter = " ".join(head) + ":" + parameter.split(":", 1)[1]
        seen.add(head[-1].strip("`"))
        result.append(parameter)
    return result


def declaration(seed):
    """The declaration of `seed`: (kind, text)."""
    writer = Writer(seed)
    roll = writer.r.random()
    if roll < 0.45:
        text = writer.protocol(seed)
        if writer.chance(0.1):
            text = "enum GenNS%d {\n%s\n}" % (seed, text.replace("public ", "").replace("package ", ""))
        return "mockable", text
    if roll < 0.52:
        return "mockable", writer.inheriting(seed)
    if roll < 0.62:
        return "mockableClass", writer.mockable_class(seed)
    if roll < 0.75:
        return "overridable", writer.overridable(seed)
    if roll < 0.87:
        return "statics", writer.statics(seed)
    return "external", writer.protocol(seed, external=True)
