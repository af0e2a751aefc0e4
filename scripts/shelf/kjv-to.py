#!/usr/bin/env python3
"""Writes some books of the KJV (as `bible -l100000` prints it: `Genesis 1` chapter lines, then
`  N text` verse lines) as a source for EPUB generators: Markdown (pandoc, calibre), a Sphinx
project (reStructuredText, numbered toctree) or a DocBook 4.5 book. Numbered books (1 Samuel,
2 John) are kept on purpose: their titles start with a digit.

usage: kjv-to.py md|sphinx|docbook KJV.txt OUT
"""
import html
import os
import re
import sys

BOOKS = ['Genesis', 'Ruth', '1 Samuel', '2 Samuel', 'Psalms', 'John', '1 John', '2 John', '3 John', 'Jude']

fmt, source, out = sys.argv[1:4]
books = {}  # book -> [(chapter, [(verse, text)])]
for line in open(source, encoding='utf-8'):
    line = line.rstrip('\n')
    head = re.fullmatch(r'(.+) (\d+)', line)
    verse = re.fullmatch(r'\s+(\d+) (.*)', line)
    if head and not line.startswith(' '):
        book = head.group(1)
        books.setdefault(book, []).append((head.group(2), []))
    elif verse and books:
        books[book][-1][1].append((verse.group(1), verse.group(2)))
chosen = [(b, books[b]) for b in BOOKS if b in books]


def slug(name):
    return re.sub(r'[^a-z0-9]+', '-', name.lower()).strip('-')


if fmt == 'md':
    with open(out, 'w', encoding='utf-8') as f:
        f.write('---\ntitle: Some books of the King James Bible\nlang: en\n---\n\n')
        for book, chapters in chosen:
            f.write('# %s\n\n' % book)
            for number, verses in chapters:
                f.write('## Chapter %s\n\n' % number)
                for n, text in verses:
                    f.write('**%s** %s\n\n' % (n, text))
elif fmt == 'sphinx':
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, 'conf.py'), 'w') as f:
        f.write("project = 'KJV selections'\nauthor = 'termreader shelf'\nlanguage = 'en'\n"
                "epub_show_urls = 'no'\nepub_basename = 'kjv-sphinx'\n")
    with open(os.path.join(out, 'index.rst'), 'w') as f:
        f.write('KJV selections\n==============\n\n.. toctree::\n   :numbered:\n   :maxdepth: 2\n\n')
        f.write(''.join('   %s\n' % slug(b) for b, _ in chosen))
        f.write('\nA sample of code kept as written::\n\n    for verse in book:\n        print(verse)\n')
    for book, chapters in chosen:
        with open(os.path.join(out, slug(book) + '.rst'), 'w', encoding='utf-8') as f:
            f.write('%s\n%s\n\n' % (book, '=' * len(book)))
            for number, verses in chapters:
                title = 'Chapter %s' % number
                f.write('%s\n%s\n\n' % (title, '-' * len(title)))
                for n, text in verses:
                    f.write('**%s** %s\n\n' % (n, text.replace('*', '\\*').replace('`', '\\`')))
elif fmt == 'docbook':
    with open(out, 'w', encoding='utf-8') as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" '
                '"http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd">\n<book lang="en"><title>Some books of the King James Bible</title>\n')
        for book, chapters in chosen:
            f.write('<chapter id="%s"><title>%s</title>\n' % ('b-' + slug(book), html.escape(book)))
            for number, verses in chapters:
                f.write('<section><title>Chapter %s</title>\n' % number)
                f.write(''.join('<para><emphasis role="bold">%s</emphasis> %s</para>\n' % (n, html.escape(t)) for n, t in verses))
                f.write('</section>\n')
            f.write('</chapter>\n')
        f.write('</book>\n')
else:
    sys.exit('kjv-to.py: unknown format ' + fmt)
