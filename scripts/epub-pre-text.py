#!/usr/bin/env python3
"""Prints, as a JSON list, the text of every <pre> of an EPUB in reading order (the spine's
linear documents, then the others), read independently of termreader: zipfile, xml.etree
and html.parser. The text is the <pre>'s as written (a line break just after <pre> dropped,
as HTML does), without the line breaks that open it and the white space that ends it.

usage: scripts/epub-pre-text.py BOOK.epub
"""
import html.parser
import json
import posixpath
import sys
import urllib.parse
import xml.etree.ElementTree as ET
import zipfile


class PreText(html.parser.HTMLParser):
    """Collects the text of each <pre>; <br> inside one is a line break."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks, self.depth, self.skip, self.fresh = [], 0, 0, False

    def handle_starttag(self, tag, attrs):
        if tag in ('script', 'style'):
            self.skip += 1
        elif tag == 'pre':
            if self.depth == 0:
                self.blocks.append('')
            self.depth += 1
            self.fresh = True
        elif tag == 'br' and self.depth:
            self.blocks[-1] += '\n'

    def handle_startendtag(self, tag, attrs):
        if tag == 'br' and self.depth:
            self.blocks[-1] += '\n'

    def handle_endtag(self, tag):
        if tag in ('script', 'style'):
            self.skip = max(0, self.skip - 1)
        elif tag == 'pre' and self.depth:
            self.depth -= 1

    def handle_data(self, data):
        if not self.depth or self.skip:
            return
        if self.fresh and data.startswith('\n'):
            data = data[1:]
        self.fresh = False
        self.blocks[-1] += data


def spine(z):
    container = ET.fromstring(z.read('META-INF/container.xml'))
    opf_path = next(e.get('full-path') for e in container.iter() if e.tag.endswith('rootfile'))
    opf = ET.fromstring(z.read(opf_path))
    folder = posixpath.dirname(opf_path)
    manifest = {e.get('id'): e.get('href') for e in opf.iter() if e.tag.endswith('}item')}
    refs = [e for e in opf.iter() if e.tag.endswith('itemref')]
    ordered = [r for r in refs if r.get('linear') != 'no'] + [r for r in refs if r.get('linear') == 'no']
    return [posixpath.normpath(posixpath.join(folder, urllib.parse.unquote(manifest[r.get('idref')]))) for r in ordered]


def main(path):
    blocks = []
    with zipfile.ZipFile(path) as z:
        for name in spine(z):
            parser = PreText()
            parser.feed(z.read(name).decode('utf-8'))
            parser.close()
            blocks += [b.lstrip('\n').rstrip(' \n') for b in parser.blocks]
    print(json.dumps(blocks, ensure_ascii=False))


if __name__ == '__main__':
    main(sys.argv[1])
