#!/usr/bin/env python3
"""Compiles every ```swift block of README.md as a user would copy it, with its own imports.

- A block that starts with `// swift-tools-version:` is a whole Package.swift: it is
  type-checked against the toolchain's PackageDescription.
- Every other block is one file of a small package laid out as the README's own manifest:
  the blocks that import no test framework (Testing, XCTest, StandInTesting) are the files of a
  module `App`, built with `-enable-testing`; the others are the files of a module `AppTests`
  that imports it (`@testable import App`, written in the block, as a user writes it). Nothing is
  added to a block: a block that uses a name from a module it does not import fails, as it would
  for a user.
- `…` stands for code left out: `{ … }` after a type's name is an empty body, and any other `…`
  is `fatalError()`.

Run after `swift build --build-tests` (CI runs `swift test` first): it compiles against the debug
build's modules with two `swiftc` calls, in a few seconds.

  .ci/check-readme-examples.py [--readme PATH]

`--readme` compiles another README against this checkout's build: .ci/check-api-breaks.py passes
the last release's, whose examples users copied.
"""
import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
TEST_MODULES = {"Testing", "XCTest", "StandInTesting"}


def blocks(text):
    for match in re.finditer(r"```swift\n(.*?)```", text, re.S):
        yield text.count("\n", 0, match.start()) + 2, match.group(1)


def fill_ellipses(code):
    code = re.sub(r"((?:class|struct|enum|protocol|actor|extension)\s[^{\n]*)\{ … \}", r"\1{}", code)
    return code.replace("…", "fatalError()")


def imports(code):
    return set(re.findall(r"^\s*(?:@testable\s+|public\s+|internal\s+)?import\s+(\w+)", code, re.M))


def report(output, files, problems):
    """Maps each error in `output` back to the README's line."""
    for match in re.finditer(r"^(\S+?\.swift):(\d+):\d+: error: (.*)$", output, re.M):
        path, line, message = pathlib.Path(match.group(1)).name, int(match.group(2)), match.group(3)
        if path in files:
            start = files[path]
            problems.append(f"README.md:{start + line - 1}: {message}")
    if not problems and output.strip():
        problems.append(output)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--readme", type=pathlib.Path, default=root / "README.md")
    text = parser.parse_args().readme.read_text()
    bin_path = pathlib.Path(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, check=True, capture_output=True,
        text=True).stdout.strip())
    plugin = bin_path / "StandInMacrosPlugin-tool"
    if not plugin.exists():
        sys.exit(f"{plugin} is missing: run `swift build --build-tests` first")
    flags = ["-I", str(bin_path / "Modules"), "-D", "DEBUG", "-swift-version", "6",
             "-parse-as-library", "-load-plugin-executable", f"{plugin}#StandInMacrosPlugin"]
    for modulemap in (root / ".build" / "checkouts").glob("*/Sources/*/include/module.modulemap"):
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    toolchain = pathlib.Path(shutil.which("swiftc")).resolve().parent.parent
    manifest_api = toolchain / "lib" / "swift" / "pm" / "ManifestAPI"

    problems = []
    counts = {"manifest": 0, "App": 0, "AppTests": 0}
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        app, tests = {}, {}
        for line, code in blocks(text):
            if code.startswith("// swift-tools-version:"):
                counts["manifest"] += 1
                manifest = scratch / f"Package{line}.swift"
                manifest.write_text(code)
                version = re.match(r"// swift-tools-version:\s*([\d.]+)", code).group(1)
                done = subprocess.run(
                    ["swiftc", "-typecheck", "-I", str(manifest_api), "-package-description-version",
                     version, "-swift-version", "6", str(manifest)], capture_output=True, text=True)
                if done.returncode != 0:
                    report(done.stderr, {manifest.name: line}, problems)
                continue
            group = tests if imports(code) & TEST_MODULES else app
            name = f"Readme{line}.swift"
            (scratch / name).write_text(fill_ellipses(code))
            group[name] = line
        counts["App"], counts["AppTests"] = len(app), len(tests)

        module = subprocess.run(
            ["swiftc", "-emit-module", "-enable-testing", "-module-name", "App", "-emit-module-path",
             str(scratch / "App.swiftmodule")] + flags + [str(scratch / name) for name in app],
            capture_output=True, text=True, cwd=scratch)
        if module.returncode != 0:
            report(module.stderr, app, problems)
        else:
            check = subprocess.run(
                ["swiftc", "-typecheck", "-module-name", "AppTests", "-I", str(scratch)] + flags
                + [str(scratch / name) for name in tests], capture_output=True, text=True,
                cwd=scratch)
            if check.returncode != 0:
                report(check.stderr, tests, problems)
    if problems:
        print("\n".join(dict.fromkeys(problems)), file=sys.stderr)
        sys.exit(1)
    total = sum(counts.values())
    print(f"{total} README blocks compile as copied ({counts['manifest']} manifest, "
          f"{counts['App']} in App, {counts['AppTests']} in AppTests)")


if __name__ == "__main__":
    main()
