#!/usr/bin/env bash
# The GitHub Action's result step (action.yml): the job's exit code from the commands that ran (2 if
# any had bad input, else 1 if any found a mismatch, else 0) to $GITHUB_OUTPUT, and a table of each
# command's exit code, last line and files to $GITHUB_STEP_SUMMARY. The action's last step fails
# the job with this code, after the SARIF uploads.
set -euo pipefail
out=${INPUT_OUTPUT_DIRECTORY:-${RUNNER_TEMP:-/tmp}/primer-spec}
case "$out" in /*) ;; *) out="${GITHUB_WORKSPACE:-$PWD}/$out" ;; esac
summary=${GITHUB_STEP_SUMMARY:-/dev/null}

code=0
rows=""
for command in check scan audit; do
    [ -f "$out/$command.exit" ] || continue
    status=$(cat "$out/$command.exit")
    case "$status" in 0) ;; 1) [ "$code" = 2 ] || code=1 ;; *) code=2 ;; esac
    last=$(grep -v '^::' "$out/$command.log" 2>/dev/null | tail -n 1 | sed 's/|/\\|/g')
    files=""
    for file in "$out/$command.sarif" "$out/$command.xml"; do
        [ -f "$file" ] && files="$files \`$(basename "$file")\`"
    done
    rows="$rows| \`$command\` | $status | $last |$files |"$'\n'
done
if [ -z "$rows" ]; then
    echo "::error title=primer-spec::no command ran; the commands input lists check, scan and audit"
    code=2
fi
echo "exit-code=$code" >> "${GITHUB_OUTPUT:?the runner sets GITHUB_OUTPUT}"
{
    echo "### primer-spec"
    echo
    echo "| command | exit | result | files |"
    echo "| --- | --- | --- | --- |"
    printf '%s' "$rows"
    echo
    echo "Exit codes: 0 pass, 1 a mismatch or an error-level finding, 2 bad input."
} >> "$summary"
echo "primer-spec: exit $code"
