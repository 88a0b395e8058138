#!/usr/bin/env python3
"""The mock corpus: real protocols of packages the environment lists, each copied verbatim from
the package's checkout at run time and put through @Mockable with a stub-call-verify test.

Nothing of the packages' code is committed: this script, corpus.json (the packages, the
selection rule's marker protocols, and per-protocol expectations) and the generated-test rules
(testgen.py) are all that is. The script

1. writes a scratch package (default /work/scratch/mocks/corpus, or --dir) that depends on StandIn
   (this checkout) and on the packages, and resolves it;
2. selects, from each package's library sources, every public top-level protocol that declares a
   requirement and refines only marker protocols (corpus.json "markers"), and copies it verbatim,
   with its doc comment and its file's imports, into one file per protocol of a target per package;
3. builds each target without @Mockable, dropping protocols that do not compile outside their own
   module (they use its internal declarations): those are not in the corpus;
4. builds each target with @Mockable on every protocol; a protocol whose file draws an error is
   "diagnosed" when every error is one of @Mockable's own diagnostics, "failed" otherwise;
5. writes each compiled mock's test (its own in corpus.json, or one from testgen.py), builds and
   runs them;
6. prints the figures and compares each protocol's outcome with corpus.json's expectations.

Usage: Tests/Corpus/mock-corpus.py [--dir DIR] [--packages swift-log,vapor] [--update]
  --update writes the outcomes seen into corpus.json's expectations.
Building the packages takes long (vapor, grpc, nio: minutes each).
"""

import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract  # noqa: E402
import testgen  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
SKIPPED_DIRECTORIES = ("Tests", "Benchmarks", "Snippets", "Examples", "Plugins", "IntegrationTests")


def run(command, cwd, log=None):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if log:
        with open(log, "a") as handle:
            handle.write("$ " + " ".join(command) + "\n" + result.stdout + result.stderr)
    return result.returncode, result.stdout + result.stderr


def identifier(text):
    return re.sub(r"[^A-Za-z0-9]", "", text.title())


class Corpus:
    def __init__(self, directory, config, packages):
        self.directory = directory
        self.config = config
        self.packages = [p for p in config["packages"] if not packages or p["name"] in packages]
        self.log = os.path.join(directory, "corpus.log")
        self.protocols = []  # dicts: package, product, module, name, declaration, imports, key

    # MARK: The scratch package

    def write_manifest(self, targets):
        dependencies = [f'    .package(name: "StandIn", path: "{REPOSITORY}"),'] + [
            f'    .package(url: "{p["url"]}", exact: "{p["version"]}"),' for p in self.packages
        ]
        target_lines = []
        for target, (package, products) in sorted(targets.items()):
            product_list = ", ".join(
                f'.product(name: "{product}", package: "{package}")' for product in sorted(products)
            )
            target_lines.append(
                f'    .target(name: "{target}", dependencies: [.product(name: "StandInMacros", package: "StandIn"), {product_list}]),'
            )
            target_lines.append(
                f'    .testTarget(name: "{target}Tests", dependencies: ["{target}", .product(name: "StandInMacros", package: "StandIn"), {product_list}]),'
            )
        manifest = (
            "// swift-tools-version: 6.0\n// Written by Tests/Corpus/mock-corpus.py.\nimport PackageDescription\n"
            'let package = Package(\n  name: "MockCorpus",\n  platforms: [.macOS(.v15)],\n  dependencies: [\n'
            + "\n".join(dependencies)
            + "\n  ],\n  targets: [\n"
            + "\n".join(target_lines)
            + "\n  ],\n  swiftLanguageModes: [.v6]\n)\n"
        )
        os.makedirs(self.directory, exist_ok=True)
        with open(os.path.join(self.directory, "Package.swift"), "w") as handle:
            handle.write(manifest)

    def resolve(self):
        self.write_manifest({})
        code, output = run(["swift", "package", "resolve"], self.directory, self.log)
        if code:
            sys.exit("resolving the corpus package failed:\n" + output)

    # MARK: Selection

    def select(self):
        checkouts = os.path.join(self.directory, ".build", "checkouts")
        markers = set(self.config["markers"])
        for package in self.packages:
            root = os.path.join(checkouts, package["checkout"])
            code, output = run(["swift", "package", "dump-package"], root)
            if code:
                print(f"skipping {package['name']}: dump-package failed", file=sys.stderr)
                continue
            manifest = json.loads(output)
            product_of = {}
            for product in manifest["products"]:
                if "library" in product["type"]:
                    for target in product["targets"]:
                        product_of.setdefault(target, product["name"])
            for target in manifest["targets"]:
                if target["type"] != "regular" or target["name"] not in product_of:
                    continue
                path = target.get("path") or os.path.join("Sources", target["name"])
                for directory, _, files in os.walk(os.path.join(root, path)):
                    if any(part in directory.split(os.sep) for part in SKIPPED_DIRECTORIES):
                        continue
                    for file in sorted(files):
                        if file.endswith(".swift"):
                            self.collect(package, product_of[target["name"]], target["name"],
                                         os.path.join(directory, file), markers, root)

    def collect(self, package, product, module, path, markers, root):
        text = open(path, errors="replace").read()
        for name, start, open_index, end in extract.protocols(text):
            head = text[start:open_index]
            if not re.search(r"\bpublic\b", head):
                continue
            body = text[open_index + 1 : end]
            if not re.search(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s*)*(?:static\s+|mutating\s+|nonmutating\s+|nonisolated\s+)*(func|var|subscript|init)\b", body, re.M):
                continue
            inheritance = re.search(r"protocol\s+\w+\s*(?:<[^>]*>)?\s*:\s*(.*?)(?:\bwhere\b|$)", " ".join(head.split()))
            parents = [p.strip() for p in re.split(r"[,&]", inheritance.group(1))] if inheritance else []
            if any(parent and parent not in markers for parent in parents):
                continue
            self.protocols.append({
                "package": package["name"], "product": product, "module": module, "name": name,
                "source": os.path.relpath(path, root),
                "declaration": extract.protocol_declaration(text, name),
                "imports": extract.imports(text),
                "key": f"{package['name']}/{module}/{name}",
            })

    # MARK: Building

    def target_of(self, protocol):
        return "Corpus" + identifier(protocol["package"])

    def write_sources(self, protocols, mockable):
        targets = {}
        for protocol in protocols:
            target = self.target_of(protocol)
            targets.setdefault(target, (protocol["package"], set()))[1].add(protocol["product"])
        self.write_manifest(targets)
        for target in targets:
            directory = os.path.join(self.directory, "Sources", target)
            os.makedirs(directory, exist_ok=True)
            for file in os.listdir(directory):
                os.remove(os.path.join(directory, file))
            tests = os.path.join(self.directory, "Tests", target + "Tests")
            os.makedirs(tests, exist_ok=True)
        for protocol in protocols:
            declaration = protocol["declaration"]
            if mockable:
                declaration = re.sub(r"^((?:public|package)\s+protocol\b)", r"@Mockable\n\1", declaration, count=1, flags=re.M)
            imports = ["import StandInMacros", f"import {protocol['module']}"] + [
                line for line in protocol["imports"] if "@_implementationOnly" not in line
            ]
            text = "\n".join(dict.fromkeys(imports)) + "\n\n" + declaration + "\n"
            path = os.path.join(self.directory, "Sources", self.target_of(protocol), protocol["name"] + ".swift")
            with open(path, "w") as handle:
                handle.write(text)
        return targets

    def failing_files(self, output, target, directory="Sources"):
        """The files of `target` that an error points into, directly or through a macro expansion."""
        files = {}
        pattern = re.compile(rf"{re.escape(directory)}/{target}/(\w+)\.swift:\d+:\d+: (error|note): (.*)")
        last_error = None
        for line in output.splitlines():
            if re.search(r": error: ", line):
                last_error = line
            match = pattern.search(line)
            if not match:
                continue
            name, kind, message = match.groups()
            if kind == "error":
                files.setdefault(name, []).append(message)
            elif "expanded code originates here" in message and last_error:
                files.setdefault(name, []).append("in generated code: " + last_error.split(": error: ", 1)[-1])
        return files

    def build_until_clean(self, protocols, mockable, stage):
        """Builds every target, dropping the protocols whose files draw errors; returns those
        that compiled and, for each dropped one, its errors."""
        remaining = list(protocols)
        dropped = {}
        while True:
            targets = self.write_sources(remaining, mockable)
            broken = {}
            for target in sorted(targets):
                code, output = run(["swift", "build", "--target", target], self.directory, self.log)
                if code:
                    files = self.failing_files(output, target)
                    if not files:
                        sys.exit(f"{stage}: {target} failed without an error in a corpus file:\n" + output[-4000:])
                    broken.update({(target, name): errors for name, errors in files.items()})
            if not broken:
                return remaining, dropped
            for protocol in list(remaining):
                key = (self.target_of(protocol), protocol["name"])
                if key in broken:
                    dropped[protocol["key"]] = broken[key]
                    remaining.remove(protocol)
            print(f"{stage}: dropped {len(broken)}, {len(remaining)} left", file=sys.stderr)

    # MARK: Tests

    @staticmethod
    def protocol_text(protocol):
        """The protocol's declaration from its keyword on: its doc comment and attributes may hold
        braces of their own (an example's code)."""
        match = re.search(rf"\bprotocol\s+{re.escape(protocol['name'])}\b.*", protocol["declaration"], re.S)
        return match.group(0) if match else protocol["declaration"]

    def nice_mocks(self, protocols, target):
        """A nice mock of each protocol of `target` whose mock is not generic, by protocol name:
        the values the generated tests pass for those protocols' types."""
        return {
            p["name"]: f"{target}.{p['name']}Mock(.nice)"
            for p in protocols
            if self.target_of(p) == target and testgen.associated_types(self.protocol_text(p)) == []
            and "@MainActor" not in p["declaration"].split("protocol", 1)[0]
            and not re.search(r"protocol\s+\w+\s*:[^{]*\bActor\b", p["declaration"])
        }

    def write_tests(self, protocols):
        overrides = self.config.get("tests", {})
        written = []
        for protocol in protocols:
            target = self.target_of(protocol)
            qualified = f"{target}.{protocol['name']}"
            override = overrides.get(protocol["key"])
            if override:
                lines = override
            else:
                declaration = self.protocol_text(protocol)
                body = declaration[declaration.index("{") + 1 : declaration.rindex("}")]
                associated = testgen.associated_types(declaration)
                if associated is None:
                    continue
                testgen.PACKAGE = protocol["package"]
                testgen.MOCKS = self.nice_mocks(protocols, target)
                if associated == []:
                    testgen.MOCKS["Self"] = "mock"
                generated = testgen.test_body(
                    qualified, f"{target}.{protocol['name']}Mock", body, associated)
                if generated is None:
                    continue
                lines = ["let mock = " + generated[1] + "()"] + generated[0]
            is_main_actor = "@MainActor" in protocol["declaration"].split("protocol", 1)[0]
            # The protocol's file's imports too: the values a test passes are of their types.
            copied = [line for line in protocol["imports"] if "@_implementationOnly" not in line]
            named = set(re.findall(
                r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                r"(\w+)\b(?!\.)",
                "\n".join(copied), re.M))
            imports = [f"import {module}" for module in
                       ("Foundation", "Testing", "StandInMacros", target, protocol["module"])
                       if module not in named] + copied
            test = (
                "\n".join(dict.fromkeys(imports)) + "\n\n"
                + ("@MainActor " if is_main_actor else "")
                + f"@Test func {protocol['name']}StubCallVerify() async throws {{\n"
                + "\n".join("  " + line for line in lines)
                + "\n}\n"
            )
            path = os.path.join(self.directory, "Tests", target + "Tests", protocol["name"] + "Tests.swift")
            with open(path, "w") as handle:
                handle.write(test)
            written.append(protocol)
        for target in {self.target_of(p) for p in protocols}:
            with open(os.path.join(self.directory, "Tests", target + "Tests", "CorpusError.swift"), "w") as handle:
                handle.write("/// The error stubs of throwing requirements throw.\nstruct CorpusError: Error {}\n")
        return written

    def clear_tests(self, protocols):
        for target in {self.target_of(p) for p in protocols}:
            directory = os.path.join(self.directory, "Tests", target + "Tests")
            for file in os.listdir(directory) if os.path.isdir(directory) else []:
                os.remove(os.path.join(directory, file))

    def run_tests(self, protocols):
        self.clear_tests(protocols)
        tested = self.write_tests(protocols)
        results = {}
        remaining = list(tested)
        while True:
            broken = {}
            code, output = run(["swift", "build", "--build-tests"], self.directory, self.log)
            if code:
                for target in sorted({self.target_of(p) for p in remaining}):
                    files = self.failing_files(output, target + "Tests", "Tests")
                    files = {name[: -len("Tests")]: errors for name, errors in files.items() if name.endswith("Tests")}
                    broken.update({(target, name): errors for name, errors in files.items()})
                if not broken:
                    sys.exit("the corpus tests failed to build:\n" + output[-4000:])
            if not broken:
                break
            for protocol in list(remaining):
                key = (self.target_of(protocol), protocol["name"])
                if key in broken:
                    results[protocol["key"]] = ("test does not compile", broken[key])
                    remaining.remove(protocol)
                    os.remove(os.path.join(self.directory, "Tests", key[0] + "Tests", protocol["name"] + "Tests.swift"))
        for target in sorted({self.target_of(p) for p in remaining}):
            code, output = run(["swift", "test", "--filter", target + "Tests"], self.directory, self.log)
            for protocol in remaining:
                if self.target_of(protocol) != target:
                    continue
                test = f"{protocol['name']}StubCallVerify()"
                if re.search(rf"✘ Test {re.escape(test)} ", output):
                    results[protocol["key"]] = ("test failed", [l for l in output.splitlines() if test in l][:3])
                elif re.search(rf"✔ Test {re.escape(test)} ", output):
                    results[protocol["key"]] = ("passed", [])
                else:
                    results[protocol["key"]] = ("test did not run", [])
        for protocol in protocols:
            results.setdefault(protocol["key"], ("no test", []))
        return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", default=os.environ.get("CORPUS_DIR", "/work/scratch/mocks/corpus"))
    parser.add_argument("--packages", default="")
    parser.add_argument("--update", action="store_true")
    arguments = parser.parse_args()
    config_path = os.path.join(HERE, "corpus.json")
    config = json.load(open(config_path))
    testgen.VALUES.update(config.get("values", {}))
    corpus = Corpus(arguments.dir, config, [p for p in arguments.packages.split(",") if p])
    corpus.resolve()
    corpus.select()
    print(f"selected {len(corpus.protocols)} protocols", file=sys.stderr)
    compilable, excluded = corpus.build_until_clean(corpus.protocols, mockable=False, stage="as written")
    mocked, dropped = corpus.build_until_clean(compilable, mockable=True, stage="with @Mockable")
    outcomes = {}
    for key, errors in dropped.items():
        ours = all(e.startswith("@Mockable") for e in errors)
        outcomes[key] = {"outcome": "diagnosed" if ours else "failed", "errors": errors[:5]}
    tests = corpus.run_tests(mocked)
    for protocol in mocked:
        result, details = tests[protocol["key"]]
        outcomes[protocol["key"]] = {"outcome": "mocks" if result in ("passed", "no test") else "failed",
                                      "test": result, "errors": details}
    total = len(compilable)
    counts = {}
    for outcome in outcomes.values():
        counts[outcome["outcome"]] = counts.get(outcome["outcome"], 0) + 1
    tested = sum(1 for o in outcomes.values() if o.get("test") == "passed")
    print(f"\nCorpus: {len(corpus.protocols)} protocols selected, {len(excluded)} do not compile outside their module,")
    print(f"{total} in the corpus, from {len({p['package'] for p in compilable})} packages.")
    for name in ("mocks", "diagnosed", "failed"):
        print(f"  {name:10} {counts.get(name, 0):4}  ({100.0 * counts.get(name, 0) / max(total, 1):.1f} %)")
    print(f"  stub-call-verify tests passed: {tested}")
    expectations = config.setdefault("expectations", {})
    differences = [k for k, o in outcomes.items() if k in expectations and expectations[k] != o["outcome"]]
    for key in sorted(outcomes):
        outcome = outcomes[key]
        if outcome["outcome"] != "mocks" or outcome.get("test") != "passed":
            print(f"  {key}: {outcome['outcome']} ({outcome.get('test', '')}) {outcome['errors'][:2]}")
    if differences:
        print("\nDifferent from the expectations: " + ", ".join(differences))
    with open(os.path.join(arguments.dir, "outcomes.json"), "w") as handle:
        json.dump({"excluded": excluded, "outcomes": outcomes}, handle, indent=1)
    if arguments.update:
        # A run of some packages updates only theirs.
        run_packages = {p["name"] for p in corpus.packages}
        kept = {k: v for k, v in expectations.items() if k.split("/")[0] not in run_packages}
        kept.update({k: o["outcome"] for k, o in outcomes.items()})
        config["expectations"] = dict(sorted(kept.items()))
        with open(config_path, "w") as handle:
            json.dump(config, handle, indent=2)
            handle.write("\n")
    return 1 if differences or counts.get("failed") else 0


if __name__ == "__main__":
    sys.exit(main())
