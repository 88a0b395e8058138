#!/usr/bin/env python3
"""The symbols to label: of what `system-references.py` lists, every function, method,
property, initializer and global that a Swift file of the packages names itself. Left out: types
used as types, enum cases, fields, C macros (the system's constants), accessors, and what only
implicit references or only C files use. Overloads of one name share a line, and a label.

  symbols.py < system-references.tsv > symbols.tsv
  (a TSV: key (module|container|name), kind, properties, occurrences, packages, one example,
   the USRs of the overloads)
"""
import csv, sys

# Kinds that name no code a use runs.
LEFT_OUT_KINDS = {"module", "struct", "class", "enum", "protocol", "typealias", "extension",
                  "union", "field", "enumconstant", "parameter", "macro"}
# The accessors' prefixes as the index names them (`getter:default`).
ACCESSORS = {"getter", "setter", "_modify", "modify", "_read", "read", "didSet", "willSet",
             "init", "unsafeAddress", "unsafeMutableAddress"}


def is_listed(row):
    """Whether a row of system-references.py is a symbol to label."""
    head = row["name"].split("(")[0]
    return ("implicit" not in row["properties"]
            and not (":" in head and head.split(":")[0] in ACCESSORS)
            and row["kind"] not in LEFT_OUT_KINDS and not row["usr"].startswith("c:@macro@")
            and row["example"].split(":")[0].endswith(".swift"))


def main(keep=is_listed):
    """Writes the symbols of system-references.py's rows (on stdin) that `keep` keeps, overloads
    merged, to stdout."""
    symbols = {}
    for row in csv.DictReader(sys.stdin, delimiter="\t"):
        if not keep(row):
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
