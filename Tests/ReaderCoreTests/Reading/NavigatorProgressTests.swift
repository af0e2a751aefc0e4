import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A book that is one huge paragraph: progress and go-to-percent follow the place inside
/// the paragraph (they once stayed at 0% and went to page 1), and turning a page costs the
/// same at its end as at its start (the place's snippet was found by walking every grapheme
/// from the paragraph's start, so rendering all pages of a 5 MB line took ~45 s).
@Suite struct NavigatorProgressTests {
    static let words = ["whale", "ocean", "Ahab", "harpoon", "captain", "sea", "ship", "white", "cafe\u{301}", "鲸鱼", "👍🏽"]
    /// One line of about `bytes` bytes of words.
    static func oneParagraph(bytes: Int) throws -> (Book, BookSource) {
        var text = ""
        var i = 0
        while text.utf8.count < bytes {
            text += words[i % words.count] + (i % 13 == 0 ? ", " : " ")
            i += 1
        }
        let source = try BookSource(file: SourceFile(bytes: Array((text + "\n").utf8), path: "one-line.txt"))
        return (try #require(try BookLoader.load(source)), source)
    }

    /// Progress counts from the first block: a book whose offsets start far in (a PDF's first page
    /// starts a page's span in) opens at 0%, ends at 100% and goes to 50% halfway between.
    @Test func progressCountsFromTheFirstBlock() throws {
        let blocks = (0..<40).map { Paragraph(offset: 1_000_000 + $0 * 1000, text: "Block \($0) of a book whose offsets start far in.") }
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 1_040_000, paragraphs: blocks,
            chapters: [Chapter(title: "t", paragraphs: 0..<40, heading: nil, offset: 1_000_000)])
        #expect(book.progress(atOffset: 1_000_000) == 0)
        #expect(book.progress(atOffset: 1_020_000) == 0.5)
        #expect(book.offset(atProgress: 0.5) == 1_020_000)
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 60, rows: 20))
        #expect(nav.fraction == 0)
        nav.goTo(fraction: 0.5)
        #expect(abs(nav.fraction - 0.5) < 0.05, "\(nav.fraction)")
        #expect(book.progress(atOffset: 1_040_000) == 1)
    }

    @Test func percentMovesInsideTheParagraphAndGoToPercentLandsThere() throws {
        let (book, _) = try Self.oneParagraph(bytes: 200_000)
        #expect(book.paragraphs.count == 1)
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 60, rows: 20))
        let total = try #require(nav.index.totalPages)
        #expect(total > 50)
        #expect(nav.fraction == 0)
        nav.goTo(globalPage: total / 2)
        #expect(abs(nav.fraction - 0.5) < 0.03, "middle page at \(nav.fraction)")
        nav.last()
        #expect(nav.fraction > 0.97)
        for percent in [0.1, 0.25, 0.5, 0.9] {
            nav.goTo(fraction: percent)
            let page = try #require(nav.index.globalPage(nav.position))
            #expect(abs(Double(page) / Double(total) - percent) < 0.03, "\(percent) went to page \(page) of \(total)")
            #expect(abs(nav.fraction - percent) < 0.03)
        }
    }

    @Test func aPlaceSavedInsideTheParagraphReopensWithItsProgress() throws {
        let (book, _) = try Self.oneParagraph(bytes: 100_000)
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 60, rows: 20))
        nav.goTo(fraction: 0.6)
        let reopened = Navigator(book: book, geometry: PageGeometry(columns: 60, rows: 20), location: nav.location)
        #expect(reopened.position == nav.position)
        #expect(abs(reopened.fraction - nav.fraction) < 0.001)
        reopened.relayout(PageGeometry(columns: 50, rows: 20))
        #expect(abs(reopened.fraction - 0.6) < 0.03)
    }

    @Test func theSnippetFromALineOffsetIsTheSnippetFromTheWalk() throws {
        let (book, _) = try Self.oneParagraph(bytes: 20_000)
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 40, rows: 8))
        nav.go(PagePosition(chapter: 0, page: 0))
        repeat {
            let anchor = nav.index.anchors(ofChapter: nav.position.chapter)[nav.position.page]
            #expect(nav.location.snippet == book.location(of: anchor).snippet)
            #expect(!nav.location.snippet.isEmpty)
        } while nav.next() != .atEnd
    }
}
