"""The one virtual-environment bootstrap the Python tests share (browser, outputs, language server).

Each test names its folder under .build/ and its pinned PyPI requirements; the environment is made
once and reinstalled only when the requirements change.
"""

import subprocess
import venv
from pathlib import Path


def ensure_venv(folder: Path, requirements: list, label: str) -> Path:
    """Creates `folder` with pip if missing, installs `requirements` when they changed; returns its python."""
    python = folder / "bin" / "python"
    marker = folder / "requirements.txt"
    wanted = "\n".join(requirements) + "\n"
    if not python.exists():
        print(f"{label}: creating {folder.name} under .build", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    if not marker.exists() or marker.read_text() != wanted:
        print(f"{label}: pip install " + " ".join(requirements), flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements],
                       check=True)
        marker.write_text(wanted)
    return python
