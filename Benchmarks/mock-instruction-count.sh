#!/usr/bin/env bash
# Figure M1 in instructions per call, counted by valgrind's callgrind: repeatable on a shared
# machine, where times drift. Prints each caller's inclusive instruction count divided by its
# 100,000 calls, and the mock's ratio to the hand-written recording stub.
set -euo pipefail
cd "$(dirname "$0")"
# SwiftPM does not always recompile the executable when only StandInMocks' layout changed, and a
# stale build reads the mock's fields at old offsets: always compile main.swift again.
touch Sources/MockInstructions/main.swift
swift build -c release -Xswiftc -DSTANDIN_MOCKS --product MockInstructions
out="$(mktemp)"
binary="$(mktemp)"
# valgrind 3.19 cannot read the DWARF 5 debug information Swift 6.3 writes: strip it from a copy.
objcopy --strip-debug .build/release/MockInstructions "$binary"
valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" > /dev/null 2>&1
callgrind_annotate --inclusive=yes "$out" 2>/dev/null | swift demangle --simplified \
  | grep -E '\?\?\?:(call[A-Za-z]+)\(_:_:\) ' \
  | sed -E 's/^ *([0-9,]+) .*\?\?\?:(call[A-Za-z]+)\(.*/\2 \1/' \
  | awk '{ gsub(",", "", $2); per[$1] = $2 / 100000; printf "%-22s %7.1f instructions per call\n", $1, per[$1] }
         END { if (per["callRecordingStub"] > 0) printf "mock (.any) / recording stub: %.2fx\n", per["callMockAny"] / per["callRecordingStub"] }'
rm -f "$out" "$binary"
