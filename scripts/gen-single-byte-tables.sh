#!/bin/sh
# Regenerates Sources/ReaderCore/Text/SingleByteTables.swift from glibc iconv (Windows-125x, KOI8, DOS, ISO-8859).
#   scripts/gen-single-byte-tables.sh [OUTPUT]   (OUTPUT defaults to the committed file)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-"$root/Sources/ReaderCore/Text/SingleByteTables.swift"}
cc=${CC:-$(command -v cc || command -v clang)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cc" -O2 -o "$tmp/gen" "$root/scripts/gen-single-byte-tables.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$out"
