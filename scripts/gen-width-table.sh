#!/bin/sh
# Regenerates Sources/ReaderCore/Text/CellWidthTable.swift from glibc wcwidth.
#   scripts/gen-width-table.sh [OUTPUT]   (OUTPUT defaults to the committed file)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Sources/ReaderCore/Text/CellWidthTable.swift"}
cc=${CC:-$(command -v cc || command -v clang)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cc" -O2 -o "$tmp/gen" "$root/scripts/gen-width-table.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$out"
