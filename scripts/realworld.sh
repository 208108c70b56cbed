#!/usr/bin/env bash
# Runs PrimerSpec on a corpus of real iOS apps' files and prints what it reads of each: the app
# name and every purpose string, per locale, or the located message that stopped it; and, for each
# XCUITest dump, whether it reads and what VoiceOver would say first (Docs/RealWorld.md).
#
#   scripts/realworld.sh [CORPUS]      # CORPUS defaults to ../shared/realworld beside the checkout
#
# The corpus holds other projects' files (its SOURCES.md says where each is from), so it is not in
# this repository: where the folder is absent, as on a user's clone, the script says so and exits 0.
# Layout: plists/APP/…/Info.plist (+ *.lproj/InfoPlist.strings), projects/APP/…/project.pbxproj,
# xcconfigs/APP/…/*.xcconfig, dumps/…/*.txt. The exit code is 0 unless the tool crashes or writes
# something that is neither a result nor a located message: a wrong reading is judged by eye against
# Docs/RealWorld.md.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
corpus=${1:-$root/../shared/realworld}
if [ ! -d "$corpus" ]; then
    echo "realworld: skipped: no corpus at $corpus (it is not part of the repository)"
    exit 0
fi
corpus=$(cd "$corpus" && pwd)

swift build --product primer-spec >/dev/null 2>&1 || swift build --product primer-spec
tool=$(swift build --show-bin-path)/primer-spec
failures=0

# The app target of each project whose settings do not tell its iOS app apart (the others'
# iOS app is read by default: Docs/SpecFormat.md, the `target` field).
target_of() {
    case $1 in
        Ranchero-Software__NetNewsWire) echo "NetNewsWire-iOS" ;;
        *) echo "" ;;
    esac
}

# The locales the app's folder localizes its Info.plist in, one per line, else none: each
# LANG.lproj holding an InfoPlist.strings, and each language an InfoPlist.xcstrings has words in
# (its strings' "localizations"; a catalog that does not parse gives none, and app-info says why).
locales_of() {
    {
        find "$1" -name InfoPlist.strings -print 2>/dev/null \
            | sed -n 's#.*/\([^/]*\)\.lproj/InfoPlist\.strings$#\1#p'
        find "$1" -name InfoPlist.xcstrings -print0 2>/dev/null | xargs -0 -r python3 -c '
import json, sys
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as file:
            strings = json.load(file).get("strings", {})
    except (OSError, ValueError, AttributeError):
        continue
    for entry in strings.values() if isinstance(strings, dict) else []:
        if isinstance(entry, dict) and isinstance(entry.get("localizations"), dict):
            for language in entry["localizations"]:
                print(language)
'
    } | grep -v '^Base$' | sort -u
}

supports_locale=no
"$tool" app-info --help 2>/dev/null | grep -q -- '--locale' && supports_locale=yes

# One reading: the listing, indented, or the messages; a crash or an unlocated message counts.
read_app() {
    local label=$1
    shift
    local output status
    output=$(cd "$corpus" && "$tool" app-info "$@" 2>&1)
    status=$?
    echo "  $label"
    if [ $status -gt 2 ]; then
        echo "    CRASH (exit $status)"
        failures=$((failures + 1))
    fi
    printf '%s\n' "$output" | grep -v '^read: ' | sed 's/^/    /'
}

row() {
    local app=$1 kind=$2 file=$3
    shift 3
    echo "$app ($kind: ${file#"$kind/$app/"})"
    local locales
    locales=$(locales_of "$corpus/$kind/$app")
    if [ "$supports_locale" = yes ] && [ -n "$locales" ]; then
        while IFS= read -r locale; do
            read_app "[$locale]" "$@" --locale "$locale"
        done <<< "$locales"
    else
        read_app "[development region]" "$@"
    fi
}

echo "== Info.plists"
# Paths are read NUL-separated, so a folder with spaces in its name is one path.
sorted_files() { (cd "$corpus" && find "$@" -print0 | sort -z); }

mapfile -d '' plists < <(sorted_files plists -name '*.plist')
for plist in "${plists[@]}"; do
    app=$(echo "$plist" | cut -d/ -f2)
    row "$app" plists "$plist" --info-plist "$plist"
done

echo "== Projects"
mapfile -d '' projects < <(sorted_files projects -name project.pbxproj)
for project in "${projects[@]}"; do
    app=$(echo "$project" | cut -d/ -f2)
    target=$(target_of "$app")
    if [ -n "$target" ]; then
        row "$app" projects "$project" --project "$project" --target "$target"
    else
        row "$app" projects "$project" --project "$project"
    fi
done

echo "== xcconfig chains (each file no other file of the app includes)"
mapfile -d '' xcconfig_apps < <(cd "$corpus/xcconfigs" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f\0' | sort -z)
for app in "${xcconfig_apps[@]}"; do
    mapfile -d '' files < <(sorted_files "xcconfigs/$app" -name '*.xcconfig')
    for file in "${files[@]}"; do
        name=$(basename "$file")
        if grep -rqs --include='*.xcconfig' "include.*\"[^\"]*$name\"" "$corpus/xcconfigs/$app"; then continue; fi
        row "$app" xcconfigs "$file" --xcconfig "$file"
    done
done

echo "== XCUITest dumps"
# What check reads of the dump: its JSON report's diff for the section, whose "same" and "inserted"
# lines are the dump's side (what VoiceOver stops on, in order); a section that passed has the
# spec's own lines, so its stops are those the spec lists.
stops_of() {
    python3 -c '
import json, sys
report = json.load(sys.stdin)
sections = report.get("sections", [])
if not sections:
    sys.exit(3)
section = sections[0]
if section.get("status") == "passed":
    stops = [line.strip() for line in open(sys.argv[1], encoding="utf-8") if line.startswith("  \"")]
else:
    stops = [entry["text"] for entry in section.get("diff", []) if entry.get("change") in ("same", "inserted")]
print(f"{len(stops)} VoiceOver stops; first: " + " ".join(stops[:3]))
' "$1"
}
read_dump() {
    local dump=$1 spec=$root/Specs/app-dump-notifications.primerspec output status
    output=$(cd "$corpus" && "$tool" check --dump "$dump" --state ready --format json "$spec" 2>&1)
    status=$?
    case $status in
        0 | 1)
            local summary
            if summary=$(printf '%s\n' "$output" | stops_of "$spec"); then
                echo "  read: $summary"
            else
                echo "  UNREADABLE REPORT (exit $status, no section in check's JSON)"
                failures=$((failures + 1))
            fi
            ;;
        2)
            # The first error, as check's text output prints it (file:line:column: error: message).
            echo "  $(cd "$corpus" && "$tool" check --dump "$dump" --state ready "$spec" 2>&1 | grep -m1 -E 'error:')"
            ;;
        *) echo "  CRASH (exit $status)"; failures=$((failures + 1)) ;;
    esac
}
mapfile -d '' dumps < <(sorted_files dumps -name '*.txt')
for dump in "${dumps[@]}"; do
    echo "$dump"
    read_dump "$dump"
done

if [ $failures -gt 0 ]; then
    echo "realworld: $failures crash(es)"
    exit 1
fi
echo "realworld: done"
