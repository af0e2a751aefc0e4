#!/bin/sh
# Regenerates Sources/ReaderCore/Text/GB18030Table.swift from glibc iconv.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/gen" "$root/scripts/gen-gb18030-table.c"
"$tmp/gen" > "$tmp/table.swift"
mv "$tmp/table.swift" "$root/Sources/ReaderCore/Text/GB18030Table.swift"
