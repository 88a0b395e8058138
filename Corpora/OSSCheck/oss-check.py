#!/usr/bin/env python3
"""The OSS check of StandInMockGenerator: every public protocol of every package on the list.

Like SwiftLint's OSS check, it runs the feature over real projects nobody here picked from: every
package of `packages.tsv` (the packages that resolve on this kind of machine), every library
product that builds on Linux, every public protocol those products' modules declare on Linux.
Nothing of the packages is committed: a scratch package depends on all of them, and everything is
read from its `.build/checkouts` and build products at run time.

    Corpora/OSSCheck/oss-check.py [--part tuning|held-out|all] [--scratch DIR] [--packages a,b]
                                  [--step libraries|protocols|mocks|tests|all] [--revision REV]

Steps, each reusing what an earlier run left in the scratch directory:
1. `Package.swift` of the scratch package: every package of the list, and this StandIn checkout.
   Resolved once; each package's manifest is read with `swift package dump-package`.
2. Libraries: for each package of the part, a target that depends on every library product of it,
   built alone (`swift build --target`). A package none of whose products builds on Linux is
   reported and left out; so is one with no library product.
3. Protocols: `swift-symbolgraph-extract` over each module of those products lists the public
   protocols the compiler sees on Linux (SPI and underscored names are not public API).
4. Mocks: for each package, a test target whose `standin-mocks.json` lists every one of them, and a
   generated stub-call-verify test for each protocol where `Tests/Corpus/testgen.py` can write one.
   SwiftPM plans the targets once; then each target's mocks are generated (one file per entry, by
   the plugin's generator) and compiled with `swiftc -emit-sil` and SwiftPM's flags, since a
   SwiftPM build stops at the first target that fails and plans the whole graph each time. A mock
   that does not compile is left out with its test, until the rest compiles; every error is
   classified by where it is: in the generated mock (`macro expansion @Mockable` or a generated
   file: a defect of StandIn), at the entry of `standin-mocks.json` (StandIn's own diagnosis when
   the macro or the generator wrote it, else Swift's verdict that `#sourceLocation` maps there), or
   in the generated test. Warnings are recorded too. A package whose mocks the same revision of
   StandIn compiled in a run that stopped is not compiled again.
5. Every target, listing the mocks that compile, is built by SwiftPM into one test bundle, and
   the tests run; a test that fails is reported with its protocol.

The split of the list into a tuning part and a held-out part is in `packages.tsv`, fixed before any
result was seen (by a hash of each package's name). The last step prints a table and writes
`DIR/results-PART.json`.
"""

import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STANDIN = os.path.dirname(os.path.dirname(HERE))
# The StandIn the scratch package builds the mocks with: this checkout, or with `--revision` an
# export of one commit, so that editing the checkout while a run goes on changes nothing.
standin_package = STANDIN
sys.path.insert(0, os.path.join(STANDIN, "Tests", "Corpus"))
import extract  # noqa: E402
import testgen  # noqa: E402


def log(message):
    print(message, flush=True)


def run(command, cwd, logfile=None, timeout=None):
    if logfile:
        with open(logfile, "w") as out:
            return subprocess.run(
                command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout
            ).returncode
    return subprocess.run(command, cwd=cwd, timeout=timeout).returncode


def identifier(text):
    return re.sub(r"[^A-Za-z0-9_]", "_", text)


# MARK: The list


def packages():
    """Each package of packages.tsv: repository, versions, part."""
    rows = []
    for line in open(os.path.join(HERE, "packages.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        repository, versions, part = line.rstrip("\n").split("\t")
        versions = sorted(versions.split(), key=lambda v: tuple(map(int, v.split("."))))
        rows.append({"repository": repository, "versions": versions, "part": part,
                     "name": repository.split("/")[1]})
    return rows


def held_out(repository):
    """The rule that split packages.tsv: checked again here, so the file cannot drift from it."""
    return int(hashlib.sha256(repository.lower().encode()).hexdigest()[:8], 16) % 4 == 0


def graphs(scratch, everything):
    """The packages in graphs with no two targets of one name: SwiftPM refuses a graph where two
    packages declare the same target (ordo-one's and google's benchmark packages both declare
    `Benchmark`). Every package goes in the first graph where none of its targets' names is
    taken; the first graph resolves everything, for the manifests."""
    result = []
    for package in everything:
        names = set(target_names(scratch, package))
        for graph in result:
            if not names & graph["names"]:
                graph["packages"].append(package)
                graph["names"] |= names
                break
        else:
            result.append({"packages": [package], "names": names})
    return [graph["packages"] for graph in result]


def target_names(scratch, package):
    path = os.path.join(scratch, "manifests", package["name"] + ".json")
    try:
        description = json.load(open(path))
    except (OSError, ValueError):
        return []
    return [t["name"].lower() for t in description.get("targets", []) if t.get("type") != "test"]


def manifest(scratch, everything, targets):
    os.makedirs(scratch, exist_ok=True)
    dependencies = []
    for package in everything:
        low, high = package["versions"][0], package["versions"][-1]
        requirement = '"%s"..<"%d.0.0"' % (low, int(high.split(".")[0]) + 1)
        traits = ', traits: ["MallocInterposer"]' if package["repository"] == "ordo-one/benchmark" else ""
        dependencies.append('    .package(url: "https://github.com/%s", %s%s),' % (
            package["repository"], requirement, traits))
    dependencies.append('    .package(name: "StandIn", path: "%s"),' % standin_package)
    text = """// swift-tools-version: 6.2
// Written by StandIn's Corpora/OSSCheck/oss-check.py: every package of the list, in one graph.
import PackageDescription

let package = Package(
  name: "OSSCheck",
  platforms: [.macOS(.v15)],
  dependencies: [
%s
  ],
  targets: [
    .target(name: "Empty"),
%s
  ],
  swiftLanguageModes: [.v6]
)
""" % ("\n".join(dependencies), ",\n".join(targets))
    path = os.path.join(scratch, "Package.swift")
    if not os.path.exists(path) or open(path).read() != text:
        with open(path, "w") as out:
            out.write(text)
    os.makedirs(os.path.join(scratch, "Sources", "Empty"), exist_ok=True)
    with open(os.path.join(scratch, "Sources", "Empty", "Empty.swift"), "w") as out:
        out.write("")


def product_line(product, package_identity):
    return '.product(name: "%s", package: "%s")' % (product, package_identity)


def library_products(scratch, package):
    """The package's library products and the Swift modules of each."""
    path = os.path.join(scratch, "manifests", package["name"] + ".json")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        checkout = os.path.join(scratch, ".build", "checkouts", package["name"])
        with open(path, "w") as out:
            subprocess.run(["swift", "package", "--package-path", checkout, "--scratch-path",
                            os.path.join(scratch, ".build-dump"), "dump-package"],
                           stdout=out, stderr=subprocess.DEVNULL)
    try:
        description = json.load(open(path))
    except ValueError:
        return []
    targets = {t["name"]: t for t in description.get("targets", [])}
    products = []
    for product in description.get("products", []):
        if "library" not in product.get("type", {}):
            continue
        modules = [name for name in product["targets"]
                   if targets.get(name, {}).get("type") in ("regular", None)
                   and not is_c_target(scratch, package, targets.get(name, {}), name)]
        products.append({"name": product["name"], "modules": modules})
    return products


def is_c_target(scratch, package, target, name):
    """Whether the target holds C sources, which have no Swift protocols."""
    checkout = os.path.join(scratch, ".build", "checkouts", package["name"])
    path = target.get("path") or os.path.join("Sources", name)
    directory = os.path.join(checkout, path)
    for root, _, files in os.walk(directory):
        if any(f.endswith(".swift") for f in files):
            return False
    return True


# MARK: Protocols


def compiler_flags(scratch):
    """The module maps of every C module of the scratch build (the packages' own, and those
    SwiftPM writes for C targets), for symbolgraph-extract."""
    maps = []
    for root in (os.path.join(scratch, ".build", "checkouts"), os.path.join(scratch, ".build", "debug")):
        for directory, folders, files in os.walk(root, followlinks=False):
            folders[:] = [f for f in folders if not f.startswith(".") and f not in ("Tests", "Benchmarks", "Examples")]
            # Not the module maps SwiftPM writes for Swift targets (`X.build/include`), nor the
            # host copies of the tools' build (`X-tool.build`): they define Swift modules again.
            if "module.modulemap" in files and "-tool.build" not in directory \
                    and not directory.endswith(".build/include"):
                maps.append(os.path.join(directory, "module.modulemap"))
    flags = []
    defined = set()
    for module_map in maps:
        # One map per module: SwiftPM copies some packages' own maps beside its build.
        names = set(re.findall(r"^\s*(?:explicit\s+)?(?:framework\s+)?module\s+(\w+)", open(module_map, errors="replace").read(), re.M))
        if names & defined:
            continue
        defined |= names
        flags += ["-Xcc", "-fmodule-map-file=" + module_map]
    return flags


def public_protocols(scratch, module, flags):
    """The public protocols `module` declares on Linux: (qualified name, file, line)."""
    output = os.path.join(scratch, "symbols", module)
    graph = os.path.join(output, module + ".symbols.json")
    if not os.path.exists(graph):
        os.makedirs(output, exist_ok=True)
        modules = os.path.join(scratch, ".build", "debug", "Modules")
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target",
                        "x86_64-unknown-linux-gnu", "-I", modules, "-output-dir", output,
                        "-minimum-access-level", "public"] + flags,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not os.path.exists(graph):
        return None
    found = []
    for symbol in json.load(open(graph))["symbols"]:
        if symbol["kind"]["identifier"] != "swift.protocol":
            continue
        path = symbol["pathComponents"]
        if any(part.startswith("_") for part in path) or symbol.get("spi"):
            continue
        location = symbol.get("location", {})
        found.append({
            "name": ".".join(path),
            "spelling": module + "." + ".".join(path),
            "file": location.get("uri", "").replace("file://", ""),
            "line": location.get("position", {}).get("line", 0) + 1,
        })
    return sorted(found, key=lambda p: p["spelling"])


# MARK: Tests


def protocol_body(protocol):
    """The protocol's declaration text, read from its file at the line the symbol graph gives."""
    try:
        text = open(protocol["file"]).read()
    except OSError:
        return None, []
    lines = text.split("\n")
    offset = sum(len(line) + 1 for line in lines[: protocol["line"] - 1])
    keyword = re.compile(r"\bprotocol\s+" + re.escape(protocol["name"].split(".")[-1]) + r"\b")
    match = keyword.search(text, offset)
    if not match:
        return None, []
    open_index = text.find("{", match.end())
    end = extract.matching_brace(text, open_index)
    if open_index < 0 or end < 0:
        return None, []
    return text[match.start(): end + 1], extract.imports(text)


def write_test(directory, protocol, mock, modules):
    """A stub-call-verify test of `protocol`, when testgen can write one; True if written."""
    declaration, _ = protocol_body(protocol)
    if declaration is None:
        return False
    body = declaration[declaration.find("{") + 1: -1]
    associated = testgen.associated_types(declaration)
    testgen.PACKAGE = ""
    try:
        result = testgen.test_body(protocol["spelling"], mock, body, associated)
    except Exception:  # a declaration testgen's patterns do not follow: no test
        return False
    if result is None:
        return False
    lines, _ = result
    name = "test_" + identifier(protocol["spelling"])
    imports = "\n".join("import %s" % m for m in ["Foundation", "StandInMacros", "StandInTesting", "Testing"] + modules)
    source = """%s

private struct CorpusError: Error {}

@Test func %s() async throws {
  let mock = %s(.nice)
  %s
}
""" % (imports, name, mock, "\n  ".join(lines))
    with open(os.path.join(directory, identifier(protocol["spelling"]) + ".swift"), "w") as out:
        out.write(source)
    return True


# MARK: Building the mocks


def export_revision(scratch, revision):
    """A copy of StandIn at `revision` (a commit), under `scratch`: its path and commit."""
    commit = subprocess.run(["git", "-C", STANDIN, "rev-parse", revision], capture_output=True,
                            text=True, check=True).stdout.strip()
    path = os.path.join(scratch, "standin-" + commit[:12])
    if not os.path.isdir(path):
        os.makedirs(path + ".partial", exist_ok=True)
        archive = subprocess.Popen(["git", "-C", STANDIN, "archive", commit], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", path + ".partial"], stdin=archive.stdout, check=True)
        archive.wait()
        os.rename(path + ".partial", path)
    return path, commit


def standin_revision():
    """The StandIn the mocks are built with: its commit, and a digest of uncommitted changes."""
    if standin_package != STANDIN:
        return os.path.basename(standin_package)
    head = subprocess.run(["git", "-C", STANDIN, "rev-parse", "HEAD"], capture_output=True,
                          text=True).stdout.strip()
    changes = subprocess.run(["git", "-C", STANDIN, "diff", "HEAD", "--", "Sources", "Plugins",
                              "Package.swift"], capture_output=True, text=True).stdout
    return head + ("+" + hashlib.sha256(changes.encode()).hexdigest()[:12] if changes else "")


def generator_messages(scratch, target):
    """The generator's own diagnostics for `target`: the `#error("…")` it writes at an entry's
    line, which the build reports at that line of `standin-mocks.json`."""
    messages = set()
    root = os.path.join(scratch, ".build", "plugins", "outputs")
    for directory, _, files in os.walk(root):
        if "%s%s%s" % (os.sep, target, os.sep) not in directory + os.sep:
            continue
        for name in files:
            if name.endswith(".swift"):
                text = open(os.path.join(directory, name), errors="replace").read()
                for literal in re.findall(r'#error\("((?:[^"\\]|\\.)*)"\)', text):
                    messages.add(literal.replace('\\"', '"').replace("\\\\", "\\"))
    return messages


# The macros' own diagnostics name the macro first ("@Mockable cannot mock …"); Swift 6.3 does not
# add "(from macro 'Mockable')" to a diagnostic that `#sourceLocation` maps into a JSON file.
OWN_PREFIXES = ("@Mockable", "@Overridable", "standin-mocks.json")


def classify(logfile, targets):
    """What one build's log says about the entries of each mocks target in `targets`
    ({target: (entries, the generator's own messages)}): {target: (failures, warnings)}, where
    failures is {spelling: (stage, message)} of the entry's errors and warnings
    {spelling: [warning]}. Every diagnostic is attributed through a path that names its target
    (the target's `standin-mocks.json`, its generated file, its test file), so one log of
    several targets' build is read as well as a log of one. An error at an entry's line of
    `standin-mocks.json` is StandIn's own diagnosis when the macro or the generator wrote it,
    and Swift's verdict on the mock (mapped there by `#sourceLocation`) otherwise."""
    lines = open(logfile, errors="replace").read().split("\n")
    found = {target: ({}, {}) for target in targets}
    by_line = {t: {e["json_line"]: e for e in entries} for t, (entries, _) in targets.items()}
    by_index = {t: {e["index"]: e for e in entries} for t, (entries, _) in targets.items()}
    by_file = {t: {identifier(e["spelling"]) + ".swift": e for e in entries}
               for t, (entries, _) in targets.items()}

    def note(target, entry, severity, stage, message):
        if target not in found or not entry:
            return
        failures, warnings = found[target]
        if severity == "warning":
            recorded = warnings.setdefault(entry["spelling"], [])
            if message.strip() not in recorded:
                recorded.append(message.strip())
        elif entry["spelling"] not in failures:
            failures[entry["spelling"]] = (stage, message.strip())

    generated = r"/(Mocks_\w+)/destination/StandInMockGenerator/StandInGeneratedMock(\d+)\.swift"
    for index, line in enumerate(lines):
        match = re.match(r"^\S*/(Mocks_\w+)/standin-mocks\.json:(\d+):\d+: (error|warning): (.*)", line)
        if match:
            target, message = match.group(1), match.group(4)
            own = (message.endswith("(from macro 'Mockable')") or message.startswith(OWN_PREFIXES)
                   or message.strip() in targets.get(target, ((), set()))[1])
            note(target, by_line.get(target, {}).get(int(match.group(2))), match.group(3),
                 "diagnosed by StandIn" if own else "Swift's error at the entry", message)
            continue
        match = re.match(r"^macro expansion @Mockable:\d+:\d+: (error|warning): (.*)", line)
        if match:
            # The next line says which generated file, so which target and entry, it came from.
            origin = re.search(generated, lines[index + 1] if index + 1 < len(lines) else "")
            if origin:
                target = origin.group(1)
                note(target, by_index.get(target, {}).get(int(origin.group(2))), match.group(1),
                     "inside the generated mock", match.group(2))
            continue
        match = re.match(r"^\S*" + generated + r":\d+:\d+: (error|warning): (.*)", line)
        if match:
            target = match.group(1)
            note(target, by_index.get(target, {}).get(int(match.group(2))), match.group(3),
                 "inside the generated mock", match.group(4))
            continue
        match = re.match(r"^\S*/Tests/(Mocks_\w+)/([^/:]+\.swift):\d+:\d+: error: (.*)", line)
        if match:
            target = match.group(1)
            note(target, by_file.get(target, {}).get(match.group(2)), "error", "in the generated test",
                 match.group(3))
    return found


def write_configuration(directory, entries):
    """The target's `standin-mocks.json`, one entry a line; an entry whose mock is not named
    after its protocol (two modules declare protocols of one name) gives the name."""
    def line(entry):
        if entry["mock"] == entry["spelling"].split(".")[-1] + "Mock":
            return '    "%s"' % entry["spelling"]
        return '    { "protocol": "%s", "name": "%s" }' % (entry["spelling"], entry["mock"])
    text = '{\n  "mocks": [\n' + ",\n".join(line(e) for e in entries) + "\n  ]\n}\n"
    for index, entry in enumerate(entries):
        entry["json_line"] = index + 3
        entry["index"] = index
    with open(os.path.join(directory, "standin-mocks.json"), "w") as out:
        out.write(text)


def take_out(directory, current, failures, results):
    """Records each failure of a target's build and returns the entries still in: a test that
    did not compile goes and its protocol stays; a mock that did not compile goes with its test."""
    for spelling, (stage, message) in failures.items():
        test = os.path.join(directory, identifier(spelling) + ".swift")
        if stage == "in the generated test":
            os.remove(test)
            results[spelling].update(test="test did not compile: " + message[:200])
            continue
        results[spelling].update(outcome="diagnosed" if stage == "diagnosed by StandIn" else "failed",
                                 stage=stage, message=message[:300])
        if os.path.exists(test):
            os.remove(test)
        current = [e for e in current if e["spelling"] != spelling]
    return current


def record_warnings(results, warnings):
    for spelling, found in warnings.items():
        recorded = results[spelling].setdefault("warnings", [])
        recorded += [warning for warning in found if warning not in recorded]


def plugin_outputs(scratch, target):
    """Where the mock generator plugin writes `target`'s files (and its `manifest.json`)."""
    for directory in glob.glob(os.path.join(scratch, ".build", "plugins", "outputs", "*", target,
                                            "destination", "StandInMockGenerator")):
        return directory
    return None


def generate_mocks(scratch, target, entries):
    """Runs the mock generator over the target's `standin-mocks.json` listing `entries`, as the
    plugin does (with the description the plugin wrote when SwiftPM planned the target): one
    file per entry, so that a mock can be left out of a build by leaving out its file."""
    write_configuration(os.path.join(scratch, "Tests", target), entries)
    outputs = plugin_outputs(scratch, target)
    description_path = os.path.join(outputs, "manifest.json")
    description = json.load(open(description_path))
    description["entryOutputs"] = [os.path.join(outputs, "StandInGeneratedMock%d.swift" % e["index"])
                                   for e in entries]
    with open(description_path, "w") as out:
        json.dump(description, out, sort_keys=True)
    generator = os.path.join(scratch, ".build", "debug", "standin-mock-generator-tool")
    return run([generator, description_path], scratch,
               os.path.join(scratch, "logs", "%s-generate.log" % target)) == 0


def compile_flags(scratch):
    """The flags SwiftPM compiles a mocks target with (read from its build description), without
    its outputs, and with the module map of every C module of the build."""
    description = open(os.path.join(scratch, ".build", "debug.yaml")).read()
    match = re.search(r'"C\.Mocks_\w+-[^"]*\.module":.*?\n\s+args: (\[.*?\])\n', description, re.S)
    arguments = json.loads(match.group(1))[1:]
    dropped_alone = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
                     "-serialize-diagnostics", "-parseable-output", "-g", "-j2"}
    dropped_with_value = {"-emit-module-path", "-output-file-map", "-index-store-path", "-module-name", "-Xcc"}
    flags, skip = [], False
    for argument in arguments:
        if skip:
            skip = False
        elif argument in dropped_with_value:
            skip = True
        elif argument not in dropped_alone and not argument.startswith("@"):
            flags.append(argument)
    return flags + compiler_flags(scratch)


def compile_mocks(scratch, target, entries, results, flags):
    """Compiles the target's generated mocks and tests through SIL diagnostics (`swiftc
    -emit-sil`, as SwiftPM would, without SwiftPM's plan of the whole graph or its stop at the
    first target that fails), leaving out the file of each entry that fails, until the rest
    compiles. Returns the entries that compile."""
    directory = os.path.join(scratch, "Tests", target)
    outputs = plugin_outputs(scratch, target)
    current = list(entries)
    for attempt in range(len(entries) + 1):
        if not current:
            return []
        sources = sorted(glob.glob(os.path.join(directory, "*.swift")))
        sources += [os.path.join(outputs, "StandInGeneratedMocks.swift")]
        sources += [os.path.join(outputs, "StandInGeneratedMock%d.swift" % e["index"]) for e in current]
        logfile = os.path.join(scratch, "logs", "%s-%d.log" % (target, attempt))
        status = run(["swiftc", "-module-name", target, "-wmo", "-emit-sil", "-o", os.devnull] + flags + sources,
                     scratch, logfile)
        failures, warnings = classify(logfile, {target: (current, generator_messages(scratch, target))})[target]
        record_warnings(results, warnings)
        if status == 0:
            return current
        if not failures:
            for entry in current:
                results[entry["spelling"]].update(outcome="not built", stage="unattributed build failure",
                                                  message="see " + logfile)
            return []
        current = take_out(directory, current, failures, results)
    return current


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=["tuning", "held-out", "all"], default="tuning")
    parser.add_argument("--scratch", default=os.path.join(STANDIN, ".build-oss-check"))
    parser.add_argument("--packages", help="only these packages (comma-separated names)")
    parser.add_argument("--step", choices=["libraries", "protocols", "mocks", "tests", "all"], default="all")
    parser.add_argument("--revision", help="build the mocks with this commit of StandIn (exported "
                        "into the scratch directory), not with the checkout as it is")
    arguments = parser.parse_args()
    scratch = os.path.abspath(arguments.scratch)
    if arguments.revision:
        global standin_package
        standin_package, commit = export_revision(scratch, arguments.revision)
        log("StandIn %s, exported to %s" % (commit, standin_package))
    os.makedirs(os.path.join(scratch, "logs"), exist_ok=True)
    everything = packages()
    for package in everything:
        if (package["part"] == "held-out") != held_out(package["repository"]):
            sys.exit("packages.tsv: %s is in the wrong part" % package["repository"])
    chosen = [p for p in everything if arguments.part in ("all", p["part"])]
    if arguments.packages:
        names = set(arguments.packages.split(","))
        chosen = [p for p in chosen if p["name"] in names]
    state_path = os.path.join(scratch, "state.json")
    state = json.load(open(state_path)) if os.path.exists(state_path) else {}

    def save():
        with open(state_path, "w") as out:
            json.dump(state, out, indent=1, sort_keys=True)

    # 1. The graph.
    manifest(scratch, everything, [])
    if not os.path.exists(os.path.join(scratch, ".build", "checkouts")):
        log("resolving %d packages" % len(everything))
        if run(["swift", "package", "resolve"], scratch, os.path.join(scratch, "logs", "resolve.log")):
            sys.exit("the packages did not resolve: see logs/resolve.log")
    identities = {p["name"]: p["name"].lower() for p in everything}
    for package in everything:
        package["products"] = library_products(scratch, package)

    results = {}
    all_graphs = graphs(scratch, everything)
    for number, graph in enumerate(all_graphs):
        in_graph = [p for p in chosen if p in graph]
        if not in_graph:
            continue
        graph_scratch = scratch if number == 0 else os.path.join(scratch, "graph-%d" % (number + 1))
        os.makedirs(os.path.join(graph_scratch, "logs"), exist_ok=True)
        if number > 0:
            manifest(graph_scratch, graph, [])
        check(graph_scratch, graph, in_graph, state, save, arguments, identities, results)
    report(chosen, state, results)


def check(scratch, everything, chosen, state, save, arguments, identities, results):
    """Steps 2 to 5 over the packages of one graph."""
    def library_target(package, products):
        dependencies = ", ".join(product_line(name, identities[package["name"]]) for name in products)
        return '    .target(name: "Lib_%s", dependencies: [%s], path: "Libraries/%s")' % (
            identifier(package["name"]), dependencies, identifier(package["name"]))

    def mocks_target(package):
        dependencies = ", ".join(
            [product_line(name, identities[package["name"]]) for name in state[package["name"]]["products_built"]]
            + [product_line("StandInMacros", "StandIn"), product_line("StandInTesting", "StandIn")])
        return ('    .testTarget(name: "Mocks_%s", dependencies: [%s], path: "Tests/Mocks_%s",'
                ' plugins: [.plugin(name: "StandInMockGenerator", package: "StandIn")])') % (
            identifier(package["name"]), dependencies, identifier(package["name"]))

    def write_manifest(mocked=()):
        """The scratch manifest: a library target of each package (of the products that build,
        once that is known, so that `--build-tests` builds nothing known to fail) and the mocks
        targets of the packages named in `mocked`."""
        targets = []
        for package in everything:
            record = state.get(package["name"], {})
            products = record.get("products_built", [p["name"] for p in package["products"]])
            if not products:
                continue
            os.makedirs(os.path.join(scratch, "Libraries", identifier(package["name"])), exist_ok=True)
            with open(os.path.join(scratch, "Libraries", identifier(package["name"]), "Empty.swift"), "w") as out:
                out.write("")
            targets.append(library_target(package, products))
            if package["name"] in mocked:
                targets.append(mocks_target(package))
        manifest(scratch, everything, targets)

    # 2. Libraries.
    write_manifest()
    for package in chosen:
        record = state.setdefault(package["name"], {})
        if "products_built" in record:
            continue
        if not package["products"]:
            record.update(products_built=[], note="no library product")
            save()
            continue
        log("building %s (%d library products)" % (package["name"], len(package["products"])))
        started = time.time()
        logfile = os.path.join(scratch, "logs", "Lib_%s.log" % identifier(package["name"]))
        status = run(["swift", "build", "--target", "Lib_" + identifier(package["name"])], scratch, logfile)
        built = [p["name"] for p in package["products"]]
        if status != 0:
            # Each product alone: some need a system library or another platform.
            built = []
            for product in package["products"]:
                single = os.path.join(scratch, "Libraries", "Single")
                os.makedirs(single, exist_ok=True)
                for module in product["modules"]:
                    if run(["swift", "build", "--target", module], scratch,
                           os.path.join(scratch, "logs", "module-%s.log" % module)) != 0:
                        break
                else:
                    built.append(product["name"])
        record.update(products_built=built, build_seconds=round(time.time() - started))
        log("  %d of %d products build (%.0f s)" % (len(built), len(package["products"]), time.time() - started))
        save()
    if arguments.step == "libraries":
        return

    # 3. Protocols.
    flags = compiler_flags(scratch)
    for package in chosen:
        record = state[package["name"]]
        if "protocols" in record:
            continue
        modules = sorted({m for p in package["products"] if p["name"] in record["products_built"]
                          for m in p["modules"]})
        found, unreadable = [], []
        for module in modules:
            listed = public_protocols(scratch, module, flags)
            if listed is None:
                unreadable.append(module)
            else:
                found += listed
        record.update(modules=modules, protocols=found, unreadable_modules=unreadable)
        save()
    if arguments.step == "protocols":
        return

    # 4. Mocks and their tests, all packages' targets built together. A package whose mocks this
    # revision of StandIn built already, in a run that stopped, is not built again.
    results_path = os.path.join(scratch, "results-%s.json" % arguments.part)
    previous = json.load(open(results_path)) if os.path.exists(results_path) else {}
    revision = standin_revision()
    with_protocols = [p for p in chosen if state[p["name"]].get("protocols")]
    jobs = {}
    for package in with_protocols:
        record = state[package["name"]]
        protocols = record["protocols"]
        target = "Mocks_" + identifier(package["name"])
        directory = os.path.join(scratch, "Tests", target)
        if os.path.isdir(directory) and all(
                previous.get(p["spelling"], {}).get("revision") == revision for p in protocols):
            results.update({p["spelling"]: previous[p["spelling"]] for p in protocols})
            continue
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
        # A target none of whose protocols gets a test still holds a Swift file: SwiftPM drops a
        # test target without sources ("no target named …").
        with open(os.path.join(directory, "Anchor.swift"), "w") as out:
            out.write("// Written by oss-check.py: the mocks are generated from standin-mocks.json.\n")
        entries = []
        names = [p["name"].split(".")[-1] for p in protocols]
        for protocol in protocols:
            # Two modules of a package may declare protocols of one name (OpenAPIKit and
            # OpenAPIKit30): such mocks are named after the module too, as a user would.
            name = protocol["name"].split(".")[-1]
            mock = (identifier(protocol["spelling"].replace(".", "")) if names.count(name) > 1 else name) + "Mock"
            entries.append({"spelling": protocol["spelling"], "mock": mock})
            has_test = write_test(directory, protocol, mock, record["modules"])
            results[protocol["spelling"]] = {"package": package["name"], "outcome": "mocked", "mock": mock,
                                             "test": "written" if has_test else "none",
                                             "revision": revision}
        # The plugin plans a target only when its configuration exists.
        write_configuration(directory, entries)
        jobs[target] = entries

    def mocked():
        return {p["name"] for p in with_protocols
                if any(results[s["spelling"]]["outcome"] == "mocked" for s in state[p["name"]]["protocols"])}

    def save_results():
        with open(results_path, "w") as out:
            json.dump(results, out, indent=1, sort_keys=True)

    if jobs:
        # SwiftPM plans every mocks target once (the plugin writes the description the
        # generator reads); then each target is generated and compiled on its own.
        # (The plan last: the build description the flags are read from is the last build's.)
        write_manifest(mocked())
        # The generator and the macros' plugin that swiftc loads, of this revision of StandIn.
        for option, name in (("--product", "standin-mock-generator"), ("--target", "StandInMacros")):
            run(["swift", "build", option, name], scratch, os.path.join(scratch, "logs", "%s.log" % name))
        # SwiftPM runs a target's build-tool plugin only when a build plans the target: a build
        # of the tests plans them all (and stops where a target first fails to compile, which
        # matters not: the generation comes before).
        unplanned = [t for t in jobs if not (plugin_outputs(scratch, t) and os.path.exists(
            os.path.join(plugin_outputs(scratch, t), "manifest.json")))]
        plan = ["swift", "build", "--build-tests"] if unplanned else ["swift", "build", "--target", "Empty"]
        run(plan, scratch, os.path.join(scratch, "logs", "plan.log"))
        flags = compile_flags(scratch)
        log("mocking %d protocols of %d packages" % (sum(map(len, jobs.values())), len(jobs)))
        for target, entries in sorted(jobs.items()):
            started = time.time()
            if not generate_mocks(scratch, target, entries):
                for entry in entries:
                    results[entry["spelling"]].update(outcome="not built", stage="the generator failed",
                                                      message="see logs/%s-generate.log" % target)
                continue
            compiled = compile_mocks(scratch, target, entries, results, flags)
            log("  %-44s %3d of %3d compile (%.0f s)" % (target, len(compiled), len(entries), time.time() - started))
            save_results()
    if arguments.step == "mocks":
        return

    # 5. The tests: every target with the mocks that compile, built by SwiftPM into one test
    # bundle, and run.
    for package in with_protocols:
        entries = [{"spelling": p["spelling"], "mock": results[p["spelling"]]["mock"]}
                   for p in state[package["name"]]["protocols"]
                   if results[p["spelling"]]["outcome"] == "mocked"]
        if entries:
            write_configuration(os.path.join(scratch, "Tests", "Mocks_" + identifier(package["name"])), entries)
    write_manifest(mocked())
    targets = ["Mocks_" + identifier(name) for name in sorted(mocked())]
    logfile = os.path.join(scratch, "logs", "tests-%s.log" % arguments.part)
    if run(["swift", "build", "--build-tests"], scratch, os.path.join(scratch, "logs", "build-tests.log")) == 0:
        run(["swift", "test", "--skip-build", "--filter", "|".join(targets)], scratch, logfile)
        text = open(logfile, errors="replace").read()
        passed = set(re.findall(r"✔ Test test_(\w+)\(\) passed", text))
        failed = set(re.findall(r"✘ Test test_(\w+)\(\) (?:failed|recorded)", text))
        for spelling, result in results.items():
            key = identifier(spelling)
            if result.get("test") == "written":
                result["test"] = "passed" if key in passed and key not in failed else "failed" if key in failed else "did not run"
    else:
        log("the test targets did not build together: see logs/build-tests.log")
    save_results()


def shape(message):
    """A failure's message without its names and numbers, so that failures group by shape."""
    return re.sub(r"'[^']*'", "'…'", re.sub(r"\d+", "N", message))[:140]


def report(chosen, state, results):
    packages_with = [p for p in chosen if state[p["name"]].get("protocols")]
    total = len(results)
    mocked = [s for s, r in results.items() if r["outcome"] == "mocked"]
    failed = {s: r for s, r in results.items() if r["outcome"] == "failed"}
    diagnosed = {s: r for s, r in results.items() if r["outcome"] == "diagnosed"}
    not_built = {s: r for s, r in results.items() if r["outcome"] == "not built"}
    inside = {s: r for s, r in failed.items() if r.get("stage") == "inside the generated mock"}
    at_entry = {s: r for s, r in failed.items() if r.get("stage") != "inside the generated mock"}
    warned = {s: r for s, r in results.items() if r.get("warnings")}
    mocked_packages = {results[s]["package"] for s in mocked}
    log("")
    log("packages: %d chosen, %d with a library that builds on Linux, %d with public protocols, "
        "%d with a mock that compiles" % (
            len(chosen), sum(1 for p in chosen if state[p["name"]].get("products_built")),
            len(packages_with), len(mocked_packages)))
    for package in chosen:
        record = state[package["name"]]
        if not record.get("products_built"):
            log("  %-36s %s" % (package["name"], record.get("note", "no library product builds on Linux")))
    log("protocols: %d; mocked and compiled %d (%.1f %%); diagnosed by StandIn %d; Swift's error at "
        "the entry %d; failed inside generated code %d; not built (unattributed) %d" % (
            total, len(mocked), 100.0 * len(mocked) / max(total, 1), len(diagnosed), len(at_entry),
            len(inside), len(not_built)))
    log("protocols with a warning: %d" % len(warned))
    tests = [r["test"] for r in results.values() if r["outcome"] == "mocked"]
    log("stub-call-verify tests: %d written, %d passed, %d failed, %d did not compile" % (
        sum(1 for t in tests if t != "none" and not t.startswith("test did not")),
        tests.count("passed"), tests.count("failed"), sum(1 for t in tests if t.startswith("test did not"))))
    groups = (("failed inside generated code", inside), ("Swift's error at the entry", at_entry),
              ("diagnosed by StandIn", diagnosed), ("not built", not_built))
    for title, group in groups:
        if not group:
            continue
        log("")
        log("%s, by shape:" % title)
        shapes = {}
        for spelling, result in sorted(group.items()):
            shapes.setdefault(shape(result.get("message", "")), []).append(spelling)
        for text, spellings in sorted(shapes.items(), key=lambda item: -len(item[1])):
            log("  %3d  %s" % (len(spellings), text))
            log("       %s" % ", ".join(spellings[:6]) + (" …" if len(spellings) > 6 else ""))
    if warned:
        log("")
        log("warnings, by shape:")
        shapes = {}
        for spelling, result in sorted(warned.items()):
            for warning in result["warnings"]:
                shapes.setdefault(shape(warning), []).append(spelling)
        for text, spellings in sorted(shapes.items(), key=lambda item: -len(item[1])):
            log("  %3d  %s  (%s)" % (len(spellings), text, ", ".join(spellings[:3])))


if __name__ == "__main__":
    main()
