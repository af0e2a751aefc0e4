#!/bin/sh
# Regenerates Sources/ReaderCore/Text/GB18030Table.swift from glibc iconv.
#   scripts/gen-gb18030-table.sh [OUTPUT]   (OUTPUT defaults to the committed file)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Sources/ReaderCore/Text/GB18030Table.swift"}
cc=${CC:-$(command -v cc || command -v clang)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cc" -O2 -o "$tmp/gen" "$root/scripts/gen-gb18030-table.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$out"
