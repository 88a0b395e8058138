#!/usr/bin/env python3
"""Fails when the README's copy of the main job's report, or of its `--fix --dry-run` excerpt,
differs from what `standin audit Examples/LegacyApp` prints now, or when its two modes disagree.

The README shows the type-accurate run (after a build wrote the index store, as in CI). Where no
store has these files yet (a fresh clone's first `swift run`), the report is syntax-only: then
only its `mode:` line may differ from the README's, and the findings must be the same.

  .ci/check-audit-readme.py STANDIN
"""
import subprocess, sys

standin = sys.argv[1]
readme = open("README.md").read()

def block(command, terminator):
    start = readme.index(f"$ swift run {command}\n") + len(f"$ swift run {command}\n")
    return readme[start:readme.index(terminator, start)]

def audit(*options):
    return subprocess.run([standin, "audit", "Examples/LegacyApp", *options],
                          capture_output=True, text=True).stdout

def without_mode(text):
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.startswith("  mode: "))

report = audit()
syntax = audit("--syntax-only")
diff = audit("--fix", "--dry-run")
shown = block("standin audit Examples/LegacyApp", "```")
problems = []
if "  mode: type-accurate" in report:
    if shown != report:
        problems.append("the README's report differs from `standin audit Examples/LegacyApp`")
elif without_mode(shown) != without_mode(report):
    problems.append("the README's report differs from `standin audit Examples/LegacyApp` "
                    "(beyond its mode line)")
if without_mode(report) != without_mode(syntax):
    problems.append("the type-accurate and syntax-only reports of the main job differ")
if block("standin audit Examples/LegacyApp --fix --dry-run", "…\n") not in diff:
    problems.append("the README's --fix --dry-run excerpt is not in what the command prints")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
