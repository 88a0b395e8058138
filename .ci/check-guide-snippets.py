#!/usr/bin/env python3
"""Checks that every Swift snippet in Documentation/MigrationGuide.md is compiled and run.

Each ```swift block in the guide must follow a `<!-- snippet: NAME -->` line, and equal the region
between `// snippet: NAME` and `// end snippet` in the guide's test files (indentation removed).
Those files are part of the example app's test target, which `swift test` builds and runs.
"""
import pathlib
import re
import sys
import textwrap

root = pathlib.Path(__file__).resolve().parent.parent
guide = root / "Documentation" / "MigrationGuide.md"
tests = sorted((root / "Examples" / "Tests" / "StatusAppTests" / "MigrationGuide").glob("*.swift"))

regions = {}
for path in tests:
    for match in re.finditer(r"^[ \t]*// snippet: (\S+)\n(.*?)^[ \t]*// end snippet$",
                             path.read_text(), re.S | re.M):
        regions[match.group(1)] = textwrap.dedent(match.group(2)).strip("\n")

problems = []
text = guide.read_text()
blocks = list(re.finditer(r"(?:<!-- snippet: (\S+) -->\n)?```swift\n(.*?)```", text, re.S))
for block in blocks:
    name, code = block.group(1), block.group(2).strip("\n")
    line = text.count("\n", 0, block.start()) + 1
    if name is None:
        problems.append(f"MigrationGuide.md:{line}: a swift block without <!-- snippet: NAME -->")
    elif name not in regions:
        problems.append(f"MigrationGuide.md:{line}: no '// snippet: {name}' region in the tests")
    elif regions[name] != code:
        problems.append(f"MigrationGuide.md:{line}: snippet '{name}' differs from its test region")
unused = set(regions) - {block.group(1) for block in blocks}
problems += [f"test region '{name}' is not in the guide" for name in sorted(unused)]

if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"{len(blocks)} guide snippets match their compiled test regions")
