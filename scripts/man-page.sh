#!/bin/sh
# Writes docs/termreader.1, the man page, from the command-line help through
# swift-argument-parser's generate-manual plugin (it builds the package first; works
# offline once the dependencies are checked out). Run it again when options change.
#
#   scripts/man-page.sh
set -eu
cd "$(dirname "$0")/.."
swift package plugin generate-manual --authors "The termreader authors" \
    --section 1 --date "$(date -u +%Y-%m-%d)"
page=$(find .build/plugins/GenerateManual/outputs -name termreader.1 | head -n 1)
[ -n "$page" ] || { echo "man-page.sh: generate-manual wrote no termreader.1" >&2; exit 1; }
cp "$page" docs/termreader.1
echo "wrote docs/termreader.1"
