#!/usr/bin/env python3
"""The symbols of the packages' dependencies to label: of what `system-references.py
--dependencies` lists, those the audit reports at the use when they reach shared state, and that
another package's Swift names itself: static and class properties and methods, initializers,
free functions and global variables. Left out, besides what system-surface/symbols.py leaves
out: instance members, which act on an object the caller already holds (the audit reports where
it was obtained). Overloads of one name share a line, and a label.

  symbols.py < dependency-references.tsv > symbols.tsv
  (the columns of system-surface/symbols.py's output)
"""
import csv, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "system-surface"))
from symbols import is_listed  # noqa: E402

REPORTED_AT_THE_USE = {"staticproperty", "staticmethod", "classproperty", "classmethod",
                       "constructor", "function", "variable"}


def main():
    symbols = {}
    for row in csv.DictReader(sys.stdin, delimiter="\t"):
        if not is_listed(row) or row["kind"] not in REPORTED_AT_THE_USE:
            continue
        key = f"{row['module']}|{row['container']}|{row['name']}"
        known = symbols.setdefault(key, {"kind": row["kind"], "properties": row["properties"],
                                         "occurrences": 0, "packages": 0,
                                         "example": row["example"], "usrs": []})
        known["occurrences"] += int(row["occurrences"])
        known["packages"] = max(known["packages"], int(row["packages"]))
        known["usrs"].append(row["usr"])
    print("key\tkind\tproperties\toccurrences\tpackages\texample\tusrs")
    for key in sorted(symbols):
        symbol = symbols[key]
        print("\t".join([key, symbol["kind"], symbol["properties"], str(symbol["occurrences"]),
                         str(symbol["packages"]), symbol["example"], " ".join(symbol["usrs"])]))


if __name__ == "__main__":
    main()
