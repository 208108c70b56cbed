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
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "lsp-test-venv"
REQUIREMENTS = ["pytest-lsp==1.0.1"]


def main():
    python = VENV / "bin" / "python"
    marker = VENV / "requirements.txt"
    wanted = "\n".join(REQUIREMENTS) + "\n"
    if not python.exists():
        print(f"lsp test: creating {VENV.relative_to(ROOT)}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    if not marker.exists() or marker.read_text() != wanted:
        print("lsp test: pip install " + " ".join(REQUIREMENTS), flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *REQUIREMENTS],
                       check=True)
        marker.write_text(wanted)
    test = Path(__file__).resolve().parent / "test_lsp.py"
    command = [str(python), "-m", "pytest", str(test), "-q", "-p", "no:cacheprovider",
               "-o", "asyncio_mode=auto", "-o", "asyncio_default_fixture_loop_scope=function", *sys.argv[1:]]
    sys.exit(subprocess.run(command, cwd=ROOT, env=dict(os.environ)).returncode)


if __name__ == "__main__":
    main()
