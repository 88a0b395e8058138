#!/usr/bin/env python3
"""Summarizes package-benchmark text output: per benchmark, the "ps per read" or "ps per call"
(wall time) and "thread CPU ps per read/call" percentiles converted to nanoseconds, and for the
memory benchmarks the heap bytes per call.

Usage:
  python3 summarize.py run1.txt                 p25/p50/p75 of both metrics for one run
  python3 summarize.py run1.txt run2.txt ...    each run's p50 (wall) and the median of the p50s,
                                                plus the median of the CPU p50s
"""
import re
import statistics
import sys

METRICS = {
    "ps per read": "wall",
    "thread CPU ps per read": "cpu",
    "ps per call": "wall",
    "thread CPU ps per call": "cpu",
    "heap bytes per call x1000": "heap",
}


def parse(path):
    results = {}
    name = None
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line and line[0] not in "│╒╞├╘= " and "│" not in line:
            name = line.strip()
            continue
        if name and line.startswith("│"):
            cells = [c.strip() for c in line.strip("│").split("│")]
            kind = METRICS.get(cells[0])
            if kind:
                values = [number(c) for c in cells[1:]]
                results.setdefault(name, {})[kind] = values  # p0 p25 p50 p75 p90 p99 p100 n
    return results


def number(cell):
    """A table cell: an integer, or a large value package-benchmark prints as `1.91e+11`."""
    if cell.isdigit():
        return int(cell)
    try:
        return int(float(cell))
    except ValueError:
        return None


def ns(ps):
    return "-" if ps is None else f"{ps / 1000:.2f}"


runs = [parse(p) for p in sys.argv[1:]]
names = []
for run in runs:
    for name in run:
        if name not in names:
            names.append(name)

if len(runs) == 1:
    print(f"{'benchmark':76s} {'wall p25':>8s} {'p50':>8s} {'p75':>8s} {'cpu p50':>8s} {'n':>5s} {'heap B':>8s}  (ns per read or call)")
    for name in names:
        wall = runs[0][name].get("wall", [None] * 8)
        cpu = runs[0][name].get("cpu", [None] * 8)
        heap = runs[0][name].get("heap", [None] * 8)
        print(f"{name:76s} {ns(wall[1]):>8s} {ns(wall[2]):>8s} {ns(wall[3]):>8s} {ns(cpu[2]):>8s} {wall[7]!s:>5s} {ns(heap[2]):>8s}")
else:
    header = " ".join(f"{'wall#' + str(i + 1):>8s}" for i in range(len(runs)))
    print(f"{'benchmark':76s} {header} {'wall med':>8s} {'cpu med':>8s}  (ns per read or call, p50s)")
    for name in names:
        walls = [run.get(name, {}).get("wall", [None] * 8)[2] for run in runs]
        cpus = [run.get(name, {}).get("cpu", [None] * 8)[2] for run in runs]
        w = [p for p in walls if p is not None]
        c = [p for p in cpus if p is not None]
        print(f"{name:76s} " + " ".join(f"{ns(p):>8s}" for p in walls)
              + f" {ns(statistics.median(w) if w else None):>8s} {ns(statistics.median(c) if c else None):>8s}")
