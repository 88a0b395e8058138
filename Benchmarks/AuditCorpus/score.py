#!/usr/bin/env python3
"""Scores `standin audit` against the labelled corpus: precision and recall per member (each
distinct thing reached, keyed by the audit's `expression`), per package and in all, and the
precision per reported use. A reported key that has no label counts as a false positive and is
listed, so that it gets labelled.

  score.py CHECKOUTS [STANDIN]     (CHECKOUTS: what make-corpus.sh prints)
"""
import json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", ".."))
checkouts = sys.argv[1]
standin = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, ".build/release/standin")

def rows(path):
    for line in open(path):
        line = line.rstrip("\n")
        if line and not line.startswith("#"):
            yield line.split("\t")

totals = {"tp": 0, "fp": 0, "fn": 0, "uses": 0, "good_uses": 0}
errors = []
print(f"{'package':28} {'members':>8} {'TP':>4} {'FP':>4} {'FN':>4} {'precision':>9} {'recall':>7}")
for package, folder in rows(os.path.join(here, "packages.tsv")):
    labels, uses = {}, {}
    for key, label, *reason in rows(os.path.join(here, "labels", package + ".tsv")):
        (uses if key.startswith("@") else labels)[key.lstrip("@")] = label
    out = subprocess.run([standin, "audit", os.path.join(checkouts, folder), "--format", "json"],
                         capture_output=True, text=True)
    report = json.loads(out.stdout)
    reported = set()
    for finding in report["findings"]:
        place = f'{finding["file"]}:{finding["line"]}'
        label = uses.get(place, labels.get(finding["expression"]))
        totals["uses"] += 1
        if label == "finding":
            totals["good_uses"] += 1
        if place in uses:
            if label != "finding":
                errors.append(f"{package}\tFP\t{place} {finding['expression']} (labelled per use)")
            continue
        reported.add(finding["expression"])
    tp = sum(1 for key in reported if labels.get(key) == "finding")
    fp_keys = sorted(key for key in reported if labels.get(key) != "finding")
    fn_keys = sorted(key for key, label in labels.items() if label == "finding" and key not in reported)
    for key in fp_keys:
        errors.append(f"{package}\tFP\t{key}" + ("" if key in labels else "\t(unlabelled)"))
    for key in fn_keys:
        errors.append(f"{package}\tFN\t{key}")
    fp, fn = len(fp_keys), len(fn_keys)
    totals["tp"] += tp; totals["fp"] += fp; totals["fn"] += fn
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    print(f"{package:28} {len(labels):8} {tp:4} {fp:4} {fn:4} {precision:9.1%} {recall:7.1%}")
tp, fp, fn = totals["tp"], totals["fp"], totals["fn"]
print(f"{'all':28} {'':8} {tp:4} {fp:4} {fn:4} {tp / max(tp + fp, 1):9.1%} {tp / max(tp + fn, 1):7.1%}")
print(f"per reported use: {totals['good_uses']} of {totals['uses']} are labelled findings "
      f"({totals['good_uses'] / max(totals['uses'], 1):.1%})")
if errors:
    print("\nerrors that remain:")
    print("\n".join(errors))
