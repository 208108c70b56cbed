#!/usr/bin/env bash
# The consumer example, end to end, as an app team would use PrimerSpec (`.ci/run` calls this once):
#  1. In Examples/OnboardingApp: build it (its target adopts the PrimerSpecLint build-tool plugin),
#     run its tests (Swift Testing and XCTest), run both command plugins (check passes; record writes
#     nothing, the specs being up to date).
#  2. On a temporary copy (its PrimerSpec dependency pointed back at this checkout, the build folder
#     shared so nothing is compiled twice): the build-tool plugin prints its findings as Xcode's
#     /abs/path:LINE:COL: lines, passes with warnings, and fails the build at the line of an error
#     (a purpose string removed from Info.plist: the request's Swift line; a spec line changed: that
#     line). Then, the plugin taken off the copy's target (with it, the drifted spec fails the build
#     before any test runs), assert that the Swift Testing
#     test reports that line, the XCTest fallback names it, and the check plugin prints its raw
#     file:line:column and ends with the tool's exit code (1; 2 for a spec that does not parse);
#     that the record plugin asks for permission and writes nothing without it; that it restores the
#     line with permission; and that PRIMERSPEC_RECORD=failed makes the test write the line back and
#     fail, saying what it wrote, after which the test passes.
# Leaves the example's files as they were.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
example="$root/Examples/OnboardingApp"
scratch="$example/.build"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

step() { printf '\n== example: %s\n' "$*"; }
fail() { printf 'example.sh: error: %s\n' "$*" >&2; exit 1; }
# expect_in FILE TEXT: FILE holds TEXT, or the script shows FILE and fails.
expect_in() { grep -qF -- "$2" "$1" || { cat "$1" >&2; fail "expected '$2' in the output above"; }; }
# passes FILE COMMAND...: the command succeeds; its output goes to FILE (shown when it fails).
passes() { local out="$1"; shift; "$@" >"$out" 2>&1 || { cat "$out" >&2; fail "'$*' failed"; }; }
# fails FILE COMMAND...: the command fails; its output goes to FILE.
fails() { local out="$1"; shift; if "$@" >"$out" 2>&1; then cat "$out" >&2; fail "'$*' passed; expected it to fail"; fi; }

step "build and test Examples/OnboardingApp"
before="$(cat "$example"/Specs/*.primerspec | cksum)"
passes "$work/build.txt" swift build --package-path "$example" --build-tests --disable-build-manifest-caching
passes "$work/test.txt" swift test --package-path "$example"
expect_in "$work/test.txt" "Test run with 4 tests in 1 suite passed"
expect_in "$work/test.txt" "Executed 1 test, with 0 failures"

step "swift package primer-spec-check"
passes "$work/check.txt" swift package --package-path "$example" primer-spec-check
expect_in "$work/check.txt" "PASS Specs/notifications-primer.primerspec (5 of 5 sections passed)"
expect_in "$work/check.txt" "13 passed, 0 failed"

step "swift package --allow-writing-to-package-directory primer-spec-record (up to date)"
passes "$work/record.txt" swift package --package-path "$example" --allow-writing-to-package-directory primer-spec-record
expect_in "$work/record.txt" "recorded 0 sections in 2 files"
[ "$(cat "$example"/Specs/*.primerspec | cksum)" = "$before" ] || fail "recording up-to-date specs changed them"

step "a temporary copy, built with the build-tool plugin: findings printed, warnings do not fail"
copy="$work/OnboardingAppCopy"
mkdir -p "$copy"
tar -C "$example" --exclude=.build --exclude=.swiftpm -cf - . | tar -C "$copy" -xf -
# The copy depends on this checkout by its absolute path instead of ../.. (the name stays PrimerSpec).
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$copy/Package.swift"
grep -qF "path: \"$root\"" "$copy/Package.swift" || fail "could not point the copy's dependency at $root"
# The copy shares the example's build folder; SwiftPM's cached build plan would still name the example's
# own files, so every command here plans afresh (--disable-build-manifest-caching).
in_copy=(--package-path "$copy" --scratch-path "$scratch" --disable-build-manifest-caching)
# The copy's paths are new to the build, so both plugin commands run. SwiftPM prints their output
# whether they pass or fail; Xcode reads the same lines into its issue navigator.
passes "$work/lint-clean.txt" swift build "${in_copy[@]}"
expect_in "$work/lint-clean.txt" "primer-spec scan OnboardingApp"
expect_in "$work/lint-clean.txt" "scan: 0 errors, 0 warnings, 0 notes"
expect_in "$work/lint-clean.txt" "primer-spec check OnboardingApp"
expect_in "$work/lint-clean.txt" "13 passed, 0 failed"
# The screen's endless rings are WCAG 2.2.2 warnings: at their spec lines, and the build passes.
grep -qE "^$copy/Specs/onboarding-screen\.primerspec:[0-9]+:3: warning: .*WCAG 2\.2\.2" "$work/lint-clean.txt" \
    || { cat "$work/lint-clean.txt" >&2; fail "expected the rings' warnings at their lines of the screen spec"; }
if grep -E "^/.*: error: " "$work/lint-clean.txt" >&2; then fail "the clean copy's plugin output has errors"; fi

step "the build-tool plugin fails the build at a request whose purpose string is missing"
plist="$copy/Sources/OnboardingApp/Info.plist"
cp "$plist" "$work/original.plist"
sed -i.orig '/<key>NSCalendarsFullAccessUsageDescription<\/key>/,+1d' "$plist"
! grep -qF NSCalendarsFullAccessUsageDescription "$plist" || fail "could not remove the key from $plist"
requests="$copy/Sources/OnboardingApp/Permissions.swift"
request="$(grep -nF 'requestFullAccessToEvents()' "$requests" | grep -v '///' | head -n 1 | cut -d: -f1)"
[ -n "$request" ] || fail "the calendar request is not in $requests"
column="$(sed -n "${request}p" "$requests" | awk '{ print index($0, "requestFullAccessToEvents") }')"
fails "$work/lint-plist.txt" swift build "${in_copy[@]}"
expect_in "$work/lint-plist.txt" "$requests:$request:$column: error: calendars-full-access: EKEventStore.requestFullAccessToEvents() asks for calendars-full-access and NSCalendarsFullAccessUsageDescription is missing"
expect_in "$work/lint-plist.txt" "[usage-key-missing]"
expect_in "$work/lint-plist.txt" "scan: 1 error"
cp "$work/original.plist" "$plist"

step "the build-tool plugin fails the build at a changed spec line"
spec="$copy/Specs/notifications-primer.primerspec"
cp "$spec" "$work/original.primerspec"
line="$(grep -nF '"On time, A nudge an hour before each task."' "$spec" | head -n 1 | cut -d: -f1)"
[ -n "$line" ] || fail "the line to change is not in $spec"
change() { sed -i.orig "${line}s/an hour before/two hours before/" "$spec"; ! cmp -s "$spec" "$work/original.primerspec"; }
change || fail "could not change line $line of $spec"
fails "$work/lint-spec.txt" swift build "${in_copy[@]}"
expect_in "$work/lint-spec.txt" "$spec:$line:3: error: the spec says \"On time, A nudge two hours before each task.\", but the builder generates \"On time, A nudge an hour before each task.\""
expect_in "$work/lint-spec.txt" "12 passed, 1 failed"

# With the plugin, a drifted spec fails the build before any test runs; the test flow below is the
# one of a package that checks its specs from its tests only.
step "the copy's target without the build-tool plugin"
sed -i.orig 's/plugins: \[.plugin(name: "PrimerSpecLint", package: "PrimerSpec")\]/plugins: []/' "$copy/Package.swift"
! grep -qF '"PrimerSpecLint"' "$copy/Package.swift" || fail "could not take the plugin off the copy's target"

step "the test fails at the spec's own line ($line:3)"
fails "$work/failing.txt" swift test "${in_copy[@]}"
expect_in "$work/failing.txt" "recorded an issue at notifications-primer.primerspec:$line:3"
expect_in "$work/failing.txt" "Specs/notifications-primer.primerspec:$line:3: error: the spec says \"On time, A nudge two hours before each task.\", but the builder generates \"On time, A nudge an hour before each task.\""
expect_in "$work/failing.txt" "Specs/notifications-primer.primerspec: 1 of 5 sections failed"
# The XCTest fallback: an XCTFail at the calling line, its message starting with the spec location.
expect_in "$work/failing.txt" "failed - Specs/notifications-primer.primerspec:$line:3: error: the spec says"

step "the check plugin prints the raw location and ends with the tool's exit code"
fails "$work/plugin-failing.txt" swift package "${in_copy[@]}" primer-spec-check
expect_in "$work/plugin-failing.txt" "Specs/notifications-primer.primerspec:$line:3: error: the spec says"
expect_in "$work/plugin-failing.txt" "Plugin ended with exit code 1"
mkdir -p "$copy/Broken"
printf 'primer notifcations\n\nvoiceover ready\n' > "$copy/Broken/bad.primerspec"
fails "$work/plugin-broken.txt" swift package "${in_copy[@]}" primer-spec-check Broken
expect_in "$work/plugin-broken.txt" "Broken/bad.primerspec:1:8: error: unknown kind 'notifcations'"
expect_in "$work/plugin-broken.txt" "Plugin ended with exit code 2"

step "the record plugin asks for permission, and writes nothing without it"
fails "$work/plugin-denied.txt" swift package "${in_copy[@]}" primer-spec-record </dev/null
expect_in "$work/plugin-denied.txt" "wants permission to write to the package directory"
expect_in "$work/plugin-denied.txt" "--allow-writing-to-package-directory"
grep -qF "two hours before" "$spec" || fail "the record plugin wrote without permission"

step "the record plugin, with permission, writes the line back"
passes "$work/plugin-record.txt" swift package "${in_copy[@]}" --allow-writing-to-package-directory primer-spec-record
expect_in "$work/plugin-record.txt" "Specs/notifications-primer.primerspec: recorded 1 section"
cmp -s "$spec" "$work/original.primerspec" || fail "the record plugin did not restore $spec"

step "PRIMERSPEC_RECORD=failed: the test writes the line back and fails, saying what it wrote"
change || fail "could not change line $line of $spec again"
fails "$work/recording.txt" env PRIMERSPEC_RECORD=failed swift test "${in_copy[@]}"
expect_in "$work/recording.txt" "Specs/notifications-primer.primerspec: recorded 1 section (record mode failed, from PRIMERSPEC_RECORD)"
cmp -s "$spec" "$work/original.primerspec" || fail "PRIMERSPEC_RECORD=failed did not restore $spec"
passes "$work/recorded.txt" swift test "${in_copy[@]}"

step "the example's own files are as they were"
[ "$(cat "$example"/Specs/*.primerspec | cksum)" = "$before" ] || fail "the example's specs changed"
# The shared build folder now holds the copy's build of the example's own targets; build them back.
passes "$work/rebuild.txt" swift build --package-path "$example" --build-tests --disable-build-manifest-caching
echo "example: the consumer builds, its tests and the three plugins work; the build-tool plugin fails at $request:$column of the Swift code and $line:3 of the spec, the tests at $line:3"
