"""Emacs with exactly the configuration Docs/Editors.md shows, Eglot driving the real `primer-spec lsp`.

Run by Tests/Editors/run.py (which CI runs), in Debian 12's Emacs 28.2 with its `elpa-eglot`
(Eglot 1.9; `.ci/run` installs `emacs-nox` and `elpa-eglot`). The doc's Emacs block is read at run
time, so the doc and the test cannot drift. HOME points into the test's folder, so no one's own
configuration or packages join in; Debian's site start-up is kept (no `-Q`), as it is what puts
`elpa-eglot` where packages are looked for.

- In a terminal: the block as ~/.emacs.d/init.el, `emacs -nw` started on a copy of
  Specs/notifications.primerspec with one line changed, in a pseudo-terminal: a person's start, with
  nothing simulated. Tests/Editors/terminal-probe.el reports the mode, Eglot and Flymake's diagnostics.
- In batch: the block loaded into `emacs --batch` after `-f package-activate-all` (the step of a
  normal start that activates installed packages, which batch Emacs skips), then
  Tests/Editors/harness.el waits for Flymake's diagnostics, asks for the hover on the section header
  as Eldoc does, lists the code actions on the line, puts the line back, changes it again and picks
  "Record this section", squeezes a sizes line and formats the buffer, completes after `accept `, and
  lists the outline.
"""

import fcntl
import json
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import termios
import time
from pathlib import Path

import pytest

from editor_case import CHANGED, GENERATED, LINE, MISMATCH, SECTION, SPEC, changed_spec, doc_blocks, server_folder

HARNESS = Path(__file__).resolve().parent / "harness.el"
PROBE = Path(__file__).resolve().parent / "terminal-probe.el"
SIZES = "sizes ready"
SECTION_KINDS = {"voiceover", "announce", "motion", "sizes", "targets", "contrast", "app-dump"}


def emacs(tmp_path):
    """The Emacs binary and its version line, or a reason to skip (no Emacs, or no Eglot in it)."""
    path = os.environ.get("PRIMER_EMACS") or shutil.which("emacs")
    if not path:
        pytest.skip("emacs is not installed (apt-get install emacs-nox elpa-eglot)")
    version = subprocess.run([path, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    eglot = subprocess.run([path, "--batch", "-f", "package-activate-all", "--eval",
                            "(princ (if (fboundp 'eglot-ensure) \"yes\" \"no\"))"],
                           capture_output=True, text=True, env=dict(os.environ, HOME=str(tmp_path)))
    if eglot.stdout.strip() != "yes":
        pytest.skip(f"{version} has no Eglot (apt-get install elpa-eglot on Emacs 28)")
    return path, version


def emacs_block():
    blocks = doc_blocks("Emacs (Eglot)", "elisp")
    assert len(blocks) == 1, f"Docs/Editors.md's Emacs section has {len(blocks)} elisp blocks, the test knows 1"
    return blocks[0]


def run_in_terminal(command, cwd, environment, timeout):
    """Runs command on a pseudo-terminal of 80x24; its exit code and the end of what it drew."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    process = subprocess.Popen(command, cwd=cwd, env=environment, stdin=follower, stdout=follower,
                               stderr=follower, start_new_session=True,
                               preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))  # its /dev/tty
    os.close(follower)
    deadline = time.monotonic() + timeout
    drawn = b""
    try:
        while process.poll() is None and time.monotonic() < deadline:
            if select.select([leader], [], [], 0.2)[0]:
                try:
                    drawn = (drawn + os.read(leader, 65536))[-4000:]
                except OSError:
                    break
        try:
            code = process.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            code = process.wait(timeout=10)
        text = re.sub(r"\x1b\[[0-9;?>]*[A-Za-z]|\x1b[()][0-9A-Za-z]|\x1b[=>]", "", drawn.decode("utf-8", "replace"))
        return code, text
    finally:
        os.close(leader)
        try:  # anything Emacs started and left behind (its session's process group)
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_emacs_eglot_shows_diagnostics_and_hover(tmp_path):
    block = emacs_block()
    binary, version = emacs(tmp_path)
    case = changed_spec(tmp_path)
    spec_lines = SPEC.read_text(encoding="utf-8").split("\n")
    format_line = spec_lines.index(SIZES) + 2  # the section's first line, aligned in columns
    accept_line = max(number for number, line in enumerate(spec_lines, 1) if line.startswith("accept "))
    config = tmp_path / "config.el"
    config.write_text(block, encoding="utf-8")
    out = tmp_path / "result.json"
    environment = dict(os.environ,
                       PATH=f"{server_folder()}{os.pathsep}{os.environ.get('PATH', '')}",
                       HOME=str(tmp_path / "home"), PRIMER_EDITOR_TEST_OUT=str(out),
                       PRIMER_EDITOR_TEST_SPEC=str(case.path), PRIMER_EDITOR_TEST_HOVER_LINE=str(case.header),
                       PRIMER_EDITOR_TEST_FIX_LINE=str(case.changed), PRIMER_EDITOR_TEST_FIX_TEXT=LINE,
                       PRIMER_EDITOR_TEST_BREAK_TEXT=CHANGED,
                       PRIMER_EDITOR_TEST_FORMAT_LINE=str(format_line), PRIMER_EDITOR_TEST_ACCEPT_LINE=str(accept_line))
    (tmp_path / "home").mkdir()
    command = [binary, "--batch", "-f", "package-activate-all", "-l", str(config), "-l", str(HARNESS)]
    run = subprocess.run(command, cwd=case.workspace, env=environment, capture_output=True, text=True,
                         timeout=150, stdin=subprocess.DEVNULL)
    assert out.exists(), f"{version} wrote no result (exit {run.returncode}):\n{run.stdout}\n{run.stderr}"
    result = json.loads(out.read_text())
    assert "error" not in result, f"{version}: {result['error']}\n{run.stderr}"

    # The doc's mode: chosen by the file name, `#` comments to the end of a line but not in a string.
    assert result["mode"] == "primerspec-mode"
    assert result["comment_start"] == "# "
    assert result["comments"] == {"comment": True, "in_string": False}, result["comments"]

    assert result["connected"], f"Eglot did not connect:\n{run.stderr}"
    assert Path(result["server"]).name == "primer-spec"
    assert Path(result["root"]).resolve() == case.workspace.resolve()
    assert result["flymake"], "Eglot did not turn Flymake on"

    assert result["diagnosed"], "no diagnostics arrived"
    # In buffer order: the audit's warning on the file's first section, the changed line's error
    # (Eglot writes Flymake's text as "SOURCE [CODE]: MESSAGE").
    audit_warning = (case.header, 1, "eglot-warning")
    assert [(d["line"], d["col"], d["type"]) for d in result["initial"]] == [
        audit_warning, (case.changed, 3, "eglot-error")]
    assert result["initial"][0]["text"].startswith("primer-spec [one-way-on]: ")
    assert result["initial"][1]["text"] == f"primer-spec [lines-match]: {MISMATCH}"

    assert result["hovered"], "the hover never answered"
    hover = result["hover"]
    assert SECTION in hover, hover
    for generated in GENERATED:
        assert generated in hover, f"{generated} not in the hover:\n{hover}"

    # M-x eglot-code-actions on the changed line offers the record actions.
    assert result["actions"] == [f"Record this section ({SECTION})", "Record every section in this file (1 section)"]

    assert result["refreshed"], "the diagnostics did not follow the edit"
    assert [(d["line"], d["col"], d["type"]) for d in result["after_edit"]] == [audit_warning]

    # The line changed again, then fixed by picking "Record this section": Eglot applies the edit.
    assert result["broken_again"], "the mismatch did not come back when the line was changed again"
    assert result["recorded"], "the diagnostics did not follow the recorded section"
    assert result["recorded_line"] == LINE
    assert [(d["line"], d["col"], d["type"]) for d in result["after_record"]] == [audit_warning]

    # M-x eglot-format-buffer puts the squeezed columns back: the file is the recorded spec again.
    assert "  " not in result["squeezed"].strip(), result["squeezed"]
    assert result["formatted"] == SPEC.read_text(encoding="utf-8"), "formatting did not restore the columns"

    # completion-at-point after `accept ' offers the rule ids.
    for rule in ["one-way-on", "touch-target", "text-contrast"]:
        assert rule in result["completions"], result["completions"]

    # M-x imenu lists the header and every section of the file.
    names = {name for names in result["outline"].values() for name in names}
    sections = {line for line in spec_lines if line.split(" ")[0] in SECTION_KINDS}
    assert names == {"header"} | sections, sorted(names ^ ({"header"} | sections))


def test_emacs_init_file_in_a_terminal(tmp_path):
    """The block as a person's ~/.emacs.d/init.el, Emacs started on the spec in a terminal: no simulation."""
    block = emacs_block()
    binary, version = emacs(tmp_path)
    case = changed_spec(tmp_path)
    init = tmp_path / "home" / ".emacs.d" / "init.el"
    init.parent.mkdir(parents=True)
    init.write_text(block, encoding="utf-8")
    out = tmp_path / "result.json"
    environment = dict(os.environ, PATH=f"{server_folder()}{os.pathsep}{os.environ.get('PATH', '')}",
                       HOME=str(tmp_path / "home"), TERM="xterm", PRIMER_EDITOR_TEST_OUT=str(out),
                       PRIMER_EDITOR_TEST_SPEC=str(case.path))
    code, drawn = run_in_terminal([binary, "-nw", "-l", str(PROBE), case.path.name], case.workspace, environment, 90)
    assert out.exists(), f"{version} in a terminal wrote no result (exit {code}); it drew:\n{drawn}"
    result = json.loads(out.read_text())
    assert "error" not in result, f"{version} in a terminal: {result['error']}"
    assert Path(result["init_file"]) == init
    assert result["mode"] == "primerspec-mode"
    assert result["managed"], "Eglot did not start on the spec"
    assert [(line, kind) for line, kind, _ in result["diagnostics"]] == [
        (case.header, "eglot-warning"), (case.changed, "eglot-error")], result["diagnostics"]
    assert result["diagnostics"][1][2] == f"primer-spec [lines-match]: {MISMATCH}"
