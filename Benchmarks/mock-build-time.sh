#!/usr/bin/env bash
# The compile time @Mockable adds per protocol, in CPU seconds.
#
# BuildTime/MockCompileTime holds two targets with the same protocols (Protocols.template, copied COPIES
# times): PlainProtocols as written, MockedProtocols with @Mockable on each. Their dependencies
# (StandInMacros, the macro plugin, swift-syntax) are built first and not timed. Then, RUNS times
# each, one target's own products are deleted and `swift build --target` rebuilds it alone (debug,
# as tests build); /usr/bin/time counts user + system CPU seconds of the build and every process
# it waits for (the compiler and the macro plugin included). CPU time, unlike wall time, hardly
# depends on other load on the machine.
#
# Usage: Benchmarks/mock-build-time.sh [COPIES] [RUNS]   (defaults: 3 copies = 30 protocols, 3 runs)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$here/BuildTime/MockCompileTime"
scratch="$package/.build-time"
copies="${1:-3}"
runs="${2:-3}"

write_sources() {
  local target="$1" marker="$2"
  mkdir -p "$package/Sources/$target"
  rm -f "$package/Sources/$target"/*.swift
  for copy in $(seq 1 "$copies"); do
    sed -e "s/#N#/$copy/g" -e "s/#COPIES#/$copies/g" -e "s/^MOCKABLE$/$marker/" \
      "$package/Protocols.template" > "$package/Sources/$target/Protocols$copy.swift"
  done
}

write_sources PlainProtocols ""
write_sources MockedProtocols "@Mockable"
protocols=$((copies * $(grep -c '^MOCKABLE$' "$package/Protocols.template")))

# Dependencies first, untimed.
swift build --package-path "$package" --scratch-path "$scratch" --target PlainProtocols >/dev/null
swift build --package-path "$package" --scratch-path "$scratch" --target MockedProtocols >/dev/null

cpu_seconds() {
  local target="$1"
  # Keep the build description's files (output-file-map.json, sources): SwiftPM does not write
  # them again for a build folder it planned already.
  find "$scratch/debug/$target.build" -type f ! -name output-file-map.json ! -name sources -delete
  rm -f "$scratch"/debug/Modules/"$target".*
  touch "$package/Sources/$target"/*.swift
  /usr/bin/time -f "%U %S" -o "$scratch/time.txt" \
    swift build --package-path "$package" --scratch-path "$scratch" --target "$target" >/dev/null
  awk '{ printf "%.2f", $1 + $2 }' "$scratch/time.txt"
}

# One rebuild of each, untimed: the first after the dependencies were built costs more.
cpu_seconds PlainProtocols >/dev/null
cpu_seconds MockedProtocols >/dev/null

for run in $(seq 1 "$runs"); do
  plain=$(cpu_seconds PlainProtocols)
  mocked=$(cpu_seconds MockedProtocols)
  awk -v p="$plain" -v m="$mocked" -v n="$protocols" -v r="$run" 'BEGIN {
    printf "run %d: %d protocols: plain %.2f CPU-s, with @Mockable %.2f CPU-s: %.3f CPU-s added per protocol\n",
      r, n, p, m, (m - p) / n
  }'
done
