#!/usr/bin/env bash
# Fails, printing a diff, when Docs/SpokenStrings.md differs from what `primer-spec strings --block all` prints now.
# Regenerate it with: swift run primer-spec strings --block all > Docs/SpokenStrings.md
set -euo pipefail
cd "$(dirname "$0")/.."
now="$(mktemp)"
trap 'rm -f "$now"' EXIT
swift run --quiet primer-spec strings --block all > "$now"
if ! diff -u -L Docs/SpokenStrings.md -L "primer-spec strings --block all (now)" Docs/SpokenStrings.md "$now"; then
    echo "error: Docs/SpokenStrings.md is out of date; regenerate it: swift run primer-spec strings --block all > Docs/SpokenStrings.md" >&2
    exit 1
fi
echo "Docs/SpokenStrings.md matches primer-spec strings --block all."
