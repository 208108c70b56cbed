#!/usr/bin/env bash
# Trials of `check --record` under interference, as separate processes (release build):
#
#   scripts/record-trials.sh [KILLS] [CONCURRENT] [EDITS]     # defaults: 100 40 100
#
# The bundled specs are copied with every section body emptied, so each run records all of them.
# 1. kill -9: a record run is killed at a random moment, KILLS times. Every spec must then hold either
#    its emptied bytes or its fully recorded bytes (never a torn mix), and the only other files allowed
#    are the recorder's own temporary files, which the next run must remove.
# 2. concurrency: CONCURRENT record runs start at once on one folder. All must succeed, every spec must
#    end fully recorded, and no temporary file may remain.
# 3. hand edits: while a record run works, a line is appended to a spec at a random moment, EDITS
#    times. The edit must survive: the run records the edited file, or skips it with a message.
# Prints the counts; exits 1 when a trial breaks a rule. Docs/Reliability.md has the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-100}
concurrent=${2:-40}
edits=${3:-100}

swift build -c release --product primer-spec >/dev/null
binary=$(swift build -c release --show-bin-path)/primer-spec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The bundled specs with their bodies emptied (the Info.plist fixtures come along).
mkdir -p "$work/empty"
cp -R Specs/Fixtures "$work/empty/"
for spec in Specs/*.primerspec; do
    awk 'BEGIN { body = 0 }
         /^[a-z]/ { body = ($1 ~ /^(voiceover|announce|motion|sizes|targets|contrast)$/) }
         /^  / && body { next }
         { print }' "$spec" >"$work/empty/$(basename "$spec")"
done
cp -R "$work/empty" "$work/recorded"
"$binary" check --record "$work/recorded" >/dev/null
"$binary" check "$work/recorded" >/dev/null

specs=$(cd "$work/empty" && ls *.primerspec)
failures=0

# Whether every spec in $1 is either emptied or recorded; prints what is wrong.
check_whole() {
    local folder=$1 spec bad=0
    for spec in $specs; do
        if ! cmp -s "$folder/$spec" "$work/empty/$spec" && ! cmp -s "$folder/$spec" "$work/recorded/$spec"; then
            echo "  torn: $spec"
            bad=1
        fi
    done
    return $bad
}

# The files in $1 that are neither specs nor the fixtures folder.
strays() {
    (cd "$1" && ls -A | grep -v -E '^(Fixtures|.*\.primerspec)$' || true)
}

# 1. kill -9
start=$(date +%s%N)
"$binary" check --record "$(cp -R "$work/empty" "$work/timing" && echo "$work/timing")" >/dev/null
duration_ms=$(( ($(date +%s%N) - start) / 1000000 ))
torn=0
left=0
for trial in $(seq 1 "$kills"); do
    rm -rf "$work/trial"
    cp -R "$work/empty" "$work/trial"
    "$binary" check --record "$work/trial" >/dev/null 2>&1 &
    pid=$!
    delay=$(( RANDOM % (duration_ms + 1) ))
    sleep "$(printf '0.%03d' "$delay")"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if ! check_whole "$work/trial"; then torn=$((torn + 1)); fi
    stray=$(strays "$work/trial")
    if [ -n "$stray" ]; then
        left=$((left + 1))
        if echo "$stray" | grep -v -q -E '^\..*\.primer-spec-[0-9]+-[0-9a-f]+\.tmp$'; then
            echo "  a stray file that is not ours after trial $trial: $stray"
            failures=$((failures + 1))
        fi
        # The next run removes them and finishes the job.
        "$binary" check --record "$work/trial" >/dev/null
        if [ -n "$(strays "$work/trial")" ]; then
            echo "  the next run left: $(strays "$work/trial")"
            failures=$((failures + 1))
        fi
    fi
done
echo "kill -9: $kills trials of a run of about $duration_ms ms: $torn torn, $left left a temporary file of their own (removed by the next run)"
failures=$((failures + torn))

# 2. concurrent runs
rm -rf "$work/shared"
cp -R "$work/empty" "$work/shared"
pids=()
for _ in $(seq 1 "$concurrent"); do
    "$binary" check --record "$work/shared" >"$work/out.$RANDOM$RANDOM" 2>&1 &
    pids+=($!)
done
failed_runs=0
for pid in "${pids[@]}"; do wait "$pid" || failed_runs=$((failed_runs + 1)); done
wrong=0
for spec in $specs; do cmp -s "$work/shared/$spec" "$work/recorded/$spec" || wrong=$((wrong + 1)); done
stray=$(strays "$work/shared")
echo "concurrency: $concurrent runs at once: $failed_runs failed, $wrong specs not fully recorded, $( [ -z "$stray" ] && echo "no stray file" || echo "stray files: $stray")"
failures=$((failures + failed_runs + wrong))
[ -z "$stray" ] || failures=$((failures + 1))

# 3. hand edits during a run
largest=$(cd "$work/empty" && ls -S *.primerspec | head -n 1)
lost=0
skipped=0
for trial in $(seq 1 "$edits"); do
    rm -rf "$work/edit"
    cp -R "$work/empty" "$work/edit"
    "$binary" check --record "$work/edit" >"$work/edit.out" 2>&1 &
    pid=$!
    sleep "$(printf '0.%03d' $(( RANDOM % (duration_ms + 1) )))"
    echo "# hand edit $trial" >>"$work/edit/$largest"
    wait "$pid" || true
    grep -q "^# hand edit $trial\$" "$work/edit/$largest" || lost=$((lost + 1))
    grep -q "changed on disk" "$work/edit.out" && skipped=$((skipped + 1))
done
echo "hand edits: $edits edits during a run: $lost lost, $skipped files skipped with a message (the rest recorded before or after the edit)"
failures=$((failures + lost))

[ $failures -eq 0 ] && echo "all trials kept every rule" || echo "FAILED: $failures broken rules"
[ $failures -eq 0 ]
