#!/bin/sh
# Regenerates Sources/ReaderCore/Text/CJKTables.swift from glibc iconv (Big5, Shift_JIS, EUC-JP, EUC-KR).
#   scripts/gen-cjk-tables.sh [OUTPUT]   (OUTPUT defaults to the committed file)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Sources/ReaderCore/Text/CJKTables.swift"}
cc=${CC:-$(command -v cc || command -v clang)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cc" -O2 -o "$tmp/gen" "$root/scripts/gen-cjk-tables.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$out"
