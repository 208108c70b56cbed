#!/usr/bin/env bash
# Proves on the Trailhead app (Tests/Apps/Trailhead, its oracle EXPECTED.md) that specs linked to the
# app's code with `code "…"` read what the code shows: each primer call records and then checks, its
# VoiceOver lines hold the oracle's words; an edited title in the code fails the check at the code's
# line; a German spec reads the app's catalog. Works in a temporary copy; the app is never changed.
# Usage: scripts/app-code.sh   (TRAILHEAD=DIR reads the app from another folder)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=.build/debug/primer-spec
if [[ ! -x "$BIN" ]]; then
    swift build --product primer-spec >/dev/null
fi
BIN=$(pwd)/$BIN
SOURCE=${TRAILHEAD:-Tests/Apps/Trailhead}
if [[ ! -f "$SOURCE/EXPECTED.md" ]]; then
    echo "app-code: $SOURCE/EXPECTED.md is not there" >&2
    exit 1
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cp -R "$SOURCE" "$WORK/Trailhead"
SPECS=$WORK/specs
mkdir -p "$SPECS"
APP=../Trailhead/Trailhead   # as the specs (in $SPECS) name the app

passed=0
failures=()
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failures+=("$1"); }

# spec NAME LINES…: writes $SPECS/NAME.primerspec.
spec() {
    local name=$1
    shift
    printf '%s\n' "$@" > "$SPECS/$name.primerspec"
}

# record_and_check NAME: `check --record` then `check`, exit 0 both times.
record_and_check() {
    local name=$1 file=$SPECS/$1.primerspec out
    if ! out=$(cd "$SPECS" && "$BIN" check --record "$file" 2>&1); then
        fail "$name: check --record failed"; echo "$out" | sed 's/^/    /'; return 1
    fi
    if ! out=$(cd "$SPECS" && "$BIN" check "$file" 2>&1); then
        fail "$name: check after record exits non-zero"; echo "$out" | sed 's/^/    /'; return 1
    fi
    pass "$name: check --record, then check passes"
}

# words NAME SECTION WORDS…: each of WORDS is in a recorded line of the section (a `voiceover …` header).
words() {
    local name=$1 section=$2 file=$SPECS/$1.primerspec body missing=()
    shift 2
    body=$(awk -v header="$section" '
        $0 == header { inside = 1; next }
        inside && /^[^ \t]/ { inside = 0 }
        inside { print }' "$file")
    for word in "$@"; do
        grep -qF -- "$word" <<<"$body" || missing+=("$word")
    done
    if ((${#missing[@]})); then
        fail "$name: '$section' lacks ${missing[*]/#/“} (EXPECTED.md)"
        echo "$body" | sed 's/^/    recorded: /'
        return 1
    fi
    pass "$name: '$section' holds the $# texts EXPECTED.md gives"
}

# (a) Each primer call of EXPECTED.md's table.
spec notifications \
    'block permission-primer' \
    'primer notifications' \
    "code \"$APP/Sources/Trails/TrailDetailView.swift\"" \
    "info-plist \"$APP/Info.plist\"" \
    '' 'voiceover ready'
spec camera-report \
    'block permission-primer' \
    'primer camera' \
    "code \"$APP/Sources/Trails/ConditionReportView.swift\"" \
    "info-plist \"$APP/Info.plist\"" \
    '' 'voiceover ready'
spec location \
    'block primer-screen' \
    "code \"$APP/Sources/Onboarding/OnboardingView.swift\"" \
    '' 'voiceover ready'
spec photos \
    'block primer-screen' \
    "code \"$APP/Sources/Journal/HikeJournalView.swift\"" \
    'call "HikeJournalView.body"' \
    '' 'voiceover ready'
spec microphone \
    'block permission-priming' \
    "code \"$APP/Sources/Journal/HikeJournalView.swift\"" \
    'call "HikeJournalView.body"' \
    "info-plist \"$APP/Info.plist\"" \
    '' 'voiceover ready'
spec scanner \
    'block permission-priming' \
    "code \"$APP/Sources/Scanner/TrailSignScannerView.swift\"" \
    "info-plist \"$APP/Info.plist\"" \
    '' 'voiceover ready'

for name in notifications camera-report location photos microphone scanner; do
    record_and_check "$name" || true
done

words notifications 'voiceover ready' 'Know before you go' \
    'We’ll tell you when a trail you follow closes, reopens or gets a fresh conditions report.' \
    'Closures' 'Washouts, fire closures and bridge repairs on trails you follow.' \
    'Fresh reports' 'A heads-up when someone reports snow, ice or mud.' \
    'Weekend outlook' 'One short note on Friday morning. Nothing at night.' 'Turn On Trail Alerts' || true
words camera-report 'voiceover ready' \
    'Snap the trail as it is right now so other hikers can see mud, snow or washouts before they head out.' \
    'Snap and post' "Take the photo here and it's attached to your report." \
    'Help the next hiker' 'Your photo stays on the trail page for 48 hours.' 'Allow Camera' || true
words location 'voiceover ready' 'Find trails near you' \
    'Trailhead uses your location to show nearby trailheads and where you are on offline maps.' \
    'Trails nearby' "See what's within an hour's drive, closest first." \
    'You are here' 'Follow your position on the map, even without signal.' \
    'Directions to the trailhead' 'Get turn-by-turn directions to the parking lot.' 'Share My Location' || true
words photos 'voiceover ready' 'Bring your hike’s photos along' \
    'Let Trailhead look through your library so the pictures you took on the trail end up next to the hike you logged.' \
    'Sorted by hike' 'Photos land on the right day and trail by themselves.' \
    'Pinned on the map' 'Tap \"Show on Map\" to see where each photo was taken.' \
    'Stays on your iPhone' 'Nothing is uploaded unless you share it.' 'Choose Photos' 'Not Now' || true
words microphone 'voiceover ready' 'Talk instead of typing' \
    "Say \\\"mark\\\" while you record and Trailhead drops a pin where you're standing. Recordings stay on your phone." \
    'Enable' 'Not Now' || true
words scanner 'voiceover ready' 'Scan a trail sign' \
    'Point your camera at the QR code on a trail sign to open that trail, its map and the latest reports.' \
    'Enable' 'Not Now' || true

# (b) An edited title literal fails the check, at the code's file and line.
edit() { # FILE LINE OLD NEW
    local file=$WORK/Trailhead/Trailhead/$1
    grep -qF -- "$3" <(sed -n "$2p" "$file") || { fail "edit: '$3' is not on $1:$2"; return 1; }
    OLD=$3 NEW=$4 LINE=$2 perl -i -pe 'if ($. == $ENV{LINE}) { s/\Q$ENV{OLD}\E/$ENV{NEW}/ }' "$file"
}
edited() { # NAME FILE LINE OLD NEW
    local name=$1 out status=0
    edit "$2" "$3" "$4" "$5" || return 1
    out=$(cd "$SPECS" && "$BIN" check "$SPECS/$name.primerspec" 2>&1) || status=$?
    if [[ $status -ne 1 ]]; then
        fail "$name: check after editing $2:$3 exits $status, expected 1"; echo "$out" | sed 's/^/    /'
    elif ! grep -qF -- "$(basename "$2"):$3:" <<<"$out"; then
        fail "$name: check after editing $2:$3 does not name $(basename "$2"):$3"; echo "$out" | sed 's/^/    /'
    else
        pass "$name: editing the title at $2:$3 fails the check there"
    fi
    edit "$2" "$3" "$5" "$4" || true
}
edited location Sources/Onboarding/OnboardingView.swift 30 'Find trails near you' 'Find hikes near you' || true
edited microphone Sources/Journal/HikeJournalView.swift 63 'Talk instead of typing' 'Talk, do not type' || true
edited scanner Sources/Scanner/TrailSignScannerView.swift 15 'Scan a trail sign' 'Scan a sign' || true
edited notifications Sources/Support/Copy.swift 11 'Know before you go' 'Know it before you go' || true

# (c) German: the primer screens read the app's catalog.
spec location-de \
    'block primer-screen' \
    "code \"$APP/Sources/Onboarding/OnboardingView.swift\"" \
    'locale de' \
    "strings \"$APP/Resources\"" \
    '' 'voiceover ready'
spec photos-de \
    'block primer-screen' \
    "code \"$APP/Sources/Journal/HikeJournalView.swift\"" \
    'call "HikeJournalView.body"' \
    'locale de' \
    "strings \"$APP/Resources\"" \
    '' 'voiceover ready'
record_and_check location-de || true
record_and_check photos-de || true
words location-de 'voiceover ready' 'Wanderwege in deiner Nähe' \
    'Trailhead nutzt deinen Standort, um Startpunkte in der Nähe und deine Position auf Offline-Karten zu zeigen.' \
    'Wege in der Nähe' 'Alles im Umkreis einer Autostunde, das Nächste zuerst.' \
    'Du bist hier' 'Verfolge deine Position auf der Karte, auch ohne Empfang.' \
    'Weg zum Startpunkt' 'Lass dich Schritt für Schritt zum Parkplatz führen.' 'Standort teilen' || true
words photos-de 'voiceover ready' 'Nimm die Fotos deiner Wanderung mit' \
    'Erlaube Trailhead den Zugriff auf deine Mediathek, damit deine Fotos vom Weg neben der passenden Wanderung landen.' \
    'Nach Wanderung sortiert' 'Fotos landen von selbst beim richtigen Tag und Weg.' \
    'Auf der Karte markiert' 'Tippe auf „Auf Karte zeigen“, um zu sehen, wo jedes Foto entstanden ist.' \
    'Bleibt auf deinem iPhone' 'Nothing is uploaded unless you share it.' 'Fotos auswählen' || true

if ((${#failures[@]})); then
    echo "app-code: ${#failures[@]} of $((passed + ${#failures[@]})) checks failed:"
    printf '  %s\n' "${failures[@]}"
    exit 1
fi
echo "app-code: $passed checks passed"
