#!/bin/sh
# Makes FB2, zipped FB2, Markdown and HTML books from the corpus EPUBs with real converters,
# to read, `info`, `render` and `bench` by hand (the tests write their own small books):
# pandoc writes FB2 (sections with titles), GitHub Markdown without raw HTML, and standalone
# HTML; calibre's ebook-convert writes a second FB2 (its sections carry no titles: one chapter).
# Needs pandoc and, for the calibre book, calibre (`apt-get install pandoc calibre`).
#
#   scripts/make-format-books.sh [OUT-DIR]      (default /tmp/termreader-formats)
set -eu
cd "$(dirname "$0")/.."
corpus=../shared/corpus/epub
out=${1:-/tmp/termreader-formats}
mkdir -p "$out"
for epub in "$corpus"/*.epub; do
    name=$(basename "$epub" .epub)
    pandoc -f epub -t fb2 "$epub" -o "$out/$name.fb2"
    pandoc -f epub -t gfm-raw_html "$epub" -o "$out/$name.md"
    pandoc -f epub -t html -s "$epub" -o "$out/$name.html"
    (cd "$out" && python3 -c "import sys, zipfile; zipfile.ZipFile(sys.argv[1] + '.fb2.zip', 'w', zipfile.ZIP_DEFLATED).write(sys.argv[1] + '.fb2')" "$name")
done
if command -v ebook-convert >/dev/null; then
    ebook-convert "$corpus/alice-in-wonderland.epub3.epub" "$out/alice-in-wonderland.calibre.fb2" >/dev/null
fi
ls -l "$out"
