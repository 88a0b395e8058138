"""Writes the stub-call-verify test of one corpus protocol, from its declaration.

The test stubs one requirement whose arguments and result it can write (numbers, strings, nil,
empty collections, closures that return nothing), calls it through the protocol from a generic
function, so the call goes through the protocol's witness, and verifies the call. A throwing
requirement whose result it cannot write is stubbed to throw, and the test expects the error.
mock-corpus.py runs this for every protocol its expectations give no test of their own.
"""

import re

LITERALS = {
    "Int": "7", "Int8": "7", "Int16": "7", "Int32": "7", "Int64": "7",
    "UInt": "7", "UInt8": "7", "UInt16": "7", "UInt32": "7", "UInt64": "7",
    "Double": "1.5", "Float": "1.5", "TimeInterval": "1.5",
    "Bool": "true", "String": '"corpus"', "Substring": '"corpus"',
    "Data": "Data()", "UUID": "UUID(uuidString: \"00000000-0000-0000-0000-000000000007\")!",
    "Date": "Date(timeIntervalSince1970: 0)", "URL": 'URL(string: "https://example.com")!',
    "Void": "()", "()": "()", "CInt": "7", "CChar": "7",
}


def split_top(text, separator=","):
    """`text` split at `separator` outside brackets, parentheses and angle brackets."""
    parts, depth, current = [], 0, ""
    for index, c in enumerate(text):
        if c in "([<{":
            depth += 1
        elif c in ")]}" or (c == ">" and text[index - 1 : index] != "-"):
            depth -= 1
        if c == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


VALUES = {}
"""Expressions of the packages' own types, from corpus.json's "values": by type, or by
`package:type` for one package's type of a name others use too."""

PACKAGE = ""
"""The package of the protocol whose test is being written."""

MOCKS = {}
"""Mocks of the corpus protocols of the test's own target, by protocol name: a nice mock is a
value of its protocol, so a requirement that takes or returns one can be called and stubbed."""


def literal(type_text):
    """A Swift expression of type `type_text`, or None."""
    t = re.sub(r"@\w+(\([^)]*\))?\s*", "", type_text).strip()
    t = re.sub(r"^(borrowing|consuming|__owned|__shared|sending)\s+", "", t)
    if f"{PACKAGE}:{t}" in VALUES:
        return VALUES[f"{PACKAGE}:{t}"]
    if t in VALUES:
        return VALUES[t]
    existential = re.fullmatch(r"\(?(?:any|some)\s+(\w+)\)?|(\w+)", t)
    if existential and (existential.group(1) or existential.group(2)) in MOCKS:
        return MOCKS[existential.group(1) or existential.group(2)]
    if t.endswith("?") or t.endswith("!") or t.startswith("Optional<"):
        return "nil"
    if t in LITERALS:
        return LITERALS[t]
    if re.fullmatch(r"\[[^:\[\]]+\]", t) or re.fullmatch(r"(Array|Set|ContiguousArray)<.+>", t):
        return "[]"
    if re.fullmatch(r"\[[^\[\]]+:[^\[\]]+\]", t) or t.startswith("Dictionary<"):
        return "[:]"
    closure = re.fullmatch(r"\((.*)\)\s*(async\s+)?(throws(?:\([^)]*\))?\s+)?->\s*(.+)", t)
    if closure:
        arity = len(split_top(closure.group(1))) if closure.group(1).strip() else 0
        if closure.group(4).strip() in ("Void", "()"):
            body = ""
        elif closure.group(3) and "(" not in closure.group(3):
            body = " throw CorpusError()"
        else:
            body = literal(closure.group(4))
            if body is None:
                return None
            body = " " + body
        return "{ " + ", ".join(["_"] * arity) + (" in" if arity else "") + body + " }"
    return None


def requirements(body):
    """The requirements directly in a protocol's body, outside any #if block."""
    found, depth, if_depth = [], 0, 0
    lines = body.split("\n")
    text = ""
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("#if"):
            if_depth += 1
            continue
        if stripped.startswith("#endif"):
            if_depth -= 1
            continue
        if if_depth or stripped.startswith("///") or stripped.startswith("//"):
            continue
        text += line + "\n"
    # Join each declaration onto one line: a new one starts at func/var/subscript/init.
    declarations = re.split(
        r"\n(?=\s*(?:@[\w.]+(?:\([^)]*\))?\s*)*(?:static\s+|mutating\s+|nonmutating\s+|nonisolated\s+|consuming\s+|borrowing\s+)*(?:func|var|subscript|init|associatedtype|typealias)\b)",
        text,
    )
    for declaration in declarations:
        found.append(" ".join(declaration.split()))
    return found


FUNC_HEAD = re.compile(
    r"^(?P<attrs>(?:@[\w.]+(?:\([^)]*\))?\s*)*)(?P<mods>(?:(?:static|mutating|nonisolated|consuming|borrowing)\s+)*)func\s+(?P<name>\w+)\s*(?P<generics><[^(]*>)?\s*\("
)
FUNC_TAIL = re.compile(
    r"^\s*(?P<effects>(?:async\s*)?(?:throws(?:\([^)]*\))?\s*|rethrows\s*)?)(?:->\s*(?P<result>[^{]+?))?\s*(?:where .*)?$"
)


class FunctionMatch:
    """A function requirement's parts, with its parameter list found by balancing parentheses
    (a closure parameter or a tuple result has parentheses of its own)."""

    def __init__(self, groups):
        self.groups = groups

    def group(self, name):
        return self.groups.get(name)


def match_function(declaration):
    """The parts of a function requirement (attrs, mods, name, generics, params, effects,
    result), or None."""
    head = FUNC_HEAD.match(declaration)
    if not head:
        return None
    depth, index = 1, head.end()
    while index < len(declaration) and depth:
        depth += {"(": 1, ")": -1}.get(declaration[index], 0)
        index += 1
    if depth:
        return None
    tail = FUNC_TAIL.match(declaration[index:])
    if not tail:
        return None
    return FunctionMatch(
        {**head.groupdict(), "params": declaration[head.end() : index - 1], **tail.groupdict()})


INIT = re.compile(
    r"^(?P<attrs>(?:@[\w.]+(?:\([^)]*\))?\s*)*)(?:(?:nonisolated|required)\s+)*init(?P<failable>[?!])?\s*\((?P<params>.*)\)\s*(?P<effects>(?:async\s*)?(?:throws\s*)?)$"
)
VAR = re.compile(
    r"^(?P<attrs>(?:@[\w.]+(?:\([^)]*\))?\s*)*)(?P<mods>(?:static\s+|nonisolated\s+)*)var\s+`?(?P<name>\w+)`?\s*:\s*(?P<type>.+?)\s*\{\s*(?P<accessors>.*)\}\s*$"
)


def parameters(text):
    """(label, type) of each parameter in a parameter list."""
    result = []
    for parameter in split_top(text):
        if ":" not in parameter:
            return None
        names, type_text = parameter.split(":", 1)
        if "=" in type_text or "..." in type_text:
            return None
        label = names.split()[0]
        result.append((None if label == "_" else label, type_text.strip()))
    return result


# What `Int` conforms to: an associated type constrained to no more than these is given `Int`.
INT_CONFORMANCES = {
    "Sendable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "SendableMetatype", "Copyable", "Escapable",
}

# A generic parameter constrained to no more than the protocols of one of these types is given
# that type.
GENERIC_ARGUMENTS = [
    ("Int", INT_CONFORMANCES | {"BinaryInteger", "FixedWidthInteger", "Numeric", "SignedInteger"}),
    ("[UInt8]", {"Sendable", "Hashable", "Equatable", "DataProtocol", "Collection", "Sequence",
                 "Codable", "Encodable", "Decodable", "ContiguousBytes"}),
]


def generic_arguments(generics, declaration):
    """A type for each generic parameter of a method, by name, or None when one is constrained
    beyond what the types above conform to, or fixed by a same-type requirement."""
    where = declaration.split(" where ", 1)[1] if " where " in declaration else ""
    if "==" in where:
        return None
    result = {}
    for parameter in split_top(generics[1:-1]):
        name, _, bound = parameter.partition(":")
        name = name.strip()
        if not re.fullmatch(r"\w+", name):
            return None
        constraints = {c.strip() for c in re.split(r"[,&]", bound) if c.strip()}
        for requirement in split_top(where):
            subject, _, bound = requirement.partition(":")
            if subject.strip() == name:
                constraints |= {c.strip() for c in re.split(r"&", bound) if c.strip()}
        if re.search(rf"\b{name}\.(?!Type\b)\w", declaration):
            return None  # a member type of the parameter has no type to give here
        chosen = next((t for t, conformances in GENERIC_ARGUMENTS if constraints <= conformances), None)
        if chosen is None:
            return None
        result[name] = chosen
    return result


ASSOCIATED = re.compile(r"^associatedtype\s+(\w+)\s*(?::\s*([^=]+?))?\s*(?:=\s*(.+))?$")


def associated_types(declaration):
    """The protocol's associated types in order, each given `Int`, or None when one is
    constrained beyond what `Int` conforms to, has a `where` clause, or the protocol has a
    `where` clause of its own or a primary associated type it inherits (its mock's generic
    parameters would then not be its associated types alone, in order)."""
    head = declaration[: declaration.index("{")]
    if re.search(r"\bwhere\b", head):
        return None
    primary = re.search(r"protocol\s+\w+\s*<([^>]*)>", head)
    body = declaration[declaration.index("{") + 1 : declaration.rindex("}")]
    result = []
    for requirement in requirements(body):
        match = ASSOCIATED.match(requirement)
        if not match:
            if requirement.startswith("associatedtype"):
                return None
            continue
        constraints = {c.strip() for c in re.split(r"[,&]", match.group(2) or "") if c.strip()}
        if not constraints <= INT_CONFORMANCES:
            return None
        result.append(match.group(1))
    if primary and any(name.strip() not in result for name in primary.group(1).split(",")):
        return None
    return result


def test_body(qualified, mock, body, associated=()):
    """The test's statements, or None when no requirement can be called from a literal.
    `associated`: the protocol's associated types, each given `Int` (the mock is generic over
    them, in order)."""
    candidates = []
    if associated:
        pattern = r"\b(?:Self\.)?(" + "|".join(associated) + r")\b"
        body = "\n".join(
            line if line.strip().startswith("associatedtype") else re.sub(pattern, "Int", line)
            for line in body.split("\n"))
        mock = mock + "<" + ", ".join("Int" for _ in associated) + ">"
    declarations = requirements(body)
    names = [m.group("name") for m in map(match_function, declarations) if m]
    for declaration in declarations:
        function = match_function(declaration)
        if function:
            params = parameters(function.group("params")) if function.group("params").strip() else []
            if params is None:
                continue
            generics = function.group("generics")
            substituted = set()
            if generics:
                # Each generic parameter is given a type that meets its constraints.
                concrete = generic_arguments(generics, declaration)
                if concrete is None:
                    continue
                substitute = lambda text: re.sub(
                    r"\b(" + "|".join(concrete) + r")\b", lambda m: concrete[m.group(1)], text)
                substituted = {i for i, (_, t) in enumerate(params) if substitute(t) != t}
                params = [(label, substitute(t)) for label, t in params]
                declaration = substitute(declaration)
                function = match_function(declaration) or function
            if any(re.match(r"^(any|some)\s", t) and t.endswith(".Type") for _, t in params):
                continue  # an existential metatype has no literal to pass
            values = [literal(t) if not t.endswith(".Type") else t[: -len(".Type")] + ".self" for _, t in params]
            if any(v is None for v in values):
                continue
            effects = function.group("effects") or ""
            if "rethrows" in effects or "throws(" in effects:
                continue
            result = (function.group("result") or "Void").strip()
            if generics:
                result = substitute(result)
            value = literal(result)
            throws = "throws" in effects
            if value is None and not throws:
                continue
            overloaded = names.count(function.group("name")) > 1
            # Overloads that differ only in `async` take `.sync` or `.async` in their builders.
            twins = [m for m in map(match_function, declarations)
                     if m and m.group("name") == function.group("name")
                     and m.group("params") == function.group("params")]
            by_effect = ".async" if "async" in effects else ".sync"
            candidates.append(
                ("func", function.group("name"), params, values, result, value,
                 "async" in effects, throws, "mutating" in function.group("mods"), overloaded,
                 by_effect if len(twins) > 1 else None, substituted,
                 "static" in function.group("mods")))
            continue
        initializer = INIT.match(declaration)
        if initializer:
            # The mock records how it was made: verified on the instance the call creates.
            params = parameters(initializer.group("params")) if initializer.group("params").strip() else []
            values = [literal(t) for _, t in params] if params is not None else [None]
            effects = initializer.group("effects") or ""
            if all(v is not None for v in values) and "async" not in effects:
                candidates.append(
                    ("init", "initialized", params, values, "Self", "mock", False,
                     "throws" in effects, False, False, None, set(), True))
            continue
        variable = VAR.match(declaration)
        if variable:
            accessors = variable.group("accessors")
            if "throws" in accessors or "async" in accessors:
                continue
            value = literal(variable.group("type"))
            if value is not None:
                candidates.append(
                    ("var", variable.group("name"), [], [], variable.group("type"), value,
                     False, False, False, False, None, set(), "static" in variable.group("mods")))
    if not candidates:
        return None
    # An instance requirement if there is one; a static one goes through the mock's statics; an
    # initializer, last, through the instance it creates.
    candidates.sort(key=lambda c: (c[0] == "init", c[12], c[0] != "func", len(c[2])))
    (kind, name, params, values, result, value, is_async, throws, mutating, overloaded, effect,
     substituted, is_static) = candidates[0]
    keyword = f"`{name}`" if name in {"in", "default", "as", "is", "self"} else name

    # A matcher or a literal of an overloaded name is ambiguous, on the protocol as on the mock,
    # and one of a generic parameter's type says nothing of the type: both name it.
    def named(index):
        return overloaded or index in substituted

    def matcher(index, type_text, value_text):
        if type_text.endswith(".Type"):
            return value_text
        if not named(index):
            return ".any"
        bare = re.sub(r"@\w+(\([^)]*\))?\s*", "", type_text).strip()
        return f".any(({bare}).self)"

    matchers = ", ".join(
        [f"{label + ': ' if label else ''}{matcher(i, t, v)}"
         for i, ((label, t), v) in enumerate(zip(params, values))]
        + ([effect] if effect else []))

    def argument(index, type_text, value_text):
        if not named(index) or type_text.endswith(".Type"):
            return value_text
        bare = re.sub(r"@\w+(\([^)]*\))?\s*", "", type_text).strip()
        return f"({value_text} as {bare})"

    arguments = ", ".join(
        f"{label + ': ' if label else ''}{argument(i, t, v)}"
        for i, ((label, t), v) in enumerate(zip(params, values)))
    effects = ("try " if throws else "") + ("await " if is_async else "")
    # A property named like a builder, or a method of that name without parameters, moves that
    # builder aside: `mockStub`, `mockVerify`.
    clashing = {m.group("name") for m in map(VAR.match, declarations) if m} | {
        m.group("name") for m in map(match_function, declarations)
        if m and not m.group("params").strip()}
    stub = "mockStub" if "stub" in clashing else "stub"
    verify = "mockVerify" if "verify" in clashing else "verify"
    # The call goes through the protocol with its associated types fixed to the mock's.
    fixed = (" where " + ", ".join(f"Subject.{name} == Int" for name in associated)) if associated else ""
    if kind == "init":
        arguments = ", ".join(
            f"{label + ': ' if label else ''}{v}" for (label, _), v in zip(params, values))
        try_keyword = "try " if throws else ""
        return [
            f"func make<Subject: {qualified}>(_ type: Subject.Type) throws -> Subject?{fixed} {{ {try_keyword}Subject({arguments}) }}",
            f"let created = try #require(try make({mock}.self))",
            f"created.{verify}.initialized({matchers}).called(1)",
        ], mock
    # A static requirement is stubbed on statics of the test's own, installed around the call.
    owner = "statics" if is_static else "mock"
    lines = [f"let statics = {mock}.MockStatics()"] if is_static else []
    if kind == "var":
        lines.append(f"{owner}.{stub}.{keyword}.returns({value})")
        call = f"subject.{keyword}"
        verify = f"{owner}.{verify}.{keyword}.called(1)"
    else:
        answer = f".returns({value})" if value is not None else ".throws(CorpusError())"
        lines.append(f"{owner}.{stub}.{keyword}({matchers}){answer}")
        call = f"subject.{keyword}({arguments})"
        verify = f"{owner}.{verify}.{keyword}({matchers}).called(1)"
    binding = "var" if mutating else "let"
    function_effects = " async throws" if (is_async or throws) else ""
    subject_type = "Subject.Type" if is_static else "Subject"
    lines.append(
        f"func call<Subject: {qualified}>(_ subject: {subject_type}){function_effects}{fixed} {{ {binding} subject = subject; _ = {effects}{call} }}"
    )
    call_effects = ("try " if (is_async or throws) else "") + ("await " if (is_async or throws) else "")
    invocation = f"{call_effects}call({mock}.self)" if is_static else f"{call_effects}call(mock)"
    if is_static:
        invocation = f"{call_effects}withOverride({mock}.$statics, with: statics) {{ {invocation} }}"
    if value is None:
        lines.append(f"await #expect(throws: CorpusError.self) {{ {invocation} }}")
    else:
        lines.append(invocation)
    lines.append(verify)
    return lines, mock
