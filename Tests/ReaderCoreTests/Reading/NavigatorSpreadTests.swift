import Testing

@testable import ReaderCore

/// Two-page spreads: fixed pairs from each chapter's first page, walked both ways.
@Suite struct NavigatorSpreadTests {
    let book = makeBook((0..<60).map { i in i % 20 == 0 ? "#Chapter \(i / 20)" : "Paragraph \(i) with some words in it to wrap around." })

    @Test func spreadsPairEachChaptersPagesFromItsFirst() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        for c in 0..<nav.index.chapterCount {
            let count = nav.index.pageCount(ofChapter: c)
            #expect(count > 2, "the test needs chapters of several pages")
            for page in 0..<count {
                let left = nav.spreadStart(of: PagePosition(chapter: c, page: page))
                #expect(left == PagePosition(chapter: c, page: page / 2 * 2))
                let right = nav.secondPage(ofSpread: left)
                #expect(right == (left.page + 1 < count ? PagePosition(chapter: c, page: left.page + 1) : nil))
            }
        }
    }

    @Test func walkingSpreadsForwardAndBackVisitsTheSamePairs() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        var forward: [PagePosition] = []
        var p: PagePosition? = PagePosition(chapter: 0, page: 0)
        while let left = p {
            forward.append(left)
            // From either page of a spread, the next one is the same.
            if let right = nav.secondPage(ofSpread: left) { #expect(nav.spread(after: right) == nav.spread(after: left)) }
            p = nav.spread(after: left)
        }
        var backward: [PagePosition] = []
        p = forward.last
        while let left = p {
            backward.append(left)
            p = nav.spread(before: left)
        }
        #expect(backward.reversed() == forward)
        #expect(forward.allSatisfy { $0.page % 2 == 0 })
        #expect(nav.spread(before: PagePosition(chapter: 0, page: 1)) == nil)
    }
}
