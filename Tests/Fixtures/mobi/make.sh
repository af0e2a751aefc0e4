#!/bin/sh
# Writes the MOBI fixtures (run from anywhere; needs python3 and calibre's ebook-convert): a small
# EPUB (source.epub: three chapters, a nested contents entry, a link to a fragment, a picture,
# preformatted code with runs of spaces, Chinese text) converted by calibre into an old MOBI
# (book.mobi: PalmDOC, presentational markup), an AZW3 (book.azw3: KF8), a hybrid of both
# (book-both.mobi) and an AZW3 whose EXTH names a cover (book-cover.azw3). The tests make their hostile variants from these.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
python3 - "$here/source.epub" "$here/../pictures/quadrants.png" <<'PY'
import sys, zipfile
out, png = sys.argv[1], open(sys.argv[2], "rb").read()
def page(title, body):
    return ('<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>%s</title></head>'
            '<body>%s</body></html>' % (title, body))
chapters = [
    ("one.xhtml", page("One", '<h1>Chapter One</h1><p>The first chapter opens the book.</p>'
        '<p>See <a href="three.xhtml#far">the far place</a> for more.</p><p><img src="quadrants.png" alt="quadrants"/></p>'
        '<h2 id="code">Some code</h2><pre>sudo  apt   install    termreader\n    indented line</pre>')),
    ("two.xhtml", page("Two", '<h1>Chapter Two</h1><p>中文的段落，讀者應該看到完整的文字。</p><p>The second chapter ends here.</p>')),
    ("three.xhtml", page("Three", '<h1>Chapter Three</h1><p>Filler before the target.</p><p id="far">The far place is here.</p>'
        '<p>The last words of the book.</p>')),
]
opf = ('<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">'
       '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>A Small Kindle Book</dc:title><dc:language>en</dc:language>'
       '<dc:creator>Test Author</dc:creator><dc:identifier id="id">small-kindle-book</dc:identifier></metadata><manifest>'
       + "".join('<item id="c%d" href="%s" media-type="application/xhtml+xml"/>' % (i, c[0]) for i, c in enumerate(chapters))
       + '<item id="png" href="quadrants.png" media-type="image/png"/><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
       '</manifest><spine toc="ncx">' + "".join('<itemref idref="c%d"/>' % i for i in range(len(chapters))) + '</spine></package>')
def point(n, label, src, inner=""):
    return '<navPoint id="n%d" playOrder="%d"><navLabel><text>%s</text></navLabel><content src="%s"/>%s</navPoint>' % (n, n, label, src, inner)
ncx = ('<?xml version="1.0" encoding="utf-8"?>\n<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head/>'
       '<docTitle><text>A Small Kindle Book</text></docTitle><navMap>'
       + point(1, "Chapter One", "one.xhtml", point(2, "Some code", "one.xhtml#code"))
       + point(3, "Chapter Two", "two.xhtml") + point(4, "Chapter Three", "three.xhtml") + '</navMap></ncx>')
with zipfile.ZipFile(out, "w") as z:
    z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
    z.writestr("META-INF/container.xml", '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
               '<rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>')
    z.writestr("content.opf", opf)
    z.writestr("toc.ncx", ncx)
    z.writestr("quadrants.png", png)
    for name, text in chapters:
        z.writestr(name, text)
PY
cd "$here"
ebook-convert source.epub book.mobi --mobi-file-type old >/dev/null
ebook-convert source.epub book.azw3 >/dev/null
ebook-convert source.epub book-both.mobi --mobi-file-type both >/dev/null
ebook-convert source.epub book-cover.azw3 --cover ../pictures/quadrants.jpg >/dev/null
ls -l "$here"
