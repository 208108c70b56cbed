#!/usr/bin/env bash
# The hostile-input reproducers of issue 14, timed: CPU seconds and peak memory of `primer-spec`
# (release build) on each, with check, check --format json|github and check --record.
#
#   scripts/hostile-input.sh            # builds the release binary, then prints one line per run
#
# Each run must finish in under a second of CPU with under 100 MB peak memory (Docs/Reliability.md).
# The script exits 1 when one does not. It needs GNU time (/usr/bin/time, package `time`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

swift build -c release --product primer-spec >/dev/null
binary=$(swift build -c release --show-bin-path)/primer-spec
[ -x /usr/bin/time ] || { echo "error: needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Reproducer 1: a passing voiceover section whose body holds 32,000 comment lines.
python3 - "$root/Specs/sample.primerspec" "$work" <<'PY'
import sys
sample, work = sys.argv[1], sys.argv[2]
lines = open(sample, encoding="utf-8").read().split("\n")
start = lines.index("voiceover ready")
end = start + 1
while lines[end].startswith("  "):
    end += 1
with open(f"{work}/body-32k-comments.primerspec", "w", encoding="utf-8") as out:
    out.write("\n".join(lines[:start + 1]) + "\n")
    out.write("".join(f"  # comment {i}\n" for i in range(32000)))
    out.write("\n".join(lines[start + 1:end]) + "\n")
# Reproducer 2: 16,000 body lines, none of them what the builder generates.
with open(f"{work}/mismatch-16k-lines.primerspec", "w", encoding="utf-8") as out:
    out.write('primer notifications\napp "Reminders"\n\nvoiceover ready\n')
    out.write("".join(f'  "line {i}"\n' for i in range(16000)))
# Reproducer 3: an unknown keyword of 160,000 characters.
with open(f"{work}/keyword-160k.primerspec", "w", encoding="utf-8") as out:
    out.write("primer notifications\n" + "x" * 160000 + "\n")
# Reproducer 4: a quoted title of 10 MB, with a section to check.
with open(f"{work}/title-10mb.primerspec", "w", encoding="utf-8") as out:
    out.write('primer notifications\ntitle "' + "a" * 10_000_000 + '"\n\nvoiceover ready\n')
# And one more: a title that is one character, a letter with 2.5 million combining accents (5 MB).
with open(f"{work}/one-character-5mb.primerspec", "w", encoding="utf-8") as out:
    out.write('primer notifications\ntitle "a' + "\u0301" * 2_500_000 + '"\n\nvoiceover ready\n  "x"\n')
PY

failed=0
printf '%-32s %-24s %8s %9s %6s %10s\n' "reproducer" "command" "cpu s" "peak MB" "exit" "output B"
for spec in body-32k-comments mismatch-16k-lines keyword-160k title-10mb one-character-5mb; do
    for mode in text json github record; do
        file="$work/$spec.primerspec"
        case $mode in
            text) args=(check "$file"); label="check" ;;
            json) args=(check --format json "$file"); label="check --format json" ;;
            github) args=(check --format github "$file"); label="check --format github" ;;
            record) cp "$file" "$work/copy.primerspec"; args=(check --record "$work/copy.primerspec"); label="check --record" ;;
        esac
        status=0
        /usr/bin/time -f '%U %S %M' -o "$work/time" "$binary" "${args[@]}" >"$work/out" 2>&1 || status=$?
        read -r user system kilobytes < <(tail -n 1 "$work/time")
        cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
        megabytes=$(awk -v k="$kilobytes" 'BEGIN { printf "%.1f", k / 1024 }')
        bytes=$(wc -c <"$work/out")
        printf '%-32s %-24s %8s %9s %6s %10s\n' "$spec" "$label" "$cpu" "$megabytes" "$status" "$bytes"
        if awk -v c="$cpu" -v m="$megabytes" 'BEGIN { exit !(c >= 1 || m >= 100) }'; then failed=1; fi
    done
done
exit $failed
