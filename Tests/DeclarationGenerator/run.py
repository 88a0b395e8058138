#!/usr/bin/env python3
"""Runs generated declarations through StandIn's macros and mock generator, in batches.

    Tests/DeclarationGenerator/run.py --part tuning|held-out|held-out-2|...|held-out-5|ci
                                      [--count N]
                                      [--batch 40]
                                      [--jobs 2]

Each declaration comes from `grammar.py` and a seed. The seeds are split once, here, before any
result was seen: the tuning part is seeds 0 to 999,999, the held-out part 1,000,000 and up, and
the CI sample is the first `--count` (default 240) seeds of the tuning part. `held-out-2`
(1,004,000 and up) is the held-out part's seeds that no run had tried when the first held-out
run's four failures were mended: it measures those mends on declarations nobody has seen.
`held-out-3` (1,006,000 and up) is, likewise, the seeds no run had tried before the mends the
OSS check's second pass prompted (a collection's associated types, `Self` as elements), and
`held-out-4` (1,008,000 and up) the seeds no run had tried before the mend of held-out-3's one
failure (seed 1,007,148), and `held-out-5` (1,010,000 and up) the seeds no run had tried when
the OSS check's last failure (an optional parameter's `.any(T?.self)` matcher) was mended.
The invariant: every declaration either mocks as written (no diagnostic at all) or gets a StandIn macro's own
diagnostic at the user's line. Any other diagnostic (inside generated code, or a compiler error
the macro's output causes) or a compiler crash is a failure: the declaration is written to
`--failures` (default `.build-declgen/failures`) with its diagnostics, and becomes a probe in
`Tests/Fixtures/Probes` once mended.

Batches: `--batch` declarations of the four macro kinds go into one file, compiled through SIL
diagnostics with the package's built macro plugin (`swiftc -emit-sil`); the `external` ones into
a module that `standin-mock-generator` reads, as for `standin-mocks.json`, and whose mocks are
compiled the same way. Exits non-zero on any failure.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STANDIN = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import grammar  # noqa: E402

PARTS = {"tuning": 0, "held-out": 1_000_000, "held-out-2": 1_004_000, "held-out-3": 1_006_000,
         "held-out-4": 1_008_000, "held-out-5": 1_010_000, "ci": 0}
DIAGNOSTIC = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning): (?P<message>.*)$")
MACRO_MESSAGE = re.compile(r"\(from macro '(Mockable|Overridable|OverridableStatics)'\)$")


def build_paths(scratch):
    """Builds the macros and the generator, then copies what the batches use into `scratch`:
    a rebuild of the package while a run goes on (an engineer at work) must not swap the plugin
    under a running compiler ("Text file busy") nor mix two versions in one run."""
    started = time.time()
    subprocess.run(["swift", "build", "--target", "StandInMacros"], cwd=STANDIN, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "--product", "standin-mock-generator"], cwd=STANDIN, check=True,
                   stdout=subprocess.DEVNULL)
    built = subprocess.run(["swift", "build", "--show-bin-path"], cwd=STANDIN, check=True,
                           capture_output=True, text=True).stdout.strip()
    bin_path = os.path.join(scratch, "tools")
    shutil.rmtree(bin_path, ignore_errors=True)
    shutil.copytree(os.path.join(built, "Modules"), os.path.join(bin_path, "Modules"),
                    ignore=shutil.ignore_patterns("*.o"))
    for tool in ("StandInMacrosPlugin-tool", "standin-mock-generator"):
        shutil.copy2(os.path.join(built, tool), os.path.join(bin_path, tool))
    description = open(os.path.join(STANDIN, ".build", "debug.yaml")).read()
    module_maps = sorted(set(re.findall(r'"-Xcc","(-fmodule-map-file=[^"]+)"', description)))
    flags = ["-I", os.path.join(bin_path, "Modules"),
             "-load-plugin-executable", os.path.join(bin_path, "StandInMacrosPlugin-tool#StandInMacrosPlugin")]
    for module_map in module_maps:
        flags += ["-Xcc", module_map]
    print("built StandInMacros and standin-mock-generator (%.0f s)" % (time.time() - started), flush=True)
    return bin_path, flags


def compile_file(paths, flags, module, directory, extra=()):
    command = (["swiftc", "-emit-sil", "-o", os.devnull, "-module-name", module, "-swift-version", "6",
                "-parse-as-library", "-Onone", "-DDEBUG", "-j1", "-package-name", "GenPackage"] + flags + list(extra) + list(paths))
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def classify(output, path, ranges):
    """Each diagnostic of the compiler's `output`: (declaration seed, verdict, text).
    `ranges`: (first line, last line, seed) of each declaration in `path`."""
    lines = output.split("\n")
    found = []

    def seed_at(line):
        for first, last, seed in ranges:
            if first <= line <= last:
                return seed
        return None

    for index, line in enumerate(lines):
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        message = match.group("message")
        in_batch = os.path.basename(match.group("file")) == os.path.basename(path)
        origin = None
        if in_batch:
            origin = seed_at(int(match.group("line")))
        else:
            # Inside an expansion: the note names where the expanded code comes from.
            for following in lines[index + 1: index + 40]:
                note = re.search(re.escape(os.path.basename(path)) + r":(\d+):\d+: note: (expanded code originates here|in expansion of macro)", following)
                if note:
                    origin = seed_at(int(note.group(1)))
                    break
        # A macro's own diagnostic at the user's line, an error or a warning (a member the macro
        # leaves to its real implementation, with why), is the invariant's other half.
        if in_batch and MACRO_MESSAGE.search(message):
            verdict = "diagnosed"
        elif not in_batch:
            verdict = "inside generated code"
        else:
            verdict = "at the user's line, not StandIn's"
        found.append((origin, verdict, "%s: %s" % (match.group("severity"), message)))
    return found


def run_batch(number, seeds, part_dir, flags, bin_path):
    """Compiles one batch; returns {seed: (kind, verdicts)} and whether the compiler crashed."""
    directory = os.path.join(part_dir, "batch-%d" % number)
    os.makedirs(directory, exist_ok=True)
    declarations = [(seed,) + grammar.declaration(seed) for seed in seeds]
    results = {seed: {"kind": kind, "diagnostics": []} for seed, kind, _ in declarations}
    crashed = []

    def write(name, items, prelude):
        text = prelude
        ranges = []
        for seed, _, declaration in items:
            first = text.count("\n") + 2
            text += "\n" + declaration + "\n"
            ranges.append((first, text.count("\n"), seed))
        path = os.path.join(directory, name)
        with open(path, "w") as out:
            out.write(text)
        return path, ranges

    macros = [d for d in declarations if d[1] != "external"]
    path, ranges = write("Batch.swift", macros, grammar.PRELUDE)
    status, output = compile_file([path], flags, "GenBatch", directory)
    if status not in (0, 1) or "Stack dump" in output or "PLEASE submit" in output:
        crashed.append(("macros", directory, output))
    for seed, verdict, text in classify(output, path, ranges):
        if seed is None:
            seed = "unattributed"
            results.setdefault(seed, {"kind": "?", "diagnostics": []})
        results[seed]["diagnostics"].append((verdict, text))

    external = [d for d in declarations if d[1] == "external"]
    if external:
        source, ranges = write("GenExternal.swift", external, grammar.PRELUDE.replace("import StandInMacros\n", ""))
        module_dir = os.path.join(directory, "modules")
        os.makedirs(module_dir, exist_ok=True)
        command = ["swiftc", "-emit-module", "-module-name", "GenExternal", "-swift-version", "6",
                   "-package-name", "GenPackage",
                   "-parse-as-library", "-emit-module-path", os.path.join(module_dir, "GenExternal.swiftmodule"), source]
        emitted = subprocess.run(command, cwd=directory, capture_output=True, text=True)
        for seed, verdict, text in classify(emitted.stdout + emitted.stderr, source, ranges):
            results.setdefault(seed, {"kind": "external", "diagnostics": []})["diagnostics"].append(("grammar", text))
        configuration = os.path.join(directory, "standin-mocks.json")
        entries = ["GenExternal.GenP%d" % seed for seed, _, _ in external]
        with open(configuration, "w") as out:
            json.dump({"mocks": entries}, out)
        outputs = [os.path.join(directory, "mocks", "Mock%d.swift" % i) for i in range(len(entries))]
        os.makedirs(os.path.join(directory, "mocks"), exist_ok=True)
        manifest = {
            "configuration": configuration,
            "output": os.path.join(directory, "mocks", "Mocks.swift"),
            "entryOutputs": outputs,
            "targetModule": "GenMocks",
            "modules": [
                {"name": "GenExternal", "sources": [source], "flags": ["DEBUG"], "languageMajorVersion": 6},
                {"name": "GenMocks", "sources": [], "flags": ["DEBUG"], "languageMajorVersion": 6},
            ],
            "compiler": subprocess.run(["which", "swiftc"], capture_output=True, text=True).stdout.strip(),
            "workDirectory": os.path.join(directory, "work"),
        }
        with open(os.path.join(directory, "manifest.json"), "w") as out:
            json.dump(manifest, out)
        generated = subprocess.run([os.path.join(bin_path, "standin-mock-generator"),
                                    os.path.join(directory, "manifest.json")], capture_output=True, text=True)
        if generated.returncode not in (0,):
            crashed.append(("generator", directory, generated.stderr))
        status, output = compile_file([manifest["output"]] + outputs, flags + ["-I", module_dir], "GenMocks", directory)
        if status not in (0, 1) or "Stack dump" in output:
            crashed.append(("external mocks", directory, output))
        for line in output.split("\n"):
            match = DIAGNOSTIC.match(line)
            if not match:
                continue
            entry = re.search(r"Mock(\d+)\.swift$", match.group("file"))
            seed = external[int(entry.group(1))][0] if entry else None
            if seed is None:
                seed = "unattributed"
                results.setdefault(seed, {"kind": "external", "diagnostics": []})
            verdict = "diagnosed" if "standin-mocks.json" in match.group("file") and match.group("severity") == "error" else "inside generated code"
            results[seed]["diagnostics"].append((verdict, "%s: %s" % (match.group("severity"), match.group("message"))))
    return results, crashed, declarations


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=sorted(PARTS), required=True)
    parser.add_argument("--count", type=int)
    parser.add_argument("--batch", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scratch", default=os.path.join(STANDIN, ".build-declgen"))
    arguments = parser.parse_args()
    count = arguments.count or (240 if arguments.part == "ci" else 5000)
    base = PARTS[arguments.part]
    seeds = list(range(base, base + count))
    part_dir = os.path.join(os.path.abspath(arguments.scratch), arguments.part)
    failures_dir = os.path.join(os.path.abspath(arguments.scratch), "failures")
    os.makedirs(failures_dir, exist_ok=True)
    bin_path, flags = build_paths(os.path.abspath(arguments.scratch))
    started = time.time()
    batches = [seeds[i:i + arguments.batch] for i in range(0, len(seeds), arguments.batch)]
    totals = {"declarations": 0, "mocked": 0, "diagnosed": 0, "failed": 0}
    kinds = {}
    failures = []
    crashes = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        futures = [pool.submit(run_batch, i, batch, part_dir, flags, bin_path) for i, batch in enumerate(batches)]
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            results, crashed, declarations = future.result()
            text_of = {seed: text for seed, _, text in declarations}
            crashes += crashed
            for where, directory, output in crashed:
                # The whole output, for the crash's first lines: the batch's sources stay in its
                # directory.
                name = "crash-%s-%s.txt" % (os.path.basename(directory), where.replace(" ", "-"))
                with open(os.path.join(failures_dir, name), "w") as out:
                    out.write(directory + "\n\n" + output)
            for seed, result in results.items():
                diagnostics = result["diagnostics"]
                bad = [d for d in diagnostics if d[0] != "diagnosed"]
                kind = result["kind"]
                if seed == "unattributed":
                    if bad:
                        failures.append((seed, kind, "", bad))
                        totals["failed"] += 1
                    continue
                totals["declarations"] += 1
                tally = kinds.setdefault(kind, {"declarations": 0, "mocked": 0, "diagnosed": 0, "failed": 0})
                tally["declarations"] += 1
                verdict = "failed" if bad else "diagnosed" if diagnostics else "mocked"
                totals[verdict] += 1
                tally[verdict] += 1
                if bad:
                    failures.append((seed, kind, text_of.get(seed, ""), bad))
                    with open(os.path.join(failures_dir, "%s.swift" % seed), "w") as out:
                        out.write(grammar.PRELUDE + "\n" + text_of.get(seed, "") + "\n\n/* " +
                                  "\n".join("%s | %s" % d for d in bad).replace("*/", "* /") + "\n*/\n")
            print("batch %d of %d (%.0f s)" % (done, len(batches), time.time() - started), flush=True)
    print("")
    print("part %s: seeds %d to %d, %d declarations in %d batches, %.0f s" % (
        arguments.part, seeds[0], seeds[-1], totals["declarations"], len(batches), time.time() - started))
    for kind, tally in sorted(kinds.items()):
        print("  %-14s %5d: %5d mocked, %4d diagnosed at their line, %4d failed" % (
            kind, tally["declarations"], tally["mocked"], tally["diagnosed"], tally["failed"]))
    print("  %-14s %5d: %5d mocked, %4d diagnosed at their line, %4d failed; %d compiler crashes" % (
        "all", totals["declarations"], totals["mocked"], totals["diagnosed"], totals["failed"], len(crashes)))
    for seed, kind, _, bad in failures[:40]:
        print("  FAILED seed %s (%s): %s" % (seed, kind, " / ".join("%s: %s" % d for d in bad[:2])[:300]))
    for where, directory, text in crashes[:5]:
        lines = [line for line in text.split("\n")
                 if re.search(r"crashed|Stack dump|Assertion|Fatal error|error:|PLEASE", line)]
        print("  CRASH in %s of %s: %s" % (where, directory, " / ".join(lines[:4])[:500]))
    print("%d passed, %d failed" % (totals["declarations"] - totals["failed"], totals["failed"] + len(crashes)))
    sys.exit(1 if failures or crashes else 0)


if __name__ == "__main__":
    main()
