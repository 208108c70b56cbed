#!/usr/bin/env bash
# Runs `primer-spec check` on every file of the malformed-input corpus (Tests/MalformedCorpus) as a
# separate process and prints, per file, the exit code and the first located error (or, without one,
# the first message located in the spec). Fails when a run ends on a signal, exits other than as
# Tests/MalformedCorpus/expected.tsv says, or writes anything to standard error (Foundation's own
# debug lines included).
#
#   scripts/malformed-corpus.sh [--write]   # --write regenerates expected.tsv from the runs
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product primer-spec >/dev/null
binary=$(swift build --show-bin-path)/primer-spec
corpus=Tests/MalformedCorpus
absolute=$(cd "$corpus" && pwd)
write=${1:-}
table=$(mktemp)
errors=$(mktemp)
trap 'rm -f "$table" "$errors"' EXIT
failed=0
count=0
cd "$corpus"
for file in *.primerspec; do
    count=$((count + 1))
    status=0
    output=$("$binary" check "$file" 2>"$errors") || status=$?
    if [ "$status" -gt 128 ]; then echo "SIGNAL $file: exit $status"; failed=1; fi
    if [ -s "$errors" ]; then echo "STDERR $file: $(head -c 300 "$errors")"; failed=1; fi
    pattern="^ *$(printf '%s' "$file" | sed 's/[.]/[.]/g'):[0-9]+:[0-9]+: "
    # The first error located in any file (an Info.plist, a project), else the first message located in the spec.
    first=$(printf '%s\n' "$output" | sed -e 's/^ *//' | grep -m1 -E '^[^ ]+:[0-9]+:[0-9]+: error: ' || true)
    [ -n "$first" ] || first=$(printf '%s\n' "$output" | grep -m1 -E "$pattern" | sed -e 's/^ *//' || true)
    first=${first//$absolute/\$CORPUS}
    printf '%s\t%s\t%s\n' "$file" "$status" "$first" >>"$table"
done
cd - >/dev/null
if [ "$write" = "--write" ]; then
    { echo -e "# file\texit\tfirst located error, else first message located in the spec (\$CORPUS is this folder); checked by MalformedCorpusTests and scripts/malformed-corpus.sh"; cat "$table"; } >"$corpus/expected.tsv"
    echo "wrote $corpus/expected.tsv ($count files)"
elif ! diff <(grep -v '^#' "$corpus/expected.tsv") "$table"; then
    echo "the runs differ from $corpus/expected.tsv (< expected, > actual)"
    failed=1
fi
awk -F'\t' '{ codes[$2]++ } END { for (c in codes) printf "exit %s: %d files\n", c, codes[c] }' "$table" | sort
echo "$count files, $( [ $failed -eq 0 ] && echo "no signal, nothing on standard error, every exit code and first message as expected" || echo FAILED)"
exit $failed
