#!/usr/bin/env python3
"""Fails on an API break since the last release that CHANGELOG.md does not name.

1. `swift package diagnose-api-breaking-changes COMMIT` compares the modules of the library
   products with the release point, the commit `.ci/release-point` names (moved when a version is
   cut). The release point's API is committed in `.ci/api-baseline/COMMIT/` (what the digester
   dumps), so that CI does not build the old version; when it is missing, the digester builds the
   release point (ten minutes or more on two cores) and writes it there: commit it. The digester
   compares only the modules products list: the mock runtime `StandInMocks`, which `StandInMacros`
   re-exports, is checked through the examples (step 2), which call it.
   Each break it prints ("API breakage: func withOverride(_:with:) has been removed") must be
   named in CHANGELOG.md's `## [Unreleased]` section by its declaration, as the check prints it
   (`withOverride(_:with:)`), with what to write instead.
2. Generated mocks and macros are API too, and the digester does not see code a macro writes in
   the user's module: the release point's documented examples (every ```swift block of its doc
   comments and DocC articles, with its prelude, by .ci/check-doc-examples.py --from; and of its
   README, once the release has .ci/check-readme-examples.py) are compiled against this
   checkout's build. A failure there is a break too; name it in the CHANGELOG and
   mark the old example's block in .ci/api-breaks-allowed.txt (`path:line`, one per line).

CI runs it on a fresh clone. When the clone is shallow and lacks the release point, it fetches
the commit first (`git fetch --unshallow`); it fails with what to do when that is not possible.

  .ci/check-api-breaks.py [--skip-digester] [--skip-examples]

Run after `swift build --build-tests` (the examples are type-checked against its modules).
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tarfile
import tempfile
import time

root = pathlib.Path(__file__).resolve().parent.parent


def release_point():
    fields = dict(line.split(None, 1) for line in (root / ".ci" / "release-point").read_text()
                  .splitlines() if line.strip() and not line.startswith("#"))
    return fields["version"].strip(), fields["commit"].strip()


def git(*arguments, check=True):
    return subprocess.run(["git", *arguments], cwd=root, capture_output=True, text=True,
                          check=check)


def ensure_commit(commit):
    """The release point must be in the clone: fetch the history when the clone is shallow."""
    if git("cat-file", "-e", f"{commit}^{{commit}}", check=False).returncode == 0:
        return
    shallow = git("rev-parse", "--is-shallow-repository", check=False).stdout.strip() == "true"
    if shallow:
        print(f"the clone is shallow and lacks the release point {commit[:12]}: fetching history")
        git("fetch", "--quiet", "--unshallow", check=False)
        if git("cat-file", "-e", f"{commit}^{{commit}}", check=False).returncode == 0:
            return
    sys.exit(f"The release point {commit} (.ci/release-point) is not in this clone"
             f"{' even after fetching its history' if shallow else ''}. Clone with history "
             f"(git clone without --depth), or move the release point to a commit of this "
             f"repository.")


def unreleased_section():
    text = (root / "CHANGELOG.md").read_text()
    start = text.index("## [Unreleased]")
    end = text.find("\n## [", start + 1)
    return text[start:end if end != -1 else None]


# The library products, whose modules the digester compares.
PRODUCTS = ["StandIn", "StandInNotifications", "StandInSystem", "StandInMacros", "StandInTesting"]

DECLARATION = re.compile(
    r"API breakage: (?:(?:static|class|mutating|final|open|public|dynamic)\s+)*"
    r"(?:func|var|let|struct|class|enum|protocol|actor|init|subscript|typealias|case|"
    r"associatedtype|accessor|constructor|import|macro|extension)\s+(\S+)")


def declaration(breakage):
    """The declaration a breakage names, as the CHANGELOG must quote it."""
    match = DECLARATION.search(breakage)
    return match.group(1) if match else breakage.split("API breakage: ", 1)[-1]


def check_digester(commit, problems):
    start = time.time()
    cached = (root / ".ci" / "api-baseline" / commit).is_dir()
    if not cached:
        print(f".ci/api-baseline/{commit} is missing: building the release point to make it")
    done = subprocess.run(
        ["swift", "package", "diagnose-api-breaking-changes", commit, "--products", *PRODUCTS,
         "--baseline-dir", str(root / ".ci" / "api-baseline")],
        cwd=root, capture_output=True, text=True)
    output = done.stdout + done.stderr
    breakages = sorted(set(re.findall(r"💔?\s*(API breakage: [^\n]*)", output)))
    print(f"diagnose-api-breaking-changes: {len(breakages)} breakages "
          f"({time.time() - start:.0f} s)")
    if done.returncode != 0 and not breakages:
        problems.append("swift package diagnose-api-breaking-changes failed:\n" + output[-4000:])
        return
    changelog = unreleased_section()
    for breakage in breakages:
        name = declaration(breakage)
        if name not in changelog:
            problems.append(
                f"{breakage}\n    CHANGELOG.md's [Unreleased] section does not name `{name}`: "
                f"add an entry under ### Removed or ### Changed that names it and says what to "
                f"write instead (or give it back with a deprecation)")


def check_examples(commit, problems):
    allowed = root / ".ci" / "api-breaks-allowed.txt"
    with tempfile.TemporaryDirectory() as scratch:
        archive = pathlib.Path(scratch) / "release.tar"
        subprocess.run(["git", "archive", "--format=tar", "-o", str(archive), commit],
                       cwd=root, check=True)
        tree = pathlib.Path(scratch) / "release"
        with tarfile.open(archive) as tar:
            tar.extractall(tree, filter="data")
        command = [sys.executable, str(root / ".ci" / "check-doc-examples.py"), "--from",
                   str(tree)]
        if allowed.exists():
            command += ["--allow", str(allowed)]
        done = subprocess.run(command, cwd=root, capture_output=True, text=True)
        print(done.stdout.strip().replace(str(tree) + "/", "release:"))
        if done.returncode != 0:
            problems.append(
                "the release point's documented examples no longer compile (a break for the "
                "users who copied them):\n" + done.stderr.replace(str(tree) + "/", "release:"))
        # Its README's blocks too, from the first release whose README CI compiled.
        if (tree / ".ci" / "check-readme-examples.py").exists():
            done = subprocess.run(
                [sys.executable, str(root / ".ci" / "check-readme-examples.py"), "--readme",
                 str(tree / "README.md")], cwd=root, capture_output=True, text=True)
            print(done.stdout.strip())
            if done.returncode != 0:
                problems.append("the release point's README blocks no longer compile:\n"
                                + done.stderr)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--skip-digester", action="store_true")
    parser.add_argument("--skip-examples", action="store_true")
    arguments = parser.parse_args()
    version, commit = release_point()
    print(f"release point: {version} at {commit[:12]}")
    ensure_commit(commit)
    problems = []
    if not arguments.skip_digester:
        check_digester(commit, problems)
    if not arguments.skip_examples:
        check_examples(commit, problems)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"no API break since {version} that CHANGELOG.md does not name")


if __name__ == "__main__":
    main()
