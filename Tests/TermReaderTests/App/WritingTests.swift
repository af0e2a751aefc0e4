import PropertyBased
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Writing and page progression in the reader: the writing key and `auto`, right-to-left
/// spreads (first page on the right), pointer turns that follow the direction, and spreads that
/// cover the same pages as one column at the same page width.
@Suite struct WritingTests {
    static func japaneseBook(progression: PageProgression = .rightToLeft, language: String? = "ja") -> Book {
        var book = makeTestBook((0..<150).map { "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。第\($0)段。" }, progression: progression)
        book.language = language
        return book
    }

    func model(
        _ book: Book, columns: Int = 100, rows: Int = 30, pages: PageLayout = .single, writing: WritingSetting = .auto,
        mode: TransitionMode = .none
    ) -> ReaderModel {
        var settings = LayoutSettings()
        settings.pages = pages
        settings.writing = writing
        return ReaderModel(book: book, location: .start, columns: columns, rows: rows, theme: .light, mode: mode, layoutSettings: settings)
    }

    @Test func autoIsVerticalForARightToLeftJapaneseBookOnly() {
        #expect(model(Self.japaneseBook()).layout.writing == .vertical)
        #expect(model(Self.japaneseBook(language: "ja-JP")).layout.writing == .vertical)
        #expect(model(Self.japaneseBook(progression: .leftToRight)).layout.writing == .horizontal)
        #expect(model(Self.japaneseBook(language: "zh")).layout.writing == .horizontal)
        #expect(model(Self.japaneseBook(language: nil)).layout.writing == .horizontal)
        #expect(model(Self.japaneseBook(language: nil), writing: .vertical).layout.writing == .vertical)
        #expect(model(Self.japaneseBook(), writing: .horizontal).layout.writing == .horizontal)
    }

    @Test func theWritingKeyCyclesAtTheSamePlace() {
        let m = model(Self.japaneseBook(language: nil))
        #expect(m.chosenWriting == nil)
        for _ in 0..<5 { _ = m.update(.key("Space")) }
        let place = m.location
        #expect(m.keyMap.action(for: "v") == .cycleWriting)
        var seen: [WritingMode] = []
        for _ in 0..<2 {
            _ = m.update(.key("v"))
            seen.append(m.layout.writing)
            #expect(m.navigator.geometry.writing == m.layout.writing)
            let anchor = m.navigator.book.anchor(for: place)
            #expect(m.navigator.page.start <= anchor && (m.navigator.page.next.map { anchor < $0 } ?? true), "the page holds the place")
            #expect(m.location == place)
        }
        #expect(seen == [.vertical, .horizontal], "every press changes the page: auto gave horizontal, then vertical, then horizontal")
        #expect(m.chosenWriting == .horizontal, "kept with the book's place")
        #expect(m.hint == "writing horizontal")
    }

    @Test func aRightToLeftSpreadPutsItsFirstPageOnTheRight() {
        for book in [Self.japaneseBook(), Self.japaneseBook(progression: .rightToLeft, language: "ar")] {
            let m = model(book, columns: 181, pages: .spread)
            let alone = model(book, columns: m.layout.pageColumns, pages: .single)
            m.navigator.index.completeAll()
            #expect(m.layout.isSpread && m.layout.progression == .rightToLeft)
            alone.navigator.index.completeAll()
            #expect(m.navigator.index.pageCount(ofChapter: 0) >= 4)
            let first = PagePosition(chapter: 0, page: 2), second = PagePosition(chapter: 0, page: 3)
            let spread = m.screenPage(first)
            let numberRow = m.layout.textY + m.layout.textRows
            func half(_ frame: Frame, from x0: Int) -> [String] {
                (0..<numberRow).map { y in (x0..<(x0 + m.layout.pageColumns)).map { frame[$0, y].text }.joined() }
            }
            #expect(half(spread, from: m.layout.rightX) == half(alone.pageFrame(first), from: 0))
            #expect(half(spread, from: 0) == half(alone.pageFrame(second), from: 0))
            let numbers = (0..<spread.width).map { spread[$0, numberRow].text }.joined().split(separator: " ").filter { $0 != "│" }
            #expect(numbers == ["4", "3"], "the first page's number at the right page's outer corner")
        }
    }

    @Test func pointerTurnsFollowTheProgression() {
        let m = model(Self.japaneseBook())
        let start = m.navigator.position
        // A click on the left third turns to the next page, on the right third back.
        _ = m.update(.press(column: 5, row: 10))
        _ = m.update(.release(column: 5, row: 10))
        #expect(m.navigator.position > start)
        _ = m.update(.press(column: 95, row: 10))
        _ = m.update(.release(column: 95, row: 10))
        #expect(m.navigator.position == start)
        // A drag to the right turns to the next page.
        _ = m.update(.press(column: 20, row: 10))
        _ = m.update(.drag(column: 50, row: 10))
        _ = m.update(.drag(column: 80, row: 10))
        _ = m.update(.release(column: 80, row: 10))
        #expect(m.navigator.position > start)
    }

    /// A spread shows, pair by pair, exactly the pages one column shows at the spread's page
    /// width: the same geometry, the same page breaks, in either writing and progression.
    @Test func spreadAndSingleCoverTheSamePages() async {
        let books = [sampleBook(chapters: 2, paragraphsPerChapter: 30), Self.japaneseBook(), Self.japaneseBook(progression: .leftToRight)]
        await propertyCheck(count: 40, input: Gen.int(in: 41...220), Gen.int(in: 8...40), Gen.int(in: 0...2), Gen.int(in: 0...2)) {
            columns, rows, b, w in
            let writing = [WritingSetting.auto, .horizontal, .vertical][w]
            let spread = model(books[b], columns: columns, rows: rows, pages: .spread, writing: writing)
            let single = model(books[b], columns: spread.layout.pageColumns, rows: rows, pages: .single, writing: writing)
            #expect(spread.navigator.geometry == single.navigator.geometry)
            spread.navigator.index.completeAll()
            single.navigator.index.completeAll()
            var shown: [PagePosition] = []
            var here: PagePosition? = spread.shownPosition
            while let p = here {
                shown.append(p)
                if let second = spread.navigator.secondPage(ofSpread: p) { shown.append(second) }
                here = spread.turnTarget(.next, from: p)
            }
            var pages: [PagePosition] = []
            var page: PagePosition? = single.navigator.position
            while let p = page {
                pages.append(p)
                page = single.navigator.position(after: p)
            }
            #expect(shown == pages)
            #expect(spread.navigator.index.anchors(ofChapter: 0) == single.navigator.index.anchors(ofChapter: 0))
        }
    }
}
