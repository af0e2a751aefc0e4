#!/usr/bin/env bash
# Debian's documentation packages as plain text: the Debian Reference (English, Simplified
# Chinese) and the Debian Administrator's Handbook (English, Simplified Chinese, Japanese),
# each chapter in reading order turned to text by w3m and, for the Reference, also by pandoc.
#   scripts/shelf/docs.sh OUT
set -euo pipefail
out=${1:?usage: docs.sh OUT}
mkdir -p "$out"

# The .html pages a table of contents links to, in order, each once.
pages_of() { grep -o 'href="[^"#:]*\.html' "$1" | sed 's/href="//' | awk '!seen[$0]++'; }

# w3m: one book of the pages, concatenated.
w3m_book() { # out dir pages...
    local file=$1 dir=$2; shift 2
    for page in "$@"; do w3m -dump -cols 80 -T text/html -I UTF-8 -O UTF-8 "$dir/$page"; done >"$file"
}

ref=/usr/share/debian-reference
for lang in en zh-cn; do
    pages=(index.$lang.html $(cd "$ref" && ls ch??.$lang.html) apa.$lang.html)
    w3m_book "$out/debian-reference.$lang.w3m.txt" "$ref" "${pages[@]}"
    (cd "$ref" && pandoc -f html -t plain --wrap=auto --columns=78 "${pages[@]}") >"$out/debian-reference.$lang.pandoc.txt"
done
# The package's own text version (made by its DocBook tool chain).
[ -e $ref/debian-reference.en.txt.gz ] && zcat $ref/debian-reference.en.txt.gz >"$out/debian-reference.en.package.txt"

hb=/usr/share/doc/debian-handbook/html
for lang in en-US zh-CN ja-JP; do
    [ -e "$hb/$lang/index.html" ] || continue
    mapfile -t pages < <(pages_of "$hb/$lang/index.html" | while read -r p; do [ -e "$hb/$lang/$p" ] && echo "$p"; done)
    w3m_book "$out/debian-handbook.$lang.w3m.txt" "$hb/$lang" index.html "${pages[@]}"
done
