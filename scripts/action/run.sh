#!/usr/bin/env bash
# One command of the GitHub Action (action.yml): `run.sh check|scan|audit` runs primer-spec once
# per output the inputs ask for: SARIF into OUTPUT_DIR/COMMAND.sarif (for code scanning), JUnit into
# OUTPUT_DIR/COMMAND.xml, and GitHub annotations (or text) into the step's log. Each command is a
# step of its own because GitHub shows at most 10 annotations of a kind per step.
#
# It never fails the step on a finding: it writes COMMAND's exit code (0 pass, 1 mismatch, 2 bad
# input) to $GITHUB_OUTPUT and OUTPUT_DIR/COMMAND.exit, and the action's last step fails the job,
# after every command ran and every output was written. It exits non-zero only when it cannot run.
#
# Inputs as environment variables (action.yml maps them): PRIMER_SPEC (the binary), INPUT_SPECS,
# INPUT_SOURCES (one path a line), INPUT_PROJECT, INPUT_TARGET, INPUT_CONFIGURATION,
# INPUT_INFO_PLIST, INPUT_XCCONFIG, INPUT_ARGUMENTS (extra words for this command), INPUT_SARIF,
# INPUT_JUNIT, INPUT_ANNOTATIONS ('true'/'false'), INPUT_WORKING_DIRECTORY, INPUT_OUTPUT_DIRECTORY.
set -uo pipefail

command=${1:?usage: run.sh check|scan|audit}
bin=${PRIMER_SPEC:?the install step gives the binary}
output=${GITHUB_OUTPUT:?the runner sets GITHUB_OUTPUT}
out=${INPUT_OUTPUT_DIRECTORY:-${RUNNER_TEMP:-/tmp}/primer-spec}
case "$out" in /*) ;; *) out="${GITHUB_WORKSPACE:-$PWD}/$out" ;; esac
mkdir -p "$out" || exit 2

# Paths are relative to the working directory (default: the workspace, the repository's root).
cd "${GITHUB_WORKSPACE:-.}" && cd "${INPUT_WORKING_DIRECTORY:-.}" || {
    echo "::error title=primer-spec $command::no working directory '${INPUT_WORKING_DIRECTORY:-}'"
    echo "exit-code=2" >> "$output"; echo 2 > "$out/$command.exit"; exit 0
}

lines() { printf '%s\n' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^$/d'; }
arguments=()
case "$command" in
    check|audit)
        while IFS= read -r path; do arguments+=("$path"); done < <(lines "${INPUT_SPECS:-}")
        ;;
    scan)
        [ -n "${INPUT_PROJECT:-}" ] && arguments+=(--project "$INPUT_PROJECT")
        [ -n "${INPUT_TARGET:-}" ] && arguments+=(--target "$INPUT_TARGET")
        [ -n "${INPUT_CONFIGURATION:-}" ] && arguments+=(--configuration "$INPUT_CONFIGURATION")
        [ -n "${INPUT_INFO_PLIST:-}" ] && arguments+=(--info-plist "$INPUT_INFO_PLIST")
        [ -n "${INPUT_XCCONFIG:-}" ] && arguments+=(--xcconfig "$INPUT_XCCONFIG")
        # scan reads one specs folder: the specs input when it is a single folder.
        specs=$(lines "${INPUT_SPECS:-}")
        if [ -n "$specs" ] && [ "$(printf '%s\n' "$specs" | wc -l)" -eq 1 ] && [ -d "$specs" ]; then
            arguments+=(--specs "$specs")
        fi
        while IFS= read -r path; do arguments+=("$path"); done < <(lines "${INPUT_SOURCES:-}")
        ;;
    *)
        echo "::error title=primer-spec::run.sh runs check, scan or audit; got '$command'"
        exit 2
        ;;
esac
# Extra words for the command (for example --require-specs, --large-text apple), split at spaces.
read -r -a extra <<< "${INPUT_ARGUMENTS:-}"
arguments+=("${extra[@]}")

code=0
rank() { case "$1" in 0) echo 0 ;; 1) echo 1 ;; *) echo 2 ;; esac; }
worst() { local a b; a=$(rank "$1"); b=$(rank "$2"); [ "$a" -ge "$b" ] && echo "$a" || echo "$b"; }

# A machine-read file: kept only when the run wrote one (bad input prints nothing on stdout). Its
# messages on stderr are left out: the log's run below prints the same ones once.
written() {
    local kind=$1 file=$2 status=$3
    code=$(worst "$code" "$status")
    if [ -s "$file" ]; then
        echo "$kind-file=$file" >> "$output"
        echo "primer-spec $command: $kind written to $file (exit $status)"
    else
        rm -f "$file"
        echo "$kind-file=" >> "$output"
    fi
}
if [ "${INPUT_SARIF:-true}" = true ]; then
    "$bin" "$command" "${arguments[@]}" --format sarif > "$out/$command.sarif" 2>/dev/null
    written sarif "$out/$command.sarif" $?
fi
if [ "${INPUT_JUNIT:-false}" = true ]; then
    "$bin" "$command" "${arguments[@]}" --format junit > "$out/$command.xml" 2>/dev/null
    written junit "$out/$command.xml" $?
fi
# The log: annotations on the changed lines of a pull request, or the plain text.
format=text
[ "${INPUT_ANNOTATIONS:-true}" = true ] && format=github
echo "primer-spec $command ${arguments[*]} --format $format"
"$bin" "$command" "${arguments[@]}" --format "$format" 2>&1 | tee "$out/$command.log"
code=$(worst "$code" "${PIPESTATUS[0]}")

echo "exit-code=$code" >> "$output"
echo "$code" > "$out/$command.exit"
echo "primer-spec $command: exit $code"
exit 0
