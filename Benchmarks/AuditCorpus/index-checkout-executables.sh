#!/usr/bin/env bash
# The targets a root package's build never compiles: a dependency's executables and the
# libraries no product of it ships (swift-nio's examples and performance tester, swift-syntax's
# plugin provider), which held-out part 31 audits. SwiftPM builds none of them from the root
# (`swift build --product NIOEchoServer` answers "no product named"), so each package named is
# built where it is checked out, as a root package, with a scratch path of its own; then the
# index units and records of those builds are merged into a copy of the store make-every-tree.sh
# wrote. Units and records are files named by their contents, so the merge is a copy; the copy
# is hard links, so it costs no space. Any Package.resolved a build writes into a checkout is
# removed again. Nothing of theirs is committed.
#
#   Benchmarks/AuditCorpus/index-checkout-executables.sh CHECKOUTS STORE MERGED [PACKAGE…]
#   (default packages: part 31's, swift-nio swift-syntax swift-docc-plugin malloc-interposer;
#    the Cwl packages do not build on Linux and stay syntax-only, as grpc-swift-protobuf's
#    plugin, which no build indexes)
#   then: score.py CHECKOUTS STANDIN --part heldout31 -- --index-store MERGED
set -uo pipefail
checkouts="$1"
store="$2"
merged="$3"
shift 3
packages=("$@")
[ ${#packages[@]} -eq 0 ] && packages=(swift-nio swift-syntax swift-docc-plugin malloc-interposer)
scratch="$(dirname "$merged")/executables-builds"
mkdir -p "$(dirname "$merged")"
rm -rf "$merged"
cp -al "$store" "$merged" || { echo "cannot copy $store to $merged" >&2; exit 1; }
for package in "${packages[@]}"; do
  had_resolved=0
  [ -f "$checkouts/$package/Package.resolved" ] && had_resolved=1
  echo "building $package" >&2
  (cd "$checkouts/$package" && swift build --scratch-path "$scratch/$package" >&2) \
    || echo "  $package did not build; its units so far are merged all the same" >&2
  [ $had_resolved -eq 0 ] && rm -f "$checkouts/$package/Package.resolved"
  own="$scratch/$package/debug/index/store/v5"
  if [ -d "$own" ]; then
    cp -rn "$own/units/." "$merged/v5/units/"
    cp -rn "$own/records/." "$merged/v5/records/"
  fi
done
echo "$merged"
