#!/usr/bin/env python3
"""pyglossary_en.py INDEX DICT_DZ OUT.ifo : the en dictd dictionary to StarDict with pyglossary (its library API).

Index lines that point at the same article (same offset and size) become ONE StarDict entry: the
headword that opens the article is the entry's word, the others are alternates, which pyglossary
writes to the .syn file (mice -> mouse, running/ran -> run, ...). The index is read from
`dictfmt --allchars --index-keep-orig` output so words keep their case and punctuation (Paris,
o'clock); the 4th column, when present, is the original headword. Articles stay plain text
(sametypesequence=m). `pyglossary IN.index OUT.ifo` on its own would write one entry per index line,
no .syn, and HTML articles ({x} -> <a href="bword://x">, newlines -> <br />).
"""
import gzip
import sys

from pyglossary.glossary_v2 import Glossary

B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'


def unb64(s):
    n = 0
    for c in s:
        n = n * 64 + B64.index(c)
    return n


index, dict_dz, out = sys.argv[1:4]
data = gzip.open(dict_dz).read()
groups = {}
for line in open(index, encoding='utf-8').read().splitlines():
    f = line.split('\t')
    word = f[3] if len(f) > 3 else f[0]
    if word.startswith('00-database') or word.startswith('00database'):
        continue
    groups.setdefault((unb64(f[1]), unb64(f[2])), [])
    if word not in groups[(unb64(f[1]), unb64(f[2]))]:
        groups[(unb64(f[1]), unb64(f[2]))].append(word)

Glossary.init()
glos = Glossary()
glos.setInfo('name', 'English test dictionary')
glos.setInfo('description', 'termreader test fixture, converted from the dictd en dictionary')
for (off, size), words in sorted(groups.items()):
    article = data[off:off + size].decode('utf-8').rstrip('\n')
    opening = article.split('\n', 1)[0]
    head = min(words, key=lambda w: (0, words.index(w)) if opening.startswith(w + ' ') or opening.startswith(w + ',') else (1, words.index(w)))
    glos.addEntry(glos.newEntry([head] + [w for w in words if w != head], article, defiFormat='m'))
glos.write(out, formatName='Stardict', dictzip=False, sametypesequence='m')
