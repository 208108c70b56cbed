#!/usr/bin/env bash
# Builds the release archive of primer-spec for this Linux machine: a binary with the Swift standard
# library and Foundation linked in (`--static-swift-stdlib`), so it runs where no Swift toolchain is
# installed, packed as
#
#   primer-spec-VERSION-linux-ARCH.tar.gz          (primer-spec, LICENSE, README.md)
#   primer-spec-VERSION-linux-ARCH.tar.gz.sha256   (`sha256sum` format)
#
# ARCH is `uname -m` (x86_64, aarch64). The GitHub Action (action.yml) downloads exactly these names
# from the release tagged vVERSION, so keep them in step. Docs/UsingInYourApp.md, "GitHub Action".
#
# Usage: scripts/release.sh [--binary PATH] [VERSION] [OUTPUT_DIR]
#   --binary    pack this primer-spec instead of building one (Tests/Action/action_test.py packs the
#               debug build so the action's download step reads an archive of the same shape)
#   VERSION     defaults to the version primer-spec --version prints (Sources/PrimerReports/ToolVersion.swift)
#   OUTPUT_DIR  defaults to .build/release-archive
# The build uses its own scratch folder (.build/release-static, or RELEASE_SCRATCH) so it neither waits
# for nor disturbs the debug build in .build. On 2 cores it takes several minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

given_binary=""
if [ "${1:-}" = --binary ]; then
    given_binary=${2:?--binary takes the path of a primer-spec}
    shift 2
fi
version_file=Sources/PrimerReports/ToolVersion.swift
version=${1:-$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$version_file")}
out=${2:-.build/release-archive}
scratch=${RELEASE_SCRATCH:-.build/release-static}
if [ -z "$version" ]; then
    echo "release.sh: no version given and none found in $version_file" >&2
    exit 2
fi
if [ "$(uname -s)" != Linux ]; then
    echo "release.sh: the static archive is built on Linux (macOS links the Swift runtime from the OS)" >&2
    exit 2
fi
arch=$(uname -m)
name="primer-spec-$version-linux-$arch"

if [ -n "$given_binary" ]; then
    bin=$given_binary
else
    swift build -c release --static-swift-stdlib --product primer-spec --scratch-path "$scratch"
    bin="$(swift build -c release --static-swift-stdlib --product primer-spec --scratch-path "$scratch" --show-bin-path)/primer-spec"
    # The point of the archive: no libswift*.so and no Foundation .so on the binary's dynamic path.
    if ldd "$bin" | grep -Ei 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
        echo "release.sh: $bin still links a Swift library dynamically (above)" >&2
        exit 1
    fi
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name" "$out"
cp "$bin" "$stage/$name/primer-spec"
[ -n "$given_binary" ] || strip "$stage/$name/primer-spec" 2>/dev/null || true
cp LICENSE README.md "$stage/$name/"
# A stable archive: sorted names, fixed owner and time, so the same binary packs to the same bytes.
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00Z' \
    -czf "$out/$name.tar.gz" "$name"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz"
