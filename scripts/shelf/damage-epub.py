#!/usr/bin/env python3
"""Writes deliberately damaged copies of a good EPUB 3 that has both a nav document and an NCX
(pandoc's): the reader must open each with what is left, or fail with one line.

  wrong-folder-hrefs  the nav's and the NCX's hrefs made relative to the zip's root, not their folder
  missing-nav         the nav document and its manifest item removed (the NCX stays)
  nav-without-ncx     the NCX removed (the nav stays)
  no-contents         both removed
  missing-document    a spine document's file removed from the zip
  truncated-half      the file cut in half (no central directory)
  truncated-tail      the last 200 bytes cut (the central directory's end lost)

usage: damage-epub.py GOOD.epub OUT_DIR
"""
import os
import posixpath
import re
import sys
import zipfile

good, out = sys.argv[1:3]
os.makedirs(out, exist_ok=True)
stem = os.path.basename(good).split('.')[0]
src = zipfile.ZipFile(good)
names = src.namelist()
opf_path = re.search(r'full-path="([^"]+)"', src.read('META-INF/container.xml').decode()).group(1)
opf = src.read(opf_path).decode('utf-8')
folder = posixpath.dirname(opf_path)


def href_of(item_id):
    return re.search(r'<item id="%s" href="([^"]+)"' % item_id, opf).group(1)


nav_path = posixpath.join(folder, href_of('nav'))
ncx_path = posixpath.join(folder, href_of('ncx'))


def write(kind, replace=None, drop=()):
    """A copy with `replace[name] = bytes` and without the names in `drop`; mimetype first, stored."""
    replace = replace or {}
    path = os.path.join(out, '%s.%s.epub' % (stem, kind))
    with zipfile.ZipFile(path, 'w') as z:
        z.writestr(zipfile.ZipInfo('mimetype'), src.read('mimetype'), compress_type=zipfile.ZIP_STORED)
        for name in names:
            if name == 'mimetype' or name in drop:
                continue
            z.writestr(name, replace.get(name, src.read(name)), compress_type=zipfile.ZIP_DEFLATED)
    return path


def rooted(name):
    """The document's hrefs made relative to the zip's root instead of its own folder."""
    text = src.read(name).decode('utf-8')
    base = posixpath.dirname(name)
    return re.sub(r'(href|src)="(?![a-z]+:)([^"#]*)', lambda m: '%s="%s' % (m.group(1), posixpath.join(base, m.group(2))
                                                                      if m.group(2) else ''), text).encode('utf-8')


without_nav = re.sub(r'<item id="nav"[^>]*/>', '', opf)
without_nav = re.sub(r'<itemref idref="nav"[^>]*/>', '', without_nav)
without_ncx = re.sub(r'<item id="ncx"[^>]*/>', '', opf).replace(' toc="ncx"', '')
write('wrong-folder-hrefs', {nav_path: rooted(nav_path), ncx_path: rooted(ncx_path)})
write('missing-nav', {opf_path: without_nav.encode()}, drop=[nav_path])
write('nav-without-ncx', {opf_path: without_ncx.encode()}, drop=[ncx_path])
no_contents = re.sub(r'<item id="ncx"[^>]*/>', '', without_nav).replace(' toc="ncx"', '')
write('no-contents', {opf_path: no_contents.encode()}, drop=[nav_path, ncx_path])
spine_docs = [n for n in names if re.search(r'ch0*2\.xhtml$', n)]
write('missing-document', drop=spine_docs[:1])
data = open(good, 'rb').read()
open(os.path.join(out, stem + '.truncated-half.epub'), 'wb').write(data[:len(data) // 2])
open(os.path.join(out, stem + '.truncated-tail.epub'), 'wb').write(data[:-200])
