#!/usr/bin/env bash
# Resolves every package this machine's package list offers into one scratch package whose one
# target depends on every library product, so that one debug build compiles all of them and
# writes one index store for every tree (the type-accurate mode's input for
# audit-every-tree.py). Nothing of theirs is committed here.
#
#   Benchmarks/AuditCorpus/make-every-tree.sh [DIR]   (default: /work/scratch-24/all)
#   then: cd DIR && swift build      (about 1,700 compile jobs; see the note of issue 24)
# Prints the checkouts folder and the index store's path.
set -euo pipefail
dir="${1:-/work/scratch-24/all}"
mkdir -p "$dir/Sources/All" "$dir/dumps"
cd "$dir"
echo "// nothing of its own" > Sources/All/Empty.swift
write_manifest() {
  cat >Package.swift <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "All",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
    .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-http-structured-headers", from: "1.7.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
    .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-nio-transport-services", from: "1.28.0"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
    .package(url: "https://github.com/apple/swift-service-context", from: "1.5.1"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
    .package(url: "https://github.com/davecom/SwiftGraph", from: "4.0.0"),
    .package(url: "https://github.com/drmohundro/SWXMLHash", from: "8.1.1"),
    .package(url: "https://github.com/GraphQLSwift/Graphiti", from: "3.1.0"),
    .package(url: "https://github.com/GraphQLSwift/GraphQL", from: "4.3.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/grpc/grpc-swift-2", from: "2.4.3"),
    .package(url: "https://github.com/grpc/grpc-swift-nio-transport", from: "2.9.2"),
    .package(url: "https://github.com/grpc/grpc-swift-protobuf", from: "2.4.1"),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
    .package(url: "https://github.com/hummingbird-project/swift-websocket", from: "1.6.2"),
    .package(url: "https://github.com/JohnSundell/Files", from: "4.3.0"),
    .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
    .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/kylef/PathKit", from: "1.0.1"),
    .package(url: "https://github.com/kylef/Spectre", from: "0.10.1"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    .package(url: "https://github.com/mattgallagher/CwlCatchException", from: "2.2.1"),
    .package(url: "https://github.com/mattgallagher/CwlPreconditionTesting", from: "2.2.2"),
    .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0"),
    .package(url: "https://github.com/mattt/EventSource", from: "1.1.1"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    .package(url: "https://github.com/mxcl/Version", from: "2.2.1"),
    .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    .package(url: "https://github.com/ordo-one/TextTable", from: "0.0.2"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-parsing", from: "0.15.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/Quick/Nimble", from: "14.0.0"),
    .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    .package(url: "https://github.com/swift-extras/swift-extras-base64", from: "1.2.0"),
    .package(url: "https://github.com/swift-otel/swift-otel", from: "1.6.0"),
    .package(url: "https://github.com/swift-otel/swift-otel-semantic-conventions", from: "1.44.0"),
    .package(url: "https://github.com/swift-otel/swift-w3c-trace-context", from: "1.0.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2"),
    .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(url: "https://github.com/vapor/async-kit", from: "1.22.0"),
    .package(url: "https://github.com/vapor/console-kit", from: "4.16.2"),
    .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
    .package(url: "https://github.com/vapor/fluent-kit", from: "1.57.0"),
    .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
    .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
    .package(url: "https://github.com/vapor/jwt", from: "5.2.0"),
    .package(url: "https://github.com/vapor/jwt-kit", from: "5.8.0"),
    .package(url: "https://github.com/vapor/leaf", from: "4.5.2"),
    .package(url: "https://github.com/vapor/leaf-kit", from: "1.14.3"),
    .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
    .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
    .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
    .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    .package(url: "https://github.com/vapor/swift-openapi-vapor", from: "1.2.0"),
    .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
  ],
  targets: [.target(name: "All", dependencies: [$1], path: "Sources/All")]
)
SWIFT
}
write_manifest ""
swift package resolve >&2
# Every library product of every checkout. Left out: google/swift-benchmark (its module
# `Benchmark` clashes with ordo-one/benchmark's; resolved alone below, not built) and
# EventSource (it does not compile on Linux: URLSession.bytes) and the two Cwl packages
# (Objective-C, Apple platforms only); their trees are audited all the
# same, EventSource's in the syntax-only mode.
products=$(for checkout in .build/checkouts/*/; do
  name=$(basename "$checkout")
  (cd "$checkout" && swift package dump-package 2>/dev/null) >"dumps/$name.json" || true
done; python3 - <<'PY'
import glob, json, os
for path in sorted(glob.glob("dumps/*.json")):
    package = os.path.basename(path)[:-5]
    try:
        manifest = json.load(open(path))
    except ValueError:
        continue
    for product in manifest["products"]:
        if package in ("EventSource", "CwlCatchException", "CwlPreconditionTesting"):
            continue
        if "library" in product["type"] and not product["name"].lower().endswith("dynamic"):
            print(f'.product(name: "{product["name"]}", package: "{package}"),')
PY
)
write_manifest "$products"
# google/swift-benchmark (held-out part 6) is resolved alone, in a package beside this one, and
# its tree copied in with the others, so that it is audited and scored all the same.
alone="$dir/../swift-benchmark-alone"
mkdir -p "$alone/Sources/X"
echo "" >"$alone/Sources/X/X.swift"
cat >"$alone/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "Alone",
  dependencies: [.package(url: "https://github.com/google/swift-benchmark", exact: "0.1.2")],
  targets: [.target(name: "X", path: "Sources/X")]
)
SWIFT
(cd "$alone" && swift package resolve >&2)
rm -rf .build/checkouts/swift-benchmark
cp -r "$alone/.build/checkouts/swift-benchmark" .build/checkouts/
echo "$dir/.build/checkouts"
echo "$dir/.build/debug/index/store"
