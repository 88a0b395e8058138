#!/usr/bin/env bash
# Figure 7 in instructions per read, counted by valgrind's callgrind: each built-in stand-in of
# StandInSystem with nothing replaced, beside the system API it stands in for, in a release build
# and in a debug build (tests run in debug builds) in the same run. Prints each reader's
# inclusive instruction count divided by its 100,000 calls, and each pair's ratio.
#
# valgrind 3.19 cannot read the DWARF 5 debug information the toolchain writes, so each binary is
# measured from a copy stripped of it (`strip -g`): the code it runs is the same, and callgrind
# still names each function from the symbol table.
set -euo pipefail
cd "$(dirname "$0")"

count() {  # count CONFIGURATION BINARY: one line per pair
  local out stripped
  out="$(mktemp)"
  stripped="$(mktemp)"
  cp "$2" "$stripped"
  chmod +x "$stripped"
  strip -g "$stripped"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$stripped" > /dev/null 2>&1
  callgrind_annotate --inclusive=yes --threshold=100 "$out" 2>/dev/null \
    | grep -E '\$s22SystemReadInstructions[0-9]+read[A-Za-z]+yS2iF \[' \
    | sed -E 's/^ *([0-9,]+) .*SystemReadInstructions[0-9]+(read[A-Za-z]+)yS2iF.*/\2 \1/' \
    | awk -v configuration="$1" '{ gsub(",", "", $2); per[$1] = $2 / 100000 }
      END {
        for (name in per) if (name ~ /Direct$/) {
          base = substr(name, 1, length(name) - 6)
          printf "%-12s %-7s system %8.1f   StandIn %8.1f   ratio %.3f\n", substr(base, 5),
            configuration, per[name], per[base "Overridable"], per[base "Overridable"] / per[name]
        }
      }'
  rm -f "$out" "$stripped"
}

swift build -c release --product SystemReadInstructions
swift build -c debug --product SystemReadInstructions
{
  count release .build/release/SystemReadInstructions
  count debug .build/debug/SystemReadInstructions
} | sort
