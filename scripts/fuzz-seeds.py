#!/usr/bin/env python3
"""Writes Fuzz/seeds/<target>/: the hostile inputs the tests build, cut to a size a fuzzer
mutates quickly, in each target's input form (see the comment at the top of each harness).

    scripts/fuzz-seeds.py            (rewrites the hostile-* seeds; the others are kept)

The EPUB fixtures are made by running the python that Tests/TermReaderTests/EPUB/EPUBFixtures.swift
holds; the inputs the Swift tests write inline are repeated here, each naming its test. A
repeated shape (100,000 stray end tags) is kept a few hundred times: the fuzzer's dictionary
and its repeat mutations grow it again. All seeds together stay a few hundred kilobytes.
"""
import os, re, subprocess, sys, tempfile, zipfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
seeds = os.path.join(root, 'Fuzz', 'seeds')
ENTRY_BYTES = 6000   # each entry of a taken-apart EPUB
SEPARATOR = b'\n=====\n'


def write(target, name, data):
    folder = os.path.join(seeds, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, 'hostile-' + name), 'wb') as f:
        f.write(data if isinstance(data, bytes) else data.encode('utf-8'))


def entries(parts):
    """The epub harness's listed form: name, newline, bytes; parts apart by the separator."""
    return SEPARATOR.join(n.encode() + b'\n' + (d if isinstance(d, bytes) else d.encode()) for n, d in parts)


def fixture_epubs():
    """Every EPUB EPUBFixtures.swift builds, taken apart (markup entries first, each cut)."""
    swift = open(os.path.join(root, 'Tests', 'TermReaderTests', 'EPUB', 'EPUBFixtures.swift')).read()
    # A Swift multi-line string: its lines lose the closing delimiter's indentation.
    found = re.search(r'#"""\n(.*?)\n( *)"""#', swift, re.S)
    indent = found.group(2)
    source = '\n'.join(line[len(indent):] if line.startswith(indent) else line.lstrip(' ') for line in found.group(1).split('\n'))
    with tempfile.TemporaryDirectory() as out:
        script = os.path.join(out, 'make.py')
        open(script, 'w').write(source)
        subprocess.run([sys.executable, script, out], check=True)
        for name in sorted(os.listdir(out)):
            if not name.endswith('.epub'):
                continue
            path = os.path.join(out, name)
            if os.path.getsize(path) <= 8192:
                write('epub', name, open(path, 'rb').read())
            if not zipfile.is_zipfile(path):
                continue  # the fixtures that are not zips at all are whole above
            with zipfile.ZipFile(path) as z:
                names = [n for n in z.namelist() if n != 'mimetype' and not n.startswith('f/')]
                markup = sorted(names, key=lambda n: not n.endswith(('.opf', '.ncx', '.xml')))[:6]
                write('epub', name + '.entries', entries((n, z.read(n)[:ENTRY_BYTES]) for n in markup))


OPF = ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/>'
       '<manifest><item id="a" href="a.xhtml" media-type="application/xhtml+xml"/></manifest>'
       '<spine><itemref idref="a"/></spine></package>')


def chapter(name, body):
    """One chapter book in the listed form, the harness adding the container."""
    write('epub', name, entries([('content.opf', OPF), ('a.xhtml', '<html><body>' + body + '</body></html>')]))


def markup_seeds():
    # NestingDepthTests: stray end tags close nothing, so the tree nests as deep as the divs.
    chapter('stray-div', '<div></x>' * 400)
    chapter('stray-blockquote', '<blockquote></table>' * 300)
    chapter('deep-divs', '<div>' * 600 + 'x')
    # XHTMLBlocksListTests: list numbers at the edges of Int.
    for start in ('9223372036854775807', '-9223372036854775808', '99999999999999999999'):
        chapter('ol-start' + start, '<ol start="%s"><li>a</li><li>b</li><li>c</li></ol>' % start)
    # FloatedClassesTests, SelfClosingTagsTests: floats by class and self-closed non-void tags.
    chapter('floats', '<style>.n{float:right}</style><p class="n">aside</p><p style="float: left">left</p><p>text</p>')
    chapter('self-closing', '<title/><script src="x"/><a title="x/>y"/>z<p/><div/>')
    # The amplification: many tiny paragraphs.
    chapter('tiny-paragraphs', '<p>a</p>' * 2000)
    # MarkupDocumentTests, MarkupShapeTests: formatting elements HTML5 rebuilds in every paragraph,
    # and a tag whose name holds `="`.
    chapter('unclosed-bold', '<p>' + ''.join('<b id="b%d">' % k for k in range(60)) + 'a</p>' + '<p>a</p>' * 400)
    chapter('quoted-tag-name', '<p:x="y>' + '<p>a</p>' * 400)


def toml_seeds():
    # TOMLParserTests: nesting through arrays, inline tables, dotted keys and table headers.
    write('toml', 'deep-array', 'x = ' + '[' * 600 + ']' * 600 + '\n')
    write('toml', 'deep-inline-table', 'y = ' + '{ a = ' * 300 + '1' + ' }' * 300 + '\n')
    write('toml', 'unclosed-array', 'theme = "dark"\nx = ' + '[\n' * 500 + '\nafter = 2\n')
    write('toml', 'dotted-key', '.'.join(['a'] * 2000) + ' = 1\n')
    write('toml', 'table-header', '[' + '.'.join(['t'] * 2000) + ']\nk = 1\n')
    write('toml', 'array-of-tables', '[[' + '.'.join(['t'] * 1000) + ']]\n')
    write('toml', 'escapes', 'theme = "\\u001b]52;c;eA==\\u0007"\nrules = ["(.*a){20}"]\n[keys]\nquit = "F12"\n')


def input_seeds():
    # InputDecoderTests: a lone Esc, SGR and X10 mouse reports, out-of-range coordinates, resizes.
    write('input', 'mouse', b'\x1b[<0;10;5M\x1b[<32;11;5M\x1b[<0;12;5m\x1b[M !!\x1b[M#\xff\xff\xfd\x1b[<64;1;1M')
    write('input', 'huge-coordinates', b'\x1b[<0;99999999999999999999;1M\x1b[<0;0;0M\x1b[<-1;-1;-1M')
    write('input', 'split-sequences', b'\x1b\xfd\x1b[\xfd\x1b[<0;1\xfd;1M\xfe\x01\x9a\x1b[5~')
    write('input', 'controls', b'\x00\x03\x08\x7f\xc2\x9b\x1b]11;rgb:ffff/ffff/ffff\x07\x1b[?997;1n\x1b[200~paste\x1b[201~')


def encoding_seeds():
    # EncodingDetectorTests and SanitizerTests: BOMs, BOM-less UTF-16/32, controls, bidi overrides.
    write('encoding', 'boms', b'\xef\xbb\xbfa\n' + b'\xff\xfea\x00\n\x00')
    write('encoding', 'utf16be', 'Chapter 1\nText\n'.encode('utf-16-be'))
    write('encoding', 'utf32be', 'Chapter 1\nText\n'.encode('utf-32-be'))
    write('encoding', 'escapes', b'text \x1b[31mred\x1b]52;c;eA==\x07 \xc2\x9b2J \xe2\x80\xaeevil\xe2\x80\xac\r\nnext\rline\t\x00')
    write('encoding', 'gb18030', '第一章 开始\n天地玄黄，宇宙洪荒。\n'.encode('gb18030') + b'\x84\x31\x95\x33\x81\x30')
    write('encoding', 'shift-jis', '第一章\n吾輩は猫である。\n'.encode('shift_jis') + b'\x82')
    write('encoding', 'big5', '第一章\n天地玄黃\n'.encode('big5') + b'\xf9')


def structure_seeds():
    # ChapterDetectorTests, BlockRecognitionTests: headings, verse, scripture, Aozora marks.
    write('structure', 'shapes', 'CHAPTER I.\n\n    Indented first line\nof a paragraph.\n\n* * *\n\n1:1 In the beginning\n1:2 And\n\n'
          '第一章 开始\n\u3000\u3000天地玄黄。\n［＃改ページ］\n｜漢字《かんじ》\n%\nA fortune.\n%\n')
    write('structure', 'long-line', 'x' * 20000 + '\n')
    write('structure', 'many-headings', ''.join('Chapter %d\n\nText.\n\n' % i for i in range(300)))


def rules_seeds():
    # HeadingRulesTests, and the runaway rule.
    write('rules', 'episode', '^Episode \\d+$\nEpisode 1\nText of it.\nEpisode 2\nMore.\n')
    write('rules', 'runaway', '(.*a){20}\n' + 'a' * 40 + 'b\n' + 'Chapter 1\n')
    write('rules', 'nested-plus', '(a+)+$\n' + 'a' * 30 + '!\n')
    write('rules', 'cjk', '^第.{1,9}章\n第一章 开始\n天地玄黄\n第二章\n')
    write('rules', 'bad-pattern', '^Episode (\nEpisode 1\n')


if __name__ == '__main__':
    for target in ('epub', 'toml', 'input', 'encoding', 'structure', 'rules'):
        folder = os.path.join(seeds, target)
        if os.path.isdir(folder):
            for name in os.listdir(folder):
                if name.startswith('hostile-'):
                    os.remove(os.path.join(folder, name))
    fixture_epubs()
    markup_seeds()
    toml_seeds()
    input_seeds()
    encoding_seeds()
    structure_seeds()
    rules_seeds()
