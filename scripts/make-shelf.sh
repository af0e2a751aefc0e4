#!/usr/bin/env bash
# Builds a shelf of books termreader's corpus does not have, from Debian packages and small
# sources written here: documentation as text, fortune files, scripture, poetry, manuals made
# by different generators, EPUBs made by different tools, deliberately damaged EPUBs, plays,
# poetry and classics of other shapes (Standard Ebooks, Gutenberg; fetched from GitHub, skipped
# offline), Aozora Bunko texts and Chinese downloads (GitHub too), developers' documentation (Debian Policy, GNU, Python's tutorial by Sphinx), EPUBs
# converted from Markdown, TXT and HTML by pandoc and calibre, and books of the other formats
# (AZW3, MOBI, FB2 and PDF by calibre, Markdown and HTML by pandoc, a comic).
# Generated books are never committed; `termreader check DIR` sweeps them.
#
#   scripts/make-shelf.sh [DIR] [--extra FOLDER]...     (DIR: /tmp/termreader-shelf)
#
# --extra copies the books of FOLDER (not its subfolders; every format the sweep opens) into DIR/extra/.
# Installs what it needs with apt-get when missing (run as root) and says so. About 100 MB.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=/tmp/termreader-shelf
extras=()
while [ $# -gt 0 ]; do
    case $1 in
        --extra) extras+=("${2:?--extra needs a folder}"); shift 2 ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) out=$1; shift ;;
    esac
done

# Program or file that shows a package is there, and the package.
need=()
want() { [ -e "$1" ] || command -v "$1" >/dev/null 2>&1 || need+=("$2"); }
want w3m w3m
want pandoc pandoc
want sphinx-build python3-sphinx
want makeinfo texinfo
want xsltproc xsltproc
want /usr/share/xml/docbook/stylesheet/docbook-xsl/epub3/chunk.xsl docbook-xsl
want /usr/share/xml/docbook/schema/dtd/4.5/docbookx.dtd docbook-xml
want groff groff
want man man-db
want bible bible-kjv
want /usr/lib/bible.data bible-kjv-text
want /usr/share/games/fortunes/literature fortunes
want /usr/share/games/fortunes/tang300 fortunes-zh
want /usr/share/debian-reference/index.en.html debian-reference-en
want /usr/share/debian-reference/index.zh-cn.html debian-reference-zh-cn
want /usr/share/doc/debian-handbook/html/en-US/index.html debian-handbook
want ebook-convert calibre
want python3 python3
want /usr/share/doc/debian-policy/policy.txt.gz debian-policy
want /usr/share/developers-reference/developers-reference.epub developers-reference
want /usr/share/doc/maint-guide/maint-guide.en.txt.gz maint-guide
want /usr/share/info/standards.info.gz gnu-standards
want /usr/share/doc/python3-doc/html/_sources/tutorial python3-doc
want /usr/share/doc/nodejs/api/url.md nodejs
want zip zip
if [ ${#need[@]} -gt 0 ]; then
    echo "make-shelf: installing ${need[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

mkdir -p "$out"
out=$(cd "$out" && pwd)
for part in docs fortunes scripture manuals epubs damaged literature classics aozora chinese devdocs converted formats; do
    echo "make-shelf: $part"
    "$here/shelf/$part.sh" "$out/$part"
done
for folder in "${extras[@]}"; do
    mkdir -p "$out/extra"
    find "$folder" -maxdepth 1 -type f \( -iname '*.txt' -o -iname '*.epub' -o -iname '*.mobi' -o -iname '*.azw3' -o -iname '*.azw' \
        -o -iname '*.prc' -o -iname '*.pdf' -o -iname '*.fb2' -o -iname '*.fb2.zip' -o -iname '*.cbz' -o -iname '*.md' -o -iname '*.markdown' \
        -o -iname '*.html' -o -iname '*.htm' -o -iname '*.xhtml' \) -exec cp -t "$out/extra" {} +
done
echo "make-shelf: $(find "$out" -type f | wc -l) books, $(du -sh "$out" | cut -f1) in $out"
