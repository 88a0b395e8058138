#!/usr/bin/env python3
"""Fails when the README's copy of the main job's report, or of its `--fix --dry-run` excerpt,
differs from what `standin audit Examples/LegacyApp` prints now.

  .ci/check-audit-readme.py STANDIN
"""
import subprocess, sys

standin = sys.argv[1]
readme = open("README.md").read()

def block(command, terminator):
    start = readme.index(f"$ swift run {command}\n") + len(f"$ swift run {command}\n")
    return readme[start:readme.index(terminator, start)]

report = subprocess.run([standin, "audit", "Examples/LegacyApp"], capture_output=True, text=True).stdout
diff = subprocess.run([standin, "audit", "Examples/LegacyApp", "--fix", "--dry-run"],
                      capture_output=True, text=True).stdout
problems = []
if block("standin audit Examples/LegacyApp", "```") != report:
    problems.append("the README's report differs from `standin audit Examples/LegacyApp`")
if block("standin audit Examples/LegacyApp --fix --dry-run", "…\n") not in diff:
    problems.append("the README's --fix --dry-run excerpt is not in what the command prints")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
