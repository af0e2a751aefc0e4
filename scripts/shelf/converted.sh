#!/usr/bin/env bash
# EPUBs converted from sources the reader sees otherwise only as text: Node.js's API Markdown
# (fenced code blocks, pipe tables) by pandoc and by calibre's ebook-convert, Gutenberg plain
# texts (an anthology, a cookbook) by ebook-convert's TXT input, and a latex2html manual (the
# Debian GNU/Linux Guide, fetched from GITenberg) by ebook-convert's HTML input, links followed.
#   scripts/shelf/converted.sh OUT   (after classics.sh: its Gutenberg texts are sources here)
set -euo pipefail
out=${1:?usage: converted.sh OUT}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
# repo and a scratch folder ($work).
source "$here/github-source.sh"
classics=$(dirname "$out")/classics

node=/usr/share/doc/nodejs
md=("$node/BUILDING.md" "$node/api/path.md" "$node/api/url.md")
if [ -e "${md[0]}" ]; then
    pandoc -f gfm -t epub3 --toc --metadata title="Node.js: building, path, URL" -o "$out/nodejs.pandoc.epub" "${md[@]}"
    cat "${md[@]}" >"$work/nodejs.md"
else
    echo "converted.sh: no Node.js Markdown ($node): skipped"
fi

if ! command -v ebook-convert >/dev/null; then
    echo "converted.sh: no ebook-convert (calibre): its EPUBs are left out"
    exit 0
fi
calibre() { # source epub options...
    local src=$1 dst=$2; shift 2
    ebook-convert "$src" "$out/$dst" "$@" >/dev/null 2>&1 || echo "converted.sh: calibre failed on $src"
}
# Fenced code and pipe tables are Markdown extensions calibre reads only when asked.
[ -e "$work/nodejs.md" ] && calibre "$work/nodejs.md" nodejs.calibre-md.epub --title "Node.js: building, path, URL" \
    --markdown-extensions fenced_code,tables,toc
for book in arbor-day-leaves plain-cookery; do
    if [ -e "$classics/$book.gutenberg.txt" ]; then
        calibre "$classics/$book.gutenberg.txt" "$book.calibre-txt.epub"
    else
        echo "converted.sh: no $classics/$book.gutenberg.txt: skipped"
    fi
done
# --flow-size 0: one of its pages (node102, 260 KB) has no point calibre will split it at.
git=$(repo GITenberg/Debian-GNULinux-Guide-to-Installation-and-Usage_6527)
if [ -n "$git" ] && git --git-dir="$git" archive HEAD 6527-h 2>/dev/null | tar -x -C "$work"; then
    calibre "$work/6527-h/files/index.html" debian-guide.calibre-html.epub --max-levels 1 --flow-size 0 --title "Debian GNU/Linux Guide"
else
    echo "converted.sh: GITenberg's Debian GNU/Linux Guide (6527) cannot be fetched offline: skipped"
fi
