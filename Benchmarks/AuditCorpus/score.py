#!/usr/bin/env python3
"""Scores `standin audit` against the labelled corpus: precision and recall per member (each
distinct thing reached, keyed by the audit's `expression`), per package and in all, and the
precision per reported use. A reported key that has no label counts as a false positive and is
listed, so that it gets labelled. A label's key may name several spellings of one member,
separated by `|` (`NIODeadline.now|.now`: the syntax-only mode sees only the implicit `.now`);
a key `T()` also names `T(…)`, the audit's spelling of any creation of a type it has the
sources of; a key `T(a:b:)` also names `T(a:)`, the system table's spelling of a creation by its
first label (`Timer(fire:)`); and a key `.m()`, `m()`, `.m` or `m` also names `x.m()` or `x.m`,
its spelling of an instance member read or called on any value (`x.randomElement()`).

  score.py CHECKOUTS [STANDIN] [--part heldout|heldout2|…|heldout25|heldout26] [-- AUDIT OPTIONS…]
    (CHECKOUTS: what make-corpus.sh or make-every-tree.sh prints; --part scores a held-out
     part (heldoutN/: the Nth; from the third on, each labelled blind and scored once before
     it was tuned against) instead of the tuned part, and --heldout is --part heldout; audit
     options such as `--syntax-only` or `--index-store PATH` pass through)
"""
import json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", ".."))
args = sys.argv[1:]
extra = []
if "--" in args:
    extra = args[args.index("--") + 1:]
    args = args[:args.index("--")]
part = None
if "--heldout" in args:
    part = "heldout"
    args.remove("--heldout")
if "--part" in args:
    position = args.index("--part")
    part = args[position + 1]
    del args[position:position + 2]
checkouts = args[0]
standin = args[1] if len(args) > 1 else os.path.join(root, ".build/release/standin")
base = os.path.join(here, part) if part else here
labels_dir = base if part else os.path.join(here, "labels")

def rows(path):
    for line in open(path):
        line = line.rstrip("\n")
        if line and not line.startswith("#"):
            yield line.split("\t")

totals = {"tp": 0, "fp": 0, "fn": 0, "uses": 0, "good_uses": 0}
errors = []
print(f"{'package':28} {'members':>8} {'TP':>4} {'FP':>4} {'FN':>4} {'precision':>9} {'recall':>7}  mode")
for package, folder in rows(os.path.join(base, "packages.tsv")):
    labels, uses, canonical = {}, {}, {}
    for key, label, *reason in rows(os.path.join(labels_dir, package + ".tsv")):
        if key.startswith("@"):
            uses[key[1:]] = label
            continue
        spellings = key.split("|")
        labels[spellings[0]] = label
        for spelling in spellings:
            canonical[spelling] = spellings[0]
            # The audit spells every creation of a type whose sources it read `T(…)`, with or
            # without arguments: a label `T()` names that creation too.
            if spelling.endswith("()"):
                canonical.setdefault(spelling[:-2] + "(…)", spellings[0])
            # The table's spelling of a creation by its first label.
            head, _, arguments = spelling.partition("(")
            if arguments.count(":") > 1 and not arguments.startswith("_:"):
                canonical.setdefault(f"{head}({arguments.split(':')[0]}:)", spellings[0])
            # Its spelling of an instance member on a value, whatever the value's type.
            bare = spelling[1:] if spelling.startswith(".") else spelling
            if bare[:1].islower() and "." not in bare.split("(")[0]:
                canonical.setdefault("x." + bare, spellings[0])
    out = subprocess.run([standin, "audit", os.path.join(checkouts, folder), "--format", "json"] + extra,
                         capture_output=True, text=True)
    report = json.loads(out.stdout)
    reported = set()
    for finding in report["findings"]:
        place = f'{finding["file"]}:{finding["line"]}'
        expression = finding["expression"]
        # A creation spelled by its initializer (`Parser(filePath:)`) is, where no label names
        # that initializer, the creation a label `T(…)` names.
        if expression not in canonical and finding.get("kind") == "creation" and "(" in expression:
            expression = expression.split("(")[0] + "(…)"
        key = canonical.get(expression, expression)
        label = uses.get(place, labels.get(key))
        totals["uses"] += 1
        if label == "finding":
            totals["good_uses"] += 1
        if place in uses:
            if label != "finding":
                errors.append(f"{package}\tFP\t{place} {finding['expression']} (labelled per use)")
            continue
        reported.add(key)
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
    mode = report.get("mode", {}).get("kind", "?")
    print(f"{package:28} {len(labels):8} {tp:4} {fp:4} {fn:4} {precision:9.1%} {recall:7.1%}  {mode}")
tp, fp, fn = totals["tp"], totals["fp"], totals["fn"]
print(f"{'all':28} {'':8} {tp:4} {fp:4} {fn:4} {tp / max(tp + fp, 1):9.1%} {tp / max(tp + fn, 1):7.1%}")
print(f"per reported use: {totals['good_uses']} of {totals['uses']} are labelled findings "
      f"({totals['good_uses'] / max(totals['uses'], 1):.1%})")
if errors:
    print("\nerrors that remain:")
    print("\n".join(errors))
