#!/usr/bin/env python3
"""Syntax-only audit time ÷ `swift format lint --recursive` time, on the same trees in the same run (both
parse every file with swift-syntax). Each command runs RUNS times (default 3), alternating; the
best run of each is compared.

  measure-speed.py [CHECKOUTS] [STANDIN]
  (CHECKOUTS: what make-corpus.sh prints; STANDIN: a release build of standin, from
   `swift build -c release --product standin`)
"""
import os, subprocess, sys, time

checkouts = sys.argv[1] if len(sys.argv) > 1 else "/work/scratch/audit/corpus/.build/checkouts"
standin = sys.argv[2] if len(sys.argv) > 2 else ".build/release/standin"
runs = int(os.environ.get("RUNS", "3"))

def seconds(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start

print(f"{'tree':28} {'files':>6} {'audit':>8} {'format lint':>12} {'ratio':>6}")
for tree in ("swift-syntax/Sources", "vapor/Sources/Vapor"):
    path = os.path.join(checkouts, tree)
    files = sum(name.endswith(".swift") for _, _, names in os.walk(path) for name in names)
    audits, lints = [], []
    for _ in range(runs):
        audits.append(seconds([standin, "audit", path, "--format", "json", "--syntax-only"]))
        lints.append(seconds(["swift", "format", "lint", "--recursive", path]))
    audit, lint = min(audits), min(lints)
    print(f"{tree:28} {files:6} {audit:7.2f}s {lint:11.2f}s {audit / lint:6.2f}"
          f"   (runs: audit {', '.join(f'{a:.2f}' for a in audits)}; lint {', '.join(f'{l:.2f}' for l in lints)})")
