import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct SearchModelTests {
    func model() -> ReaderModel {
        ReaderModel(
            book: sampleBook(chapters: 3, paragraphsPerChapter: 20), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
    }

    func type(_ m: ReaderModel, _ text: String) {
        _ = m.update(.key("/"))
        for ch in text { _ = m.update(.key(.character(ch))) }
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
        var counter = MatchTally(search: m.search.state!.finder)
        while !counter.advance(maxParagraphs: 7) {}
        _ = m.update(.matchesCounted(counter, generation: m.search.state!.generation))
        #expect(m.view().lines.last!.contains("match 1 of 20"))
        _ = m.update(.key("n"))
        #expect(m.view().lines.last!.contains("match 2 of 20"))
        _ = m.update(.key("N"))
        _ = m.update(.key("N"))
        #expect(m.hint == "search wrapped")
        #expect(
            m.search.state?.current.paragraph
                == m.search.state?.finder.lastMatch(before: PageAnchor(paragraph: 1_000, grapheme: 0))?.paragraph)
    }

    /// After a jump away from the current match, `n` and `N` go on from the page on screen, and the
    /// count is kept; on the match's page they step from the match.
    @Test func nextAndPreviousGoOnFromThePageOnScreenAfterAJump() throws {
        let m = model()
        type(m, "CHAPTER")
        var counter = MatchTally(search: m.search.state!.finder)
        while !counter.advance(maxParagraphs: 7) {}
        _ = m.update(.matchesCounted(counter, generation: m.search.state!.generation))
        #expect(m.navigator.position.chapter == 0)
        for key: Key in ["]", "]"] { _ = m.update(.key(key)) } // chapter 3, away from the match
        let here = m.navigator.page.start
        _ = m.update(.key("n"))
        let expected = try #require(m.search.state?.finder.firstMatch(atOrAfter: here))
        #expect(m.search.state?.current == expected, "the first match from the page on screen")
        #expect(m.navigator.position.chapter == 2)
        #expect(m.hint != "search wrapped")
        #expect(m.search.state?.tally != nil, "the count survives")
        _ = m.update(.key("G"))
        let end = m.navigator.page.start
        _ = m.update(.key("N"))
        #expect(m.search.state?.current == m.search.state?.finder.lastMatch(before: end), "the last match before the page on screen")
    }

    @Test func escClearsTheHighlightAndNeverHidesTheBook() {
        let m = model()
        type(m, "fox")
        #expect(cells(m.view(), .highlightCurrent) == 3)
        _ = m.update(.key("Esc"))
        #expect(m.search.state == nil)
        #expect(cells(m.view(), .highlightCurrent) == 0)
        #expect(m.update(.key("Esc")).isEmpty, "a second Esc does nothing")
        #expect(!m.bossScreen)
        let before = m.navigator.position
        _ = m.update(.key("j"))
        #expect(m.navigator.position != before, "the next key still acts")
    }

    @Test func searchJumpsCanBeUndoneAndMissesSaySo() {
        let m = model()
        type(m, "chapter 3")
        #expect(m.navigator.position.chapter == 2)
        _ = m.update(.key("`"))
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
        type(m, "no such words")
        #expect(m.hint == "not found: no such words")
        #expect(m.search.state == nil)
    }
}

/// A book whose text is read again chapter by chapter is searched on a background thread:
/// the model asks, shows "searching…", and lands on the answer when it comes.
@Suite struct BackgroundSearchModelTests {
    func releasedBook() throws -> Book {
        var text = ""
        for c in 1...4 {
            text += "Chapter \(c)\n\n"
            for p in 1...30 { text += "Paragraph \(p) of chapter \(c) tells of the sea and the lamp.\n\n" }
        }
        text += "The needle was found at last.\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try BookSource.open(path: path)
        let book = try #require(try BookLoader.load(source))
        book.releaseText(source: source, current: 0)
        return book
    }

    func search(_ m: ReaderModel, _ text: String) -> [Effect] {
        _ = m.update(.key("/"))
        for ch in text { _ = m.update(.key(.character(ch))) }
        return m.update(.key("Enter"))
    }

    @Test func theAnswerComesFromABackgroundStep() throws {
        let m = ReaderModel(book: try releasedBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        let effects = search(m, "needle")
        guard case .start(let job)? = effects.first, let request = (job as? FindJob)?.request else {
            Issue.record("expected a background find, got \(effects)")
            return
        }
        #expect(m.hint == ReaderModel.searchingHint)
        #expect(m.navigator.position.chapter == 0, "nothing moves before the answer")
        #expect(m.update(.key("n")).isEmpty, "one step at a time")
        #expect(m.update(.matchFound(nil, token: request.token - 1)).isEmpty, "an older answer is dropped")
        #expect(m.search.pending != nil)
        _ = m.update(.matchFound(request.finder.find(request.step), token: request.token))
        #expect(m.search.pending == nil && m.hint != ReaderModel.searchingHint)
        #expect(m.navigator.position.chapter == m.navigator.index.chapterCount - 1)
        #expect(m.search.state?.current.paragraph == m.navigator.book.paragraphs.count - 1)
        // `n` wraps around to the same single match, in the background too.
        guard case .start(let job)? = m.update(.key("n")).first, let next = (job as? FindJob)?.request else {
            Issue.record("expected a background find for n")
            return
        }
        _ = m.update(.matchFound(next.finder.find(next.step), token: next.token))
        #expect(m.hint == "search wrapped")
    }

    @Test func aMissSaysSoAndEscDropsAPendingAnswer() throws {
        let m = ReaderModel(book: try releasedBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        guard case .start(let job)? = search(m, "absent words").first, let miss = (job as? FindJob)?.request else {
            Issue.record("expected a background find")
            return
        }
        _ = m.update(.matchFound(miss.finder.find(miss.step), token: miss.token))
        #expect(m.hint == "not found: absent words")
        #expect(m.search.state == nil)
        guard case .start(let job)? = search(m, "needle").first, let request = (job as? FindJob)?.request else {
            Issue.record("expected a background find")
            return
        }
        _ = m.update(.key("Esc"))
        #expect(m.search.pending == nil && m.hint != ReaderModel.searchingHint)
        _ = m.update(.matchFound(request.finder.find(request.step), token: request.token))
        #expect(m.navigator.position.chapter == 0 && m.search.state == nil, "the answer to a cancelled search is dropped")
    }
}

extension SearchModelTests {
    @Test func thePromptEditsAndOffersEarlierSearchesOnUp() {
        let m = model()
        type(m, "fox")
        _ = m.update(.key("/"))
        _ = m.update(.key("Up"))
        #expect(m.overlay.map { if case .search(let e) = $0 { e.text } else { "" } } == "fox", "the last query comes back")
        for key: Key in ["Home", "C-k", "q", "u", "i", "c", "k", "Space", "d", "g", "C-w", "Backspace", "Left", "C-u"] {
            _ = m.update(.key(key))
        }
        #expect(m.overlay.map { if case .search(let e) = $0 { e.text } else { "" } } == "k")
        #expect(m.view().lines.joined().contains("/ k"))
        _ = m.update(.key("Enter"))
        #expect(m.remembered.searchHistory == ["fox", "k"])
        #expect(m.search.state != nil)
    }
}

extension SearchModelTests {
    @Test func theResultsListShowsEveryMatchWithItsLineAndJumps() {
        let m = model()
        _ = m.update(.key("r"))
        #expect(m.hint == "no search: / to search")
        type(m, "chapter 3:")
        _ = m.update(.key("r"))
        #expect(m.view().lines.joined().contains("counting the matches…"))
        _ = m.update(.key("Esc"))
        var counter = MatchTally(search: m.search.state!.finder)
        while !counter.advance(maxParagraphs: 7) {}
        _ = m.update(.matchesCounted(counter, generation: m.search.state!.generation))
        _ = m.update(.key("r"))
        #expect(m.overlay == .results(ResultsList(selected: 0)))
        let list = m.view().lines.joined(separator: "\n")
        #expect(list.contains("Matches 1/20 for chapter 3:"))
        #expect(list.contains("Paragraph 2 of chapter 3: the quick brown fox"))
        for key: Key in ["j", "j", "G", "k", "Enter"] { _ = m.update(.key(key)) }
        #expect(m.overlay == nil)
        #expect(m.search.state?.current.paragraph == counter.place(ofMatch: 18)?.paragraph)
        #expect(m.view().lines.last!.contains("match 19 of 20"))
        #expect(m.navigator.index.page(m.navigator.position).lines.contains { $0.paragraph == m.search.state!.current.paragraph })
    }

    @Test func aResultRowCentresTheMatchAThirdIn() {
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(ResultsList.context(text, around: 16..<19, width: 12) == "…own fox jum")
        #expect(ResultsList.context(text, around: 0..<3, width: 9) == "The quick")
        #expect(ResultsList.context("灯塔灯塔灯塔", around: 4..<5, width: 6) == "…塔灯", "a third of the columns before the match")
        #expect(ResultsList.context("一二三四五六七八九十", around: 8..<9, width: 12) == "…七八九十")
        #expect(
            ResultsList.context("Shall I compare thee\nto a summer's day", around: 21..<23, width: 30) == "…pare thee to a summer's day",
            "a line break reads as a space")
        #expect(ResultsList.context("a\nb\nc\nd\ne", around: 0..<1, width: 5) == "a b c", "and takes its column")
    }
}
