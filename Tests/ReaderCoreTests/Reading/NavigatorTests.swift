import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct NavigatorTests {
    let book = makeBook((0..<40).map { i in i % 10 == 0 ? "#Chapter \(i / 10)" : "Paragraph \(i) with some words in it to wrap around." })

    @Test func walksForwardAcrossChaptersAndStopsAtTheEnd() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        var positions = [nav.position]
        while case .moved(let p) = nav.next() { positions.append(p) }
        #expect(nav.next() == .atEnd)
        #expect(positions == positions.sorted())
        #expect(Set(positions).count == positions.count)
        #expect(positions.count == nav.index.totalPages ?? -1 || nav.index.isComplete == false)
        while case .moved = nav.previous() {}
        #expect(nav.position == PagePosition(chapter: 0, page: 0))
        #expect(nav.previous() == .atStart)
    }

    @Test func chapterJumpsAndBoundaries() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        #expect(nav.nextChapter() == .moved(PagePosition(chapter: 1, page: 0)))
        nav.next()
        #expect(nav.previousChapter() == .moved(PagePosition(chapter: 1, page: 0)))
        #expect(nav.previousChapter() == .moved(PagePosition(chapter: 0, page: 0)))
        #expect(nav.first() == .atStart)
        nav.last()
        #expect(nav.last() == .atEnd)
        #expect(nav.nextChapter() == .atEnd)
    }

    @Test func goToPageAndPercent() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        nav.goTo(globalPage: 5)
        #expect(nav.index.globalPage(nav.position) == 5)
        nav.goTo(globalPage: 100_000)
        #expect(nav.next() == .atEnd)
        nav.goTo(fraction: 0.5)
        #expect(abs(nav.fraction - 0.5) < 0.1)
    }

    /// Resizing back and forth returns to the same page: the anchor does not creep.
    @Test func relayoutKeepsThePlace() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...60), Gen.int(in: 8...60).array(of: 1...6)) { turns, widths in
            let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
            for _ in 0..<turns { nav.next() }
            let place = nav.location
            let position = nav.position
            for w in widths {
                nav.relayout(PageGeometry(columns: w, rows: 5))
                let page = nav.page
                let anchor = book.anchor(for: place)
                #expect(page.start <= anchor)
                #expect(page.next.map { anchor < $0 } ?? true, "the page shown contains the place")
            }
            nav.relayout(PageGeometry(columns: 20, rows: 6))
            #expect(nav.position == position)
            #expect(nav.location == place)
        }
    }

    /// A key that toggles between two layouts (writing, spread) lays each out once, however often it is pressed.
    @Test func aGeometryShownAgainKeepsItsLaidOutPages() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        let first = nav.index
        nav.relayout(PageGeometry(columns: 30, rows: 6))
        let second = nav.index
        nav.relayout(PageGeometry(columns: 20, rows: 6))
        #expect(nav.index === first, "the earlier geometry's pages are taken back")
        nav.relayout(PageGeometry(columns: 30, rows: 6))
        #expect(nav.index === second)
        for columns in 40...45 { nav.relayout(PageGeometry(columns: columns, rows: 6)) }
        nav.relayout(PageGeometry(columns: 20, rows: 6))
        #expect(nav.index !== first, "only the last few geometries are kept")
    }

    @Test func locationRoundTripsThroughAnchors() {
        let nav = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6))
        for _ in 0..<7 { nav.next() }
        let location = nav.location
        let other = Navigator(book: book, geometry: PageGeometry(columns: 20, rows: 6), location: location)
        #expect(other.position == nav.position)
        #expect(location.snippet.isEmpty == false)
    }
}
