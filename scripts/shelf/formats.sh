#!/usr/bin/env bash
# Books in the formats besides TXT and EPUB, made from the shelf's EPUBs and Markdown by the tools
# people make them with: calibre's ebook-convert (AZW3, old MOBI, FB2, and a PDF), pandoc (Markdown
# and a standalone HTML page), and a comic (CBZ) of pictures drawn here, with a ComicInfo.xml.
#   scripts/shelf/formats.sh OUT   (after epubs.sh and converted.sh: their books are the sources)
set -euo pipefail
out=${1:?usage: formats.sh OUT}
mkdir -p "$out"
shelf=$(dirname "$out")

if command -v ebook-convert >/dev/null; then
    for src in "$shelf/epubs/kjv.pandoc.epub3.epub" "$shelf/epubs/debian-reference.pandoc.epub3.epub" "$shelf/converted/nodejs.pandoc.epub"; do
        [ -e "$src" ] || { echo "formats.sh: no $src: skipped"; continue; }
        name=$(basename "$src" .epub)
        for ext in azw3 mobi fb2; do
            ebook-convert "$src" "$out/$name.$ext" >/dev/null 2>&1 || echo "formats.sh: calibre failed on $name.$ext"
        done
    done
    # calibre's PDF output needs a display; offscreen works as root without one.
    src="$shelf/converted/nodejs.pandoc.epub"
    [ -e "$src" ] && { QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 ebook-convert "$src" "$out/nodejs.calibre.pdf" >/dev/null 2>&1 \
        || echo "formats.sh: calibre's PDF output failed"; }
else
    echo "formats.sh: no ebook-convert (calibre): AZW3, MOBI, FB2 and PDF left out"
fi

node=/usr/share/doc/nodejs
if command -v pandoc >/dev/null && [ -e "$node/api/url.md" ]; then
    cp "$node/api/url.md" "$out/nodejs-url.md"
    pandoc -f gfm -t html5 --standalone --toc --metadata title="Node.js: path" -o "$out/nodejs-path.pandoc.html" "$node/api/path.md"
fi

# A comic: 24 pages drawn as PNGs (a numbered disc on a gradient), named so that a plain sort would
# misorder them (page2 after page10), a hidden file and a macOS resource fork beside them.
python3 - "$out/discs.cbz" <<'PY'
import struct, sys, zipfile, zlib
def png(w, h, pixel):
    rows = b"".join(b"\0" + bytes(c for x in range(w) for c in pixel(x, y)) for y in range(h))
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
with zipfile.ZipFile(sys.argv[1], "w") as z:
    for n in range(1, 25):
        r = 20 + 5 * n
        z.writestr("pages/page%d.png" % n, png(160, 240, lambda x, y: (200, 30, 30) if (x - 80) ** 2 + (y - 120) ** 2 < r * r else (y, y // 2, 255 - y)))
    z.writestr("pages/.DS_Store", b"\0")
    z.writestr("__MACOSX/pages/._page1.png", b"\0")
    z.writestr("ComicInfo.xml", '<?xml version="1.0"?><ComicInfo><Series>Discs</Series><Number>1</Number><Writer>termreader</Writer></ComicInfo>')
PY
