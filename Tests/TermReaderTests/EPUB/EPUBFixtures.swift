import Foundation
import TestSupport

/// Small EPUBs written by python3's `zipfile` into a temporary folder: one sound book that
/// uses every block and span the reader knows, and hostile ones (damaged, DRM, zip bomb…).
enum EPUBFixtures {
    /// The folder holding the generated `.epub` files, or nil when python3 is missing.
    static let directory: String? = {
        let dir = TestScratch.path("epub")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let script = dir + "/make.py"
        guard FileManager.default.createFile(atPath: script, contents: Data(source.utf8)) else { return nil }
        guard (try? python([script, dir]))?.status == 0 else { return nil }
        return dir
    }()

    /// Whether the fixtures could be made.
    static var available: Bool { directory != nil }

    /// Path of fixture `name` (e.g. `"sound.epub"`).
    static func path(_ name: String) -> String { (directory ?? "/nonexistent") + "/" + name }

    /// Runs python3 with `arguments`; its exit status and what it wrote to standard output (each
    /// call its own: tests run in parallel).
    static func python(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    static let source = #"""
        import sys, zipfile, os
        out = sys.argv[1]
        CONTAINER = '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>'
        def opf(items, spine, extra_manifest=''):
            man = ''.join('<item id="%s" href="%s" media-type="application/xhtml+xml"/>' % (i, h) for i, h in items)
            sp = ''.join('<itemref idref="%s"%s/>' % (i, '' if lin else ' linear="no"') for i, lin in spine)
            return ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
                    '<dc:title>Fixture &amp; Book</dc:title><dc:creator>A. Writer</dc:creator><dc:language>en</dc:language></metadata>'
                    '<manifest><item id="nav" href="nav%20doc.xhtml" media-type="application/xhtml+xml" properties="nav"/>' + man + extra_manifest +
                    '</manifest><spine page-progression-direction="ltr">' + sp + '</spine></package>')
        NAV = ('<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>c</title></head><body>'
               '<nav epub:type="toc"><ol><li><a href="text/one.xhtml">One</a><ol><li><a href="text/one.xhtml#part2">One, part two</a></li></ol></li>'
               '<li><a href="text/two.xhtml">Two</a></li><li><a href="text/notes.xhtml">Notes</a></li></ol></nav></body></html>')
        ONE = ('<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title/><script src="x.js"/><style>p{}</style></head><body>'
               '<h1>Chapter One</h1><p>First   paragraph\n with <em>emphasis</em> and <b>strong</b> words &amp; an &eacute;ntity.</p>'
               '<p>Roses are red,<br/>violets are blue.</p>'
               '<ol start="3"><li>third item</li><li><p>fourth item</p></li></ol><ul><li>a bullet</li></ul>'
               '<pre>  code  line\n    indented</pre>'
               '<table><tr><th>Name</th><th>Age</th></tr><tr><td>Alice</td><td>7</td></tr></table>'
               '<hr/><p><img src="../img/a.png" alt="a lighthouse"/></p>'
               '<p><img src="../img/harbour%20map.jpg?v=2"/></p>'
               '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="../img/cover.jpg"/></svg>'
               '<blockquote><p>A quoted passage.</p>Loose quoted text.<ul><li>quoted item</li></ul></blockquote><p>After the quote.</p>'
               '<p style="display: none">hidden text</p><div hidden="">also hidden</div><script>var x = 1;</script>'
               '<p>Ruby: <ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby> done. Control:\x1b[31m red.</p>'
               '<p>Links: a note<sup><a href="notes.xhtml#n1">1</a></sup>, <a href="#part2"><b>part two</b></a>, '
               '<a href="https://example.org/a?b=1">a site</a>, <a href="../../../x.xhtml">nowhere</a>.</p>'
               '<h2 id="part2">Part Two</h2><p>Text of part two.</p></body></html>')
        TWO = '<html><body><h1>Chapter Two</h1><p>Unclosed <i>italic <p>next paragraph<div>a div</body>'
        NOTES = '<html><body><h1>Notes</h1><p id="n1">A note, not linear.</p></body></html>'
        def write(name, entries, mimetype_first=True, compress=zipfile.ZIP_DEFLATED):
            with zipfile.ZipFile(os.path.join(out, name), 'w', compress) as z:
                if mimetype_first:
                    z.writestr('mimetype', 'application/epub+zip', zipfile.ZIP_STORED)
                for n, d in entries:
                    z.writestr(n, d)
                if not mimetype_first:
                    z.writestr('mimetype', 'application/epub+zip', zipfile.ZIP_STORED)
        ITEMS = [('one', 'text/one.xhtml'), ('two', 'text/two.xhtml'), ('notes', 'text/notes.xhtml')]
        SPINE = [('one', True), ('notes', False), ('two', True)]
        def book(opf_text=None, extra=(), drop=()):
            e = [('META-INF/container.xml', CONTAINER), ('OEBPS/content.opf', opf_text or opf(ITEMS, SPINE)),
                 ('OEBPS/nav doc.xhtml', NAV), ('OEBPS/text/one.xhtml', ONE), ('OEBPS/text/two.xhtml', TWO),
                 ('OEBPS/text/notes.xhtml', NOTES)] + list(extra)
            return [x for x in e if x[0] not in drop]
        write('sound.epub', book())
        # The same book with chapter two in UTF-16 (BOM) and the notes in Latin-1 (XML declaration).
        write('encodings.epub', book(drop=('OEBPS/text/two.xhtml', 'OEBPS/text/notes.xhtml')) + [
            ('OEBPS/text/two.xhtml', b'\xff\xfe' + TWO.encode('utf-16-le')),
            ('OEBPS/text/notes.xhtml', ('<?xml version="1.0" encoding="ISO-8859-1"?>' + NOTES.replace('A note', 'A café note')).encode('latin-1'))])
        write('rtl.epub', book(opf_text=opf(ITEMS, SPINE).replace('"ltr"', '"rtl"').replace('>en<', '>ja<')))
        write('stored-mimetype-last.epub', book(), mimetype_first=False, compress=zipfile.ZIP_STORED)
        ENC = '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="%s"/><enc:CipherData><enc:CipherReference URI="%s"/></enc:CipherData></enc:EncryptedData></encryption>'
        write('font-obfuscation.epub', book(extra=[('META-INF/encryption.xml', ENC % ('http://www.idpf.org/2008/embedding', 'OEBPS/fonts/a.otf'))]))
        write('drm.epub', book(extra=[('META-INF/encryption.xml', ENC % ('http://www.w3.org/2001/04/xmlenc#aes128-cbc', 'OEBPS/text/one.xhtml'))]))
        open(os.path.join(out, 'not-a-zip.epub'), 'wb').write(b'PK\x03\x04' + b'\x00' * 200)
        data = open(os.path.join(out, 'sound.epub'), 'rb').read()
        open(os.path.join(out, 'truncated.epub'), 'wb').write(data[:len(data) // 2])
        write('no-container.epub', book(drop=('META-INF/container.xml',)))
        write('missing-file.epub', book(drop=('OEBPS/text/two.xhtml',)))
        write('all-missing.epub', book(drop=('OEBPS/text/one.xhtml', 'OEBPS/text/two.xhtml', 'OEBPS/text/notes.xhtml')))
        write('empty-spine.epub', book(opf_text=opf(ITEMS, [])))
        write('escaping-href.epub', book(opf_text=opf([('one', '../../../etc/passwd')], [('one', True)])))
        # Stray end tags close nothing: 100,000 divs each followed by one still nest 100,000 deep.
        stray = book(drop=('OEBPS/text/two.xhtml',)) + [('OEBPS/text/two.xhtml', '<html><body>' + '<div></x>' * 100000 + '</body></html>')]
        write('stray-end-tags.epub', stray)
        # Memory amplification: tiny paragraphs, each a few bytes of markup and hundreds in the parser's tree
        # (random letters, or the zip's ratio guard would refuse them first).
        import random
        letters = random.Random(1).choices('abcdefghijklmnopqrstuvwxyz', k=2 * 250001)
        tiny = lambda n: '<html><body>' + ''.join('<p>' + letters[2 * k] + letters[2 * k + 1] + '</p>' for k in range(n)) + '</body></html>'
        write('tiny-paragraphs.epub', book(drop=('OEBPS/text/two.xhtml',)) + [('OEBPS/text/two.xhtml', tiny(250001))])
        # The same behind a tag whose name holds `="`: HTML reads it as a name, not the start of a value.
        write('quoted-tag-name.epub', book(drop=('OEBPS/text/two.xhtml',)) + [('OEBPS/text/two.xhtml', tiny(250001).replace('<body>', '<body><p:x="y>'))])
        # 300 bold elements never closed: HTML5 rebuilds them inside each of the 3,000 paragraphs after
        # them, 900,000 elements from 30 KB of markup.
        unclosed = ''.join('<b id="b%d">' % k for k in range(300))
        bold = '<html><body><p>' + unclosed + 'a</p>' + ''.join('<p>' + letters[2 * k] + letters[2 * k + 1] + '</p>' for k in range(3000)) + '</body></html>'
        write('unclosed-bold.epub', book(drop=('OEBPS/text/two.xhtml',)) + [('OEBPS/text/two.xhtml', bold)])
        # Within the limits: a document of 240,000 elements, near what the parser may be asked to build at once.
        write('tiny-paragraphs-within.epub', book(drop=('OEBPS/text/two.xhtml',)) + [('OEBPS/text/two.xhtml', tiny(240000))])
        EXTRA = [('x%d' % k, 'text/extra%d.xhtml' % k) for k in range(2)]
        # The most the limits accept: four documents of 240,000 tiny paragraphs, 960,000 blocks in all.
        write('tiny-paragraphs-most.epub',
              book(opf_text=opf(ITEMS + EXTRA[:1], SPINE + [(i, True) for i, _ in EXTRA[:1]]), drop=('OEBPS/text/one.xhtml', 'OEBPS/text/two.xhtml', 'OEBPS/text/notes.xhtml'))
              + [('OEBPS/' + p, tiny(240000)) for _, p in ITEMS + EXTRA[:1]])
        write('tiny-paragraphs-everywhere.epub',
              book(opf_text=opf(ITEMS + EXTRA, SPINE + [(i, True) for i, _ in EXTRA]), drop=('OEBPS/text/one.xhtml', 'OEBPS/text/two.xhtml', 'OEBPS/text/notes.xhtml'))
              + [('OEBPS/' + p, tiny(240000)) for _, p in ITEMS + EXTRA])
        # The bomb: chapter one inflates to 80 MB of spaces inside a paragraph.
        bomb = book(drop=('OEBPS/text/one.xhtml',)) + [('OEBPS/text/one.xhtml', '<html><body><p>' + ' ' * (80 << 20) + '</p></body></html>')]
        write('zip-bomb.epub', bomb)
        with zipfile.ZipFile(os.path.join(out, 'many-entries.epub'), 'w', zipfile.ZIP_STORED) as z:
            z.writestr('mimetype', 'application/epub+zip')
            for i in range(10001):
                z.writestr('f/%d' % i, '')
        # 150,000 nested divs: the HTML5 parser would take minutes.
        deep = book(drop=('OEBPS/text/two.xhtml',)) + [('OEBPS/text/two.xhtml', '<html><body>' + ''.join('<div id="d%d">x' % i for i in range(150000)) + '</body></html>')]
        write('deep-nesting.epub', deep)
        # A guide read in order, then six translations of it the spine marks linear="no", outside the contents.
        prose = ''.join('<p>Paragraph %d of the guide, long enough to fill a good part of a line on the page.</p>' % i for i in range(120))
        TRANSLATIONS = [('t%d' % k, 'text/t%d.xhtml' % k) for k in range(6)]
        NAV_GUIDE = NAV.replace('<li><a href="text/two.xhtml">Two</a></li><li><a href="text/notes.xhtml">Notes</a></li>', '')
        write('translations.epub', [('META-INF/container.xml', CONTAINER),
            ('OEBPS/content.opf', opf([('one', 'text/one.xhtml')] + TRANSLATIONS, [('one', True)] + [(i, False) for i, _ in TRANSLATIONS])),
            ('OEBPS/nav doc.xhtml', NAV_GUIDE), ('OEBPS/text/one.xhtml', '<html><body><h1>The Guide</h1>' + prose + '</body></html>')] +
            [('OEBPS/' + h, '<html><body><h1>Translation %s</h1>%s</body></html>' % (i, prose)) for i, h in TRANSLATIONS])
        # Documents in OEBPS/guide/, but the nav and the NCX name them as if beside the package
        # ('chapter1.xhtml'); 'index.xhtml' is in two folders, so an entry naming it stays unresolved.
        GUIDE = [('c%d' % k, 'guide/chapter%d.xhtml' % k) for k in (1, 2, 3)] + [('ix', 'guide/index.xhtml')]
        def guide_opf(ncx=True):
            man = ''.join('<item id="%s" href="%s" media-type="application/xhtml+xml"/>' % x for x in GUIDE)
            return ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
                    '<dc:title>Guide</dc:title></metadata><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
                    '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>' + man + '</manifest><spine toc="ncx">' +
                    ''.join('<itemref idref="%s"/>' % i for i, _ in GUIDE) + '</spine></package>')
        def guide_nav(hrefs):
            return ('<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body><nav epub:type="toc"><ol>' +
                    ''.join('<li><a href="%s">%s</a></li>' % h for h in hrefs) + '</ol></nav></body></html>')
        def guide_ncx(hrefs):
            return ('<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>' + ''.join(
                '<navPoint id="p%d"><navLabel><text>%s</text></navLabel><content src="%s"/></navPoint>' % (k, t, h) for k, (h, t) in enumerate(hrefs)) +
                '</navMap></ncx>')
        def guide_doc(k):
            return ('<html><body><h1>Chapter %d</h1><p>Opening of chapter %d.</p><h2>Section %d.1</h2><p>Text.</p>'
                    '<h3>Part %d.1.a</h3><p>More text.</p><h4>Aside</h4><p>Last words.</p></body></html>' % (k, k, k, k))
        WRONG = [('chapter1.xhtml', 'First'), ('chapter2.xhtml#s', 'Second'), ('chapter3.xhtml', 'Third'), ('index.xhtml', 'Index')]
        def guide_book(name, nav, ncx):
            write(name, [('META-INF/container.xml', CONTAINER), ('OEBPS/content.opf', guide_opf()), ('OEBPS/nav.xhtml', guide_nav(nav)),
                         ('OEBPS/toc.ncx', guide_ncx(ncx)), ('OEBPS/other/index.xhtml', '<html><body><p>x</p></body></html>')] +
                  [('OEBPS/guide/chapter%d.xhtml' % k, guide_doc(k)) for k in (1, 2, 3)] +
                  [('OEBPS/guide/index.xhtml', '<html><body><h1>Index</h1><p>Entries.</p></body></html>')])
        guide_book('wrong-folder.epub', WRONG, WRONG)
        # The nav gives one entry, the NCX's leads nowhere: a one-entry contents; the h1-h3 headings instead.
        guide_book('unusable-contents.epub', [('guide/chapter1.xhtml', 'Only')], [('missing.xhtml', 'Lost')])
        # SiSU numbers every paragraph in the margin: <label class="ocn">, floated right by its stylesheet.
        SISU = ('<html><head><link rel="stylesheet" href="../css/sisu.css" type="text/css"/></head><body><h1>Manual</h1>' +
                ''.join('<p class="norm" id="o%d">Paragraph %d of the manual.<label class="ocn"><a href="#o%d" class="lnkocn">%d</a></label></p>' % (k, k, k, k)
                        for k in range(1, 41)) + '</body></html>')
        write('sisu.epub', [('META-INF/container.xml', CONTAINER),
            ('OEBPS/content.opf', opf([('one', 'text/one.xhtml')], [('one', True)], '<item id="css" href="css/sisu.css" media-type="text/css"/>')),
            ('OEBPS/nav doc.xhtml', NAV), ('OEBPS/text/one.xhtml', SISU),
            ('OEBPS/css/sisu.css', 'p.norm { text-align: justify }\nlabel.ocn {\n  float: right;\n  color: grey;\n}\n')])
        with zipfile.ZipFile(os.path.join(out, 'plain.zip'), 'w') as z:
            z.writestr('readme.txt', 'hello')
        """#
}
