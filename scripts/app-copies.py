#!/usr/bin/env python3
"""Proves on Lanternfish (Tests/Apps/Lanternfish), an app written for this test by someone who had not
seen how PrimerSpec reads code, that an app's edited copies of the designs are followed or reported:

1. `scan --verbose` reports every edit its oracle EXPECTED.md lists at the edit's own line (a note where
   a spec with `design copy` follows it, a warning where it cannot), each edit the oracle calls
   impossible to follow statically as a warning, and nothing at a line the oracle lists as deliberately
   unchanged.
2. `init` writes each call's spec with `design copy` naming the copy's file.
3. Specs of call site A (the edited PermissionPrimerScreen copy) and call site C (the Permission Priming
   copy) with `design copy` record and then pass, and their recorded lines say what the oracle says the
   edits change (the words, the heading, the skip target, the rings under Reduce Motion).

Works in a temporary folder; the app is never changed.
Usage: scripts/app-copies.py   (LANTERNFISH=DIR reads the app from another folder)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.environ.get("LANTERNFISH", os.path.join(ROOT, "Tests/Apps/Lanternfish"))
BIN = os.path.join(ROOT, ".build/debug/primer-spec")
SCREEN = "Lanternfish/Design/PermissionPrimerScreen.swift"
PRIMING = "Lanternfish/Design/Priming/"
# The edits the oracle says cannot be followed statically: each must be a warning.
UNFOLLOWABLE = {"10a", "10b", "16c"}

failures = []
passed = 0


def ok(message):
    global passed
    passed += 1
    print("ok: " + message)


def fail(message, detail=""):
    failures.append(message)
    print("FAIL: " + message)
    if detail:
        print("\n".join("    " + line for line in detail.splitlines()[:40]))


def rows(text, heading):
    """The table rows of the section that starts with `heading`, each a list of cells."""
    start = text.index(heading)
    end = text.find("\n## ", start + 1)
    section = text[start:end if end >= 0 else len(text)]
    result = []
    for line in section.splitlines():
        if line.startswith("| ") and not line.startswith("|---") and not line.startswith("| #") \
                and not line.startswith("| Line") and not line.startswith("| File:Line"):
            result.append([cell.strip() for cell in line.strip("|").split("|")])
    return result


def oracle():
    """The edits (id, file, line) and the unchanged lines (file, line) the oracle lists."""
    text = open(os.path.join(SOURCE, "EXPECTED.md"), encoding="utf-8").read()
    edits = []
    for cells in rows(text, "## Edits in the copy of design 001"):
        edits.append((cells[0], SCREEN, int(cells[1])))
    for cells in rows(text, "## Edits in the copy of design 002"):
        name, line = cells[1].strip("`").split(":")
        edits.append((cells[0], PRIMING + name, int(line)))
    unchanged = set()
    deliberately = text[text.index("## Deliberately unchanged"):]
    screen_part, priming_part = deliberately.split("### `Lanternfish/Design/Priming/`")
    for cells in rows(screen_part, "### `Lanternfish/Design/PermissionPrimerScreen.swift`"):
        for number in re.findall(r"\d+(?:–\d+)?", cells[0]):
            low, _, high = number.partition("–")
            unchanged.update((SCREEN, line) for line in range(int(low), int(high or low) + 1))
    for cells in rows("### x\n" + priming_part, "### x"):
        match = re.match(r"`([A-Za-z]+\.swift)(?::([\d–, ]+))?`", cells[0])
        if not match or not match.group(2):
            continue
        for number in re.findall(r"\d+(?:–\d+)?", match.group(2)):
            low, _, high = number.partition("–")
            unchanged.update((PRIMING + match.group(1), line) for line in range(int(low), int(high or low) + 1))
    edit_lines = {(file, line) for _, file, line in edits}
    return edits, unchanged - edit_lines


def run(arguments, cwd):
    return subprocess.run([BIN] + arguments, cwd=cwd, capture_output=True, text=True)


def scan(work):
    result = run(["scan", "--verbose", "Lanternfish"], cwd=work)
    if result.returncode == 2:
        fail("scan --verbose exits 2", result.stdout + result.stderr)
        return
    reported = {}
    for line in result.stdout.splitlines():
        match = re.match(r"\s+(Lanternfish/[^:]+):(\d+):\d+: (note|warning): (.*)", line)
        if match:
            reported.setdefault((match.group(1), int(match.group(2))), []).append((match.group(3), match.group(4)))
    edits, unchanged = oracle()
    followed = 0
    for name, file, line in edits:
        found = reported.get((file, line))
        if not found:
            fail(f"edit {name} ({file}:{line}) is not reported at its line")
            continue
        severities = {severity for severity, _ in found}
        if name in UNFOLLOWABLE and "warning" not in severities:
            fail(f"edit {name} ({file}:{line}) cannot be followed, yet is not a warning", "\n".join(m for _, m in found))
            continue
        if severities == {"note"}:
            followed += 1
        ok(f"edit {name} at {file}:{line}: " + "; ".join(f"{s}: {m}" for s, m in found)[:160])
    wrong = sorted(key for key in reported if key in unchanged)
    if wrong:
        fail(f"{len(wrong)} lines the oracle lists as unchanged are reported",
             "\n".join(f"{f}:{l}: {reported[(f, l)]}" for f, l in wrong))
    else:
        ok(f"no difference reported at the {len(unchanged)} lines the oracle lists as unchanged")
    print(f"   {followed} of {len(edits)} edits followed by a spec with design copy, "
          f"{len(edits) - followed} reported as not followed")


def spec(work, name, lines, expected, absent, errors=()):
    """Records the spec, checks it, and holds its lines against what the oracle says; `errors` are
    what `check` must then report (it exits 1 with them, 0 without)."""
    path = os.path.join(work, "Specs", name + ".primerspec")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    recorded = run(["check", "--record", path], cwd=work)
    if recorded.returncode != 0:
        fail(f"{name}: check --record exits {recorded.returncode}", recorded.stdout + recorded.stderr)
        return
    checked = run(["check", path], cwd=work)
    if checked.returncode != (1 if errors else 0):
        fail(f"{name}: check after record exits {checked.returncode}", checked.stdout + checked.stderr)
        return
    missing_errors = [error for error in errors if not re.search(error, checked.stdout + checked.stderr)]
    if missing_errors:
        fail(f"{name}: check does not report {missing_errors!r}", checked.stdout + checked.stderr)
        return
    text = open(path, encoding="utf-8").read()
    missing = [words for words in expected if not re.search(words, text)]
    present = [words for words in absent if re.search(words, text)]
    if missing or present:
        fail(f"{name}: the recorded lines do not follow the copy",
             "missing: " + repr(missing) + "\npresent: " + repr(present) + "\n" + text)
    else:
        ok(f"{name}: records, passes, and its lines follow the copy ({len(expected) + len(absent)} facts)")


def init(work):
    """`init` writes each linked spec modelling the app's copy of its design (`design copy "PATH"`)."""
    specs = os.path.join(work, "InitSpecs")
    result = run(["init", "Lanternfish", "--info-plist", "Lanternfish/Info.plist", "--output", "InitSpecs"], cwd=work)
    if result.returncode != 0:
        fail(f"init exits {result.returncode}", result.stdout + result.stderr)
        return
    expected = {
        "primer-screen-catchlogview.primerspec": "Design/PermissionPrimerScreen.swift",
        "permission-priming-tripgalleryview.primerspec": "Design/Priming/PermissionPrimingView.swift",
        "permission-priming-spotsmapview.primerspec": "Design/Priming/PermissionPrimingView.swift",
    }
    for name, copy in expected.items():
        path = os.path.join(specs, name)
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if f'design copy "../Lanternfish/{copy}"' in text:
            ok(f"init: {name} models the copy in {copy}")
        else:
            fail(f"init: {name} does not say design copy \"../Lanternfish/{copy}\"", result.stdout + text[:600])


def main():
    if not os.path.exists(os.path.join(SOURCE, "EXPECTED.md")):
        print(f"app-copies: {SOURCE}/EXPECTED.md is not there", file=sys.stderr)
        return 1
    if not os.access(BIN, os.X_OK):
        subprocess.run(["swift", "build", "--product", "primer-spec"], cwd=ROOT, check=True, capture_output=True)
    work = tempfile.mkdtemp()
    try:
        shutil.copytree(os.path.join(SOURCE, "Lanternfish"), os.path.join(work, "Lanternfish"))
        scan(work)
        os.makedirs(os.path.join(work, "Specs"))
        spec(work, "catch-log", [
            "block primer-screen",
            'code "../Lanternfish/Features/CatchLogView.swift"',
            "design copy",
            "",
            "voiceover ready",
            "",
            "targets ready",
            "",
            "motion ready -> ready via appear",
            "",
            "motion ready -> ready reduce-motion via appear",
        ], expected=[r'(?m)^  "Photograph your catch"$', r'"Sounds good\. Button\."', r'"Not tonight\. Button\."',
                     r"skip\s+height 36pt", r"\+3\.00\s+ring\.0\s+scale", r"(?m)^  0\.40 .*benefit\.1 .*spring\(0\.8"],
           absent=[r"Photograph your catch\. Heading"],
           # The copy's rings pulse under Reduce Motion: check says so, at the recorded lines.
           errors=[r"under Reduce Motion, ring\.0 still (moves|animates)"])
        spec(work, "trip-gallery", [
            "block permission-priming",
            'code "../Lanternfish/Features/TripGalleryView.swift"',
            "design copy",
            "",
            "voiceover ready",
        ], expected=[r'"Access Your Photos\. Heading\."', r'"Allow access\. Button\."', r'"Maybe later\. Button\."'],
           absent=[r"photo\.stack", r"Image\."])
        init(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"app-copies: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
