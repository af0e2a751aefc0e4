import Testing

@testable import ReaderCore

/// A page reads about its own paragraphs, not the rest of its chapter (a fuzz run's page-by-page
/// walk of a chapter of 200,000 blocks cost the whole chapter on every page), and the texts it
/// reads are the chapter's, in order, across batch boundaries.
@Suite struct ChapterTextsTests {
    /// How many paragraphs were fetched.
    final class Fetched {
        var count = 0
    }

    /// Paragraphs `range`, each text naming its index, counting the paragraphs fetched; read as
    /// the paginator reads them for one page, for every page, or in batches of `batch`.
    func counted(_ range: Range<Int>, onePage: Bool? = nil, batch: Int = 1) -> (ChapterTexts, Fetched) {
        let fetched = Fetched()
        let fetch = { (asked: Range<Int>) -> [String] in
            fetched.count += asked.count
            return asked.map { "p\($0)" }
        }
        let texts = onePage.map { Paginator.texts(of: range, onePage: $0, fetch: fetch) } ?? ChapterTexts(range, batch: batch, fetch: fetch)
        return (texts, fetched)
    }

    @Test func aPageOfAHugeChapterFetchesAboutItsOwnParagraphs() {
        let (start, end) = (1_000, 201_000)
        let (made, fetched) = counted(start..<end, onePage: true)
        var texts = made
        for p in start..<(start + 40) { #expect(texts.text(of: p) == "p\(p)") }
        // 16, then 32: 48 paragraphs for 40, far from the chapter's 200,000.
        #expect(fetched.count <= 4 * 40)
    }

    @Test func everyParagraphIsItsOwnTextAcrossBatches() {
        let (made, fetched) = counted(5..<1_005, batch: 3)
        var texts = made
        for p in 5..<1_005 { #expect(texts.text(of: p) == "p\(p)") }
        #expect(fetched.count == 1_000)
    }

    @Test func aWalkOverEveryPageFetchesTheChapterOnce() {
        let (made, fetched) = counted(0..<500, onePage: false)
        var texts = made
        #expect(texts.text(of: 0) == "p0")
        #expect(fetched.count == 500)
        #expect(texts.text(of: 499) == "p499")
        #expect(fetched.count == 500)
    }

    @Test func pagesOfALongChapterTileItAsTheWalkDoes() {
        let book = makeBook(["#One"] + (0..<700).map { "Line \($0) of a long chapter." })
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 20, rows: 7))
        let anchors = paginator.anchors(of: 0)
        #expect(anchors.count > 100)
        for (n, anchor) in anchors.enumerated() {
            let page = paginator.page(in: 0, from: anchor)
            #expect(page.next == (n + 1 < anchors.count ? anchors[n + 1] : nil), "page \(n)")
            #expect(page.lines.allSatisfy { $0.kind == .blank || $0.paragraph >= anchor.paragraph })
        }
    }
}
