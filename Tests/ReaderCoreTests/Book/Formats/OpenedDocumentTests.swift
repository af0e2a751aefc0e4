import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// A book opened once for a session (`BookFormat.open`): its window, then the whole book from
/// what was opened — the same book as one read by itself, and read without the file again (a
/// MOBI is unpacked by libmobi once, an EPUB's zip opened once).
struct OpenedDocumentTests {
    static let mobi = Package.root + "/Tests/Fixtures/mobi/"
    static let books: [(format: any BookFormat, path: String)] =
        (MOBILibrary.shared == nil ? [] : ["book.mobi", "book.azw3", "book-both.mobi"].map { (MOBIFormat(), mobi + $0) })
        + [(EPUBFormat(), Package.root + "/Tests/Fixtures/pictures/pictures.epub")]
        + (Corpus.path("epub/moby-dick.idpf-sample.epub3.epub").map { [(EPUBFormat(), $0)] } ?? [])

    /// Every block (offset, kind, text) and chapter (offset, title) of `book`.
    func shape(_ book: Book) -> [String] {
        book.paragraphs.map { "\($0.offset) \($0.kind) \($0.text)" } + book.chapters.map { "chapter \($0.offset) \($0.title)" }
    }

    @Test func theWholeBookAfterAWindowIsTheBookReadByItself() throws {
        for (format, path) in Self.books {
            let alone = try format.load(path: path)
            // Windows at the start, at a chapter in the middle and at the last block.
            let middle = alone.chapters[alone.chapters.count / 2].offset
            for offset in [0, middle, try #require(alone.paragraphs.map(\.offset).last)] {
                let opened = try format.open(path: path)
                let window = try opened.window(from: offset)
                let holding = try #require(alone.paragraphs.last { $0.offset <= offset } ?? alone.paragraphs.first).offset
                #expect(window.paragraphs.contains { $0.offset == holding }, "the window holds the place: \(path) at \(offset)")
                let whole = try #require(try opened.load { _ in true })
                #expect(shape(whole) == shape(alone), "\(path) from a window at \(offset)")
                let texts = Dictionary(alone.paragraphs.map { ($0.offset, $0.text) }, uniquingKeysWith: { a, _ in a })
                #expect(window.paragraphs.allSatisfy { texts[$0.offset] == $0.text }, "the window agrees: \(path) at \(offset)")
            }
        }
    }

    /// Opened for a session, the book is read once: with the file gone after the first page, the
    /// whole book still loads (a MOBI from what libmobi unpacked, an EPUB from its open zip).
    @Test func theWholeBookIsReadFromWhatWasOpened() throws {
        for (format, path) in Self.books {
            let folder = try TemporaryFolder()
            let copy = try folder.write(try Data(contentsOf: URL(fileURLWithPath: path)), to: "book" + path[path.lastIndex(of: ".")!...])
            let opened = try format.open(path: copy)
            _ = try opened.window(from: 0)
            #expect(unlink(copy) == 0)
            let whole = try #require(try opened.load { _ in true }, "\(path)")
            #expect(shape(whole) == shape(try format.load(path: path)), "\(path)")
        }
    }
}
