#!/usr/bin/env python3
"""Lists every function and global variable that the C libraries the package trees link through
a system library target declare in their installed headers: SQLite (`sqlite3.h`, GRDB's
`GRDBSQLite`, and sqlite-nio's vendored copy of the same API) and zlib (`zlib.h`,
ZIPFoundation's `CZLib`). One line a symbol, `key<TAB>declaration`, the key as RULES.md
spells it (`sqlite3||sqlite3_open_v2`).

  c-libraries.py [INCLUDE]   (INCLUDE: the folder of the headers, /usr/include by default)
"""
import os, re, sys

include = sys.argv[1] if len(sys.argv) > 1 else "/usr/include"

# Each library: its header, and how one of its declarations starts.
LIBRARIES = {
    "sqlite3": ("sqlite3.h", re.compile(r"^SQLITE_API\b")),
    "zlib": ("zlib.h", re.compile(r"^ZEXTERN\b")),
}


def declarations(text, start):
    """The library's declarations in a header's text, each joined onto one line."""
    lines, current = [], None
    for line in text.splitlines():
        if current is None and start.match(line):
            current = line.strip()
        elif current is not None:
            current += " " + line.strip()
        if current is not None and current.endswith(";"):
            lines.append(re.sub(r"\s+", " ", current))
            current = None
    return lines


def declared_name(declaration):
    """The function or variable a declaration declares: the name before the first `(` of its
    parameters (zlib wraps them in `OF((…))` or `Z_ARG((…))`), or before the `;` or `[` of a
    variable."""
    function = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*(?:(?:OF|Z_ARG)\s*)?\(", declaration)
    if function and function.group(1) not in ("SQLITE_DEPRECATED", "SQLITE_EXPERIMENTAL"):
        return function.group(1)
    variable = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*(?:\[\s*\])?\s*;$", declaration)
    return variable.group(1) if variable else None


symbols = {}
for library, (header, start) in LIBRARIES.items():
    with open(os.path.join(include, header), encoding="utf-8", errors="replace") as file:
        for declaration in declarations(file.read(), start):
            name = declared_name(declaration)
            if name:
                symbols.setdefault(f"{library}||{name}", declaration)
print("key\tdeclaration")
for key in sorted(symbols):
    print(f"{key}\t{symbols[key]}")
