import Testing

@testable import ReaderCore

/// A paragraph of hundreds of kilobytes is broken once per paginator and the pages inside
/// it are the pages a fresh paginator lays out.
@Suite struct LongParagraphTests {
    static let words = ["灯塔", "守夜人，", "the", "lighthouse", "「海」", "keeper's", "log。", "风"]

    func longBook() -> Book {
        var text = ""
        var i = 0
        while text.utf8.count < 200_000 {
            text += Self.words[i % Self.words.count] + (i % 3 == 0 ? " " : "")
            i += 1
        }
        return makeBook(["before", text, "after"])
    }

    @Test func pagesInsideALongParagraphEqualFreshLayouts() throws {
        let book = longBook()
        #expect(book.paragraphs[1].text.utf8.count >= BrokenParagraphCache.minimumBytes)
        let geometry = PageGeometry(columns: 37, rows: 11)
        let paginator = Paginator(book: book, geometry: geometry)
        let anchors = paginator.anchors(of: 0)
        #expect(anchors.count > 100)
        // Forwards, backwards and jumping, as a reader turns: every page as a cold paginator lays it out.
        for n in [1, 2, 3, 60, 59, 100, anchors.count - 1, 0, 5] {
            let cached = paginator.page(in: 0, from: anchors[n])
            let fresh = Paginator(book: book, geometry: geometry).page(in: 0, from: anchors[n])
            #expect(cached == fresh, "page \(n)")
            #expect(cached.lines.count <= geometry.rows)
        }
    }

    @Test func theIndentIsPartOfWhatIsRemembered() {
        let book = longBook()
        let wide = Paginator(book: book, geometry: PageGeometry(columns: 30, rows: 8, cjkIndent: 4, latinIndent: 4))
        let first = wide.page(in: 0, from: PageAnchor(paragraph: 1, grapheme: 0))
        let breaker = LineBreaker(columns: 30)
        let expected = breaker.lines(of: book.paragraphs[1].text, firstLineIndent: first.lines.first?.indent ?? 0)
        #expect(first.lines.first?.graphemes == expected.first?.graphemes)
    }
}
