#!/usr/bin/env bash
# EPUBs made by different tools from the same kinds of sources: pandoc (EPUB 3 and 2),
# calibre's ebook-convert (from Markdown and from the Debian Reference's HTML, links followed),
# Sphinx's epub builder (numbered sections) and DocBook XSL's epub3 stylesheets.
#   scripts/shelf/epubs.sh OUT   (after scripture.sh: the KJV is the source of some)
set -euo pipefail
out=${1:?usage: epubs.sh OUT}
here=$(cd "$(dirname "$0")" && pwd)
# The KJV beside OUT ($kjv) and a scratch folder ($work).
source "$here/kjv-source.sh"
mkdir -p "$out"
ref=/usr/share/debian-reference

python3 "$here/kjv-to.py" md "$kjv" "$work/kjv.md"
pandoc -f markdown -t epub3 --toc -o "$out/kjv.pandoc.epub3.epub" "$work/kjv.md"
pandoc -f markdown -t epub2 --toc -o "$out/kjv.pandoc.epub2.epub" "$work/kjv.md"
# Manual pages with code blocks (<pre>): the Debian Reference's chapters, one EPUB.
(cd "$ref" && pandoc -f html -t epub3 --metadata title="Debian Reference" -o "$out/debian-reference.pandoc.epub3.epub" \
    index.en.html ch0[1-4].en.html)

if command -v ebook-convert >/dev/null; then
    ebook-convert "$work/kjv.md" "$out/kjv.calibre.epub" --title "KJV selections" >/dev/null 2>&1 \
        || echo "epubs.sh: calibre failed on kjv.md"
    ebook-convert "$ref/index.en.html" "$out/debian-reference.calibre.epub" --max-levels 1 >/dev/null 2>&1 \
        || echo "epubs.sh: calibre failed on the Debian Reference"
else
    echo "epubs.sh: no ebook-convert (calibre): its EPUBs are left out"
fi

python3 "$here/kjv-to.py" sphinx "$kjv" "$work/sphinx"
sphinx-build -q -b epub "$work/sphinx" "$work/sphinx-epub" 2>/dev/null
cp "$work/sphinx-epub/kjv-sphinx.epub" "$out/kjv.sphinx.epub"

python3 "$here/kjv-to.py" docbook "$kjv" "$work/kjv.xml"
mkdir -p "$work/docbook"
(cd "$work/docbook" && xsltproc --nonet --novalid /usr/share/xml/docbook/stylesheet/docbook-xsl/epub3/chunk.xsl "$work/kjv.xml" >/dev/null 2>&1)
(cd "$work/docbook" && rm -f "$out/kjv.docbook-xsl.epub3.epub" && zip -X0q "$out/kjv.docbook-xsl.epub3.epub" mimetype \
    && zip -Xr9Dq "$out/kjv.docbook-xsl.epub3.epub" META-INF OEBPS)
