#!/usr/bin/env python3
"""The baseline figure (issue 25), on real packages cloned at run time from the package mirror.

For each package: `standin audit Sources --write-baseline`, then `--strict --baseline` must
1. pass on the tree as recorded;
2. fail with exactly one finding after one new `Date()` (a new function at the end of a file
   that imports Foundation);
3. pass after code moves, each on a fresh copy: 40 lines added at the top of every file with
   findings; every file with findings but main.swift renamed (moved to another folder, under
   another name);
   the first half of the files with findings each appended to another file and deleted (their
   declarations move across files).

  Corpora/Adoption/baseline.py [--packages vapor/vapor@4.122.3,...] [--scratch DIR]
      [--standin-binary PATH]

Nothing of the packages is committed. The default packages: Vapor (tuned on) and Hummingbird
(held out: not looked at before the figure was taken).
"""
import argparse
import pathlib
import re
import shutil
import subprocess

root = pathlib.Path(__file__).resolve().parents[2]
mirror = pathlib.Path("/opt/swift-packages")
DEFAULT = "vapor/vapor@4.122.3,hummingbird-project/hummingbird@2.28.1"


def audit(standin, folder, *options):
    done = subprocess.run([standin, "audit", "Sources", *options], cwd=folder,
                          capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def findings_by_file(standin, folder):
    _, output, _ = audit(standin, folder, "--format", "json")
    import json
    counts = {}
    for finding in json.loads(output)["findings"]:
        counts[finding["file"]] = counts.get(finding["file"], 0) + 1
    return counts


def fresh(original, name):
    copy = original.parent / name
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(original, copy, ignore=shutil.ignore_patterns(".build", ".git"))
    return copy


def new_count(stdout):
    match = re.match(r"standin audit: (\d+) findings? in", stdout)
    return int(match.group(1)) if match else 0


def check(standin, folder, baseline):
    status, stdout, stderr = audit(standin, folder, "--strict", "--baseline", str(baseline))
    return status, new_count(stdout), stderr.strip().splitlines()[-1] if stderr.strip() else ""


def measure(spec, scratch, standin):
    name_with_owner, version = spec.split("@")
    original = scratch / "baseline" / name_with_owner.split("/")[1]
    if original.exists():
        shutil.rmtree(original)
    original.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "-c", "advice.detachedHead=false", "clone", "--quiet", "--branch",
                    version, str(mirror / f"{name_with_owner}.git"), str(original)], check=True)
    baseline = scratch / "baseline" / f"{original.name}.baseline.json"
    _, _, stderr = audit(standin, original, "--write-baseline", str(baseline))
    recorded = int(re.search(r"wrote (\d+) findings?", stderr).group(1))
    by_file = findings_by_file(standin, original)
    rows = [("recorded", recorded, "")]

    status, new, line = check(standin, original, baseline)
    rows.append(("as recorded: --strict", status, f"{new} new; {line}"))

    copy = fresh(original, original.name + "-date")
    target = next(path for path in sorted((copy / "Sources").rglob("*.swift"))
                  if re.search(r"^import Foundation$", path.read_text(), re.M))
    target.write_text(target.read_text()
                      + "\nfunc standInBaselineProbe() -> Date { Date() }\n")
    status, new, line = check(standin, copy, baseline)
    rows.append((f"one new Date() in {target.relative_to(copy)}: --strict", status,
                 f"{new} new; {line}"))

    copy = fresh(original, original.name + "-shifted")
    for file in by_file:
        path = copy / "Sources" / file
        path.write_text("// moved down\n" * 40 + path.read_text())
    status, new, line = check(standin, copy, baseline)
    rows.append((f"40 lines added above the findings of {len(by_file)} files: --strict",
                 status, f"{new} new; {line}"))

    copy = fresh(original, original.name + "-renamed")
    # main.swift keeps its name: renamed, its top-level code would become globals, which Swift
    # and the audit read differently (that is a change of meaning, not a move).
    renamed = [file for file in by_file if pathlib.Path(file).name != "main.swift"]
    for file in renamed:
        path = copy / "Sources" / file
        moved = path.parent / "Renamed" / ("Renamed" + path.name)
        moved.parent.mkdir(exist_ok=True)
        path.rename(moved)
    status, new, line = check(standin, copy, baseline)
    rows.append((f"{len(renamed)} files with findings renamed and moved: --strict", status,
                 f"{new} new; {line}"))

    copy = fresh(original, original.name + "-merged")
    files = sorted(by_file)
    moved = 0
    for source_file in files[: len(files) // 2]:
        source = copy / "Sources" / source_file
        # Another file of the same module (the same first folder under Sources) receives it.
        module = source_file.split("/")[0]
        receivers = [path for path in sorted((copy / "Sources" / module).rglob("*.swift"))
                     if path != source and path.exists()]
        if not receivers or not source.exists():
            continue
        receiver = receivers[0]
        receiver.write_text(receiver.read_text() + "\n" + source.read_text())
        source.unlink()
        moved += 1
    status, new, line = check(standin, copy, baseline)
    rows.append((f"{moved} files with findings appended to another file of their module and "
                 "deleted: --strict", status, f"{new} new; {line}"))
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--packages", default=DEFAULT)
    parser.add_argument("--scratch", default="/work/scratch-25")
    parser.add_argument("--standin-binary")
    arguments = parser.parse_args()
    standin = arguments.standin_binary or subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True,
        check=True).stdout.strip() + "/standin"
    for spec in arguments.packages.split(","):
        print(f"== {spec}")
        for what, value, detail in measure(spec, pathlib.Path(arguments.scratch), standin):
            print(f"   {what}: {value} {detail}".rstrip())


if __name__ == "__main__":
    main()
