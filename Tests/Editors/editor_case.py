"""What the editor tests share: Docs/Editors.md's blocks for an editor, the spec with a changed line
they open, and the server they start.

The spec is a copy of Specs/notifications.primerspec with one line of its `voiceover ready` section
changed, in a folder with a `.git` (the project root every configuration finds); an editor should
show that line's mismatch and the audit's warning, hover the section's generated lines, and clear the
mismatch once the line is put back.
"""

import os
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "Docs" / "Editors.md"
SPEC = ROOT / "Specs" / "notifications.primerspec"
SECTION = "voiceover ready"
LINE = '  "Continue. Button."'
CHANGED = '  "Continue, Button."'
MISMATCH = f"the spec says {CHANGED.strip()}, but the builder generates {LINE.strip()}"
GENERATED = ['"Turn on notifications. Heading."', LINE.strip(), '"Not now. Button."']


def doc_blocks(heading, language):
    """The fenced blocks in `language` under the doc's `## heading`, in order, exactly as written."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"\n## {heading}\n")
    end = text.index("\n## ", start + 1)
    return re.findall(rf"```{re.escape(language)}\n(.*?)```", text[start:end], re.S)


@dataclass
class ChangedSpec:
    workspace: Path
    path: Path
    header: int   # 1-based line of the section header
    changed: int  # 1-based line that was changed


def changed_spec(folder: Path) -> ChangedSpec:
    """Writes the spec with its changed line into folder/app (a Git work tree to the editors)."""
    workspace = folder / "app"
    (workspace / ".git").mkdir(parents=True)
    lines = SPEC.read_text(encoding="utf-8").split("\n")
    header = lines.index(SECTION) + 1
    changed = next(i for i in range(header, len(lines)) if lines[i] == LINE) + 1
    lines[changed - 1] = CHANGED
    path = workspace / "notifications.primerspec"
    path.write_text("\n".join(lines), encoding="utf-8")
    return ChangedSpec(workspace, path, header, changed)


def server_folder() -> Path:
    """The folder of the primer-spec executable the editors find on PATH (PRIMER_SPEC overrides)."""
    executable = Path(os.environ.get("PRIMER_SPEC", ROOT / ".build" / "debug" / "primer-spec"))
    assert executable.exists(), f"{executable} is missing: swift build first"
    return executable.resolve().parent
