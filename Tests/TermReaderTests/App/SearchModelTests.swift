import ReaderCore
import Testing
@testable import TermReader

@Suite struct SearchModelTests {
    func model() -> ReaderModel {
        ReaderModel(book: sampleBook(chapters: 3, paragraphsPerChapter: 20), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
    }

    func type(_ m: ReaderModel, _ text: String) {
        _ = m.update(.key("/"))
        for ch in text { _ = m.update(.key(ch == " " ? "Space" : String(ch))) }
        _ = m.update(.key("Enter"))
    }

    /// Cells drawn in a role's style.
    func cells(_ frame: Frame, _ role: Role) -> Int {
        frame.cells.filter { $0.style == Palette.light[role] }.count
    }

    @Test func findsHighlightsAndCountsMatches() {
        let m = model()
        type(m, "CHAPTER 2:")
        #expect(m.navigator.position.chapter == 1, "case-insensitive, jumps to the page with the match")
        let frame = m.view()
        #expect(cells(frame, .highlightCurrent) == "chapter 2:".count)
        #expect(cells(frame, .highlight) > 0, "other matches on the page are highlighted too")
        #expect(frame.lines.last!.contains("searching…"))
        var counter = MatchCounter(search: m.search!.search)
        while !counter.advance(maxParagraphs: 7) {}
        m.adoptCount(counter, generation: m.search!.generation)
        #expect(m.view().lines.last!.contains("match 1 of 20"))
        _ = m.update(.key("n"))
        #expect(m.view().lines.last!.contains("match 2 of 20"))
        _ = m.update(.key("N"))
        _ = m.update(.key("N"))
        #expect(m.hint == "search wrapped")
        #expect(m.search?.current.paragraph == m.search?.search.lastMatch(before: PageAnchor(paragraph: 1_000, grapheme: 0))?.paragraph)
    }

    @Test func escClearsTheHighlightBeforeItHidesTheBook() {
        let m = model()
        type(m, "fox")
        #expect(cells(m.view(), .highlightCurrent) == 3)
        _ = m.update(.key("Esc"))
        #expect(m.search == nil)
        #expect(cells(m.view(), .highlightCurrent) == 0)
        #expect(m.update(.key("Esc")) == [.save], "then Esc is the boss key")
    }

    @Test func searchJumpsCanBeUndoneAndMissesSaySo() {
        let m = model()
        type(m, "chapter 3")
        #expect(m.navigator.position.chapter == 2)
        _ = m.update(.key("`"))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
        type(m, "no such words")
        #expect(m.hint == "not found: no such words")
        #expect(m.search == nil)
    }
}
