#!/usr/bin/env bash
# The package trees that make-every-tree.sh leaves out: the machine's package list offers seven
# packages in a second or third version too (118 packages, 125 trees). Each is cloned into a
# folder of its own and built there as a root package, so that each has its own index store
# (`.build/debug/index/store`, which the audit finds by itself). Nothing of theirs is committed.
#
#   Benchmarks/AuditCorpus/make-other-versions.sh [DIR]   (default: /work/scratch-24/other-versions)
#   then: MODES=… audit-every-tree.py DIR own [STANDIN]   (`own`: each tree's own index store)
# Prints DIR. A tree that does not build is still audited; its type-accurate run falls back to
# the syntax-only mode and says so.
set -uo pipefail
dir="${1:-/work/scratch-24/other-versions}"
mkdir -p "$dir"
cd "$dir"
for entry in apple/swift-crypto@3.12.3 apple/swift-nio@2.101.2 jpsim/Yams@5.0.1 \
  Quick/Nimble@13.8.0 swiftlang/swift-syntax@600.0.1 swiftlang/swift-syntax@602.0.0 \
  vapor/jwt-kit@5.7.1; do
  repository="${entry%@*}"
  version="${entry#*@}"
  tree="$(basename "$repository")-$version"
  if [ ! -d "$tree" ]; then
    git -c advice.detachedHead=false clone -q --branch "$version" "https://github.com/$repository" "$tree" >&2
  fi
  echo "building $tree" >&2
  (cd "$tree" && swift build >"../$tree.build.log" 2>&1) || echo "  $tree did not build (see $tree.build.log)" >&2
done
echo "$dir"
