#!/usr/bin/env python3
"""Lists what a person labelling one corpus package has to read: every line that declares
possible shared state (static/class vars and lets, globals) or mentions the system's shared
state (the patterns of Sources/StandInAudit/Resources/SystemSharedState.tsv, matched as text),
and every key the audit reports with --all (findings and seams). Nothing here decides a label.
With --text-only the audit is not run: a held-out package is labelled from its sources alone,
without seeing what the audit makes of it.

  candidates.py CHECKOUTS PACKAGE [STANDIN] [--text-only]
  (PACKAGE: a name of packages.tsv or heldout*/packages.tsv, or a folder under CHECKOUTS)
"""
import json, os, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", ".."))
text_only = "--text-only" in sys.argv
args = [a for a in sys.argv[1:] if a != "--text-only"]
checkouts, package = args[0], args[1]
standin = args[2] if len(args) > 2 else os.path.join(root, ".build/release/standin")
folders = {}
for table in [os.path.join(here, "packages.tsv")] + [
        os.path.join(here, d, "packages.tsv") for d in sorted(os.listdir(here)) if d.startswith("heldout")]:
    if os.path.exists(table):
        folders.update(l.split("\t") for l in open(table).read().splitlines() if l and not l.startswith("#"))
folder = os.path.join(checkouts, folders.get(package, package))

patterns = []
for line in open(os.path.join(root, "Sources/StandInAudit/Resources/SystemSharedState.tsv")):
    if not line.strip() or line.startswith("#"):
        continue
    pattern, reaches = line.split("\t")[:2]
    if reaches == "box":
        continue
    name = pattern.split("(")[0]
    if pattern.startswith("."):
        regex = re.escape(name) + r"\((?![^)]*using:)"
    elif "(" in pattern:
        regex = r"(?<![\w.])" + re.escape(name) + r"\("
    else:
        regex = r"(?<![\w])" + re.escape(name) + r"(?![\w])"
    patterns.append((pattern, re.compile(regex)))
declaration = re.compile(
    r"\b(static|class)\s+(var|let)\b|^(public |internal |private |fileprivate |package |nonisolated\(unsafe\) )*(var|let)\s|\.shared\b|\.sharedInstance\b|\.singleton\b")
excluded = re.compile(r"(^|/)(Tests?|Benchmarks?|Fixtures?|Snippets|Mocks|[^/]*(Tests|TestKit|TestSupport|Testing|\.playground))/")

for directory, _, files in sorted(os.walk(folder)):
    for name in sorted(files):
        path = os.path.join(directory, name)
        relative = os.path.relpath(path, folder)
        if not name.endswith(".swift") or excluded.search(relative + "/" if False else relative):
            continue
        for number, text in enumerate(open(path, errors="replace"), 1):
            stripped = text.strip()
            if stripped.startswith("//"):
                continue
            hits = [p for p, r in patterns if r.search(text)]
            if hits or declaration.search(text):
                print(f"{relative}:{number}\t{','.join(hits)}\t{stripped[:140]}")

if text_only:
    sys.exit(0)
report = json.loads(subprocess.run([standin, "audit", folder, "--all", "--format", "json"],
                                   capture_output=True, text=True).stdout)
print("\n# the audit's keys (F: finding, S: seam)")
for tag, items in (("F", report["findings"]), ("S", report.get("seams", []))):
    keys = {}
    for item in items:
        keys.setdefault(item["expression"], []).append(f'{item["file"]}:{item["line"]}')
    for key, places in sorted(keys.items()):
        print(f"{tag}\t{key}\t{len(places)}\t{' '.join(places[:4])}")
