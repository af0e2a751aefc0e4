import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A released book keeps only the chapters in use and reads any other again from the
/// file: the text it gives back is exactly the text it had.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct ReleasedTextTests {
    @Test(arguments: [
        "zh/xiyouji.gb18030.txt", "zh/sanguo-yanyi.utf16le-bom.txt", "en/war-and-peace.pg2600.latin1.txt",
        "en/moby-dick.pg2701.utf8.txt", "en/frankenstein.pg84.cp1252.txt",
    ])
    func releasedTextReadsBackTheSame(file: String) throws {
        let source = try BookSource.open(path: try #require(Corpus.path(file)))
        let book = try #require(try BookLoader.load(source))
        let texts = book.paragraphs.map(\.text)
        #expect(book.holdsAllText)
        book.releaseText(source: source, current: book.chapters.count / 2)
        #expect(!book.holdsAllText)
        #expect(book.paragraphs.texts.decodedChapters.count <= 3)
        // Backwards, so every chapter is read again after being dropped.
        for p in book.paragraphs.indices.reversed() {
            #expect(book.paragraphs[p].text == texts[p], "\(file) paragraph \(p)")
        }
        for c in book.chapters.indices {
            #expect(book.paragraphs.texts(of: book.chapters[c].paragraphs) == Array(texts[book.chapters[c].paragraphs]))
        }
        #expect(book.paragraphs.texts.decodedChapters.count <= ParagraphTexts.keptChapters, "memory stays flat")
    }

    @Test func pagesOfAReleasedBookAreThePagesItHad() throws {
        let source = try BookSource.open(path: try #require(Corpus.path("zh/xiyouji.utf8.txt")))
        let book = try #require(try BookLoader.load(source))
        let geometry = PageGeometry(columns: 50, rows: 18)
        let before = try #require(PageTableBuilder.tables(Paginator(book: book, geometry: geometry)))
        book.releaseText(source: source, current: 0)
        let after = try #require(PageTableBuilder.tables(Paginator(book: book, geometry: geometry)))
        #expect(after == before)
    }
}

/// A book file cut short while it is read must never crash the reader (reading the lost
/// part of a mapping raises SIGBUS): the lost chapters read as empty.
@Suite struct TruncatedFileTests {
    @Test func chaptersOfAFileCutShortReadAsEmpty() throws {
        var text = ""
        for c in 1...6 {
            text += "Chapter \(c)\n\n"
            for p in 1...200 { text += "Paragraph \(p) of chapter \(c), long enough to fill a few pages of the book.\n\n" }
        }
        let path = "/tmp/termreader-truncated-\(getpid()).txt"
        let bytes = Array(text.utf8)
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(Glibc.write(fd, bytes, bytes.count) == bytes.count)
        Glibc.close(fd)
        defer { Glibc.unlink(path) }
        let source = try BookSource.open(path: path)
        let book = try #require(try BookLoader.load(source))
        #expect(book.chapters.count == 6)
        let first = book.paragraphs[book.chapters[0].paragraphs.lowerBound + 1].text
        book.releaseText(source: source, current: 0)
        #expect(source.file.isIntact)
        // Moved away, then cut short: still the file the book was read from.
        let moved = path + ".moved"
        #expect(Glibc.rename(path, moved) == 0)
        defer { Glibc.unlink(moved) }
        #expect(Glibc.truncate(moved, off_t(bytes.count / 4)) == 0)
        #expect(!source.file.isIntact)
        let last = book.chapters[5].paragraphs
        #expect(book.paragraphs[last.lowerBound + 1].text == "", "a lost chapter reads as empty")
        #expect(book.paragraphs.texts(of: last).allSatisfy { $0.isEmpty })
        #expect(book.paragraphs[book.chapters[0].paragraphs.lowerBound + 1].text == first, "chapters in memory stay")
    }
}
