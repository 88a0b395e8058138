#!/usr/bin/env python3
"""Audits every package tree under CHECKOUTS in both modes and compares what each reports, by
file, line and expression: the type-accurate mode resolves what the syntax-only mode guesses at,
so a finding only one mode makes is a question about the other, and no labels are needed. A
finding both make at one line but spell differently (`.now` against `NIODeadline.now`) counts
as a spelling, not as a finding of one mode only. Only the trees whose audit ran type-accurate
(the index store holds them) are compared. Prints the counts, then each difference; `--counts`
prints the counts only.

  compare-modes.py CHECKOUTS STORE [STANDIN] [--counts]
"""
import collections, json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

arguments = [a for a in sys.argv[1:] if a != "--counts"]
checkouts, store = arguments[0], arguments[1]
standin = arguments[2] if len(arguments) > 2 else ".build/release/standin"
timeout = int(os.environ.get("TIMEOUT", "600"))
trees = sorted(name for name in os.listdir(checkouts) if os.path.isdir(os.path.join(checkouts, name)))


def audit(tree, options):
    """The mode that ran and the findings as {(file, line): {expression}}, or None on failure."""
    try:
        run = subprocess.run([standin, "audit", os.path.join(checkouts, tree), "--format", "json"] + options,
                             capture_output=True, text=True, timeout=timeout)
        report = json.loads(run.stdout)
    except (subprocess.TimeoutExpired, ValueError):
        return None, None
    findings = collections.defaultdict(set)
    for finding in report["findings"]:
        findings[(finding["file"], finding["line"])].add(finding["expression"])
    return report.get("mode", {}).get("kind"), findings


def both(tree):
    kind, typed = audit(tree, ["--index-store", store])
    _, syntax = audit(tree, ["--syntax-only"])
    return tree, kind, typed, syntax


counts = collections.Counter()
differences = []
with ThreadPoolExecutor(max_workers=2) as pool:
    for tree, kind, typed, syntax in pool.map(both, trees):
        if kind != "type-accurate" or typed is None or syntax is None:
            continue
        counts["trees"] += 1
        for place in sorted(set(typed) | set(syntax)):
            a, b = typed.get(place, set()), syntax.get(place, set())
            counts["both"] += len(a & b)
            if a - b and b - a:
                counts["spelled differently"] += len(a - b)
                differences += [f"{tree}\tspelling\t{place[0]}:{place[1]}\t{sorted(a - b)} / {sorted(b - a)}"]
                continue
            counts["type-accurate only"] += len(a - b)
            counts["syntax-only only"] += len(b - a)
            differences += [f"{tree}\ttype-accurate\t{place[0]}:{place[1]}\t{e}" for e in sorted(a - b)]
            differences += [f"{tree}\tsyntax-only\t{place[0]}:{place[1]}\t{e}" for e in sorted(b - a)]

print(f"trees compared: {counts['trees']}; findings in both modes: {counts['both']}; "
      f"spelled differently at one line: {counts['spelled differently']}; "
      f"type-accurate only: {counts['type-accurate only']}; syntax-only only: {counts['syntax-only only']}")
if "--counts" not in sys.argv:
    print("\n".join(differences))
