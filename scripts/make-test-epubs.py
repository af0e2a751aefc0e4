#!/usr/bin/env python3
"""Builds EPUBs for testing and measuring termreader from the shared corpus.

usage: scripts/make-test-epubs.py [--no-images] OUT_DIR [CORPUS_DIR]   (CORPUS_DIR: ../shared/corpus)

  footnotes.epub3.epub      EPUB 3, English: nested nav, footnote links (noterefs to asides in a
                            linear="no" notes document, and back), a cross-reference, external links
  sanguo.zh.epub2.epub      EPUB 2 (NCX), Chinese (三国演义, a document per 回, volumes above them)
  neko.ja-rtl.epub3.epub    EPUB 3, Japanese with ruby (吾輩は猫である), page-progression-direction="rtl"
  images-100mb.epub3.epub   EPUB 3: a short text and 100 MB of incompressible images (not with --no-images)
"""
import html
import os
import random
import re
import sys
import zipfile

args = [a for a in sys.argv[1:] if a != '--no-images']
out = args[0]
corpus = args[1] if len(args) > 1 else os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'corpus')
os.makedirs(out, exist_ok=True)

CONTAINER = ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
             '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>')


def xhtml(title, body, lang='en'):
    return ('<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" '
            'xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="%s"><head><title>%s</title></head><body>%s</body></html>'
            % (lang, html.escape(title), body))


def opf(title, lang, items, spine, version='3.0', toc=None, direction=None, extra=''):
    """items: (id, href, media-type, properties); spine: (id, linear)."""
    manifest = ''.join('<item id="%s" href="%s" media-type="%s"%s/>' % (i, h, m, ' properties="%s"' % p if p else '')
                       for i, h, m, p in items)
    refs = ''.join('<itemref idref="%s"%s/>' % (i, '' if linear else ' linear="no"') for i, linear in spine)
    return ('<?xml version="1.0" encoding="utf-8"?><package xmlns="http://www.idpf.org/2007/opf" version="%s" unique-identifier="id">'
            '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">test-%s</dc:identifier>'
            '<dc:title>%s</dc:title><dc:language>%s</dc:language></metadata><manifest>%s%s</manifest>'
            '<spine%s%s>%s</spine></package>'
            % (version, abs(hash(title)), html.escape(title), lang, manifest, extra,
               ' toc="%s"' % toc if toc else '', ' page-progression-direction="%s"' % direction if direction else '', refs))


def nav(entries):
    """entries: (title, href, children)."""
    def ol(items):
        return '<ol>' + ''.join('<li><a href="%s">%s</a>%s</li>' % (h, html.escape(t), ol(c) if c else '') for t, h, c in items) + '</ol>'
    return xhtml('Contents', '<nav epub:type="toc">' + ol(entries) + '</nav>')


def ncx(title, entries):
    n = [0]

    def points(items):
        s = ''
        for t, h, c in items:
            n[0] += 1
            s += ('<navPoint id="p%d" playOrder="%d"><navLabel><text>%s</text></navLabel><content src="%s"/>%s</navPoint>'
                  % (n[0], n[0], html.escape(t), h, points(c)))
        return s
    return ('<?xml version="1.0" encoding="utf-8"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">'
            '<head/><docTitle><text>%s</text></docTitle><navMap>%s</navMap></ncx>' % (html.escape(title), points(entries)))


def write(name, entries):
    with zipfile.ZipFile(os.path.join(out, name), 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('mimetype', 'application/epub+zip', zipfile.ZIP_STORED)
        z.writestr('META-INF/container.xml', CONTAINER)
        for path, data, *stored in entries:
            z.writestr('OEBPS/' + path, data, zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED)


def footnotes():
    lorem = ('It was a quiet morning in the harbour town, and the lighthouse keeper had already climbed '
             'the long stair twice before breakfast. ')
    one = ('<h1>Chapter One</h1>'
           '<p>The keeper kept a log<sup><a epub:type="noteref" id="ref1" href="notes.xhtml#fn1">1</a></sup> of every ship. '
           + lorem * 3 + '</p>'
           '<p>See <a href="two.xhtml#storm">the storm in chapter two</a> for what came of it, or the '
           '<a href="https://www.gutenberg.org/">Project Gutenberg site</a> and <a href="mailto:keeper@example.org">the keeper</a>.</p>'
           + ''.join('<p>%s</p>' % (lorem * 4) for _ in range(6)) +
           '<h2 id="night">Night</h2><p>At night the lamp turned<sup><a epub:type="noteref" id="ref2" href="notes.xhtml#fn2">2</a></sup>. '
           + lorem + '</p>')
    two = ('<h1>Chapter Two</h1>' + ''.join('<p>%s</p>' % (lorem * 4) for _ in range(8)) +
           '<h2 id="storm">The Storm</h2><p id="storm-text">The storm came from the west. Back to <a href="one.xhtml#night">the night</a>.</p>')
    notes = ('<h1>Notes</h1>'
             '<aside epub:type="footnote" id="fn1"><p><a href="one.xhtml#ref1">1.</a> FOOTNOTE ONE: the log was kept in ink.</p></aside>'
             '<aside epub:type="footnote" id="fn2"><p><a href="one.xhtml#ref2">2.</a> FOOTNOTE TWO: a clockwork drove it.</p></aside>')
    items = [('nav', 'nav.xhtml', 'application/xhtml+xml', 'nav'), ('one', 'one.xhtml', 'application/xhtml+xml', None),
             ('two', 'two.xhtml', 'application/xhtml+xml', None), ('notes', 'notes.xhtml', 'application/xhtml+xml', None)]
    toc = [('Chapter One', 'one.xhtml', [('Night', 'one.xhtml#night', [])]),
           ('Chapter Two', 'two.xhtml', [('The Storm', 'two.xhtml#storm', [])]), ('Notes', 'notes.xhtml', [])]
    write('footnotes.epub3.epub', [
        ('content.opf', opf('The Lighthouse Log', 'en', items, [('one', True), ('two', True), ('notes', False)])),
        ('nav.xhtml', nav(toc)), ('one.xhtml', xhtml('One', one)), ('two.xhtml', xhtml('Two', two)),
        ('notes.xhtml', xhtml('Notes', notes))])


def sanguo():
    text = open(os.path.join(corpus, 'zh', 'sanguo-yanyi.utf8.txt'), encoding='utf-8').read()
    chapters = re.split(r'\n(?=第[一二三四五六七八九十百]+回)', text)
    chapters = [c for c in chapters if c.startswith('第')]
    items, spine, docs, volumes = [], [], [], []
    for n, chapter in enumerate(chapters):
        # Paragraphs are hard-wrapped lines between blank lines: joined, as the book's paragraphs.
        title, _, rest = chapter.partition('\n')
        title = title.strip()
        paras = [''.join(l.strip() for l in block.split('\n')) for block in re.split(r'\n\s*\n', rest)]
        paras = [p for p in paras if p]
        name = 'c%03d.xhtml' % n
        items.append(('c%d' % n, name, 'application/xhtml+xml', None))
        spine.append(('c%d' % n, True))
        docs.append((name, xhtml(title, '<h2>%s</h2>' % html.escape(title) + ''.join('<p>%s</p>' % html.escape(p) for p in paras), 'zh')))
        if n % 20 == 0:
            volumes.append(('卷%s' % '一二三四五六七'[n // 20], name, []))
        volumes[-1][2].append((title, name, []))
    items.append(('ncx', 'toc.ncx', 'application/x-dtbncx+xml', None))
    write('sanguo.zh.epub2.epub', [('content.opf', opf('三国演义', 'zh', items, spine, version='2.0', toc='ncx')),
                                   ('toc.ncx', ncx('三国演义', volumes))] + docs)


def neko():
    text = open(os.path.join(corpus, 'ja', 'wagahai-wa-neko-de-aru.utf8-bom.txt'), encoding='utf-8-sig').read()
    body = text.split('-------------------------------------------------------', 2)[-1]
    body = body.split('底本：')[0]

    # The corpus text has lost its ruby (only ｜ marks are left): readings are given to a few
    # words, as the printed book gives them, in Aozora's 《》 notation where it is kept.
    readings = {'吾輩': 'わがはい', '獰悪': 'どうあく', '書生': 'しょせい', '見当': 'けんとう', '薄暗': 'うすぐら',
                '煙草': 'たばこ', '装飾': 'そうしょく', '片輪': 'かたわ', '速力': 'そくりょく', '主人': 'しゅじん'}

    def ruby(s):
        s = html.escape(s)
        s = re.sub(r'｜([^《]+)《([^》]+)》', r'<ruby>\1<rp>(</rp><rt>\2</rt><rp>)</rp></ruby>', s)
        s = re.sub(r'([\u4e00-\u9fff々〆ヶ]+)《([^》]+)》', r'<ruby>\1<rp>(</rp><rt>\2</rt><rp>)</rp></ruby>', s)
        s = s.replace('｜', '')
        for word, reading in readings.items():
            s = s.replace(word, '<ruby>%s<rp>(</rp><rt>%s</rt><rp>)</rp></ruby>' % (word, reading), 1)
        return re.sub(r'［＃[^］]*］', '', s)
    parts = re.split(r'\n\s*(?=[一二三四五六七八九十]+\s*\n)', body)
    items, spine, docs, toc = [('nav', 'nav.xhtml', 'application/xhtml+xml', 'nav')], [], [], []
    for n, part in enumerate(p for p in parts if p.strip()):
        lines = [l.strip() for l in part.split('\n') if l.strip()]
        title = lines[0] if len(lines[0]) <= 4 else '序'
        paras = lines[1:] if len(lines[0]) <= 4 else lines
        name = 'p%02d.xhtml' % n
        items.append(('p%d' % n, name, 'application/xhtml+xml', None))
        spine.append(('p%d' % n, True))
        docs.append((name, xhtml(title, '<h2>%s</h2>' % html.escape(title) + ''.join('<p>%s</p>' % ruby(p) for p in paras), 'ja')))
        toc.append((title, name, []))
    write('neko.ja-rtl.epub3.epub', [('content.opf', opf('吾輩は猫である', 'ja', items, spine, direction='rtl')),
                                     ('nav.xhtml', nav(toc))] + docs)


def images():
    rng = random.Random(12)
    text = ''.join('<p>Plate %d. A photograph of the coast.</p><p><img src="img/%03d.jpg" alt="plate %d"/></p>' % (i, i, i) for i in range(100))
    items = [('nav', 'nav.xhtml', 'application/xhtml+xml', 'nav'), ('t', 'text.xhtml', 'application/xhtml+xml', None)]
    items += [('i%d' % i, 'img/%03d.jpg' % i, 'image/jpeg', None) for i in range(100)]
    entries = [('content.opf', opf('One Hundred Plates', 'en', items, [('t', True)])),
               ('nav.xhtml', nav([('Plates', 'text.xhtml', [])])), ('text.xhtml', xhtml('Plates', text))]
    entries += [('img/%03d.jpg' % i, rng.randbytes(1 << 20), True) for i in range(100)]
    write('images-100mb.epub3.epub', entries)


footnotes()
if os.path.isdir(corpus):
    sanguo()
    neko()
if '--no-images' not in sys.argv:
    images()
