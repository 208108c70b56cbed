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

# The app target of each project with more than one (the iOS app's).
target_of() {
    case $1 in
        Aidoku__Aidoku) echo "Aidoku (iOS)" ;;
        Ranchero-Software__NetNewsWire) echo "NetNewsWire-iOS" ;;
        home-assistant__iOS) echo "App" ;;
        argmaxinc__WhisperKit) echo "WhisperAX" ;;
        permissionlesstech__bitchat) echo "bitchat_iOS" ;;
        *) echo "" ;;
    esac
}

# The locales whose InfoPlist.strings (or .xcstrings) the app's folder holds, else none.
locales_of() {
    find "$1" \( -name InfoPlist.strings -o -name InfoPlist.xcstrings \) 2>/dev/null \
        | sed -n 's#.*/\([^/]*\)\.lproj/InfoPlist\.strings$#\1#p' | grep -v '^Base$' | sort -u
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
        for locale in $locales; do
            read_app "[$locale]" "$@" --locale "$locale"
        done
    else
        read_app "[development region]" "$@"
    fi
}

echo "== Info.plists"
for plist in $(cd "$corpus" && find plists -name '*.plist' | sort); do
    app=$(echo "$plist" | cut -d/ -f2)
    row "$app" plists "$plist" --info-plist "$plist"
done

echo "== Projects"
for project in $(cd "$corpus" && find projects -name project.pbxproj | sort); do
    app=$(echo "$project" | cut -d/ -f2)
    target=$(target_of "$app")
    if [ -n "$target" ]; then
        row "$app" projects "$project" --project "$project" --target "$target"
    else
        row "$app" projects "$project" --project "$project"
    fi
done

echo "== xcconfig chains (each file no other file of the app includes)"
for app in $(cd "$corpus/xcconfigs" && ls); do
    files=$(cd "$corpus" && find "xcconfigs/$app" -name '*.xcconfig' | sort)
    for file in $files; do
        name=$(basename "$file")
        if grep -rqs --include='*.xcconfig' "include.*\"[^\"]*$name\"" "$corpus/xcconfigs/$app"; then continue; fi
        row "$app" xcconfigs "$file" --xcconfig "$file"
    done
done

echo "== XCUITest dumps"
dump_list=$(cd "$corpus" && find dumps -name '*.txt' | sort)
read_dump() {
    local dump=$1 output status
    output=$(cd "$corpus" && "$tool" check --dump "$dump" --state ready "$root/Specs/app-dump-notifications.primerspec" 2>&1)
    status=$?
    case $status in
        0 | 1)
            # The dump's side of the diff against a bundled spec: what VoiceOver stops on, in order.
            local stops
            stops=$(printf '%s\n' "$output" | grep -E '^ *\+ +│ ' | sed 's/^ *+ *│ //')
            echo "  read: $(printf '%s\n' "$stops" | grep -c .) VoiceOver stops; first: $(printf '%s\n' "$stops" | head -n 3 | paste -sd ' ' -)"
            ;;
        2) echo "  $(printf '%s\n' "$output" | grep -m1 -E 'error:')" ;;
        *) echo "  CRASH (exit $status)"; failures=$((failures + 1)) ;;
    esac
}
for dump in $dump_list; do
    echo "$dump"
    read_dump "$dump"
done

if [ $failures -gt 0 ]; then
    echo "realworld: $failures crash(es)"
    exit 1
fi
echo "realworld: done"
