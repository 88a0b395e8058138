#!/usr/bin/env bash
# Figure 7 in instructions per read, counted by valgrind's callgrind: each built-in stand-in of
# StandInSystem with nothing replaced, beside the system API it stands in for. Prints each
# reader's inclusive instruction count divided by its 100,000 calls, and each pair's ratio.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product SystemReadInstructions
out="$(mktemp)"
valgrind --tool=callgrind --callgrind-out-file="$out" .build/release/SystemReadInstructions \
  > /dev/null 2>&1
callgrind_annotate --inclusive=yes "$out" 2>/dev/null \
  | grep -E 'main\.swift:\$s22SystemReadInstructions[0-9]+read[A-Za-z]+yS2iF \[' \
  | sed -E 's/^ *([0-9,]+) .*SystemReadInstructions[0-9]+(read[A-Za-z]+)yS2iF.*/\2 \1/' \
  | awk '{ gsub(",", "", $2); per[$1] = $2 / 100000 }
    END {
      for (name in per) if (name ~ /Direct$/) {
        base = substr(name, 1, length(name) - 6)
        printf "%-12s system %8.1f   StandIn %8.1f   ratio %.3f\n",
          substr(base, 5), per[name], per[base "Overridable"], per[base "Overridable"] / per[name]
      }
    }' | sort
rm -f "$out"
