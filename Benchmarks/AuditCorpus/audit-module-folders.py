#!/usr/bin/env python3
"""Audits every package tree under CHECKOUTS twice, at its root and one module's folder at a time
(each folder of its `Sources/` that holds Swift and that the root audit does not leave out), and
compares what each reports in the module's files: the audit of one module reads the package's
other modules as dependencies, so a finding should not depend on which of the two a user ran.
Prints, per mode, how many findings both audits report, how many only one does, and each
difference (MODES and TIMEOUT as audit-every-tree.py).

  audit-module-folders.py CHECKOUTS STORE [STANDIN]
"""
import json, os, subprocess, sys

checkouts, store = sys.argv[1], sys.argv[2]
standin = sys.argv[3] if len(sys.argv) > 3 else ".build/release/standin"
timeout = int(os.environ.get("TIMEOUT", "600"))
modes = {"type-accurate": ["--index-store", store], "syntax-only": ["--syntax-only"]}
modes = {mode: options for mode, options in modes.items()
         if mode in os.environ.get("MODES", "type-accurate,syntax-only").split(",")}
trees = sorted(name for name in os.listdir(checkouts) if os.path.isdir(os.path.join(checkouts, name)))


def audit(path, options):
    """The report of `standin audit PATH`, or None when the run fails."""
    try:
        run = subprocess.run([standin, "audit", path, "--format", "json"] + options,
                             capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(run.stdout) if run.returncode in (0, 1) else None


def keys(report, prefix=""):
    """Each finding as `file:line:column expression`, its file relative to the tree."""
    return {f'{prefix}{f["file"]}:{f["line"]}:{f["column"]} {f["expression"]}'
            for f in report["findings"]}


def modules(tree, report):
    """The folders of the tree's `Sources/` that hold Swift and that the root audit read."""
    sources = os.path.join(checkouts, tree, "Sources")
    if not os.path.isdir(sources):
        return []
    left_out = {entry["folder"].rstrip("/") for entry in report.get("leftOut", [])}
    found = []
    for name in sorted(os.listdir(sources)):
        folder = os.path.join(sources, name)
        relative = f"Sources/{name}"
        if not os.path.isdir(folder) or relative in left_out:
            continue
        if any(file.endswith(".swift") for _, _, files in os.walk(folder) for file in files):
            found.append(name)
    return found


for mode, options in modes.items():
    both = only_root = only_module = failed = audited = 0
    differences = []
    for tree in trees:
        root = audit(os.path.join(checkouts, tree), options)
        if root is None:
            failed += 1
            continue
        root_keys = keys(root)
        for module in modules(tree, root):
            prefix = f"Sources/{module}/"
            report = audit(os.path.join(checkouts, tree, "Sources", module), options)
            if report is None:
                failed += 1
                continue
            audited += 1
            module_keys = keys(report, prefix)
            expected = {key for key in root_keys if key.startswith(prefix)}
            both += len(expected & module_keys)
            only_root += len(expected - module_keys)
            only_module += len(module_keys - expected)
            differences += [f"{tree}\troot only\t{key}" for key in sorted(expected - module_keys)]
            differences += [f"{tree}\tmodule only\t{key}" for key in sorted(module_keys - expected)]
    print(f"{mode}: {audited} module folders of {len(trees)} trees, {failed} runs failed; "
          f"findings in both {both}, only at the root {only_root}, only in the module's audit "
          f"{only_module}")
    for line in differences:
        print(f"  {line}")
