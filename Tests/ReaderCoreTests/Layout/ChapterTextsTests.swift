import Testing

@testable import ReaderCore

/// A page reads about its own paragraphs, not the rest of its chapter (a fuzz run's page-by-page
/// walk of a chapter of 200,000 blocks cost the whole chapter on every page), and the texts it
/// reads are the chapter's, in order, across the stores that hold them.
@Suite struct ChapterTextsTests {
    /// How many times blocks were fetched.
    final class Fetched {
        var count = 0
    }

    /// Texts of paragraphs fetched `size` at a time from `start` on, each naming its index, the last
    /// `missing` of each fetch absent (as when the file changed), counting the fetches.
    func counted(from start: Int = 0, size: Int, missing: Int = 0) -> (ChapterTexts, Fetched) {
        let fetched = Fetched()
        let texts = ChapterTexts { p in
            fetched.count += 1
            let first = start + (p - start) / size * size
            let store = BlockStore((first..<first + size - missing).map { Paragraph(offset: $0 * 10, text: "p\($0)") })
            return HeldBlocks(SharedBlocks(store), paragraphs: first..<first + size)
        }
        return (texts, fetched)
    }

    @Test func aPageOfAHugeChapterFetchesItsBlocksOnce() {
        let (made, fetched) = counted(from: 1_000, size: 200_000)
        var texts = made
        for p in 1_000..<1_040 { #expect(texts.text(of: p) == "p\(p)") }
        #expect(fetched.count == 1)
    }

    @Test func everyParagraphIsItsOwnTextAcrossFetches() {
        let (made, fetched) = counted(from: 5, size: 3)
        var texts = made
        for p in 5..<1_007 { #expect(texts.text(of: p) == "p\(p)") }
        #expect(fetched.count == 334)
    }

    @Test func aMissingBlockReadsEmptyWithoutAnotherFetch() {
        let (made, fetched) = counted(size: 10, missing: 4)
        var texts = made
        #expect((0..<10).map { texts.text(of: $0) } == (0..<6).map { "p\($0)" } + Array(repeating: "", count: 4))
        #expect(fetched.count == 1)
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
