#!/usr/bin/env python3
"""The type-accurate mode's cost beside the build that writes its input, same tree, same run:
a clean debug build of PACKAGE (`swift package clean`, then `swift build`, which writes the index
store), then `standin audit PACKAGE/FOLDER` in the type-accurate mode with that store, RUNS times
(default 3, best kept), and the ratio audit ÷ build. With BUILD_SECONDS set, the build is not run
again and that time is used (the build must be the last one of PACKAGE).

  measure-index-speed.py PACKAGE FOLDER [STANDIN]
  e.g. measure-index-speed.py /work/scratch-24/speed/vapor Sources/Vapor .build/release/standin
"""
import os, subprocess, sys, time

package, folder = sys.argv[1], sys.argv[2]
standin = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else ".build/release/standin")
runs = int(os.environ.get("RUNS", "3"))

def seconds(command, cwd=None):
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    return time.perf_counter() - start, result

if "BUILD_SECONDS" in os.environ:
    build = float(os.environ["BUILD_SECONDS"])
else:
    subprocess.run(["swift", "package", "clean"], cwd=package, check=True)
    build, result = seconds(["swift", "build"], cwd=package)
    if result.returncode != 0:
        sys.exit("the build failed")
store = os.path.join(package, ".build/debug/index/store")
audits = []
for _ in range(runs):
    elapsed, result = seconds([standin, "audit", os.path.join(package, folder), "--index-store",
                               store, "--format", "json"])
    if '"type-accurate"' not in result.stdout:
        sys.exit("the audit did not run in the type-accurate mode")
    audits.append(elapsed)
audit = min(audits)
print(f"{'tree':28} {'debug build':>12} {'audit':>8} {'ratio':>6}")
print(f"{folder:28} {build:11.1f}s {audit:7.2f}s {audit / build:6.3f}"
      f"   (audit runs: {', '.join(f'{a:.2f}' for a in audits)})")
