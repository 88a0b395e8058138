#!/usr/bin/env bash
# Instructions per read, counted by valgrind's callgrind: repeatable on a shared machine, where
# times drift. Prints each reader's inclusive instruction count divided by its 100,000 calls.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product ReadInstructions
out="$(mktemp)"
binary="$(mktemp)"
# valgrind 3.19 rejects the debug information Swift 6.3 emits ("Possibly corrupted debuginfo
# file"); the symbol table is all callgrind needs to name the readers.
objcopy --strip-debug .build/release/ReadInstructions "$binary"
valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" > /dev/null 2>&1
callgrind_annotate --inclusive=yes --threshold=100 "$out" 2>/dev/null \
  | grep -E '\$s16ReadInstructions[0-9]+read[A-Za-z]+yS2iF \[' \
  | sed -E 's/^ *([0-9,]+) .*ReadInstructions[0-9]+(read[A-Za-z]+)yS2iF.*/\2 \1/' \
  | awk '{ gsub(",", "", $2); printf "%-28s %6.1f instructions per read\n", $1, $2 / 100000 }'
rm -f "$out" "$binary"
