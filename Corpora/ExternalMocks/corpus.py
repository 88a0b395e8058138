#!/usr/bin/env python3
"""The corpus of StandInMockGenerator, built and measured in a scratch directory.

Copies this package (Package.swift and Tests/) to a scratch directory, points it at this StandIn
checkout, and builds its test target, whose standin-mocks.json names real protocols of the
packages it depends on. An entry whose mock or test does not compile is taken out with its test
file, and the build is tried again, until it compiles; then the tests run, and an entry whose
test fails or crashes is taken out too. It prints, per entry, whether it was mocked with no
requirement restated (its mock compiled from the one line and its stub-call-verify test passed),
and otherwise why not, beside expectations.json.

With --build-time it then measures the CPU seconds the test target's build takes with the mocks
of every entry that passed, three ways: from standin-mocks.json (the plugin), with the same
protocols restated by hand under @Mockable, and with no mocks at all.

    Corpora/ExternalMocks/corpus.py [--scratch DIR] [--build-time] [--runs 3]

Building the packages the first time takes 25 to 40 minutes on 2 cores; later runs reuse the
scratch directory's checkouts and build products.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STANDIN = os.path.dirname(os.path.dirname(HERE))
TARGET = "CorpusTests"


def log(message):
    print(message, flush=True)


def prepare(scratch):
    """The scratch package: this package's manifest and tests, pointing at this checkout."""
    os.makedirs(scratch, exist_ok=True)
    manifest = open(os.path.join(HERE, "Package.swift")).read()
    with open(os.path.join(scratch, "Package.swift"), "w") as out:
        out.write(manifest.replace("STANDIN_PATH", STANDIN))
    tests = os.path.join(scratch, "Tests", TARGET)
    shutil.rmtree(tests, ignore_errors=True)
    shutil.copytree(os.path.join(HERE, "Tests", TARGET), tests)
    return tests


def entries(tests):
    """Each entry of standin-mocks.json: its spelling, mock name and line."""
    path = os.path.join(tests, "standin-mocks.json")
    text = open(path).read()
    found = []
    for item in json.loads(text)["mocks"]:
        spelling = item if isinstance(item, str) else item["protocol"]
        name = spelling.split(".")[-1] + "Mock" if isinstance(item, str) else item["name"]
        found.append({"spelling": spelling, "mock": name})
    lines = text.split("\n")
    start = 0
    for entry in found:
        for index in range(start, len(lines)):
            if '"%s"' % entry["spelling"] in lines[index]:
                entry["line"] = index + 1
                start = index + 1
                break
    return found


def remove(tests, entry):
    """Takes `entry` out of standin-mocks.json, with its test file."""
    path = os.path.join(tests, "standin-mocks.json")
    configuration = json.load(open(path))
    configuration["mocks"] = [
        item for item in configuration["mocks"]
        if (item if isinstance(item, str) else item["protocol"]) != entry["spelling"]
    ]
    with open(path, "w") as out:
        json.dump(configuration, out, indent=2)
    test = os.path.join(tests, entry["spelling"] + ".swift")
    if os.path.exists(test):
        os.remove(test)


def run(command, cwd, logfile):
    with open(logfile, "w") as out:
        return subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT).returncode


def build(scratch, logfile):
    # Touching the manifest makes SwiftPM plan again, so the plugin sees the changed list.
    os.utime(os.path.join(scratch, "Package.swift"))
    return run(["swift", "build", "--build-tests"], scratch, logfile)


def failing_entries(logfile, current):
    """The entries the build's errors are about, each with its first error and its stage."""
    lines = open(logfile, errors="replace").read().split("\n")
    by_line = {entry["line"]: entry for entry in current}
    by_mock = {entry["mock"]: entry for entry in current}
    by_file = {entry["spelling"] + ".swift": entry for entry in current}
    failures = {}

    def note(entry, stage, message):
        if entry and entry["spelling"] not in failures:
            failures[entry["spelling"]] = (entry, stage, message.strip())

    for index, line in enumerate(lines):
        match = re.match(r"^\S*standin-mocks\.json:(\d+):\d+: error: (.*)", line)
        if match:
            note(by_line.get(int(match.group(1))), "generated", match.group(2))
            continue
        match = re.match(r"^macro expansion @Mockable:\d+:\d+: error: (.*)", line)
        if match:
            for following in lines[index:index + 15]:
                owner = re.search(r"in expansion of macro 'Mockable' on protocol '(\w+)'", following)
                if owner:
                    note(by_mock.get(owner.group(1) + "Mock"), "mock", match.group(1))
                    break
            continue
        match = re.match(r"^\S*/Tests/%s/([^/:]+\.swift):\d+:\d+: error: (.*)" % TARGET, line)
        if match:
            note(by_file.get(match.group(1)), "test", match.group(2))
    return list(failures.values())


def test_names(tests, current):
    """Each entry's test functions, by name."""
    names = {}
    for entry in current:
        path = os.path.join(tests, entry["spelling"] + ".swift")
        if os.path.exists(path):
            for name in re.findall(r"@Test func (\w+)\(", open(path).read()):
                names[name] = entry
    return names


def failing_tests(logfile, names):
    text = open(logfile, errors="replace").read()
    failures = {}
    for match in re.finditer(r"✘ Test (\w+)\(\) recorded an issue[^\n]*\n(?:↳ )?([^\n]*)", text):
        entry = names.get(match.group(1))
        if entry and entry["spelling"] not in failures:
            failures[entry["spelling"]] = (entry, "test run", match.group(2))
    started = re.findall(r"◇ Test (\w+)\(\) started", text)
    ended = set(re.findall(r"[✔✘] Test (\w+)\(\) (?:passed|failed)", text))
    if "exited with unexpected signal" in text or "Fatal error" in text:
        for name in started:
            entry = names.get(name)
            if name not in ended and entry and entry["spelling"] not in failures:
                failures[entry["spelling"]] = (entry, "test run", "crashed")
    return list(failures.values())


def cpu_seconds(command, cwd):
    start = os.times()
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = os.times()
    return (end.children_user - start.children_user) + (end.children_system - start.children_system)


def measure_build_time(scratch, tests, passed, runs):
    """CPU seconds of the test target's build: mocks from standin-mocks.json, the same protocols
    restated by hand under @Mockable, and no mocks."""
    outputs = os.path.join(scratch, ".build", "plugins", "outputs")
    generated = []
    for root, _, files in os.walk(outputs):
        for name in sorted(files):
            if re.match(r"StandInGeneratedMock\d+\.swift$", name):
                generated.append(open(os.path.join(root, name)).read())
    restated = "\n".join(
        "\n".join(line for line in text.split("\n") if not line.startswith("#sourceLocation"))
        for text in generated
    )
    for name in os.listdir(tests):
        if name.endswith(".swift"):
            os.remove(os.path.join(tests, name))
    with open(os.path.join(tests, "Empty.swift"), "w") as out:
        out.write("import Testing\n\n@Test func empty() {}\n")
    configuration = os.path.join(tests, "standin-mocks.json")
    listed = [entry["spelling"] for entry in passed]
    variants = {
        "plugin": (listed, None),
        "by hand": ([], "import StandInMacros\n\n/// The namespace.\nenum StandInGeneratedMocks {}\n" + restated),
        "no mocks": ([], None),
    }
    results = {}
    for name, (mocks, source) in variants.items():
        with open(configuration, "w") as out:
            json.dump({"mocks": mocks}, out)
        hand = os.path.join(tests, "ByHand.swift")
        if source:
            with open(hand, "w") as out:
                out.write(source)
        elif os.path.exists(hand):
            os.remove(hand)
        build(scratch, os.path.join(scratch, "measure.log"))
        samples = []
        for _ in range(runs):
            for stale in [os.path.join(scratch, ".build", "debug", TARGET + ".build"), outputs]:
                shutil.rmtree(stale, ignore_errors=True)
            os.utime(os.path.join(scratch, "Package.swift"))
            samples.append(cpu_seconds(["swift", "build", "--build-tests"], scratch))
        results[name] = statistics.median(samples)
        log("  %-9s %6.1f CPU-s (median of %d: %s)" % (
            name, results[name], runs, ", ".join("%.1f" % s for s in samples)))
    count = len(passed)
    log("  per mocked protocol: plugin %.2f CPU-s, @Mockable restated by hand %.2f CPU-s (%d protocols)" % (
        (results["plugin"] - results["no mocks"]) / count,
        (results["by hand"] - results["no mocks"]) / count, count))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch", default="/work/scratch/extmocks/corpus-run")
    parser.add_argument("--build-time", action="store_true")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    scratch = os.path.abspath(arguments.scratch)
    tests = prepare(scratch)
    everything = entries(tests)
    expectations = json.load(open(os.path.join(HERE, "expectations.json")))
    outcomes = {}
    current = list(everything)
    for attempt in range(len(everything) + 1):
        logfile = os.path.join(scratch, "build-%d.log" % attempt)
        log("building with %d entries (%s)" % (len(current), logfile))
        started = time.time()
        status = build(scratch, logfile)
        log("  %.0f s" % (time.time() - started))
        if status == 0:
            logfile = os.path.join(scratch, "test-%d.log" % attempt)
            run(["swift", "test", "--skip-build"], scratch, logfile)
            failures = failing_tests(logfile, test_names(tests, current))
            if not failures:
                break
        else:
            failures = failing_entries(logfile, current)
            if not failures:
                sys.exit("the build failed, and no error names an entry: see %s" % logfile)
        for entry, stage, message in failures:
            outcomes[entry["spelling"]] = "fails (%s): %s" % (stage, message)
            remove(tests, entry)
            current = [e for e in current if e["spelling"] != entry["spelling"]]
        current = entries(tests)
    packages = {entry["spelling"].split(".")[0] for entry in everything}
    passed = [entry for entry in everything if entry["spelling"] not in outcomes]
    log("")
    log("%-48s %s" % ("entry", "outcome"))
    surprises = 0
    for entry in everything:
        outcome = outcomes.get(entry["spelling"], "mocked")
        expected = expectations.get(entry["spelling"], "mocked")
        mark = "" if outcome.startswith(expected.split(":")[0]) else "   (expected: %s)" % expected
        surprises += bool(mark)
        log("%-48s %s%s" % (entry["spelling"], outcome[:160], mark))
    log("")
    log("%d of %d protocols from %d modules mocked with no requirement restated: %.0f %%" % (
        len(passed), len(everything), len(packages), 100.0 * len(passed) / len(everything)))
    log("%d outcome(s) differ from expectations.json" % surprises)
    if arguments.build_time and passed:
        log("")
        log("build time of the test target (CPU seconds, swift build --build-tests):")
        measure_build_time(scratch, tests, passed, arguments.runs)


if __name__ == "__main__":
    main()
