import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// EPUB books: the corpus opens with the contents and text an independent reader
/// (python3's `zipfile`, `xml.etree` and `html.parser`) finds; the fixture book shows every
/// block and span; hostile EPUBs are one-line errors with exit status 65.
@Suite(.enabled(if: EPUBFixtures.available, "needs python3"))
struct EPUBTests {
    static let corpusBooks = [
        "epub/alice-in-wonderland.epub3.epub", "epub/moby-dick.idpf-sample.epub3.epub",
        "epub/pride-and-prejudice.pg1342.epub2.epub", "epub/sherlock-holmes.pg1661.epub2.epub",
    ]

    /// What python finds in `path`: the text of every `<p>` in spine order (linear first) and the contents.
    func independent(_ path: String) throws -> (paragraphs: [String], contents: [(String, Int)]) {
        let script = EPUBFixtures.path("extract.py")
        if !FileManager.default.fileExists(atPath: script) {
            #expect(FileManager.default.createFile(atPath: script, contents: Data(Self.extractor.utf8)))
        }
        let run = try EPUBFixtures.python([script, path])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let paragraphs = try #require(json["paragraphs"] as? [String])
        let contents = try #require(json["contents"] as? [[Any]]).map { ($0[0] as! String, $0[1] as! Int) }
        return (paragraphs, contents)
    }

    @Test(arguments: corpusBooks)
    func theContentsAreTheNavOrNCX(book relative: String) throws {
        guard let path = Package.corpus(relative) else { return }
        let book = try BookLoader.load(path: path)
        let expected = try independent(path).contents
        // Every entry, an entry holding only its heading included (a container of the next).
        var entries = book.contents
        // A first chapter titled by the book covers what comes before the first entry.
        if entries.count == expected.count + 1, entries[0].title == book.title { entries.removeFirst() }
        #expect(entries.map(\.title) == expected.map(\.0))
        #expect(entries.map(\.level) == expected.map(\.1))
        #expect(expected.count > 5)
    }

    @Test(arguments: corpusBooks)
    func theTextIsTheSpinesTextInOrder(book relative: String) throws {
        guard let path = Package.corpus(relative) else { return }
        let book = try BookLoader.load(path: path)
        // Python's split() also collapses no-break spaces (kept by HTML, as by us: indents in a
        // line group); compare with every kind of white space collapsed.
        let text = book.paragraphs.map { $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.joined(separator: "\n")
        let expected = try independent(path).paragraphs
        #expect(expected.count > 200)
        var from = text.startIndex
        var missing: [String] = []
        for paragraph in expected {
            if let found = text.range(of: paragraph, range: from..<text.endIndex) {
                from = found.upperBound
            } else {
                missing.append(paragraph)
            }
        }
        #expect(missing.isEmpty, "\(missing.count) of \(expected.count) paragraphs not found in order, first: \(missing.first ?? "")")
        // Offsets grow in reading order (every binary search over them depends on it) and stay inside the book.
        let offsets = book.paragraphs.offsets
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.last! < book.sourceSize)
        #expect(!book.paragraphs.map(\.text).joined().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test(arguments: corpusBooks)
    func everyPageRendersAndTheLastReaches100Percent(book relative: String) throws {
        guard let path = Package.corpus(relative) else { return }
        let book = try BookLoader.load(path: path)
        let navigator = Navigator(book: book, geometry: ScreenLayout(columns: 80, rows: 24).geometry())
        navigator.index.completeAll()
        let total = try #require(navigator.index.totalPages)
        #expect(total > 50)
        navigator.goTo(globalPage: total)
        #expect(navigator.location.fraction(ofSourceSize: book.sourceSize) > 0.9)
    }

    @Test func theFixtureShowsEveryBlockAndSpan() throws {
        let book = try BookLoader.load(path: EPUBFixtures.path("sound.epub"))
        #expect(book.title == "Fixture & Book")
        let blocks = book.paragraphs.map { $0 }
        func block(_ prefix: String) -> Paragraph? { blocks.first { $0.text.hasPrefix(prefix) } }
        let first = try #require(block("First paragraph"))
        #expect(first.text == "First paragraph with emphasis and strong words & an éntity.")
        let utf8 = Array(first.text.utf8)
        func spanned(_ kind: InlineSpan.Kind) -> String? {
            first.spans.first { $0.kind == kind }.map { String(decoding: utf8[$0.utf8], as: UTF8.self) }
        }
        #expect(spanned(.emphasis) == "emphasis")
        #expect(spanned(.strong) == "strong")
        #expect(block("Roses")?.text == "Roses are red,\nviolets are blue.")
        #expect(block("Roses")?.kind == .lineGroup)
        #expect(blocks.filter { $0.kind == .listItem }.map(\.text) == ["3. third item", "4. fourth item", "• a bullet", "• quoted item"])
        #expect(blocks.contains { $0.kind == .preformatted && $0.text == "  code  line\n    indented" })
        #expect(blocks.contains { $0.kind == .lineGroup && $0.text == "Name  │ Age\nAlice │ 7" })
        #expect(blocks.contains { $0.kind == .separator && $0.text == "* * *" })
        // Images are image blocks of their alt text, else of the file they show.
        #expect(blocks.filter { $0.kind == .image }.map(\.text) == ["a lighthouse", "harbour map.jpg", "cover.jpg"])
        // The prose of a block quote is a block quote; a list in it keeps its kind.
        #expect(blocks.filter { $0.kind == .blockQuote }.map(\.text) == ["A quoted passage.", "Loose quoted text."])
        #expect(block("• quoted item")?.kind == .listItem)
        #expect(block("After the quote.")?.kind == .paragraph)
        let ruby = try #require(block("Ruby:"))
        #expect(ruby.text.hasPrefix("Ruby: 漢字(かんじ) done."))
        #expect(ruby.spans.map(\.kind) == [.rubyBase, .rubyAnnotation])
        let rubyUTF8 = Array(ruby.text.utf8)
        #expect(ruby.spans.map { String(decoding: rubyUTF8[$0.utf8], as: UTF8.self) } == ["漢字", "(かんじ)"])
        #expect(!ruby.text.contains("\u{1B}"), "no escape reaches the terminal")
        let all = blocks.map(\.text).joined(separator: "\n")
        for hidden in ["hidden text", "also hidden", "var x", "p{}"] { #expect(!all.contains(hidden)) }
        // Malformed markup is recovered as a browser would.
        #expect(blocks.contains { $0.text == "next paragraph" })
        // Contents: nested nav entries keep their level and point at their fragment; the
        // non-linear item comes after the linear ones, still in the contents.
        #expect(book.chapters.map(\.title) == ["One", "One, part two", "Two", "Notes"])
        #expect(book.chapters.map(\.level) == [1, 2, 1, 1])
        #expect(book.chapters[1].heading.map { blocks[$0].text } == "Part Two")
        #expect(blocks.last?.text == "A note, not linear.")
    }

    /// SiSU's paragraph numbers, floated into the margin by the book's stylesheet, are left out:
    /// never paragraphs of their own, never glued to the text.
    @Test func paragraphNumbersInTheMarginAreLeftOut() throws {
        let book = try BookLoader.load(path: EPUBFixtures.path("sisu.epub"))
        #expect(book.paragraphs.map(\.text) == ["Manual"] + (1...40).map { "Paragraph \($0) of the manual." })
    }

    /// Headings inside a chapter (the contents name only the chapters) are drawn as headings too.
    @Test func headingsInsideAChapterAreHeadingLines() throws {
        let book = try BookLoader.load(path: EPUBFixtures.path("wrong-folder.epub"))
        let page = Paginator(book: book, geometry: ScreenLayout(columns: 80, rows: 24).geometry()).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        let headings = page.lines.filter { $0.kind == .heading }.map { String($0.text(in: book)) }
        #expect(headings == ["Chapter 1", "Section 1.1", "Part 1.1.a", "Aside"])
    }

    @Test func utf16AndDeclaredLatin1DocumentsAreDecoded() throws {
        let book = try BookLoader.load(path: EPUBFixtures.path("encodings.epub"))
        let texts = book.paragraphs.map(\.text)
        #expect(texts.contains("next paragraph"))
        #expect(texts.last == "A café note, not linear.")
    }

    @Test func aZipStoredWithMimetypeLastOpensTheSame() throws {
        let a = try BookLoader.load(path: EPUBFixtures.path("sound.epub"))
        let b = try BookLoader.load(path: EPUBFixtures.path("stored-mimetype-last.epub"))
        #expect(a.paragraphs == b.paragraphs)
        #expect(try BookLoader.load(path: EPUBFixtures.path("font-obfuscation.epub")).paragraphs == a.paragraphs)
    }

    @Test(arguments: [
        ("not-a-zip.epub", "broken EPUB (not a readable zip archive)"),
        ("truncated.epub", "broken EPUB (not a readable zip archive)"),
        ("no-container.epub", "broken EPUB (no META-INF/container.xml)"),
        ("all-missing.epub", "broken EPUB (the spine names OEBPS/text/one.xhtml, which is missing)"),
        ("empty-spine.epub", "broken EPUB (empty spine)"),
        ("escaping-href.epub", "broken EPUB (../../../etc/passwd is outside the book)"),
        ("drm.epub", "encrypted (DRM): cannot be read"),
        ("zip-bomb.epub", "broken EPUB (OEBPS/text/one.xhtml inflates too far (zip bomb?))"),
        ("many-entries.epub", "broken EPUB (10002 entries, more than 10000)"),
        ("deep-nesting.epub", "broken EPUB (OEBPS/text/two.xhtml nests elements more than 1024 deep)"),
        ("stray-end-tags.epub", "broken EPUB (OEBPS/text/two.xhtml nests elements more than 1024 deep)"),
        ("tiny-paragraphs.epub", "broken EPUB (OEBPS/text/two.xhtml has more than 250000 elements)"),
        ("quoted-tag-name.epub", "broken EPUB (OEBPS/text/two.xhtml has more than 250000 elements)"),
        ("unclosed-bold.epub", "broken EPUB (OEBPS/text/two.xhtml needs more than 4 MB to parse)"),
        ("tiny-paragraphs-everywhere.epub", "broken EPUB (OEBPS/text/notes.xhtml brings the book past 1000000 elements)"),
        ("plain.zip", "not a text file (zip archive)"),
    ])
    func aHostileEPUBIsOneLineAndExit65(file: String, message: String) throws {
        let path = EPUBFixtures.path(file)
        for command in [["info"], ["render"]] {
            let (status, errors) = try Self.run(command + [path])
            #expect(status == 65)
            #expect(errors == "termreader: \(path): \(message)\n")
        }
    }

    /// A spine naming a document the archive lacks: the rest of the book opens, with one warning (#21).
    @Test func aMissingDocumentIsLeftOutWithOneWarning() throws {
        let path = EPUBFixtures.path("missing-file.epub")
        let book = try BookLoader.load(path: path)
        #expect(book.missing == ["OEBPS/text/two.xhtml"])
        #expect(book.paragraphs.contains { $0.text == "Chapter One" })
        #expect(try EPUBLoader.window(path: path, from: 0).missing == ["OEBPS/text/two.xhtml"])
        for command in [["info"], ["render"]] {
            let (status, errors) = try Self.run(command + [path])
            #expect(status == 0)
            #expect(errors == "termreader: warning: \(path): OEBPS/text/two.xhtml missing from the book, left out\n")
        }
    }

    /// Exit status and standard error of `termreader arguments`.
    static func run(_ arguments: [String]) throws -> (Int32, String) {
        let run = try Package.run(arguments)
        return (run.status, run.errors)
    }

    static let extractor = #"""
        import sys, zipfile, posixpath, re, json
        from urllib.parse import unquote
        from html.parser import HTMLParser
        import xml.etree.ElementTree as ET
        z = zipfile.ZipFile(sys.argv[1])
        def local(t): return t.rsplit('}',1)[-1]
        c = ET.fromstring(z.read('META-INF/container.xml'))
        opf = next(e.get('full-path') for e in c.iter() if local(e.tag)=='rootfile')
        base = posixpath.dirname(opf)
        def res(h, frm):
            h = h.split('#')[0]
            return posixpath.normpath(posixpath.join(posixpath.dirname(frm), unquote(h))) if h else frm
        o = ET.fromstring(z.read(opf))
        man = {}; spine = []; toc = None; nav = None
        for e in o.iter():
            t = local(e.tag)
            if t == 'item':
                man[e.get('id')] = (res(e.get('href'), opf), e.get('media-type'), e.get('properties') or '')
                if 'nav' in (e.get('properties') or '').split(): nav = man[e.get('id')][0]
            elif t == 'spine': toc = e.get('toc')
            elif t == 'itemref': spine.append((e.get('idref'), e.get('linear') != 'no'))
        class P(HTMLParser):
            def __init__(s): super().__init__(); s.skip=0; s.paras=[]; s.cur=None; s.rt=0
            def handle_starttag(s, tag, a):
                if tag in ('script','style','head','rp'): s.skip+=1
                if tag == 'p': s.cur=[]
                if tag == 'rt' and s.cur is not None: s.cur.append('(')
                if tag == 'br' and s.cur is not None: s.cur.append(' ')
            def handle_endtag(s, tag):
                if tag in ('script','style','head','rp'): s.skip-=1
                if tag == 'rt' and s.cur is not None: s.cur.append(')')
                if tag == 'p' and s.cur is not None:
                    t = ' '.join(''.join(s.cur).split())
                    if t: s.paras.append(t)
                    s.cur=None
            def handle_data(s, d):
                if s.skip==0 and s.cur is not None: s.cur.append(d)
        paras = []
        order = [i for i in spine if i[1]] + [i for i in spine if not i[1]]
        for idref, lin in order:
            p = P(); p.feed(z.read(man[idref][0]).decode('utf-8')); paras += p.paras
        entries = []
        if nav:
            r = ET.fromstring(z.read(nav))
            navs = [e for e in r.iter() if local(e.tag)=='nav']
            tn = next((e for e in navs if 'toc' in (e.get('{http://www.idpf.org/2007/ops}type') or '').split()), navs[0])
            def walk(ol, lvl):
                for li in ol:
                    if local(li.tag) != 'li': continue
                    for ch in li:
                        if local(ch.tag)=='a': entries.append((' '.join(''.join(ch.itertext()).split()), lvl))
                    for ch in li:
                        if local(ch.tag)=='ol': walk(ch, lvl+1)
            walk(next(e for e in tn.iter() if local(e.tag)=='ol'), 1)
        if not entries and toc:
            r = ET.fromstring(z.read(man[toc][0]))
            nm = next(e for e in r.iter() if local(e.tag)=='navMap')
            def walk(p, lvl):
                for np in p:
                    if local(np.tag)!='navPoint': continue
                    lab = next(e for e in np if local(e.tag)=='navLabel')
                    entries.append((' '.join(''.join(lab.itertext()).split()), lvl))
                    walk(np, lvl+1)
            walk(nm, 1)
        print(json.dumps({"paragraphs": paras, "contents": entries}, ensure_ascii=False))
        """#
}

/// An EPUB whose name is not UTF-8 is opened by the bytes the shell passed, as a TXT is.
@Suite(.enabled(if: EPUBFixtures.available, "needs python3"))
struct EPUBRawNameTests {
    @Test func anEPUBNamedInLatin1Opens() throws {
        let folder = NSTemporaryDirectory() + "termreader-raw-epub-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // "smé.epub" in Latin-1 (sm, E9, .epub), made by the shell and handed to the reader the same way.
        let script =
            "mkdir -p '\(folder)' && cd '\(folder)' && cp '\(EPUBFixtures.path("sound.epub"))' \"$(printf 'sm\\351.epub')\" "
            + "&& '\(Package.binary)' info \"$(printf 'sm\\351.epub')\" > info.txt"
        let (status, errors) = try OutputErrorTests.shell(script)
        #expect(status == 0, "\(errors)")
        let info = try String(contentsOfFile: folder + "/info.txt", encoding: .utf8)
        #expect(info.hasPrefix("file:       sm\u{FFFD}.epub\n"), "\(info)")
        #expect(info.contains("1. One  (offset"), "\(info)")
    }
}
