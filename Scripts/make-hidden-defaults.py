#!/usr/bin/env python3
"""Writes Sources/StandInAudit/Resources/SystemHiddenDefaults.tsv: every public function, method
and initializer of the toolchain's system modules whose parameter's default value is an entry of
SystemSharedState.tsv (`TimeZone.abbreviation(for date: Date = Date())`,
`IntegerFormatStyle.init(locale: Locale = .autoupdatingCurrent)`). A call that leaves that
argument out reaches what the default reaches, though nothing at the call names it.

Read from the symbol graphs `swift-symbolgraph-extract` writes for the modules below on this
machine's toolchain (declarations show their defaults). Run it again after a toolchain update:

    python3 Scripts/make-hidden-defaults.py [--check]

With --check it only compares and exits 1 when the committed table differs.
"""
import glob, json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Sources", "StandInAudit", "Resources")
MODULES = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
           "FoundationNetworking", "Dispatch"]
CALLABLE_KINDS = {"swift.func", "swift.method", "swift.type.method", "swift.init"}


def table_patterns():
    patterns = set()
    for line in open(os.path.join(RESOURCES, "SystemSharedState.tsv")):
        if line.strip() and not line.startswith("#"):
            patterns.add(line.split("\t")[0])
    return patterns


def split_top(text, separator):
    """Splits at `separator` outside brackets, parentheses and angle brackets."""
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "([<":
            depth += 1
        elif character in ")]" or (character == ">" and not current.endswith("-")):
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    parts.append(current)
    return parts


def parameter_list(declaration, name):
    """The text between the parentheses of the parameter list that follows `name`."""
    start = declaration.find(name + "(")
    if start < 0:
        start = declaration.find(name + "<")
        if start < 0:
            return None
    position, depth = start + len(name), 0
    while position < len(declaration):  # skip a generic clause
        character = declaration[position]
        if character == "<":
            depth += 1
        elif character == ">":
            depth -= 1
        elif character == "(" and depth == 0:
            break
        position += 1
    depth, end = 0, position
    for end in range(position, len(declaration)):
        if declaration[end] == "(":
            depth += 1
        elif declaration[end] == ")":
            depth -= 1
            if depth == 0:
                break
    return declaration[position + 1:end]


def bare_type(type_text):
    type_text = re.sub(r"<.*>", "", type_text.strip()).rstrip("?!").strip()
    return type_text.split(".")[-1] if type_text else None


def pattern_of(default, parameter_type, patterns):
    """The table's entry that `default` is, or None."""
    if default.startswith(".") and parameter_type:
        default = parameter_type + default
    call = re.fullmatch(r"([A-Za-z_][\w.]*)\((.*)\)", default)
    if call:
        name, arguments = call.group(1), call.group(2).strip()
        label = re.match(r"(\w+)\s*:", arguments)
        first = "" if not arguments else (label.group(1) + ":" if label else None)
        candidates = ([f"{name}()"] if first == "" else [f"{name}({first})"] if first else [])
        candidates.append(f"{name}(*)")
        return next((c for c in candidates if c in patterns), None)
    return default if default in patterns else None


def rows():
    patterns = table_patterns()
    found = set()
    with tempfile.TemporaryDirectory() as directory:
        target = "x86_64-unknown-linux-gnu" if sys.platform.startswith("linux") else None
        for module in MODULES:
            command = ["swift-symbolgraph-extract", "-module-name", module, "-output-dir", directory]
            if target:
                command += ["-target", target]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
            for symbol in json.load(open(path))["symbols"]:
                if symbol["kind"]["identifier"] not in CALLABLE_KINDS:
                    continue
                components = symbol["pathComponents"]
                if any(c.startswith("_") for c in components):
                    continue
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                if " = " not in declaration:
                    continue
                signature = components[-1]
                name = signature.split("(")[0]
                parameters = parameter_list(declaration, name)
                if parameters is None:
                    continue
                for parameter in split_top(parameters, ","):
                    head, _, rest = parameter.partition(":")
                    type_text, equals, default = rest.partition(" = ")
                    if not equals:
                        continue
                    label = head.split()[0] if head.split() else "_"
                    pattern = pattern_of(default.strip(), bare_type(type_text), patterns)
                    if pattern:
                        call = ".".join(components[:-1] + [signature])
                        found.add((call, label, default.strip(), pattern))
    return sorted(found)


def main():
    header = (
        "# Written by Scripts/make-hidden-defaults.py from the toolchain's symbol graphs: do not edit.\n"
        "# The system's functions, methods and initializers whose parameter's default value is an\n"
        "# entry of SystemSharedState.tsv: a call that leaves that argument out reaches the entry.\n"
        "# call\tparameter\tdefault\tentry\n")
    text = header + "".join("\t".join(row) + "\n" for row in rows())
    output = os.path.join(RESOURCES, "SystemHiddenDefaults.tsv")
    if "--check" in sys.argv:
        current = open(output).read() if os.path.exists(output) else ""
        if current != text:
            print(f"{output} differs from what this toolchain's symbol graphs give: run {sys.argv[0]}")
            sys.exit(1)
        return
    open(output, "w").write(text)
    print(f"{len(text.splitlines()) - 4} rows written to {output}")


if __name__ == "__main__":
    main()
