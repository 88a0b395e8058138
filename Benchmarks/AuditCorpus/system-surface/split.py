#!/usr/bin/env python3
"""Splits a list of the system's symbols into the tuning half and the held-out half (RULES.md):
a symbol is held out when the first byte of the SHA-1 of its key is odd. Reads a TSV whose
first column is the key (`module|container|name`; a header line starting with `key` or `usr`
is kept), writes the lines of the half asked for.

  split.py tuning|heldout < symbols.tsv > half.tsv
"""
import hashlib, sys


def is_held_out(key):
    """Whether the symbol `key` belongs to the held-out half."""
    return hashlib.sha1(key.encode()).digest()[0] % 2 == 1


def main():
    half = sys.argv[1]
    if half not in ("tuning", "heldout"):
        sys.exit("usage: split.py tuning|heldout < symbols.tsv")
    for line in sys.stdin:
        key = line.split("\t", 1)[0].rstrip("\n")
        if key in ("key", "usr") or key.startswith("#") or is_held_out(key) == (half == "heldout"):
            sys.stdout.write(line)


if __name__ == "__main__":
    main()
