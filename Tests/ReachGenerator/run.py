#!/usr/bin/env python3
"""Audits generated programs whose answer is known by construction (`grammar.py`), in both modes.

    Tests/ReachGenerator/run.py --part tuning|held-out|held-out-2|…|held-out-8|ci
                                [--programs 6] [--scenarios 60]
                                [--standin .build/release/standin] [--scratch .build-reachgen]
                                [--show-misses] [--require-exact]

Each program is one module of a generated package, from one seed. The seeds are split once, here,
before any result was seen: the tuning part is seeds 0 to 999,999, the held-out part 1,000,000 and
up; the CI sample is the tuning part's first `--programs` seeds. `held-out-2` (1,004,000 and up) is
the held-out part's seeds that no run had tried when the grammar gained its last three wrappers
(a static holding a value through a protocol, a value whose initializer reads, a subclass) and
the audit the two rules they showed missing. `held-out-3` (1,008,000 and up) is the seeds no run
had tried when the grammar gained the wrappers of the twenty-second stop (default arguments,
property wrappers, generic parameters, result builders, key paths, `callAsFunction`, operators,
dynamic member lookup, lazy properties, metatypes held in a local); `held-out-4` (1,012,000 and
up) the seeds no run had tried when it gained the next eleven (an existential metatype, an instance
passed to a generic parameter, an enum case's member, a static factory's result, a global instance,
`async let`, an instance subscript, `try`, optional chaining through a static, a local function, a
method reference); `held-out-5` (1,016,000 and up) the seeds no run had tried when it gained the
four of the twenty-seventh stop (an object created by an implicit `.init()` typed by the parameter
it fills, by a getter's or by a function's returned type, and a factory's `Self()`); `held-out-6`
(1,020,000 and up) the seeds no run had tried when it gained the two of the twenty-ninth stop (a
protocol's static, `.live` of `extension Source where Self == Live`, passed to an opaque and to a
constrained generic parameter whose method the callee calls); `held-out-7` (1,024,000 and up) the
seeds no run had tried when it gained the seven of the thirtieth stop (a shared object passed to a
memberwise initializer, a protocol extension's method, a static in a constrained extension of a
system type called as `[Int].make()`, `?.` through a static, a main-actor static, an override
called through its base class, an inherited class method); `held-out-8` (1,028,000 and up) the
seeds no run had tried when the entries gained their positions (issue 24's thirty-first stop: the
expression in a string interpolation, a tuple, an array, a ternary, `??`, a closure called at
once or passed, a `switch`, `if case`, `guard let` or `defer`). The package is built once
(`swift build`, which writes the index store the type-accurate mode reads); then every module is
audited type-accurate and syntax-only. An entry whose source reaches shared state must be reported
on its line (else a miss), and so must a parameter's default that runs it, on the default's line
(a miss "inside"); a look-alike's entry must not (else a false finding), nor anything among its
declarations (a false finding "inside"). Prints precision
and recall per mode; `--show-misses` lists each wrong entry with its source and wrappers (use it on
the tuning part only). Exits non-zero when an audit fails to run, and with `--require-exact`
(CI's sample) when any entry is wrong in either mode.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STANDIN = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import grammar  # noqa: E402

PARTS = {"tuning": 0, "held-out": 1_000_000, "held-out-2": 1_004_000, "held-out-3": 1_008_000,
         "held-out-4": 1_012_000, "held-out-5": 1_016_000,
         "held-out-6": 1_020_000, "held-out-7": 1_024_000, "held-out-8": 1_028_000, "ci": 0}

MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Generated",
  targets: [
{targets}
  ],
  swiftLanguageModes: [.v5]
)
"""


def write_package(root, seeds, scenarios):
    shutil.rmtree(root, ignore_errors=True)
    programs = {}
    for seed in seeds:
        program = grammar.program(random.Random(seed), scenarios=scenarios)
        folder = os.path.join(root, "Sources", f"Gen{seed}")
        os.makedirs(folder)
        for name, text in program.files.items():
            with open(os.path.join(folder, name), "w") as handle:
                handle.write(text)
        programs[seed] = program
    targets = ",\n".join(f'    .target(name: "Gen{seed}")' for seed in seeds)
    with open(os.path.join(root, "Package.swift"), "w") as handle:
        handle.write(MANIFEST.format(targets=targets))
    return programs


def audit(standin, folder, mode):
    options = ["--syntax-only"] if mode == "syntax-only" else []
    out = subprocess.run([standin, "audit", folder, "--format", "json"] + options,
                         capture_output=True, text=True, timeout=600)
    report = json.loads(out.stdout)
    ran = report.get("mode", {}).get("kind")
    if ran != mode:
        raise SystemExit(f"{folder}: the {mode} mode did not run ({ran}): {report.get('mode')}")
    return {(os.path.basename(f["file"]), f["line"]) for f in report["findings"]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", required=True, choices=sorted(PARTS))
    parser.add_argument("--programs", type=int, default=6)
    parser.add_argument("--scenarios", type=int, default=60)
    parser.add_argument("--standin", default=os.path.join(STANDIN, ".build/release/standin"))
    parser.add_argument("--scratch", default=os.path.join(STANDIN, ".build-reachgen"))
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--require-exact", action="store_true")
    args = parser.parse_args()
    seeds = list(range(PARTS[args.part], PARTS[args.part] + args.programs))
    root = os.path.join(args.scratch, args.part)
    programs = write_package(root, seeds, args.scenarios)
    build = subprocess.run(["swift", "build"], cwd=root, capture_output=True, text=True)
    if build.returncode != 0:
        sys.stdout.write(build.stdout[-4000:] + build.stderr[-4000:])
        raise SystemExit("the generated package does not build")
    standin = os.path.abspath(args.standin)
    wrong_entries = 0
    for mode in ("type-accurate", "syntax-only"):
        tp = fp = fn = either = 0
        wrong = []
        for seed, program in programs.items():
            lines = audit(standin, os.path.join(root, "Sources", f"Gen{seed}"), mode)
            # A look-alike's declarations reach nothing either: a finding among them is false.
            inside = {program.owners[name][line] for name, line in lines
                      if line in program.owners.get(name, {})}
            for index, entry in enumerate(program.entries):
                if not entry.source_reaches and index in inside:
                    fp += 1
                    wrong.append(("false, inside", seed, entry))
            for entry in program.entries:
                for place in entry.required:
                    if place in lines:
                        tp += 1
                    else:
                        fn += 1
                        wrong.append(("missed, inside", seed, entry))
                reported = (entry.file, entry.line) in lines
                if entry.expected == "either":
                    either += 1
                elif entry.expected == "reported" and reported:
                    tp += 1
                elif entry.expected == "reported":
                    fn += 1
                    wrong.append(("missed", seed, entry))
                elif reported:
                    fp += 1
                    wrong.append(("false", seed, entry))
        precision = tp / max(tp + fp, 1)
        recall = tp / max(tp + fn, 1)
        print(f"{mode:14} TP {tp:4} FP {fp:4} FN {fn:4} (either {either:3})"
              f"  precision {precision:6.1%}  recall {recall:6.1%}")
        wrong_entries += len(wrong)
        if args.show_misses or args.require_exact:
            for what, seed, entry in wrong:
                chain = " <- ".join([entry.source] + entry.wrappers) + f" in {entry.position}"
                print(f"  {what:13} Gen{seed}/{entry.file}:{entry.line} {chain}")
    if args.require_exact and wrong_entries:
        raise SystemExit(f"{wrong_entries} entries wrong (the generated package is in {root})")


if __name__ == "__main__":
    main()
