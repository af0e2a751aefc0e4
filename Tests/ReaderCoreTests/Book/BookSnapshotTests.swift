import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Books kept once read whole (`BookSnapshot`, `SnapshotFolder`, `KeptConversion`): a kept book is
/// the book it was taken of, in every part the reader uses; it is used for that file alone; a
/// damaged or hostile snapshot is refused whole; and a book read whole reopens from it.
struct BookSnapshotTests {
    static let mobi = Package.root + "/Tests/Fixtures/mobi/"

    /// Books of each kept format with what a snapshot must carry: links, spans, headings, pictures
    /// (MOBI records, files beside an HTML book), an FB2's notes, a PDF's pages.
    static func books(in folder: TemporaryFolder) throws -> [(format: any BookFormat, path: String)] {
        var books: [(any BookFormat, String)] = []
        if MOBILibrary.shared != nil { books += ["book.mobi", "book.azw3", "book-cover.azw3"].map { (MOBIFormat(), mobi + $0) } }
        if Poppler.isInstalled { books.append((PDFFormat(), Package.root + "/Tests/Fixtures/pdf/manual.pdf")) }
        let fb2 = """
            <?xml version="1.0" encoding="utf-8"?>
            <FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
            <description><title-info><book-title>Kept</book-title><author><first-name>A</first-name><last-name>Writer</last-name></author>
            <lang>ja</lang></title-info></description>
            <body><section><title><p>一</p></title><p>本文<emphasis>強調</emphasis><a l:href="#n1">[1]</a>。</p>
            <poem><stanza><v>行一</v><v>行二</v></stanza></poem></section></body>
            <body name="notes"><section id="n1"><title><p>1</p></title><p>注。</p></section></body></FictionBook>
            """
        books.append((FB2Format(), try folder.write(Data(fb2.utf8), to: "kept.fb2")))
        let html = """
            <html lang="en"><head><title>Beside</title></head><body><h1>One</h1><p>A <b>bold</b> <a href="#two">link</a>
            and <a href="https://example.org/">out</a>.</p><p><img src="pic.png" alt="a picture"/></p><pre>  kept   spaces
            two</pre><h2 id="two">Two</h2><ul><li>item</li></ul></body></html>
            """
        _ = try folder.write(
            try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png")), to: "pic.png")
        books.append((HTMLFormat(), try folder.write(Data(html.utf8), to: "beside.html")))
        books.append(
            (MarkdownFormat(), try folder.write(Data("# Title\n\nSome *text* [here](#title).\n\n    code  kept\n".utf8), to: "kept.md")))
        return books
    }

    static func key(_ path: String) throws -> BookSnapshot.Key {
        let file = try SourceFile(path: path)
        return BookSnapshot.Key(fingerprint: Fingerprint.of(file), size: file.size, modified: file.modified)
    }

    /// Everything of `book` the reader uses, as text to compare.
    static func shape(_ book: Book) -> [String] {
        var lines = [
            book.title, book.encoding.rawValue, "\(book.sourceSize) \(book.readingOrderSize) \(book.pageProgression)",
            "\(book.language ?? "-") \(book.authors) \(book.missing) \(book.links)",
            "\(book.sourcePages.map { "\($0.span) \($0.count) \($0.name)" } ?? "-")",
        ]
        lines += book.paragraphs.map { "\($0.offset) \($0.kind) \($0.text) \($0.spans)" }
        lines += book.chapters.map { "\($0.title) \($0.paragraphs) \($0.heading ?? -1) \($0.offset) \($0.level) \($0.containers)" }
        if let pictures = book.pictures {
            for block in book.paragraphs where block.kind == .image {
                let bytes = (try? pictures.bytes(ofBlockAt: block.offset))?.count ?? -1
                lines.append("picture \(block.offset) \(pictures.path(ofBlockAt: block.offset) ?? "-") \(bytes)")
            }
        }
        return lines
    }

    @Test func aKeptBookIsTheBookItWasTakenOf() throws {
        let folder = try TemporaryFolder()
        for (format, path) in try Self.books(in: folder) {
            let book = try format.load(path: path)
            let key = try Self.key(path)
            let bytes = try #require(BookSnapshot.encode(book, key: key), "\(path)")
            let kept = try #require(bytes.withUnsafeBytes { BookSnapshot.decode($0, key: key, path: path) }, "\(path)")
            #expect(Self.shape(kept) == Self.shape(book), "\(path)")
        }
    }

    /// A snapshot is read for the file it was taken of, by the build of the reader that wrote it.
    @Test func aSnapshotIsForItsOwnFileAlone() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data("# One\n\nText.\n".utf8), to: "a.md")
        let key = try Self.key(path)
        let bytes = try #require(BookSnapshot.encode(try MarkdownFormat().load(path: path), key: key))
        for other in [
            BookSnapshot.Key(fingerprint: "0123456789abcdef", size: key.size, modified: key.modified),
            BookSnapshot.Key(fingerprint: key.fingerprint, size: key.size + 1, modified: key.modified),
            BookSnapshot.Key(fingerprint: key.fingerprint, size: key.size, modified: key.modified + 1),
        ] {
            #expect(bytes.withUnsafeBytes { BookSnapshot.decode($0, key: other, path: path) } == nil)
        }
        #expect(bytes.withUnsafeBytes { BookSnapshot.decode($0, key: key, path: path) } != nil)
        let otherBuild = try #require(BookSnapshot.encode(try MarkdownFormat().load(path: path), key: key, producer: "another build"))
        #expect(otherBuild.withUnsafeBytes { BookSnapshot.decode($0, key: key, path: path) } == nil)
    }

    /// A book whose pictures are held in memory (an FB2's, decoded from its document) is not kept.
    @Test func picturesHeldInMemoryAreNotKept() throws {
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: 10, paragraphs: [Paragraph(offset: 0, text: "p", kind: .image)], chapters: [])
        var held = FB2Pictures()
        held.add(id: "p", base64: Array("iVBORw0KGgo=".utf8))
        book.pictures = BookPictures([(0, "p")], files: held)
        #expect(BookSnapshot.encode(book, key: .init(fingerprint: "f", size: 10, modified: 0)) == nil)
    }

    /// Cut short anywhere, a snapshot is refused; with any byte changed, it is refused; changed and
    /// sealed again (by hand, as an attacker would), it is refused or gives a book as sound as any: chapters tiling its blocks, spans inside their texts, links that exist,
    /// and no text a terminal would take for a command.
    @Test func aDamagedSnapshotIsRefusedOrSound() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            Data("# One\n\nSome *text* with [a link](#two).\n\n## Two\n\n    code\n    kept\n\n- item\n".utf8), to: "d.md")
        let key = try Self.key(path)
        let bytes = try #require(BookSnapshot.encode(try MarkdownFormat().load(path: path), key: key))
        for length in 0..<bytes.count {
            #expect(Array(bytes.prefix(length)).withUnsafeBytes { BookSnapshot.decode($0, key: key, path: path) } == nil)
        }
        let content = Array(bytes.dropLast(SnapshotSeal.size))
        await propertyCheck(count: 2000, input: Gen.int(in: 0...(content.count - 1)), Gen.int(in: 1...255)) { at, change in
            var damaged = bytes
            damaged[at] ^= UInt8(change)
            #expect(damaged.withUnsafeBytes { BookSnapshot.decode($0, key: key, path: path) } == nil, "damage on disk is seen")
            // As a hostile snapshot would be: changed, then sealed again.
            damaged = content
            damaged[at] ^= UInt8(change)
            SnapshotSeal.seal(&damaged)
            guard let book = damaged.withUnsafeBytes({ BookSnapshot.decode($0, key: key, path: path) }) else { return }
            #expect(book.chapters.first?.paragraphs.lowerBound ?? 0 == 0)
            #expect(zip(book.chapters, book.chapters.dropFirst()).allSatisfy { $0.paragraphs.upperBound == $1.paragraphs.lowerBound })
            #expect(book.chapters.last?.paragraphs.upperBound ?? 0 == book.paragraphs.count)
            for block in book.paragraphs {
                #expect(!block.text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
                #expect(block.spans.allSatisfy { $0.utf8.upperBound <= block.text.utf8.count })
                #expect(block.spans.allSatisfy { $0.kind != .link || Int($0.link) < book.links.count })
            }
        }
    }

    /// A snapshot whose text holds an escape sequence (written by hand, as an attacker would) is refused.
    @Test func aSnapshotCannotSpeakToTheTerminal() throws {
        let key = BookSnapshot.Key(fingerprint: "f", size: 100, modified: 1)
        for text in ["plain", "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "c1 \u{9B}31m", "del\u{7F}"] {
            let book = Book(
                title: "t", encoding: .utf8, sourceSize: 100, paragraphs: [Paragraph(offset: 0, text: text)],
                chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
            let bytes = try #require(BookSnapshot.encode(book, key: key))
            let kept = bytes.withUnsafeBytes { BookSnapshot.decode($0, key: key, path: "/b") }
            #expect((kept != nil) == (text == "plain"), "\(text.debugDescription)")
        }
    }

    /// Opened for a session, a book of a kept format is read by its converter the first time and
    /// kept once whole; opened again, its window is the whole book from the snapshot. A changed
    /// file is read again.
    @Test func aBookReadWholeReopensFromItsSnapshot() throws {
        let folder = try TemporaryFolder()
        let snapshots = SnapshotFolder(directory: folder.path + "/cache")
        for (format, path) in try Self.books(in: folder) {
            let key = try Self.key(path)
            let alone = try format.load(path: path)
            let first = try format.open(path: path, snapshots: snapshots, key: key)
            _ = try first.window(from: 0)
            #expect(access(snapshots.path(for: key.fingerprint), F_OK) != 0, "nothing is kept before the book is whole: \(path)")
            _ = try #require(try first.load { _ in true })
            #expect(access(snapshots.path(for: key.fingerprint), F_OK) == 0, "\(path)")
            let again = try format.open(path: path, snapshots: snapshots, key: key)
            let window = try again.window(from: 0)
            #expect(Self.shape(window) == Self.shape(alone), "the window is the whole book: \(path)")
            #expect(try #require(try again.load { _ in true }).isSameBook(as: window), "\(path)")
            let changed = BookSnapshot.Key(fingerprint: key.fingerprint, size: key.size, modified: key.modified + 1)
            #expect(snapshots.load(changed, bookPath: path) == nil)
        }
    }

    /// Past their budget, the least recently used snapshots go; the one just written stays.
    @Test func theOldestSnapshotsGoPastTheBudget() throws {
        let folder = try TemporaryFolder()
        func book(_ n: Int) -> Book {
            Book(
                title: "\(n)", encoding: .utf8, sourceSize: 5000,
                paragraphs: [Paragraph(offset: 0, text: String(repeating: "x", count: 3000))],
                chapters: [Chapter(title: "\(n)", paragraphs: 0..<1, heading: nil, offset: 0)])
        }
        let snapshots = SnapshotFolder(directory: folder.path, budget: 7000)
        let keys = (0..<3).map { BookSnapshot.Key(fingerprint: "f\($0)", size: 5000, modified: $0) }
        #expect(snapshots.save(book(0), key: keys[0]))
        #expect(snapshots.save(book(1), key: keys[1]))
        // Both fit; the first is opened, so the second is now the least recently used.
        for name in ["f0", "f1"] {
            #expect(
                utimes(snapshots.path(for: name), [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]) == 0)
        }
        #expect(snapshots.load(keys[0], bookPath: "/b") != nil)
        #expect(snapshots.save(book(2), key: keys[2]))
        #expect(access(snapshots.path(for: "f0"), F_OK) == 0)
        #expect(access(snapshots.path(for: "f1"), F_OK) != 0)
        #expect(access(snapshots.path(for: "f2"), F_OK) == 0)
    }
}
