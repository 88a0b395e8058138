#!/usr/bin/env python3
"""Audits every package tree under CHECKOUTS in both modes and reports crashes, hangs and time:
the type-accurate mode with the index store that one debug build of all of them wrote (see
make-every-tree.sh), and the syntax-only mode (MODES=syntax-only runs one). A run that exits with a signal is a crash, one
that takes longer than TIMEOUT seconds (default 600) a hang. STORE `own` lets each tree's own build's index store serve
(make-other-versions.sh builds each tree apart).

  audit-every-tree.py CHECKOUTS STORE [STANDIN]
"""
import json, os, subprocess, sys, time

checkouts, store = sys.argv[1], sys.argv[2]
standin = sys.argv[3] if len(sys.argv) > 3 else ".build/release/standin"
timeout = int(os.environ.get("TIMEOUT", "600"))
trees = sorted(name for name in os.listdir(checkouts) if os.path.isdir(os.path.join(checkouts, name)))
modes = {"type-accurate": [] if store == "own" else ["--index-store", store], "syntax-only": ["--syntax-only"]}
# MODES=syntax-only (or type-accurate) runs one of them.
modes = {mode: options for mode, options in modes.items()
         if mode in os.environ.get("MODES", "type-accurate,syntax-only").split(",")}
totals = {mode: {"seconds": 0.0, "crashes": [], "hangs": [], "errors": [], "typeAccurate": 0,
                 "findings": 0} for mode in modes}
print(f"{'tree':36} {'mode':14} {'status':>6} {'seconds':>8} {'findings':>8}  ran as")
for tree in trees:
    for mode, options in modes.items():
        start = time.perf_counter()
        try:
            run = subprocess.run([standin, "audit", os.path.join(checkouts, tree), "--format", "json"]
                                 + options, capture_output=True, text=True, timeout=timeout)
            status = run.returncode
        except subprocess.TimeoutExpired:
            status = "hang"
        seconds = time.perf_counter() - start
        total = totals[mode]
        total["seconds"] += seconds
        findings, ran = "-", "-"
        if status == "hang":
            total["hangs"].append(tree)
        elif status < 0:
            total["crashes"].append(f"{tree} (signal {-status})")
        elif status not in (0, 1):
            total["errors"].append(f"{tree} (status {status}: {run.stderr.strip()[:200]})")
        else:
            report = json.loads(run.stdout)
            findings = len(report["findings"])
            ran = report["mode"]["kind"]
            total["findings"] += findings
            if ran == "type-accurate":
                total["typeAccurate"] += 1
        print(f"{tree:36} {mode:14} {status!s:>6} {seconds:8.1f} {findings!s:>8}  {ran}", flush=True)
print()
for mode, total in totals.items():
    print(f"{mode}: {len(trees)} trees, {len(total['crashes'])} crashes, {len(total['hangs'])} hangs, "
          f"{len(total['errors'])} errors, {total['seconds']:.0f} s in all, {total['findings']} findings"
          + (f", {total['typeAccurate']} ran type-accurate" if mode == "type-accurate" else ""))
    for key in ("crashes", "hangs", "errors"):
        for item in total[key]:
            print(f"  {key[:-1]}: {item}")
