import ReaderCore
import Testing

@testable import ReaderUI

/// Progress counts an EPUB's reading order: a guide followed by six `linear="no"` translations
/// (`translations.epub`) is 100% on the guide's last page, and its pages and time left are the guide's.
@Suite(.enabled(if: EPUBFixtures.available, "needs python3"))
struct EPUBReadingOrderTests {
    func model() throws -> ReaderModel {
        let book = try BookLoader.load(path: EPUBFixtures.path("translations.epub"))
        let m = ReaderModel(
            book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none, footer: [.percent, .bookPage, .timeLeft])
        m.navigator.index.completeAll()
        return m
    }

    /// Pages of the guide: up to the one it ends on, where the first translation starts.
    func guidePages(_ m: ReaderModel) throws -> Int {
        let book = m.navigator.book
        let first = try #require(book.paragraphs.first { $0.text == "Translation t0" })
        let navigator = Navigator(book: book, geometry: m.navigator.geometry, location: Location(offset: first.offset, grapheme: 0))
        navigator.index.completeAll()
        return try #require(navigator.index.globalPage(navigator.position))
    }

    @Test func theReadingOrderEndsWhereTheTranslationsStart() throws {
        let book = try model().navigator.book
        let first = try #require(book.paragraphs.first { $0.text == "Translation t0" })
        #expect(book.readingOrderSize <= first.offset)
        #expect(book.paragraphs.offsets.filter { $0 < book.readingOrderSize }.count == 121, "the guide's heading and paragraphs")
        // The contents are the book's own: no entry is added for the translations.
        #expect(book.chapters.map(\.title) == ["One"])
    }

    @Test func theGuidesLastPageIs100PercentAndItsPagesAreTheTotal() throws {
        let m = try model()
        let index = m.navigator.index
        let guidePages = try guidePages(m)
        #expect(try #require(index.totalPages) > 6 * guidePages)
        m.navigator.goTo(globalPage: guidePages)
        var status = StatusInfo(navigator: m.navigator, wholeBook: true, mode: "", theme: "")
        #expect(status.percent == 100)
        #expect(status.totalPages == guidePages)
        #expect(status.globalPage == guidePages)
        // Halfway through the guide is about halfway through the book.
        m.navigator.goTo(globalPage: guidePages / 2)
        status = StatusInfo(navigator: m.navigator, wholeBook: true, mode: "", theme: "")
        #expect((40...60).contains(status.percent))
        // A translation, reached by the contents, is past the reading order: no page number, 100%.
        m.navigator.goTo(globalPage: guidePages + 3)
        status = StatusInfo(navigator: m.navigator, wholeBook: true, mode: "", theme: "")
        #expect(status.percent == 100)
        #expect(status.globalPage == nil)
    }

    @Test func timeLeftInTheBookIsTheGuidesPagesLeft() throws {
        let m = try model()
        var now = 100.0
        for _ in 0..<4 {
            _ = m.update(.key("Space"), now: now)
            now += 30
        }
        let pagesLeft = try guidePages(m) - m.navigator.position.page
        let book = try #require(m.timeLeft().book)
        #expect(abs(book - 30 * Double(pagesLeft)) < 0.15 * book)
    }
}
