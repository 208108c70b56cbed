#!/usr/bin/env bash
# Fuzzes PrimerSpec with libFuzzer and AddressSanitizer (`swiftc -sanitize=fuzzer,address`, Linux).
#
#   scripts/fuzz.sh TARGET [SECONDS]     # TARGET: one of the targets below, or all; SECONDS defaults to 60
#   FUZZ_SEED=1 scripts/fuzz.sh ...      # libFuzzer's random seed (default 0: a new one each run)
#
# checker    the spec checker with every reporter, and the recorder; seeded from Specs/ and
#            Tests/MalformedCorpus, with the spec keywords in Fuzz/primerspec.dict. Beyond crashes it
#            checks that every error is located, that messages stay short, and that whatever --record
#            writes checks clean and records to the same bytes again (Fuzz/CheckerFuzzTarget.swift).
# infoplist  the Info.plist readers of both blocks; seeded from Specs/Fixtures and the corpus's
#            plists, with Fuzz/infoplist.dict; fails if a reader writes to standard error.
# xcconfig   the xcconfig reader and build-setting expansion; seeded from Fuzz/seeds/xcconfig (the
#            hostile shapes: doubling chains, inherited doubling, nested references, CR line ends) and
#            the fixtures' xcconfigs, with Fuzz/xcconfig.dict; fails on a diagnostic or note without a
#            location in the file, an over-long message, or a value expanded past the size limit.
# project    the Xcode project reader, resolving every target and configuration (base xcconfig paths
#            included) and the files each target builds (phases, variant groups, synchronized folders); seeded from Fuzz/seeds/project (Xcode 16 shapes: objectVersion 70, 77, 90,
#            synchronized folders, anchored base configurations, CR and CR LF line ends) and the
#            Specs/Fixtures projects, with Fuzz/project.dict; fails on an unlocated diagnostic or an
#            over-long message (Fuzz/ProjectFuzzTarget.swift).
# dump       the XCUITest dump reader and what VoiceOver stops on; seeded from Tests/AppDumps (the
#            old form, Xcode 26's, Optional(…)), with Fuzz/dump.dict; fails on an error that is not
#            located in the dump or a message longer than the quoting rule allows.
# scan       scan's Swift lexer and request finder, and the designs' call sites (scopes, followed values,
#            the call-site finder with every standard block's shapes, each block's read; views, operators
#            and copies of the designs); seeded from Fuzz/seeds/swift, the scan fixtures' and the test
#            apps' Swift files (Tests/Apps: edited copies of the designs), with Fuzz/swift.dict; fails on tokens
#            out of order or outside the input, a request of an API the catalogue does not list, a call,
#            note or value read outside the input, a call of a shape not given or a note that is not a
#            note (Fuzz/ScanFuzzTarget.swift).
# strings    the localized Info.plist readers (InfoPlist.strings and InfoPlist.xcstrings), fed the same
#            bytes; seeded from Fuzz/seeds/strings and Tests/Localization, with Fuzz/strings.dict;
#            fails on a value or diagnostic located outside the file, or an over-long message.
# lsp        the language server in-process (no process spawned), as an editor drives it: raw framed
#            streams through the base protocol's framer (CR LF and LF-only headers, lengths too short
#            and too long, noise), one JSON body a line framed or handed over unframed, sessions of
#            didOpen/didChange edits and requests with hostile positions; seeded from Fuzz/seeds/lsp
#            (written by its generate.py), with Fuzz/lsp.dict. Fails on a request without exactly one
#            response, a range outside its document, or a document text other than what a reference
#            applier in the target gets from the same edits (Fuzz/LanguageServerFuzzTarget.swift).
#
# The libraries are built once with coverage and ASan into .build/fuzz (swift build --scratch-path),
# each target is linked with swiftc, and libFuzzer runs for SECONDS on a corpus kept in
# .build/fuzz/corpus/TARGET (new inputs it finds are kept for the next run). Crashes and property
# failures leave their input in .build/fuzz/artifacts/TARGET and make the script exit non-zero.
# The last lines of each run (executions, coverage, corpus) are printed; Docs/Reliability.md has figures.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# The targets, in the order 'all' runs them.
targets=(checker infoplist xcconfig project dump strings scan lsp)
target=${1:-}
seconds=${2:-60}
if [ "$target" = all ]; then
    for each in "${targets[@]}"; do "$0" "$each" "$seconds"; done
    exit 0
fi
if [[ " ${targets[*]} " != *" $target "* ]] || [ -z "$target" ]; then
    echo "usage: scripts/fuzz.sh $(IFS='|'; echo "${targets[*]}")|all [SECONDS]" >&2
    exit 2
fi
[[ $seconds =~ ^[0-9]+$ ]] || { echo "error: SECONDS must be a whole number, not '$seconds'" >&2; exit 2; }

scratch=$root/.build/fuzz
modules=(PrimerModel PrimerAccessibility PrimerMotion PrimerSyntax PrimerAppInfo PrimerCode PrimerAppDump PrimerSpec PrimerReports PrimerScan PermissionPrimer PrimerScreen PermissionPriming PrimerBlocks PrimerLanguageServer)

echo "== building the libraries with -sanitize=fuzzer,address"
# The blocks bring in every module below them; the checker's target also renders reports.
for built in PrimerBlocks PrimerReports PrimerScan PrimerLanguageServer; do
    swift build --scratch-path "$scratch" -c release -Xswiftc -sanitize=fuzzer,address --target "$built" 2>&1 \
        | grep -E "error|warning: |Compiling|complete" | grep -v "^\[" || true
done
release=$scratch/release
objects=()
for module in "${modules[@]}"; do
    objects+=("$release/$module.build"/*.o)
done

# The Info.plist target's memory grows by about half a kilobyte with every input Foundation fails to
# parse (its own leak, Fuzz/lsan.supp): 4.3 GB after ten minutes (8.6 million inputs) on a 2-core
# machine. Its limit leaves room for that; run longer sessions in chunks.
case $target in
    checker) source=Fuzz/CheckerFuzzTarget.swift; dictionary=Fuzz/primerspec.dict; rss_limit=2048 ;;
    infoplist) source=Fuzz/InfoPlistFuzzTarget.swift; dictionary=Fuzz/infoplist.dict; rss_limit=8192 ;;
    xcconfig) source=Fuzz/XCConfigFuzzTarget.swift; dictionary=Fuzz/xcconfig.dict; rss_limit=2048 ;;
    project) source=Fuzz/ProjectFuzzTarget.swift; dictionary=Fuzz/project.dict; rss_limit=2048 ;;
    dump) source=Fuzz/DumpFuzzTarget.swift; dictionary=Fuzz/dump.dict; rss_limit=2048 ;;
    strings) source=Fuzz/StringsFuzzTarget.swift; dictionary=Fuzz/strings.dict; rss_limit=2048 ;;
    # scan reads inputs up to 300 KB, so that nesting as deep as a 260 KB line of interpolations is reached.
    scan) source=Fuzz/ScanFuzzTarget.swift; dictionary=Fuzz/swift.dict; rss_limit=2048; max_len=300000 ;;
    lsp) source=Fuzz/LanguageServerFuzzTarget.swift; dictionary=Fuzz/lsp.dict; rss_limit=2048 ;;
esac
binary=$scratch/fuzz-$target
# The targets use the modules' `package` declarations, so they join the package: SwiftPM names it after
# the checkout's folder (its identity), as its own build commands say.
package_name=$(grep -o '"-package-name","[^"]*"' "$scratch/release.yaml" | head -n 1 | cut -d '"' -f 4)
[ -n "$package_name" ] || { echo "error: no -package-name in $scratch/release.yaml" >&2; exit 1; }
echo "== linking $binary"
# (gold warns that it cannot export ASan's local helper symbols; the warnings are harmless and dropped.)
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name Fuzz$target -package-name "$package_name" \
    -I "$release/Modules" \
    "$source" "${objects[@]}" -o "$binary" 2>&1 | { grep -v "Cannot export local symbol" || true; }
[ -x "$binary" ] || { echo "error: linking $binary failed" >&2; exit 1; }

corpus=$scratch/corpus/$target
seeds=$scratch/seeds/$target
artifacts=$scratch/artifacts/$target
mkdir -p "$corpus" "$artifacts"
rm -rf "$seeds"
mkdir -p "$seeds"
case $target in
    checker)
        cp Specs/*.primerspec Tests/MalformedCorpus/*.primerspec "$seeds"/
        ;;
    infoplist)
        cp Specs/Fixtures/*.plist "$seeds"/
        find Tests/MalformedCorpus/plists -maxdepth 1 -type f -name '*.plist' -exec cp {} "$seeds"/ \;
        ;;
    xcconfig)
        cp Fuzz/seeds/xcconfig/*.xcconfig "$seeds"/
        find Specs/Fixtures Tests/MalformedCorpus/plists -type f -name '*.xcconfig' -exec cp {} "$seeds"/ \;
        ;;
    project)
        cp Fuzz/seeds/project/*.pbxproj "$seeds"/
        for fixture in Specs/Fixtures/*.xcodeproj/project.pbxproj; do
            [ -f "$fixture" ] && cp "$fixture" "$seeds/fixture-$(basename "$(dirname "$fixture")" .xcodeproj).pbxproj"
        done
        ;;
    dump)
        cp Tests/AppDumps/*.txt "$seeds"/
        ;;
    strings)
        cp Fuzz/seeds/strings/* "$seeds"/
        n=0
        find Tests/Localization -type f \( -name '*.strings' -o -name '*.xcstrings' \) -print0 |
            while IFS= read -r -d '' file; do n=$((n + 1)); cp "$file" "$seeds/localization-$n-${file##*/}"; done
        ;;
    scan)
        cp Fuzz/seeds/swift/*.swift "$seeds"/
        n=0
        find Tests/PrimerScanTests/Fixtures Tests/Apps -type f -name '*.swift' -print0 |
            while IFS= read -r -d '' file; do n=$((n + 1)); cp "$file" "$seeds/fixture-$n-${file##*/}"; done
        ;;
    lsp)
        cp Fuzz/seeds/lsp/*.lsp "$seeds"/
        ;;
esac

echo "== fuzzing $target for $seconds s ($(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) inputs kept from earlier runs)"
log=$scratch/fuzz-$target.log
status=0
# Swift's own crash backtracer is turned off so that libFuzzer's handler saves the crashing input.
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0" \
"$binary" "$corpus" "$seeds" -dict="$dictionary" -max_total_time="$seconds" -max_len="${max_len:-8192}" -timeout=10 -seed="${FUZZ_SEED:-0}" \
    -rss_limit_mb="$rss_limit" -malloc_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
grep -E "INITED|DONE|#[0-9]+.*(pulse|REDUCE|NEW)" "$log" | tail -n 3 || true
grep -E "^stat::" "$log" || true
if [ $status -ne 0 ]; then
    echo "== $target FAILED (exit $status); the log is $log, the input in $artifacts"
    grep -E "ERROR|PROPERTY FAILED|Fatal|SUMMARY" "$log" | head -n 10 || true
    exit 1
fi
echo "== $target: no crash in $seconds s"
