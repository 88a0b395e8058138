#!/usr/bin/env bash
# Resolves the audit corpus: a scratch package that depends on the real packages the labels
# describe, so that their sources sit under DIR/.build/checkouts. Nothing is built, and none of
# their code is ever committed here.
#
#   Benchmarks/AuditCorpus/make-corpus.sh [DIR]   (default: /work/scratch/audit/corpus)
set -euo pipefail
dir="${1:-/work/scratch/audit/corpus}"
mkdir -p "$dir/Sources/Corpus"
cat >"$dir/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AuditCorpus",
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
    .package(url: "https://github.com/vapor/vapor", exact: "4.122.3"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/JohnSundell/Files", exact: "4.3.0"),
    .package(url: "https://github.com/kylef/PathKit", exact: "1.0.1"),
    .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/vapor/console-kit", exact: "4.16.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    // The held-out part (heldout/packages.tsv).
    .package(url: "https://github.com/vapor/websocket-kit", exact: "2.16.2"),
    .package(url: "https://github.com/kylef/Spectre", exact: "0.10.1"),
    .package(url: "https://github.com/mattt/EventSource", exact: "1.1.1"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
  ],
  targets: [.target(name: "Corpus", path: "Sources/Corpus")]
)
SWIFT
echo "// The corpus package builds nothing of its own." >"$dir/Sources/Corpus/Empty.swift"
cd "$dir"
swift package resolve >&2
echo "$dir/.build/checkouts"
