#!/usr/bin/env bash
# Remakes Docs/neovim-lsp.png, the screenshot in Docs/Editors.md: Neovim 0.11 in an xterm under Xvfb,
# configured with Docs/Editors.md's 0.11 block (read from the doc) plus the virtual-text line the doc
# suggests, on a copy of Specs/notifications.primerspec with one line changed, after K on the next
# section's header. Needs Debian's xvfb, xterm, imagemagick and fonts-dejavu-core (installed when
# missing), Neovim 0.11 from .build/editor-test-venv (made here as Tests/Editors/run.py makes it)
# and .build/debug/primer-spec (swift build). Usage: scripts/editor-screenshot.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${1:-Docs/neovim-lsp.png}
server=${PRIMER_SPEC:-$root/.build/debug/primer-spec}
[ -x "$server" ] || { echo "error: $server is missing: run swift build first" >&2; exit 2; }

if ! command -v Xvfb >/dev/null || ! command -v xterm >/dev/null || ! command -v import >/dev/null \
    || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq xvfb xterm imagemagick fonts-dejavu-core >/dev/null
fi
python3 - <<'PY'
import sys
from pathlib import Path
sys.path.insert(0, "Tests")
from testvenv import ensure_venv
sys.path.insert(0, "Tests/Editors")
from run import REQUIREMENTS, VENV
ensure_venv(VENV, REQUIREMENTS, "editor screenshot")
PY
nvim=$root/.build/editor-test-venv/bin/nvim

work=$(mktemp -d)
xvfb_pid=
cleanup() {
  [ -n "${xterm_pid:-}" ] && kill "$xterm_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/app/.git" "$work/config"

# The spec with "Continue. Button." of the first section changed, and the line K is pressed on.
python3 - "$work" <<'PY'
import re, sys
from pathlib import Path
work = Path(sys.argv[1])
lines = Path("Specs/notifications.primerspec").read_text(encoding="utf-8").split("\n")
first = lines.index("voiceover ready")
changed = lines.index('  "Continue. Button."', first)
lines[changed] = '  "Continue, Button."'
(work / "app" / "notifications.primerspec").write_text("\n".join(lines), encoding="utf-8")
hover = lines.index("voiceover ready dynamic-type accessibility3") + 1
doc = Path("Docs/Editors.md").read_text(encoding="utf-8")
start = doc.index("\n## Neovim\n")
block = re.findall(r"```lua\n(.*?)```", doc[start:doc.index("\n## ", start + 1)], re.S)[0]
(work / "init.lua").write_text(block + "vim.diagnostic.config({ virtual_text = true })\n", encoding="utf-8")
(work / "show.lua").write_text(f"""
local function floating()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then return true end
  end
  return false
end
vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 50)
vim.api.nvim_win_set_cursor(0, {{ {hover}, 0 }})
vim.fn.winrestview({{ topline = {first + 1} }})  -- the first section at the top: room for the hover below
-- K once the cursor's move has been handled (it would close the hover), then the signal to capture.
vim.defer_fn(function()
  vim.lsp.buf.hover()
  vim.wait(10000, floating, 50)
  vim.defer_fn(function() if floating() then io.open("{work}/ready", "w"):close() end end, 500)
end, 300)
""", encoding="utf-8")
PY

display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1200x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1
cd "$work/app"
DISPLAY=$display PATH="$(dirname "$server"):$PATH" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
  XDG_STATE_HOME="$work/state" TERM=xterm-256color COLORTERM=truecolor \
  xterm -geometry 132x40+0+0 -fa "DejaVu Sans Mono" -fs 10 -bg "#14161b" -fg "#e0e2ea" -bw 0 \
  -e "$nvim" -u "$work/init.lua" -i NONE -n notifications.primerspec -c "luafile $work/show.lua" &
xterm_pid=$!
for _ in $(seq 1 120); do [ -f "$work/ready" ] && break; sleep 0.25; done
[ -f "$work/ready" ] || { echo "error: Neovim did not show the diagnostics and the hover in 30 s" >&2; exit 1; }
cd "$root"
DISPLAY=$display import -window root "$work/screen.png"
# Keep the terminal's area (the Xvfb screen is larger), as a palette PNG to keep it small.
convert "$work/screen.png" -trim +repage -colors 64 -strip "PNG8:$out"
echo "wrote $out ($(wc -c < "$out") bytes)"
