#!/usr/bin/env bash
# Deep nesting in Swift sources (issue 40): generates one app per shape, each a single line of about
# 260 KB nested tens of thousands deep, then a camera request, and runs `primer-spec scan` and
# `primer-spec init` on each, printing exit code, CPU seconds, peak memory and the last line said.
#
#   scripts/deep-nesting.sh             # the debug build (swift build)
#   scripts/deep-nesting.sh release     # the release build
#
# Fails when a run ends on a signal or exits other than 0. Needs GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-debug}
swift build -c "$configuration" --product primer-spec >/dev/null
binary=$(swift build -c "$configuration" --show-bin-path)/primer-spec
[ -x /usr/bin/time ] || { echo "error: needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
size = 260_000
def app(name, line):
    os.makedirs(f"{work}/{name}/Sources")
    with open(f"{work}/{name}/Info.plist", "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
                  '<key>CFBundleDisplayName</key><string>Deep</string>'
                  '<key>NSCameraUsageDescription</key><string>Deep photographs trail signs.</string></dict></plist>\n')
    with open(f"{work}/{name}/Sources/Deep.swift", "w") as out:
        out.write("import SwiftUI\n" + line + "\nfunc ask() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n")
n = size // 5
app("interpolations", "let x = " + '"\\(' * n + "a" + ')"' * n)
n = size // 10
hashes = ["#" * (1 + i % 2) for i in range(n)]
app("raw-strings", "let x = " + "".join(h + '"\\' + h + "(" for h in hashes) + "a" + "".join(')"' + h for h in reversed(hashes)))
n = size // 11
app("multi-line-strings", "let x = " + '"""\n\\(' * n + "a" + ')\n"""' * n)
n = size // 3
app("calls", "let x = " + "f(" * n + "1" + ")" * n)
n = size // 2
app("arrays", "let x = " + "[" * n + "1" + "]" * n)
n = size // 4
app("closures", "let x = " + "{ " * n + "1" + " }" * n)
n = size // 9
app("stacks", "struct V: View { var body: some View { " + "VStack { " * n + 'Text("a")' + " }" * n + " } }")
n = size // 23
app("design-calls", "struct V: View { var body: some View { " + "PermissionPrimerScreen(" * n + "1" + ")" * n + " } }")
PY

failed=0
printf '%-20s %-5s %5s %7s %8s  %s\n' "shape" "run" "exit" "cpu s" "peak MB" "last line"
for shape in interpolations raw-strings multi-line-strings calls arrays closures stacks design-calls; do
    for command in scan init; do
        status=0
        (cd "$work/$shape" && rm -rf Specs && /usr/bin/time -f '%U %S %M' -o "$work/time" "$binary" "$command" \
            --info-plist Info.plist Sources >"$work/out" 2>"$work/err") || status=$?
        read -r user system peak <"$work/time"
        last=$(grep -v '^ *$' "$work/out" | head -n 1 | cut -c1-70)
        printf '%-20s %-5s %5s %7.2f %8.1f  %s\n' "$shape" "$command" "$status" "$(echo "$user + $system" | bc)" \
            "$(echo "$peak / 1024" | bc -l)" "$last"
        [ "$status" -eq 0 ] || failed=1
    done
done
[ $failed -eq 0 ] && echo "no signal; every run exit 0" || echo FAILED
exit $failed
