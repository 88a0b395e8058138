#!/usr/bin/env python3
"""How well the audit reports the uses of the system's symbols in the package trees, against
labels written by rule (RULES.md). Each labelled symbol's explicit references in production
Swift files (`system-references.py --locations`) are its uses; the audit runs on every tree,
in each mode; a use is reported when a finding at its file and line names the symbol (its name
before the parentheses, or an initializer's type).

- recall: of the uses of the symbols labelled `reaches`, those reported;
- precision: of the uses reported, those of symbols labelled `reaches` (a use of a symbol
  labelled `through` or `not` that a finding names is a false finding).
The uses of a symbol labelled `per use` are left out.

  score.py CHECKOUTS STORE STANDIN SYMBOLS LOCATIONS LABELS... [--modes ta,sy] [--show]
  (SYMBOLS: symbols.py's output; LABELS: tuning.tsv, heldout.tsv or c-libraries' labels, each
   `key<TAB>label<TAB>reason`, scored apart; a C library's key `sqlite3||name` stands for the C
   symbol `name` however Swift spells its parameters; --show lists the misses and false uses)
"""
import argparse, collections, csv, json, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

# Folders whose Swift files are no package's production code.
NOT_PRODUCTION = re.compile(r"(^|/)([^/]*Tests?|Benchmarks?|Examples?|Snippets|Fixtures)(/|$)")


def read_tsv(path):
    with open(path, newline="") as file:
        return [row for row in csv.reader(file, delimiter="\t")
                if row and not row[0].startswith("#") and row[0] != "key"]


def base_name(key):
    """What a finding's expression shows of the symbol: its name before the parentheses, or, for
    an initializer, its type's name."""
    module, container, name = key.split("|", 2)
    name = name.split("(")[0]
    if name == "init":
        return container.split(".")[-1]
    return name


def audit_findings(standin, checkouts, store, mode):
    """The findings of every tree in `mode`, by (tree, file, line): their expressions."""
    options = ["--index-store", store] if mode == "ta" else ["--syntax-only"]
    trees = sorted(name for name in os.listdir(checkouts)
                   if os.path.isdir(os.path.join(checkouts, name)))

    def audit(tree):
        run = subprocess.run([standin, "audit", os.path.join(checkouts, tree), "--format", "json"]
                             + options, capture_output=True, text=True, timeout=900)
        try:
            return tree, json.loads(run.stdout)["findings"]
        except (json.JSONDecodeError, KeyError):
            print(f"{tree}: no report ({run.stderr.strip()[:120]})", file=sys.stderr)
            return tree, []

    findings = collections.defaultdict(list)
    with ThreadPoolExecutor(2) as pool:
        for tree, reported in pool.map(audit, trees):
            for finding in reported:
                findings[(tree, finding["file"], finding["line"])].append(finding["expression"])
    return findings


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    for name in ("checkouts", "store", "standin", "symbols", "locations"):
        parser.add_argument(name)
    parser.add_argument("labels", nargs="+")
    parser.add_argument("--modes", default="ta,sy")
    parser.add_argument("--show", action="store_true")
    arguments = parser.parse_args()

    usrs = {row[0]: row[6].split() for row in read_tsv(arguments.symbols)}
    c_symbols = collections.defaultdict(list)  # a C name -> the keys of module C that spell it
    for key in usrs:
        module, container, name = key.split("|", 2)
        if module == "C" and not container:
            c_symbols[name.split("(")[0]].append(key)
    uses = collections.defaultdict(list)
    for usr, location in read_tsv(arguments.locations):
        path, line = location.rsplit(":", 1)
        tree, _, file = path.partition("/")
        if not NOT_PRODUCTION.search(file):
            uses[usr].append((tree, file, int(line)))

    def uses_of(key):
        module, container, name = key.split("|", 2)
        keys = [key] if key in usrs or container else c_symbols.get(name, [])
        return sorted({use for each in keys for usr in usrs.get(each, []) for use in uses[usr]})

    for mode in arguments.modes.split(","):
        findings = audit_findings(arguments.standin, arguments.checkouts, arguments.store, mode)
        for labels in arguments.labels:
            found = missed = false = 0
            symbols_found = symbols_reaching = 0
            misses, falses = [], []
            for key, label, *_ in read_tsv(labels):
                name = base_name(key)
                if not re.match(r"\w", name):
                    continue  # an operator: the expression does not show it
                used = uses_of(key)
                named = [use for use in used
                         if any(name in expression for expression in findings.get(use, []))]
                count = len(used)
                if label == "reaches":
                    if count == 0:
                        continue
                    symbols_reaching += 1
                    symbols_found += bool(named)
                    found += len(named)
                    missed += count - len(named)
                    if len(named) < count:
                        misses.append(f"  missed {count - len(named)} of {count}  {key}")
                elif label == "per use":
                    continue  # each use's code decides: RULES.md
                elif named:
                    false += len(named)
                    falses.append(f"  false {len(named)} of {count}  {key} ({label})")
            precision = found / (found + false) if found + false else 1
            recall = found / (found + missed) if found + missed else 1
            print(f"{mode} {os.path.basename(labels):24} uses: precision {precision:6.1%} "
                  f"({found} of {found + false}), recall {recall:6.1%} ({found} of "
                  f"{found + missed}); symbols labelled reaches with a use: {symbols_reaching}, "
                  f"reported at one use at least: {symbols_found}")
            if arguments.show:
                print("\n".join(sorted(misses) + sorted(falses)))


if __name__ == "__main__":
    main()
