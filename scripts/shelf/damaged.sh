#!/usr/bin/env bash
# Deliberately damaged EPUBs (damage-epub.py says which damage each has), from pandoc's EPUB 3
# of some books of the KJV.
#   scripts/shelf/damaged.sh OUT   (after scripture.sh)
set -euo pipefail
out=${1:?usage: damaged.sh OUT}
here=$(cd "$(dirname "$0")" && pwd)
# The KJV beside OUT ($kjv) and a scratch folder ($work).
source "$here/kjv-source.sh"
python3 "$here/kjv-to.py" md "$kjv" "$work/kjv.md"
pandoc -f markdown -t epub3 --toc -o "$work/kjv.epub" "$work/kjv.md"
python3 "$here/damage-epub.py" "$work/kjv.epub" "$out"
