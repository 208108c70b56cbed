#!/usr/bin/env bash
# The GitHub Action's install step (action.yml): decides how primer-spec gets onto the runner and
# writes what it decided to $GITHUB_OUTPUT (method, version, binary, cache-key, scratch).
#
#   install.sh          binary given? use it. Else on Linux (install auto|download) download the
#                       release archive scripts/release.sh packs; auto falls back to "source" when
#                       the release has no archive for this runner. Else "source".
#   install.sh build    method "source": swift build -c release in the action's own checkout,
#                       into a scratch folder the action caches (actions/cache) between runs.
#
# Inputs come as environment variables (action.yml maps them): INPUT_VERSION, INPUT_INSTALL,
# INPUT_BINARY, INPUT_RELEASE_URL; the runner gives GITHUB_ACTION_PATH, GITHUB_OUTPUT, RUNNER_TEMP,
# RUNNER_TOOL_CACHE, RUNNER_OS. Exit 2 (bad input) when asked for something that cannot be done.
set -euo pipefail

action=${GITHUB_ACTION_PATH:?the runner sets GITHUB_ACTION_PATH}
output=${GITHUB_OUTPUT:?the runner sets GITHUB_OUTPUT}
temp=${RUNNER_TEMP:-/tmp}
scratch="$temp/primer-spec-build"

fail() { echo "::error title=primer-spec install::$1"; exit 2; }
say() { printf '%s=%s\n' "$1" "$2" >> "$output"; }

if [ "${1:-}" = build ]; then
    command -v swift >/dev/null || fail "no swift on PATH: install a Swift 6 toolchain before this action (or use a release with a Linux archive)"
    start=$(date +%s)
    swift build -c release --product primer-spec --package-path "$action" --scratch-path "$scratch"
    bin="$(swift build -c release --product primer-spec --package-path "$action" --scratch-path "$scratch" --show-bin-path)/primer-spec"
    [ -x "$bin" ] || fail "swift build finished but $bin is not there"
    echo "primer-spec built from source in $(( $(date +%s) - start )) s: $bin"
    say binary "$bin"
    exit 0
fi

version=${INPUT_VERSION:-}
if [ -z "$version" ]; then
    version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$action/Sources/PrimerReports/ToolVersion.swift" 2>/dev/null || true)
fi
version=${version#v}
[ -n "$version" ] || fail "no version input and no Sources/PrimerReports/ToolVersion.swift in the action"
say version "$version"

mode=${INPUT_INSTALL:-auto}
case "$mode" in auto|download|source) ;; *) fail "install is '$mode'; expected auto, download or source" ;; esac

# A binary the workflow already has (a cache, a container image, this repository's own build).
if [ -n "${INPUT_BINARY:-}" ]; then
    [ -x "$INPUT_BINARY" ] || fail "binary '$INPUT_BINARY' is not an executable file"
    bin=$(cd "$(dirname "$INPUT_BINARY")" && pwd)/$(basename "$INPUT_BINARY")
    echo "primer-spec given: $bin ($("$bin" --version))"
    say method binary
    say binary "$bin"
    exit 0
fi

arch=$(uname -m)
name="primer-spec-$version-linux-$arch"
os=${RUNNER_OS:-$(uname -s)}

if [ "$mode" != source ] && [ "$os" = Linux ]; then
    repository=${GITHUB_ACTION_REPOSITORY:-${GITHUB_REPOSITORY:-}}
    base=${INPUT_RELEASE_URL:-${GITHUB_SERVER_URL:-https://github.com}/$repository/releases/download}
    url="${base%/}/v$version/$name.tar.gz"
    # The tool cache survives between jobs on a self-hosted runner; on a hosted one it is empty.
    home="${RUNNER_TOOL_CACHE:-$temp}/primer-spec/$version/$arch"
    if [ -x "$home/primer-spec" ]; then
        echo "primer-spec $version already in $home"
        say method download
        say binary "$home/primer-spec"
        exit 0
    fi
    download=$(mktemp -d "$temp/primer-spec-download.XXXXXX")
    start=$(date +%s%N)
    if ! command -v curl >/dev/null; then
        echo "no curl on this runner to download $url"
    elif curl -fsSL --retry 3 -o "$download/$name.tar.gz" "$url" \
        && curl -fsSL --retry 3 -o "$download/$name.tar.gz.sha256" "$url.sha256"; then
        (cd "$download" && sha256sum -c "$name.tar.gz.sha256") \
            || fail "$name.tar.gz does not match its .sha256: not installed"
        mkdir -p "$home"
        tar -xzf "$download/$name.tar.gz" -C "$download"
        mv "$download/$name/primer-spec" "$home/primer-spec"
        rm -rf "$download"
        elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
        echo "primer-spec $version downloaded and unpacked in $elapsed ms: $home/primer-spec ($("$home/primer-spec" --version))"
        say method download
        say binary "$home/primer-spec"
        exit 0
    fi
    rm -rf "$download"
    [ "$mode" = download ] && fail "no release archive at $url (or no curl)"
    echo "no release archive at $url: building from source"
elif [ "$mode" = download ]; then
    fail "release archives are for Linux runners; this runner is $os (use install: source)"
fi

# From source: the cache key names the runner, the toolchain and every file the build reads.
toolchain=$(swift --version 2>/dev/null | head -n 1 || echo none)
# sha256sum on Linux, shasum on macOS runners (word-split on purpose).
hash=sha256sum
command -v sha256sum >/dev/null || hash="shasum -a 256"
# shellcheck disable=SC2086
sources=$(cd "$action" && { echo "$toolchain"; find Package.swift Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 $hash; } | $hash | cut -c1-16)
say method source
say scratch "$scratch"
say cache-key "primer-spec-build-$os-$arch-$sources"
say cache-prefix "primer-spec-build-$os-$arch-"
