#!/usr/bin/env bash
# Manuals as plain text, made by different generators: texinfo (makeinfo --plaintext),
# man pages (man-db piped through col, and groff's raw -Tutf8 output with its overstrikes),
# DocBook (xsltproc to HTML, then w3m), Sphinx (-b text, numbered sections) and pandoc
# (-t plain, from Markdown).
#   scripts/shelf/manuals.sh OUT   (after scripture.sh: the KJV is the source of some)
set -euo pipefail
out=${1:?usage: manuals.sh OUT}
here=$(cd "$(dirname "$0")" && pwd)
# The KJV beside OUT ($kjv) and a scratch folder ($work).
source "$here/kjv-source.sh"
mkdir -p "$out"

for texi in /usr/share/doc/bzip2/manual.texi.gz /usr/share/doc/libtasn1-doc/fdl-1.3.texi.gz; do
    [ -e "$texi" ] || continue
    name=$(basename "$(dirname "$texi")")
    zcat "$texi" >"$work/$name.texi"
    makeinfo --plaintext --no-validate --force -o "$out/$name.makeinfo.txt" "$work/$name.texi" 2>/dev/null || true
done

for page in bash:1 man:1 groff_char:7 find:1; do
    name=${page%:*} section=${page#*:}
    man -w "$section" "$name" >/dev/null 2>&1 || continue
    MANWIDTH=80 man "$section" "$name" 2>/dev/null | col -bx >"$out/man-$name.col.txt"
    MANWIDTH=80 man -Tutf8 "$section" "$name" 2>/dev/null >"$out/man-$name.groff-utf8.txt" || true
done

python3 "$here/kjv-to.py" docbook "$kjv" "$work/kjv.xml"
xsltproc --nonet --novalid -o "$work/kjv.html" /usr/share/xml/docbook/stylesheet/docbook-xsl/html/docbook.xsl "$work/kjv.xml" 2>/dev/null
w3m -dump -cols 80 -T text/html -I UTF-8 -O UTF-8 "$work/kjv.html" >"$out/kjv.docbook-w3m.txt"

python3 "$here/kjv-to.py" sphinx "$kjv" "$work/sphinx"
sphinx-build -q -b text "$work/sphinx" "$work/sphinx-text" 2>/dev/null
for f in index genesis ruth 1-samuel 2-samuel psalms john 1-john 2-john 3-john jude; do cat "$work/sphinx-text/$f.txt"; done >"$out/kjv.sphinx-text.txt"

python3 "$here/kjv-to.py" md "$kjv" "$work/kjv.md"
pandoc -f markdown -t plain --columns=78 "$work/kjv.md" >"$out/kjv.pandoc-plain.txt"
