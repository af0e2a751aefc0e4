import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The model asks for background work as effects and takes its results as events: the
/// session loop decides nothing from the model's state.
@Suite struct BackgroundWorkTests {
    func whole(_ book: Book = sampleBook(chapters: 3, paragraphsPerChapter: 20)) -> ReaderModel {
        ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
    }

    func search(_ m: ReaderModel, _ text: String) -> [Effect] {
        var effects = m.update(.key("/"))
        for ch in text { effects += m.update(.key(.character(ch))) }
        return effects + m.update(.key("Enter"))
    }

    func isCount(_ effect: Effect) -> Bool {
        if case .start(let job) = effect { job is MatchCountJob } else { false }
    }

    @Test func aSearchIsCountedOnceAndItsCountStopsWhenItCloses() {
        let m = whole()
        let effects = search(m, "chapter")
        let counts = effects.filter(isCount)
        #expect(counts == [.start(MatchCountJob(finder: m.search.state!.finder, generation: m.search.state!.generation))])
        #expect(!m.update(.key("n")).contains(where: isCount), "the same search is not counted again")
        #expect(m.update(.key("Esc")) == [.cancel(MatchCountJob.kind)])
        #expect(m.update(.key("j")).isEmpty, "nothing more to stop")
    }

    @Test func aNewSearchReplacesTheCount() {
        let m = whole()
        _ = search(m, "chapter")
        let first = m.search.state!.generation
        let effects = search(m, "paragraph")
        #expect(effects.contains(.start(MatchCountJob(finder: m.search.state!.finder, generation: m.search.state!.generation))))
        #expect(m.search.state!.generation != first)
    }

    @Test func aResizeCountsThePagesAgainOnlyOnceTheBookIsWhole() {
        let m = whole()
        let effects = m.update(.resize(columns: 50, rows: 18))
        #expect(effects == [.start(PageCountJob(book: m.navigator.book, geometry: m.navigator.geometry))])
        let book = sampleBook(chapters: 2, paragraphsPerChapter: 5)
        let window = ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none, provisional: true)
        #expect(window.update(.resize(columns: 50, rows: 18)).isEmpty, "a window's pages are counted when the book arrives")
    }

    @Test func aGeometryWhosePagesAreAllCountedIsNotCountedAgain() {
        let m = whole()
        let before = (columns: m.layout.columns, rows: m.layout.rows)
        m.navigator.index.completeAll()
        _ = m.update(.resize(columns: 50, rows: 18))
        let effects = m.update(.resize(columns: before.columns, rows: before.rows))
        #expect(effects.isEmpty, "the pages of the size shown before are known")
    }

    @Test func theQuitKeyQuitsOnlyWhenNoOverlayTakesKeys() {
        let m = whole()
        #expect(m.quits(.key("q")) && !m.quits(.key("j")) && !m.quits(.resize(columns: 10, rows: 10)))
        _ = m.update(.key("/"))
        #expect(!m.quits(.key("q")), "typed into the search prompt")
    }

    @Test func pageTablesForTheCurrentGeometryReleaseTheTextOthersAreCountedAgain() throws {
        let source = try BookSource.open(path: Package.book("the-lighthouse-keeper.txt"))
        let book = try #require(try BookLoader.load(source))
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none, textSource: source)
        let old = m.navigator.geometry
        let oldTables = PageTableBuilder.tables(Paginator(book: book, geometry: old))!
        _ = m.update(.resize(columns: 44, rows: 16))
        #expect(m.update(.pagesCounted(oldTables, geometry: old)) == [.start(PageCountJob(book: book, geometry: m.navigator.geometry))])
        let tables = PageTableBuilder.tables(Paginator(book: book, geometry: m.navigator.geometry))!
        #expect(m.navigator.book.holdsAllText)
        #expect(m.update(.pagesCounted(tables, geometry: m.navigator.geometry)).isEmpty)
        #expect(m.navigator.index.isComplete)
        #expect(!m.navigator.book.holdsAllText, "laid out whole, the book keeps only the chapters in use")
    }

    @Test func indexingProgressShowsOnlyWhileTheBookIsAWindow() {
        let book = sampleBook(chapters: 2, paragraphsPerChapter: 5)
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none, provisional: true)
        #expect(m.indexProgress == 0)
        _ = m.update(.indexing(0.42))
        #expect(m.view().lines.last!.contains("42%"))
        _ = m.update(.bookLoaded(book))
        #expect(m.indexProgress == nil)
        _ = m.update(.indexing(0.9))
        #expect(m.indexProgress == nil, "a late report after the book arrived is ignored")
    }
}

/// Drawing is a function of the model: it changes nothing of it, and the page memo it uses
/// lives outside it, keyed by everything a page shows (the book too).
@Suite struct PureViewTests {
    func book(_ word: String) -> Book {
        let text = "\(word) stands at the start of this book."
        return Book(
            title: "t", encoding: .utf8, sourceSize: 200, paragraphs: [Paragraph(offset: 0, text: text)],
            chapters: [Chapter(title: "Text", paragraphs: 0..<1, heading: nil, offset: 0)])
    }

    @Test func viewingTwiceGivesTheSameFrameAndLeavesTheModelAsItWas() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .curl)
        _ = m.update(.key("Space"), now: 0)
        let before = (m.navigator.position, m.turner.turn?.to, m.hint)
        #expect(m.view(now: 0.05) == m.view(now: 0.05))
        #expect(m.navigator.position == before.0 && m.turner.turn?.to == before.1 && m.hint == before.2)
    }

    @Test func aSharedMemoNeverShowsAnotherBooksPage() {
        let memo = PageFrameCache()
        let window = ReaderModel(
            book: book("Window"), location: .start, columns: 60, rows: 20, theme: .light, mode: .none,
            provisional: true, pageFrames: memo)
        #expect(window.view().lines.joined().contains("Window stands"))
        _ = window.update(.bookLoaded(book("Whole")))
        #expect(window.view().lines.joined().contains("Whole stands"), "the whole book is drawn, not the window's memo")
        let other = ReaderModel(book: book("Other"), location: .start, columns: 60, rows: 20, theme: .light, mode: .none, pageFrames: memo)
        #expect(other.view().lines.joined().contains("Other stands"))
    }
}
