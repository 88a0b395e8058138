#!/usr/bin/env python3
"""Adoption figures for `standin audit --fix` (issue 25), on real packages cloned at run time.

For each package of packages.json's part: clone it from the local package mirror into a scratch
folder, build it and run its tests, run `standin audit . --fix` with StandIn as a path
dependency, then build and test it again. A package counts when its tests passed before the fix:
it passes the figure when `swift build` succeeds after the fix and its tests (`swift test`) pass as
before (the same number executed, none failing that passed). Nothing of the packages is
committed; their clones live under SCRATCH.

  Corpora/Adoption/adoption.py --part tuned|heldOut|spare [--packages Files,Rainbow]
      [--scratch /work/scratch-25/adoption] [--standin-binary PATH]

`--standin-binary` defaults to this checkout's debug build (`swift build --product standin`
first). StandIn itself is cloned from this checkout's HEAD into SCRATCH/StandIn, so the packages
depend on what is committed. The baseline figure is a separate script: baseline.py.
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

root = pathlib.Path(__file__).resolve().parents[2]
mirror = pathlib.Path("/opt/swift-packages")


def run(command, cwd, timeout=1800):
    """(exit status, output, seconds); a timeout is status 124."""
    start = time.time()
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout + done.stderr, time.time() - start
    except subprocess.TimeoutExpired as expired:
        output = (expired.stdout or b"") + (expired.stderr or b"")
        return 124, output.decode(errors="replace") if isinstance(output, bytes) else output, \
            time.time() - start


def test_counts(output):
    """(executed, failed) over XCTest's and Swift Testing's closing lines."""
    executed = failed = 0
    xctest = re.findall(
        r"Executed (\d+) tests?, with (?:\d+ tests? skipped and )?(\d+) failures?", output)
    if xctest:
        # The last line is the whole run's.
        executed += int(xctest[-1][0])
        failed += int(xctest[-1][1])
    for count, verdict, issues in re.findall(
            r"Test run with (\d+) tests?(?: in \d+ suites?)? (passed|failed)"
            r"(?: after [\d.]+ seconds)?(?: with (\d+) issues?)?", output):
        executed += int(count)
        if verdict == "failed":
            failed += int(issues or 1)
    return executed, failed


def clone(spec, scratch):
    name_with_owner, version = spec.split("@")
    name = name_with_owner.split("/")[1]
    folder = scratch / "packages" / name
    if folder.exists():
        shutil.rmtree(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "-c", "advice.detachedHead=false", "clone", "--quiet", "--branch",
                    version, str(mirror / f"{name_with_owner}.git"), str(folder)], check=True)
    return name, folder


def measure(spec, scratch, standin, standin_package):
    name, folder = clone(spec, scratch)
    result = {"package": spec}
    status, output, _ = run([standin, "audit", ".", "--fix", "--dry-run"], folder)
    changes = re.search(r"dry run: (\d+) changes? in (\d+) files?", output)
    result["changes"] = int(changes.group(1)) if changes else 0
    if not changes:
        result["verdict"] = "nothing to fix"
        return result

    status, output, seconds = run(["swift", "build"], folder)
    result["buildBefore"] = status == 0
    if status != 0:
        result["verdict"] = "does not build before the fix"
        result["log"] = output[-2000:]
        return result
    status, output, seconds = run(["swift", "test"], folder)
    result["testsBefore"] = test_counts(output)
    result["testsPassedBefore"] = status == 0
    result["testSecondsBefore"] = round(seconds)

    status, output, _ = run(
        [standin, "audit", ".", "--fix", "--standin-package", standin_package], folder)
    result["fix"] = [line for line in output.splitlines() if line.startswith("standin audit:")]
    result["manifestDiff"] = subprocess.run(
        ["git", "diff", "--stat", "--", "Package*.swift"], cwd=folder, capture_output=True,
        text=True).stdout.strip()

    status, output, seconds = run(["swift", "build"], folder)
    result["buildAfter"] = status == 0
    result["buildSecondsAfter"] = round(seconds)
    if status != 0:
        result["verdict"] = "does not build after the fix"
        result["log"] = "\n".join(line for line in output.splitlines() if "error:" in line)[-3000:]
        return result
    status, output, seconds = run(["swift", "test"], folder)
    result["testsAfter"] = test_counts(output)
    result["testsPassedAfter"] = status == 0
    if not result["testsPassedBefore"]:
        result["verdict"] = "builds after the fix; its tests did not pass before"
    elif result["testsPassedAfter"] and result["testsAfter"] == result["testsBefore"]:
        result["verdict"] = "builds, tests pass as before"
    else:
        result["verdict"] = "tests differ after the fix"
        result["log"] = output[-3000:]
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", default="tuned", choices=["tuned", "heldOut", "spare"])
    parser.add_argument("--packages", help="comma-separated names, a subset of the part")
    parser.add_argument("--scratch", default="/work/scratch-25/adoption")
    parser.add_argument("--standin-binary")
    arguments = parser.parse_args()

    scratch = pathlib.Path(arguments.scratch)
    scratch.mkdir(parents=True, exist_ok=True)
    binary = arguments.standin_binary or subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True,
        check=True).stdout.strip() + "/standin"
    standin = scratch / "standin"
    shutil.copy2(binary, standin)
    snapshot = scratch / "StandIn"
    if snapshot.exists():
        shutil.rmtree(snapshot)
    subprocess.run(["git", "clone", "--quiet", str(root), str(snapshot)], check=True)

    specs = json.loads((pathlib.Path(__file__).parent / "packages.json").read_text())[arguments.part]
    if arguments.packages:
        wanted = arguments.packages.split(",")
        specs = [spec for spec in specs if spec.split("@")[0].split("/")[1] in wanted]
    results = []
    output = scratch / f"results-{arguments.part}.json"
    for spec in specs:
        print(f"== {spec}", flush=True)
        result = measure(spec, scratch, str(standin), str(snapshot))
        print(f"   {result['verdict']}: {result.get('changes', 0)} changes; "
              f"tests before {result.get('testsBefore')}, after {result.get('testsAfter')}",
              flush=True)
        for line in result.get("fix", []):
            print(f"   {line}", flush=True)
        results.append(result)
        output.write_text(json.dumps(results, indent=2))

    counted = [r for r in results if r.get("testsPassedBefore")]
    passed = [r for r in counted if r["verdict"] == "builds, tests pass as before"]
    built = [r for r in results if r.get("buildAfter")]
    fixed = [r for r in results if r.get("changes")]
    print(f"\n{arguments.part}: {len(results)} packages, {len(fixed)} with something to fix; "
          f"{len(built)} of {len([r for r in fixed if r.get('buildBefore')])} build after the fix; "
          f"{len(passed)} of {len(counted)} whose tests passed before pass as before")
    print(f"results: {output}")


if __name__ == "__main__":
    main()
