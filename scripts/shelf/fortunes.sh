#!/usr/bin/env bash
# Fortune files (`%` between entries) from the fortunes and fortunes-zh packages, as .txt.
# The Chinese ones include Tang and Song poetry (tang300, song100): the shelf's poetry, as
# Debian ships no package of public-domain plays or poems as text.
#   scripts/shelf/fortunes.sh OUT
set -euo pipefail
out=${1:?usage: fortunes.sh OUT}
mkdir -p "$out"
dir=/usr/share/games/fortunes
for f in "$dir"/*; do
    [ -f "$f" ] || continue
    case $f in *.dat|*.u8) continue ;; esac
    # The .u8 names are links to the same files.
    name=$(basename "$f")
    cp -L "$f" "$out/$name.txt"
done
