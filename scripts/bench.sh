#!/usr/bin/env bash
# The benchmark of issue 15 (Docs/Performance.md): one command that
#  1. builds the release binaries (primer-spec, primer-spec-bench) when they are out of date;
#  2. generates a varied corpus of spec files at 1,000, 10,000 and 100,000 sections (40 sections a file:
#     every block, kind and type, Dynamic Type sizes, Reduce Motion on and off, light and dark, app names and
#     content that differ from file to file), its bodies written by `primer-spec check --record`, and
#     verifies that `primer-spec check` passes it; cached under .build/bench-corpus/, keyed by the
#     generator's version and source;
#  3. times, in the same run, `primer-spec check CORPUS` and `diff -r CORPUS COPY` at each size (median
#     user+sys CPU and wall time of several runs, interleaved) and prints check/diff, and the 10k -> 100k
#     scaling; on Linux the shipped binary (5. below) is timed in the same runs, on a row of its own;
#  4. the peak memory (max RSS) of check at each size;
#  5. the cold check of the bundled Specs/ (a fresh process each run), with the `swift build -c release`
#     binary and with the binary a release ships (scripts/release.sh: the Swift runtime and Foundation
#     linked in with --static-swift-stdlib, built into .build/release-static; Linux only), whose
#     start-up skips the dynamic loader's work on the Swift libraries;
#  6. the stages of check on the 10k corpus, in-process (parse, resolve, generate, compare, render) and
#     the parse throughput in MB/s.
# It prints figures and asserts nothing about time.
# Usage: scripts/bench.sh [--quick | --profile[=SECTIONS] | --perf[=STAGE]] [--no-build]
#   --quick               1k and 10k only, fewer runs (about a minute once the corpus is cached)
#   --profile[=SECTIONS]  instead of timing: run check on the SECTIONS corpus (default 10000; 1000 is
#                         ten times faster) under valgrind's callgrind, and print the top 25 functions
#                         by self and inclusive cost (about 4 minutes for 10,000 sections);
#                         --profile=specs profiles the cold check of the bundled Specs/ instead
#   --perf[=STAGE]        instead of timing: sample the in-process stages on the 10,000-section corpus with
#                         perf (cycles, with call stacks) and print where STAGE spent them (parse, the
#                         default; resolve, generate, compare or render) and who retains and releases:
#                         atomic reference counting costs far more cycles than callgrind's instruction
#                         counts show (needs perf: apt-get install linux-perf; about a minute)
#   --no-build            use the release binaries as they are
set -euo pipefail
cd "$(dirname "$0")/.."

# Bump when the corpus changes in a way the generator's source does not show (the record step, say).
GENERATOR_VERSION=1

mode=full
build=1
for argument in "$@"; do
    case "$argument" in
        --quick) mode=quick ;;
        --profile) mode=profile; profile_sections=10000 ;;
        --profile=*) mode=profile; profile_sections="${argument#--profile=}" ;;
        --perf) mode=perf; perf_stage=parse ;;
        --perf=*) mode=perf; perf_stage="${argument#--perf=}" ;;
        --no-build) build=0 ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "bench.sh: unknown argument '$argument'; expected --quick, --profile[=SECTIONS], --perf[=STAGE] or --no-build" >&2; exit 2 ;;
    esac
done

if [[ $mode == full ]]; then
    sizes=(1000 10000 100000)
    declare -A runs=([1000]=7 [10000]=5 [100000]=3)
    specs_runs=10
    stage_runs=5
elif [[ $mode == profile ]]; then
    [[ $profile_sections =~ ^[1-9][0-9]*$ || $profile_sections == specs ]] \
        || { echo "bench.sh: --profile=SECTIONS takes a number, or specs" >&2; exit 2; }
    command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null \
        || { echo "bench.sh: --profile needs valgrind (apt-get install valgrind)" >&2; exit 2; }
elif [[ $mode == perf ]]; then
    declare -A stage_frames=([parse]=SpecParser.parse [resolve]=SpecResolver.resolve [generate]=SectionGenerator.lines
                             [compare]=SectionContext [render]=TextReporter)
    [[ -n ${stage_frames[$perf_stage]:-} ]] \
        || { echo "bench.sh: --perf=STAGE takes parse, resolve, generate, compare or render" >&2; exit 2; }
    command -v perf >/dev/null || { echo "bench.sh: --perf needs perf (apt-get install linux-perf)" >&2; exit 2; }
else
    sizes=(1000 10000)
    declare -A runs=([1000]=5 [10000]=3)
    specs_runs=5
    stage_runs=3
fi

say() { printf 'bench: %s\n' "$*" >&2; }
fail() { printf 'bench.sh: error: %s\n' "$*" >&2; exit 1; }

if [[ $build == 1 ]]; then
    say "building the release binaries (swift build -c release; several minutes the first time)"
    swift build -c release --product primer-spec >&2
    swift build -c release --product primer-spec-bench >&2
fi
bin="$(swift build -c release --show-bin-path)"
check="$bin/primer-spec"
# The binary a release ships (scripts/release.sh), for the cold check: Linux only.
static_scratch=.build/release-static
static_check=""
if [[ $(uname -s) == Linux && $mode != profile && $mode != perf ]]; then
    if [[ $build == 1 ]]; then
        say "building the shipped binary (swift build -c release --static-swift-stdlib, $static_scratch)"
        swift build -c release --static-swift-stdlib --product primer-spec --scratch-path "$static_scratch" >&2
    fi
    static_bin="$(swift build -c release --static-swift-stdlib --scratch-path "$static_scratch" --show-bin-path 2>/dev/null || true)"
    [[ -n $static_bin && -x $static_bin/primer-spec ]] && static_check="$static_bin/primer-spec"
fi
bench="$bin/primer-spec-bench"
[[ -x $check && -x $bench ]] || fail "no release binaries in $bin; run without --no-build"

key="v$GENERATOR_VERSION-$(cat Benchmarks/Corpus.swift | sha1sum | cut -c1-12)"
cache=".build/bench-corpus/$key"
mkdir -p "$cache"
# Corpora of other generator versions are stale: remove them.
find .build/bench-corpus -mindepth 1 -maxdepth 1 -name "v*-*" ! -name "$key" -exec rm -rf {} +
work="$(mktemp -d .build/bench-corpus/run.XXXXXX)"
trap 'rm -rf "$work"' EXIT
results="$work/results.jsonl"
timer=(python3 scripts/bench-time.py)

# corpus SECTIONS: the folder of the cached corpus, generated and recorded when missing; check passes it.
corpus() {
    local sections="$1" folder="$cache/sections-$1" attempt
    for attempt in 1 2; do
        if [[ ! -d $folder ]]; then
            say "generating the $sections-section corpus in $folder"
            local temporary="$folder.tmp.$$"
            rm -rf "$temporary"
            "$bench" corpus "$temporary" "$sections" >&2
            "$check" check --record "$temporary" >"$work/record.log" 2>&1 \
                || { tail -20 "$work/record.log" >&2; fail "check --record failed on the generated corpus"; }
            mv "$temporary" "$folder"
        fi
        # The check that verifies the corpus is also the warm-up of the timed runs.
        if "$check" check "$folder" >"$work/verify.log" 2>&1; then
            echo "$folder"
            return
        fi
        grep -E 'error|FAIL' "$work/verify.log" | head -20 >&2
        if [[ $attempt == 1 ]]; then
            say "the cached $sections-section corpus no longer passes check (the output above); generating it again"
            rm -rf "$folder"
        fi
    done
    fail "primer-spec check does not pass the freshly generated $sections-section corpus"
}

if [[ $mode == profile ]]; then
    if [[ $profile_sections == specs ]]; then folder=Specs; else folder="$(corpus "$profile_sections")"; fi
    out=".build/bench-corpus/callgrind-$profile_sections.out"
    say "profiling check of $folder under callgrind (about 50 times slower than without)"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$check" check "$folder" >/dev/null 2>"$work/valgrind.log" \
        || { tail -20 "$work/valgrind.log" >&2; fail "check under valgrind failed"; }
    "${timer[@]}" profile "$out" 25 | tee ".build/bench-corpus/profile-$profile_sections.txt"
    say "callgrind data: $out (callgrind_annotate --inclusive=yes $out, or kcachegrind)"
    exit 0
fi

if [[ $mode == perf ]]; then
    folder="$(corpus 10000)"
    data=".build/bench-corpus/perf-stages.data"
    say "sampling the stages of check on $folder with perf"
    perf record -F 4000 --call-graph=fp -o "$data" "$bench" stages "$folder" 5 >/dev/null 2>"$work/perf.log" \
        || { tail -20 "$work/perf.log" >&2; fail "perf record failed (is perf_event_paranoid above 2?)"; }
    perf script -i "$data" 2>/dev/null | swift demangle --simplified >"$work/perf.txt"
    "${timer[@]}" perf "$work/perf.txt" "${stage_frames[$perf_stage]}" 20 | tee ".build/bench-corpus/perf-$perf_stage.txt"
    say "perf data: $data (perf report -i $data)"
    exit 0
fi

load_start="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
gnu_time=()
[[ -x /usr/bin/time ]] && /usr/bin/time -v true >/dev/null 2>&1 && gnu_time=(--gnu-time)

sizes_json=""
for sections in "${sizes[@]}"; do
    folder="$(corpus "$sections")"
    files=$(find "$folder" -name '*.primerspec' | wc -l)
    bytes=$(find "$folder" -name '*.primerspec' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
    sizes_json+="${sizes_json:+,}{\"sections\": $sections, \"files\": $files, \"bytes\": $bytes}"
    copy="$work/copy-$sections"
    cp -r "$folder" "$copy"
    diff -r "$folder" "$copy" >/dev/null || fail "the copy of $folder differs"
    say "timing check and diff -r on $sections sections ($files files), ${runs[$sections]} runs each"
    for ((run = 1; run <= runs[$sections]; run++)); do
        memory=()
        [[ $run == 1 ]] && memory=("${gnu_time[@]}")
        "${timer[@]}" sample "$results" "check-$sections" "${memory[@]}" -- "$check" check "$folder"
        "${timer[@]}" sample "$results" "diff-$sections" -- diff -r "$folder" "$copy"
        [[ -n $static_check ]] && "${timer[@]}" sample "$results" "shipped-$sections" -- "$static_check" check "$folder"
    done
    rm -rf "$copy"
done

say "timing the cold check of Specs/, $specs_runs runs"
"$check" check Specs >"$work/specs.log" 2>&1 || { tail -20 "$work/specs.log" >&2; fail "primer-spec check Specs fails"; }
specs_files=$(find Specs -name '*.primerspec' | wc -l)
specs_sections=$(tail -1 "$work/specs.log" | awk '{print $1 + $3}')
for ((run = 1; run <= specs_runs; run++)); do
    "${timer[@]}" sample "$results" cold-specs -- "$check" check Specs
    [[ -n $static_check ]] && "${timer[@]}" sample "$results" cold-specs-shipped -- "$static_check" check Specs
done

say "timing the stages of check in-process on the 10,000-section corpus, $stage_runs runs"
"$bench" stages "$cache/sections-10000" "$stage_runs" >"$work/stages.txt"

load_end="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
git diff --quiet HEAD -- Sources Benchmarks Package.swift 2>/dev/null || commit+=" with uncommitted changes"
cpu_model="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//')"
swift_version="$(swift --version 2>/dev/null | head -1)"
"${timer[@]}" meta "$results" "$(python3 -c 'import json,sys; print(json.dumps({"sizes": json.loads(sys.argv[1]), "date": sys.argv[2], "machine": sys.argv[3], "binary": sys.argv[4], "commit": sys.argv[5], "specs_files": int(sys.argv[6]), "specs_sections": sys.argv[7], "load": sys.argv[8]}))' \
    "[$sizes_json]" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc) cores, ${cpu_model:-unknown CPU}, $(uname -sm)" \
    "release build, $swift_version" "commit $commit" "$specs_files" "$specs_sections" \
    "load average $load_start at the start, $load_end at the end (1, 5, 15 minutes)")"

"${timer[@]}" table "$results" "$work/stages.txt" "$mode" | tee .build/bench-corpus/last-run.txt
