#!/usr/bin/env python3
"""The language server end to end: `primer-spec lsp` driven as an editor drives it, by pytest-lsp.

    python3 Tests/LSP/run.py            # the test (CI runs this after `swift build`)
    python3 Tests/LSP/run.py -k hover   # pytest's options pass through

It installs what it needs itself: a virtual environment in .build/lsp-test-venv with pytest-lsp
(and its pytest, pytest-asyncio, pygls and lsprotocol) from PyPI, then runs test_lsp.py in it
against .build/debug/primer-spec (PRIMER_SPEC overrides the path).
"""

import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from testvenv import ensure_venv  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "lsp-test-venv"
REQUIREMENTS = ["pytest-lsp==1.0.1"]


def main():
    python = ensure_venv(VENV, REQUIREMENTS, "lsp test")
    test = Path(__file__).resolve().parent / "test_lsp.py"
    command = [str(python), "-m", "pytest", str(test), "-q", "-p", "no:cacheprovider",
               "-o", "asyncio_mode=auto", "-o", "asyncio_default_fixture_loop_scope=function", *sys.argv[1:]]
    sys.exit(subprocess.run(command, cwd=ROOT, env=dict(os.environ)).returncode)


if __name__ == "__main__":
    main()
