import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The two-page spread in the reader: what it shows, where turns go, and that it keeps the place.
@Suite struct SpreadTests {
    func model(
        _ columns: Int = 181, _ rows: Int = 30, pages: PageLayout = .spread, mode: TransitionMode = .none,
        book: Book = sampleBook(chapters: 3, paragraphsPerChapter: 80)
    ) -> ReaderModel {
        var settings = LayoutSettings()
        settings.pages = pages
        return ReaderModel(book: book, location: .start, columns: columns, rows: rows, theme: .light, mode: mode, layoutSettings: settings)
    }

    /// The page area's columns `x0..<x0+width`, rows other than the page-number row.
    func region(_ frame: Frame, x0: Int, width: Int, skippingRow: Int) -> [String] {
        (0..<frame.height).filter { $0 != skippingRow }.map { y in (x0..<(x0 + width)).map { frame[$0, y].text }.joined() }
    }

    @Test func eachHalfIsThePageDrawnAloneAtTheSpreadsPageWidth() {
        let m = model()
        #expect(m.layout.isSpread)
        let width = m.layout.pageColumns
        // One column at the page width: the same pages, drawn alone.
        let alone = model(width, 30, pages: .single)
        #expect(alone.navigator.geometry == m.navigator.geometry)
        let numberRow = m.layout.textY + m.layout.textRows
        for left in [PagePosition(chapter: 0, page: 0), PagePosition(chapter: 1, page: 2)] {
            let right = PagePosition(chapter: left.chapter, page: left.page + 1)
            let spread = m.screenPage(left)
            #expect(spread.width == 181)
            #expect(
                region(spread, x0: 0, width: width, skippingRow: numberRow)
                    == region(alone.pageFrame(left), x0: 0, width: width, skippingRow: numberRow))
            #expect(
                region(spread, x0: m.layout.rightX, width: width, skippingRow: numberRow)
                    == region(alone.pageFrame(right), x0: 0, width: width, skippingRow: numberRow))
            #expect((0..<spread.height).allSatisfy { spread[m.layout.spineX, $0].text == "│" })
            #expect(spread[m.layout.spineX, 0].style == m.palette[.dim])
        }
    }

    @Test func bothPagesCarryTheirNumbersOnceTheBookIsPaginated() {
        let m = model()
        m.navigator.index.completeAll()
        let row = m.layout.textY + m.layout.textRows
        let frame = m.screenPage(PagePosition(chapter: 0, page: 2))
        let line = (0..<frame.width).map { frame[$0, row].text }.joined()
        let numbers = line.split(separator: " ").filter { $0 != "│" }
        #expect(numbers == ["3", "4"])
    }

    @Test func turnsMoveByASpreadAndKeepThePlaceOnTheLeftPage() {
        let m = model()
        _ = m.update(.key("Space"))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 2))
        _ = m.update(.key("Space"))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 4))
        _ = m.update(.key("b"))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 2))
        // A chapter ending on a left page leaves the right page blank; the next chapter opens a spread.
        _ = m.update(.key("]"))
        #expect(m.shownPosition == PagePosition(chapter: 1, page: 0))
        _ = m.update(.key("b"))
        let last = m.navigator.index.pageCount(ofChapter: 0) - 1
        #expect(m.shownPosition == PagePosition(chapter: 0, page: last - last % 2))
    }

    @Test func anyPageShowsTheSpreadHoldingItStartingOnTheFixedParity() {
        let m = model()
        m.navigator.index.completeAll()
        let total = m.navigator.index.totalPages!
        var shown: [PagePosition: PagePosition] = [:]
        for n in 1...total {
            _ = m.navigator.goTo(globalPage: n)
            let p = m.navigator.position
            let left = m.shownPosition
            #expect(left.chapter == p.chapter && left.page % 2 == 0 && (left.page == p.page || left.page + 1 == p.page))
            shown[p] = left
        }
        // Wherever one comes from, a page is always shown in the same pair.
        for n in stride(from: total, through: 1, by: -1) {
            _ = m.navigator.goTo(globalPage: n)
            #expect(shown[m.navigator.position] == m.shownPosition)
        }
    }

    @Test func changingTheLayoutKeepsTheLocation() {
        let m = model(pages: .spread)
        for _ in 0..<3 { _ = m.update(.key("Space")) }
        _ = m.navigator.goTo(globalPage: 8)
        let place = m.location
        // spread → auto (a spread at this width) → single → spread.
        for expected in [true, false, true] {
            _ = m.update(.key("s"))
            #expect(m.layout.isSpread == expected)
            #expect(m.location == place)
            #expect(
                m.view().lines.joined().contains(m.navigator.page.lines.first { $0.kind == .body }!.text(in: m.navigator.book).prefix(20)))
        }
        #expect(m.remembered[Settings.pages] == .spread)
        #expect(m.hint == "layout spread: two pages")
    }

    @Test func autoShowsASpreadOnlyWhenEachPageIsComfortablyWide() {
        #expect(!model(100, 30, pages: .auto).layout.isSpread)
        #expect(!model(130, 30, pages: .auto).layout.isSpread)
        #expect(model(140, 30, pages: .auto).layout.isSpread)
        let m = model(180, 30, pages: .auto)
        _ = m.update(.key("Space"))
        let place = m.location
        _ = m.update(.resize(columns: 100, rows: 30))
        #expect(!m.layout.isSpread && m.location == place)
        _ = m.update(.resize(columns: 180, rows: 30))
        #expect(m.layout.isSpread && m.location == place)
    }

    @Test func scrollModeIsOneColumn() {
        let m = model(mode: .curl)
        #expect(m.layout.isSpread)
        _ = m.update(.key("m"))
        #expect(m.mode == .scroll && !m.layout.isSpread)
        _ = m.update(.key("m"))
        #expect(m.mode == .none && m.layout.isSpread)
    }

    @Test(arguments: [41, 60, 99, 140, 181, 222, 300])
    func spreadAndSingleCoverTheSameTextWithTheSameBreaksAtTheSameWidth(columns: Int) {
        let spread = model(columns, 24, pages: .spread)
        let single = model(spread.layout.pageColumns, 24, pages: .single)
        #expect(spread.navigator.geometry == single.navigator.geometry)
        let chapters = spread.navigator.index.chapterCount
        for c in 0..<chapters {
            #expect(spread.navigator.index.anchors(ofChapter: c) == single.navigator.index.anchors(ofChapter: c))
        }
        // Walking spread by spread shows every page once, in order.
        var seen: [PagePosition] = []
        var left: PagePosition? = PagePosition(chapter: 0, page: 0)
        while let l = left {
            seen.append(l)
            if let r = spread.navigator.secondPage(ofSpread: l) { seen.append(r) }
            left = spread.navigator.spread(after: l)
        }
        var all: [PagePosition] = []
        for c in 0..<chapters { all += (0..<single.navigator.index.pageCount(ofChapter: c)).map { PagePosition(chapter: c, page: $0) } }
        #expect(seen == all)
    }

    @Test(arguments: Pages.palettes)
    func theCurlLeafCarriesTheLandingPageDimmed(palette: Palette) throws {
        let m = model(mode: .curl)
        let theme: ThemeChoice = palette.name == Palette.dark.name ? .dark : .light
        while m.theme != theme { _ = m.update(.key("t")) }
        let here = m.shownPosition
        let target = try #require(m.turnTarget(.next, from: here))
        let from = m.screenPage(here), to = m.screenPage(target)
        let transition = try #require(m.mode.transition(for: m.layout))
        #expect(transition.compose(from: from, to: to, progress: 0, direction: .next, palette: m.palette) == from)
        #expect(transition.compose(from: from, to: to, progress: 1, direction: .next, palette: m.palette) == to)
        let half = transition.compose(from: from, to: to, progress: 0.5, direction: .next, palette: m.palette)
        var backLetters = 0
        for y in 0..<half.height {
            let back = (0..<half.width).filter { half[$0, y].style == m.palette[.backPage] }
            guard let first = back.first else { continue }
            // The back is a run of the landing left page's row, as printed.
            let text = back.map { half[$0, y].text }.joined()
            let landing = (0..<m.layout.pageColumns).map { to[$0, y].text }.joined()
            #expect(landing.contains(text), "row \(y)")
            #expect(first > m.layout.spineX)
            backLetters += text.filter(\.isLetter).count
        }
        #expect(backLetters > 100)
        if palette.name == Palette.dark.name {
            let limit = m.palette.pageBackground.luminance
            #expect(half.cells.allSatisfy { $0.style.background.luminance <= limit + 1e-12 })
        }
    }

    @Test func aKeyTurnAnimatesTheSpreadAndLandsTwoPagesOn() {
        let m = model(mode: .curl)
        _ = m.update(.key("Space"), now: 0)
        let middle = m.view(now: m.turner.animator.duration / 2)
        #expect(middle.cells.contains { $0.style == m.palette[.backPage] })
        _ = m.update(.tick, now: 10)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 2))
        #expect(
            m.view(now: 10)
                == ScreenComposer.compose(
                    page: m.screenPage(PagePosition(chapter: 0, page: 2)), status: m.status(), layout: m.layout, palette: m.palette))
    }

    @Test func theLastSpreadIsTheEndOfTheBook() {
        let m = model()
        var turns = 0
        while m.hint != "end of book", turns < 100 {
            _ = m.update(.key("Space"))
            turns += 1
        }
        #expect(m.hint == "end of book")
        #expect(m.status().percent == 100)
        #expect(m.turnTarget(.next, from: m.shownPosition) == nil)
        _ = m.update(.key("b"))
        #expect(m.status().percent < 100)
    }

    @Test func aSpreadTurnCountsBothPagesTowardThePace() {
        let m = model()
        _ = m.update(.key("Space"), now: 0)
        _ = m.update(.key("Space"), now: 60)
        let left = ReaderModel.characters(on: m.navigator.index.page(PagePosition(chapter: 0, page: 2)))
        let right = ReaderModel.characters(on: m.navigator.index.page(PagePosition(chapter: 0, page: 3)))
        #expect(abs(m.remembered.pace.secondsPerCharacter! - 60 / Double(left + right)) < 1e-12)
        #expect(m.autoTurnInterval == 2 * m.remembered.autoTurn.interval(scrolling: false))
    }

    @Test func aTurnPastTheWindowShowsASkeletonOnBothPages() {
        let book = sampleBook(chapters: 2, paragraphsPerChapter: 8)
        let window = Book(
            title: book.title, encoding: book.encoding, sourceSize: book.sourceSize,
            paragraphs: Array(book.paragraphs[book.chapters[0].paragraphs]), chapters: [book.chapters[0]])
        var settings = LayoutSettings()
        settings.pages = .spread
        let m = ReaderModel(
            book: window, location: .start, columns: 181, rows: 30, theme: .light, mode: .none, layoutSettings: settings,
            provisional: true)
        while m.turnTarget(.next, from: m.shownPosition) != nil { _ = m.update(.key("Space")) }
        _ = m.update(.key("Space"))
        #expect(m.places.awaiting == .next)
        let lines = m.view(now: 0.1).lines
        #expect(lines.contains { $0.prefix(m.layout.spineX).contains("▅") })
        #expect(lines.contains { $0.dropFirst(m.layout.rightX).contains("▅") })
    }

    @Test func draggingEitherPageTurnsTheLeaf() {
        let m = model(mode: .curl)
        // The right page dragged towards the spine: the leaf follows, its back the next left page.
        _ = m.update(.press(column: 175, row: 10), now: 0)
        _ = m.update(.drag(column: 130, row: 10), now: 0.2)
        let held = m.view(now: 0.2)
        #expect(held.cells.contains { $0.style == m.palette[.backPage] })
        _ = m.update(.drag(column: 40, row: 10), now: 0.3)
        _ = m.update(.release(column: 40, row: 10), now: 0.35)
        _ = m.update(.tick, now: 5)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 2))
        // The left page dragged towards the spine turns back.
        _ = m.update(.press(column: 5, row: 10), now: 10)
        _ = m.update(.drag(column: 140, row: 10), now: 10.2)
        #expect(m.view(now: 10.2).cells.contains { $0.style == m.palette[.backPage] })
        _ = m.update(.release(column: 140, row: 10), now: 10.25)
        _ = m.update(.tick, now: 15)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
    }
}
