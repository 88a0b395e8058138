"""Finds and copies protocol declarations, verbatim, out of Swift source files.

Used by mock-corpus.py. A declaration is taken with its doc comment and attributes, from the
line that starts it to its closing brace, found by matching braces outside comments, strings and
character literals.
"""

import re

PROTOCOL_START = re.compile(
    r"^(?P<indent>[ \t]*)(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|open)\s+)?protocol\s+(?P<name>\w+)",
    re.M,
)


def _skip_string(text, i):
    """Index after the string literal that starts at text[i] (handles #"..."#, triple quotes)."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    if text.startswith('"""', i):
        close = '"""' + "#" * hashes
        j = text.find(close, i + 3)
        return len(text) if j < 0 else j + len(close)
    close = '"' + "#" * hashes
    j = i + 1
    while j < len(text):
        if text[j] == "\\" and hashes == 0:
            j += 2
            continue
        if text.startswith(close, j):
            return j + len(close)
        if text[j] == "\n":
            return j
        j += 1
    return j


def matching_brace(text, open_index):
    """Index of the brace that closes the one at open_index."""
    depth = 0
    i = open_index
    while i < len(text):
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                return -1
            continue
        if text.startswith("/*", i):
            depth_comment = 1
            i += 2
            while i < len(text) and depth_comment:
                if text.startswith("/*", i):
                    depth_comment += 1
                    i += 2
                elif text.startswith("*/", i):
                    depth_comment -= 1
                    i += 2
                else:
                    i += 1
            continue
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            i = _skip_string(text, i)
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


def leading_comment_start(text, start):
    """Start of the doc comment and attribute lines directly above `start`."""
    lines_start = start
    while True:
        prev_end = text.rfind("\n", 0, lines_start - 1) if lines_start > 0 else -1
        line = text[prev_end + 1 : lines_start - 1] if lines_start > 0 else ""
        stripped = line.strip()
        if lines_start > 0 and (
            stripped.startswith("///")
            or stripped.startswith("@")
            or stripped.startswith("/**")
            or stripped.startswith("*")
        ):
            lines_start = prev_end + 1
            continue
        return lines_start


def protocols(text):
    """Every top-level protocol declaration: (name, start, open brace, end)."""
    found = []
    for match in PROTOCOL_START.finditer(text):
        if match.group("indent"):
            continue
        open_index = text.find("{", match.end())
        if open_index < 0:
            continue
        end = matching_brace(text, open_index)
        if end < 0:
            continue
        found.append((match.group("name"), match.start(), open_index, end))
    return found


def protocol_declaration(text, name):
    """The declaration of protocol `name`, with its doc comment and attributes, or None."""
    for found, start, _, end in protocols(text):
        if found == name:
            return text[leading_comment_start(text, start) : end + 1]
    return None


IMPORT = re.compile(r"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s")
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b")


def imports(text):
    """The file's imports, as written (`public import` too): each a line, or a top-level `#if`
    block's directives and imports without its other code (GRDB picks its SQLite module with
    one, NIO its C library), so the condition still chooses."""
    found, block, depth = [], [], 0
    for line in text.splitlines():
        directive = DIRECTIVE.match(line)
        if directive:
            kind = directive.group(1)
            depth += 1 if kind == "if" else -1 if kind == "endif" else 0
            block.append(line)
            if depth == 0:
                if any(IMPORT.match(l) for l in block):
                    found.append("\n".join(block))
                block = []
            continue
        if IMPORT.match(line):
            (block if depth else found).append(line)
    return found
