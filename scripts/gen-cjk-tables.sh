#!/bin/sh
# Regenerates Sources/ReaderCore/Text/CJKTables.swift from glibc iconv (Big5, Shift_JIS, EUC-JP, EUC-KR).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/gen" "$root/scripts/gen-cjk-tables.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$root/Sources/ReaderCore/Text/CJKTables.swift"
