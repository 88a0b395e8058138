#!/usr/bin/env bash
# Clean debug build time of two tiny StandIn consumers:
#   BuildTime/HandWritten  hand-written slots, depends on product StandIn only
#   BuildTime/Macro        @Overridable, depends on product StandInMacros (builds swift-syntax)
#
# Each package has its own scratch path (BuildTime/<name>/.build-time). It is resolved first (not
# timed; the dependency checkouts stay), then every build product in the scratch path is deleted
# and `swift build` (debug) runs; its wall seconds are printed. Packages are built one after the
# other, never at once. Other load on the machine inflates both figures.
#
# Usage: Benchmarks/build-time.sh [extra swift build flags]
#   e.g. Benchmarks/build-time.sh --disable-experimental-prebuilts
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
extra=("$@")
results=()

for name in HandWritten Macro; do
  package="$here/BuildTime/$name"
  scratch="$package/.build-time"
  log="$scratch/build-time.log"
  if ! output=$(swift package --package-path "$package" --scratch-path "$scratch" resolve 2>&1); then
    echo "resolving $name failed:" >&2
    echo "$output" >&2
    exit 1
  fi
  swift package --package-path "$package" --scratch-path "$scratch" clean >/dev/null 2>&1
  rm -rf "$scratch/debug" "$scratch"/x86_64-* "$scratch"/aarch64-* "$scratch"/arm64-* \
    "$scratch/plugins" "$scratch/prebuilts" "$scratch/build.db" "$scratch/debug.yaml"
  start=$(date +%s.%N)
  if ! swift build --package-path "$package" --scratch-path "$scratch" "${extra[@]}" >"$log" 2>&1; then
    echo "build of $name failed; see $log" >&2
    tail -20 "$log" >&2
    exit 1
  fi
  end=$(date +%s.%N)
  seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
  results+=("$name $seconds")
  printf '%-12s %8.1f s   (clean debug swift build; log: %s)\n' "$name" "$seconds" "${log#$here/}"
done

hand=$(echo "${results[0]}" | cut -d' ' -f2)
macro=$(echo "${results[1]}" | cut -d' ' -f2)
awk -v m="$macro" -v h="$hand" 'BEGIN { printf "Macro / HandWritten: %.1fx\n", m / h }'
