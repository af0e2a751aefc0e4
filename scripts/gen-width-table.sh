#!/bin/sh
# Regenerates Sources/ReaderCore/Text/CellWidthTable.swift from glibc wcwidth.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/gen" "$root/scripts/gen-width-table.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$root/Sources/ReaderCore/Text/CellWidthTable.swift"
