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
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "system-surface"))
from symbols import is_listed, main as write_symbols  # noqa: E402

REPORTED_AT_THE_USE = {"staticproperty", "staticmethod", "classproperty", "classmethod",
                       "constructor", "function", "variable"}


if __name__ == "__main__":
    write_symbols(lambda row: is_listed(row) and row["kind"] in REPORTED_AT_THE_USE)
