#!/usr/bin/env python3
"""Compiles every Swift example in the doc comments and DocC articles of the library products.

Rules, for whoever writes an example (a ```swift block in a `///` comment or a .docc article):

- Every example sees Foundation, Testing, XCTest and every library product's module. Names the
  example uses without declaring them come from the shared prelude,
  .ci/doc-examples/Prelude.swift (`Analytics`, `RecordingAnalytics`, `checkout()`, `session`,
  `mock`, `center`, …). Add what a new example needs there; keep it minimal.
- Each example is wrapped on its own. Its statements become the body of a `throws` method
  (`async throws` when the example uses `await`) of a subclass of the prelude's
  `DocExampleContext` (a `StandInTestCase`), so `self`, `try`, `override(_:with:)` and the
  prelude's properties work, and a synchronous example picks synchronous overloads. Its declarations
  (types, `func`, `static let`, `override var`, `@Test`, `@Suite`, `@Mockable`, …) become
  members of that subclass (of a plain struct when the example uses `@Test` or `@Suite`);
  `extension`s and `import`s go to the top of the file.
- A declaration of a type the prelude also declares (an example showing `final class Analytics`)
  is compiled apart, on its own: the example's statements use the prelude's type.
- `…` stands for code left out: a line of its own is dropped, `{ … }` after a type's name is an
  empty body, and any other `…` is `fatalError()`.
- An example that cannot compile on purpose (a macro's expansion) starts with the line
  `// Not compiled: <why>`.

Run after `swift build --build-tests` (CI runs `swift test` first): it type-checks against the
debug build's modules in one `swiftc` call, in a few seconds.

  .ci/check-doc-examples.py [--from TREE [--allow FILE]]

`--from TREE` takes the examples and the prelude from another tree of this repository (the last
release, as .ci/check-api-breaks.py extracts it) and compiles them against this checkout's build:
what users copied from the old documentation must still compile. `--allow FILE` lists examples
(`path:line`, one per line) whose break the CHANGELOG names, left out.
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
# Where the examples and their prelude are read from: this checkout, or `--from TREE`.
source = root
prelude = root / ".ci" / "doc-examples" / "Prelude.swift"


def package():
    return json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True,
        text=True).stdout)


def library_modules(manifest):
    """The modules of the library products: every example imports them all."""
    return [name for product in manifest["products"] if "library" in product["type"]
            for name in product["targets"]]


def library_targets(manifest):
    """The targets of the library products, and the package's own targets they depend on."""
    targets = {target["name"]: target for target in manifest["targets"]}
    pending = library_modules(manifest)
    found = []
    while pending:
        name = pending.pop()
        target = targets.get(name)
        if name in found or target is None or target["type"] != "regular":
            continue
        found.append(name)
        pending += [dependency["byName"][0] for dependency in target["dependencies"]
                    if "byName" in dependency]
    return [pathlib.Path(targets[name].get("path") or f"Sources/{name}") for name in found]


def examples(manifest):
    """Every ```swift block: (where, code)."""
    for directory in library_targets(manifest):
        for path in sorted((source / directory).rglob("*")):
            where = path.relative_to(source)
            if path.suffix == ".swift":
                lines = path.read_text().split("\n")
                index = 0
                while index < len(lines):
                    if re.match(r"^\s*/// ?```swift\s*$", lines[index]):
                        start, body = index + 2, []
                        index += 1
                        while not re.match(r"^\s*/// ?```\s*$", lines[index]):
                            body.append(re.sub(r"^\s*/// ?", "", lines[index]))
                            index += 1
                        yield f"{where}:{start}", "\n".join(body)
                    index += 1
            elif path.suffix == ".md" and ".docc" in path.parts[-2]:
                text = path.read_text()
                for match in re.finditer(r"```swift\n(.*?)```", text, re.S):
                    line = text.count("\n", 0, match.start()) + 2
                    yield f"{where}:{line}", match.group(1).rstrip("\n")


DECLARATION = re.compile(
    r"^(?:(?:public|package|internal|private|fileprivate|open|final|static|class|override|"
    r"lazy|nonisolated|mutating|required|convenience|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|extension|typealias|func|init|var|let)\b")
MEMBER_ONLY = re.compile(
    r"^(?:(?:public|package|internal|private|fileprivate|open|final|lazy|nonisolated)\s+)*"
    r"(?:(?:static|class)\s+(?:let|var|func|subscript)|override\s+(?:\w+\s+)*(?:var|func|init))\b")
TYPE_NAME = re.compile(r"^(?:[a-z]+\s+)*(?:class|struct|enum|protocol|actor)\s+(\w+)")


def depth_change(line):
    """The change in bracket depth over a line, outside strings and comments."""
    code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line.split("//")[0])
    return sum(code.count(c) for c in "{([") - sum(code.count(c) for c in "})]")


def items(code):
    """Top-level items: lists of lines, with the attribute lines before a declaration."""
    result, current, depth = [], [], 0
    for line in code.split("\n"):
        if depth == 0 and current and not line.startswith((" ", "}", ")", "]", ".")) \
                and not current[-1].lstrip().startswith("@"):
            result.append(current)
            current = []
        current.append(line)
        depth += depth_change(line)
    if current:
        result.append(current)
    return result


def classify(item):
    """`import`, `extension`, `declaration` (with its type name, if any) or `statement`."""
    head = next((line.strip() for line in item
                 if line.strip() and not line.strip().startswith(("@", "//"))), "")
    attributes = " ".join(line.strip() for line in item if line.strip().startswith("@"))
    if head.startswith("import "):
        return "import", None
    if head.startswith("extension "):
        return "extension", None
    is_declaration = bool(attributes) or MEMBER_ONLY.match(head) or (
        DECLARATION.match(head) and not re.match(r"^(?:var|let)\b", head))
    if is_declaration:
        name = TYPE_NAME.match(head)
        return "declaration", name.group(1) if name else None
    return "statement", None


def fill_ellipses(code):
    lines = []
    for line in code.split("\n"):
        if line.strip() == "…":
            continue
        line = re.sub(r"((?:class|struct|enum|protocol|actor|extension)\s[^{]*)\{ … \}",
                      r"\1{}", line)
        lines.append(line.replace("…", "fatalError()"))
    return "\n".join(lines)


def prelude_types():
    return set(re.findall(r"^(?:public |open |final )*(?:class|struct|enum|protocol|actor) (\w+)",
                          prelude.read_text(), re.M))


def wrap(number, code, known):
    """The example as Swift at file scope: (imports, text)."""
    imports, hoisted, members, apart, statements = [], [], [], [], []
    for item in items(fill_ellipses(code)):
        kind, name = classify(item)
        text = "\n".join(item)
        if kind == "import":
            imports.append(text.strip())
        elif kind == "extension":
            hoisted.append(text)
        elif kind == "declaration" and name in known:
            apart.append(text)
        elif kind == "declaration":
            members.append(text)
        else:
            statements.append(text)
    uses_testing = re.search(r"@(Test|Suite)\b", code)
    base = "struct DocExample{n}: DocExampleMembers" if uses_testing \
        else "final class DocExample{n}: DocExampleContext"
    indent = lambda text: "\n".join("  " + line for line in text.split("\n"))
    parts = hoisted[:]
    if apart:
        parts.append(f"enum DocExample{number}Apart {{\n" + indent("\n".join(apart)) + "\n}")
    body = "\n".join(members)
    if statements:
        effects = "async throws" if re.search(r"\bawait\b", code) else "throws"
        body += f"\n  func docExampleBody() {effects} {{\n" + indent(indent(
            "\n".join(statements))) + "\n  }"
    parts.append(base.format(n=number) + " {\n" + indent(body) + "\n}")
    return imports, "\n".join(parts)


def main():
    global source, prelude
    parser = argparse.ArgumentParser()
    parser.add_argument("--from", dest="tree", type=pathlib.Path)
    parser.add_argument("--allow", type=pathlib.Path)
    arguments = parser.parse_args()
    if arguments.tree:
        source = arguments.tree.resolve()
        prelude = source / ".ci" / "doc-examples" / "Prelude.swift"
    allowed = set(arguments.allow.read_text().split()) if arguments.allow else set()
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, check=True,
                              capture_output=True, text=True).stdout.strip()
    modules = pathlib.Path(bin_path) / "Modules"
    plugin = pathlib.Path(bin_path) / "StandInMacrosPlugin-tool"
    if not plugin.exists():
        sys.exit(f"{plugin} is missing: run `swift build --build-tests` first")
    flags = ["-I", str(modules), "-D", "DEBUG", "-swift-version", "6", "-suppress-warnings",
             "-load-plugin-executable", f"{plugin}#StandInMacrosPlugin"]
    for modulemap in (root / ".build" / "checkouts").glob("*/Sources/*/include/module.modulemap"):
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]

    manifest = package()
    known = prelude_types()
    found = list(examples(manifest))
    imports = {"import Foundation", "import Testing", "import XCTest",
               "import DocExamplePrelude"}
    imports.update(f"import {module}" for module in library_modules(manifest))
    chunks, origins = [], []
    skipped = 0
    for number, (where, code) in enumerate(found):
        if code.lstrip().startswith("// Not compiled:") or str(where) in allowed:
            skipped += 1
            continue
        example_imports, text = wrap(number, code, known)
        imports.update(example_imports)
        chunks.append((where, text))

    imports.add("#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif")
    header = "\n".join(sorted(imports)) + "\n"
    lines = header.split("\n")[:-1]
    line_origins = [None] * len(lines)
    for where, text in chunks:
        for line in text.split("\n"):
            lines.append(line)
            line_origins.append(where)
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        module = subprocess.run(
            ["swiftc", "-emit-module", "-parse-as-library", "-module-name", "DocExamplePrelude",
             "-emit-module-path", str(scratch / "DocExamplePrelude.swiftmodule"), str(prelude)]
            + flags, capture_output=True, text=True)
        if module.returncode != 0:
            sys.exit(f"The prelude does not compile:\n{module.stderr}")
        generated = scratch / "DocExamples.swift"
        generated.write_text("\n".join(lines) + "\n")
        check = subprocess.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-I", str(scratch), str(generated)]
            + flags, capture_output=True, text=True)
    if check.returncode != 0:
        report = []
        # Each error, with the first place in the generated file its diagnostic names (an error
        # inside a macro's expansion names the expansion first, then the line that used it).
        errors = list(re.finditer(r"^\S.*?error: (.*)$", check.stderr, re.M))
        for error, following in zip(errors, errors[1:] + [None]):
            block = check.stderr[error.start():following.start() if following else None]
            place = re.search(rf"{re.escape(str(generated))}:(\d+):\d+", block)
            if not place:
                continue
            line = int(place.group(1))
            origin = line_origins[line - 1] if line - 1 < len(line_origins) else None
            report.append(f"{origin or 'generated'}: {error.group(1)}\n    {lines[line - 1].strip()}")
        print("\n".join(dict.fromkeys(report)) or check.stderr, file=sys.stderr)
        sys.exit(1)
    print(f"{len(chunks)} doc examples compile ({skipped} marked not compiled)")


if __name__ == "__main__":
    main()
