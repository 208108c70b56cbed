#!/usr/bin/env bash
# Proves that the release archive scripts/release.sh packs runs where no Swift toolchain is:
#
#   1. its .sha256 matches, and it unpacks to primer-spec-VERSION-linux-ARCH/primer-spec;
#   2. `ldd` lists no libswift*, Foundation, Dispatch or BlocksRuntime library: only the C
#      libraries every Linux has (libc, libm, libstdc++, libgcc_s);
#   3. the unpacked copy (outside the toolchain's folders) runs --version and `check Specs` with
#      `env -i PATH=/usr/bin:/bin` (no swift on PATH, no LD_LIBRARY_PATH);
#   4. as root, in a root folder that holds only the binary, the C libraries ldd names and this
#      checkout's tracked files, with no network (`unshare --net --root`): nothing of the toolchain
#      can be found there at all. It mounts a /proc there: without one the binary receives no
#      arguments (observed: it prints its overview and exits 2); every Linux system and
#      container has one;
#   5. where a Docker daemon runs and debian:bookworm-slim is already pulled, in that image with
#      --network none. Steps 4 and 5 say on one line when they are skipped, and why.
#
# Usage: scripts/release-test.sh [ARCHIVE]   (default: the newest .build/release-archive/*.tar.gz)
# It takes seconds; building the archive (scripts/release.sh) takes minutes, so CI does not run
# either: the release workflow (.github/workflows/release.yml) runs both. Exit 1 on a failed proof.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

archive=${1:-$(ls -t .build/release-archive/primer-spec-*-linux-"$(uname -m)".tar.gz 2>/dev/null | head -n 1 || true)}
if [ -z "$archive" ] || [ ! -f "$archive" ]; then
    echo "release-test.sh: no archive; run scripts/release.sh first, or name one" >&2
    exit 2
fi
archive=$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")
name=$(basename "$archive" .tar.gz)
fail() { echo "FAIL $1" >&2; exit 1; }
pass() { echo "ok   $1"; }

(cd "$(dirname "$archive")" && sha256sum --quiet -c "$name.tar.gz.sha256") || fail "checksum of $name.tar.gz"
pass "checksum $(cut -c1-16 "$archive.sha256")… of $name.tar.gz ($(du -k "$archive" | cut -f1) KB)"

work=$(mktemp -d /tmp/primer-spec-release-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
bin="$work/$name/primer-spec"
[ -x "$bin" ] || fail "$name.tar.gz holds no $name/primer-spec"
pass "unpacked to $bin ($(du -k "$bin" | cut -f1) KB)"

libraries=$(ldd "$bin")
echo "$libraries" | sed 's/^/     /'
if echo "$libraries" | grep -Eiq 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found'; then
    fail "ldd: a Swift library, or a library that is not found, above"
fi
pass "ldd: no Swift library"

expect_check() {  # $1: what ran it; stdin: its output; $2: its exit code
    local output status=$2
    output=$(cat)
    [ "$status" -eq 0 ] || { echo "$output" | tail -n 5; fail "$1: check Specs exited $status"; }
    echo "$output" | tail -n 1 | grep -Eq '^[0-9]+ passed, 0 failed$' || { echo "$output" | tail -n 3; fail "$1: last line"; }
    pass "$1: check Specs: $(echo "$output" | tail -n 1)"
}

status=0
version=$(env -i PATH=/usr/bin:/bin "$bin" --version) || fail "env -i: --version"
pass "env -i PATH=/usr/bin:/bin: $version"
output=$(env -i PATH=/usr/bin:/bin "$bin" check Specs 2>&1) || status=$?
expect_check "env -i PATH=/usr/bin:/bin" "$status" <<< "$output"

# A root of its own: the binary, what ldd names (and the loader), the checkout's tracked files.
if [ "$(id -u)" = 0 ] && unshare --net --pid --fork --mount-proc=/proc --root=/ true 2>/dev/null; then
    root="$work/root"
    mkdir -p "$root/src" "$root/tmp" "$root/proc"
    cp "$bin" "$root/primer-spec"
    for library in $(echo "$libraries" | grep -o '/[^ ]*'); do
        mkdir -p "$root$(dirname "$library")"
        cp -L "$library" "$root$library"
    done
    git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$root/src"
    [ -z "$(find "$root" -name 'libswift*' -o -name 'libFoundation*' | head -n 1)" ] || fail "the root holds a Swift library"
    status=0
    output=$(env -i PATH=/usr/bin:/bin unshare --net --pid --fork --mount-proc=/proc --root="$root" --wd=/src \
        /primer-spec check Specs 2>&1) || status=$?
    expect_check "unshare --net --root (only the C libraries, no network)" "$status" <<< "$output"
else
    echo "skip unshare --net --root: needs root and user namespaces"
fi

if docker info >/dev/null 2>&1 && docker image inspect debian:bookworm-slim >/dev/null 2>&1; then
    status=0
    output=$(docker run --rm --network none -v "$work/$name:/opt/primer-spec:ro" -v "$repo:/src:ro" -w /src \
        debian:bookworm-slim /opt/primer-spec/primer-spec check Specs 2>&1) || status=$?
    expect_check "docker debian:bookworm-slim --network none" "$status" <<< "$output"
else
    echo "skip docker: no Docker daemon here, or debian:bookworm-slim is not pulled (this script pulls nothing)"
fi
echo "release test passed: $name"
