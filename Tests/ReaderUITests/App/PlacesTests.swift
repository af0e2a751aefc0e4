import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct PlacesTests {
    func model() -> ReaderModel {
        ReaderModel(book: sampleBook(chapters: 4), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
    }

    @Test func bookmarksAreAddedListedJumpedToAndDeleted() {
        let m = model()
        _ = m.update(.key("'"))
        #expect(m.hint == "no bookmarks yet: B adds one")
        _ = m.update(.key("]"))
        _ = m.update(.key("B"))
        #expect(m.bookmarks.count == 1)
        #expect(m.bookmarks[0].label == "Chapter 2")
        _ = m.update(.key("G"))
        _ = m.update(.key("'"))
        #expect(m.view().lines.joined().contains("Chapter 2"))
        #expect(m.update(.key("Enter")) == [.save])
        #expect(m.navigator.position.chapter == 1)
        _ = m.update(.key("'"))
        // Deleting asks first; `u` brings the bookmark back.
        #expect(m.update(.key("d")) == [])
        #expect(m.update(.key("y")) == [.save])
        #expect(m.bookmarks.isEmpty)
        #expect(m.update(.key("u")) == [.save])
        #expect(m.bookmarks.map(\.label) == ["Chapter 2"])
        // `e` renames it.
        _ = m.update(.key("e"))
        for key: Key in ["C-u", "s", "t", "o", "r", "m", "Enter"] { _ = m.update(.key(key)) }
        #expect(m.bookmarks.map(\.label) == ["storm"])
    }

    @Test func bookmarksKeepBookOrderAndTheListOpensOnTheCurrentOne() throws {
        let m = model()
        for keys: [Key] in [["]", "]", "B"], ["g", "B"], ["]", "B"]] {
            for key in keys { _ = m.update(.key(key)) }
        }
        let offsets = m.bookmarks.map(\.location.offset)
        #expect(offsets == offsets.sorted() && offsets.count == 3)
        _ = m.update(.key("]"))
        _ = m.update(.key("Space"))
        _ = m.update(.key("'"))
        guard case .bookmarks(let list) = m.overlay else { throw Failure.noList }
        #expect(list.selected == 2, "the last bookmark at or before the page")
    }

    enum Failure: Error { case noList }

    @Test func labelsAreTheFirstWordsOfThePage() {
        #expect(Bookmark.label(firstWordsOf: "Chapter 2") == "Chapter 2")
        let long = "The supply boat came on the first Tuesday of every month, and on the first Tuesday"
        #expect(Bookmark.label(firstWordsOf: long) == "The supply boat came on the first Tuesday of…")
        #expect(Bookmark.label(firstWordsOf: String(repeating: "長", count: 200)).count == Bookmark.labelLimit)
    }

    @Test func jumpBackReturnsAndTogglesForward() {
        let m = model()
        _ = m.update(.key("l"))
        let before = m.navigator.position
        _ = m.update(.key("G"))
        let far = m.navigator.position
        _ = m.update(.key("`"))
        #expect(m.navigator.position == before)
        _ = m.update(.key("`"))
        #expect(m.navigator.position == far)
        for key: Key in [":", "1", "Enter"] { _ = m.update(.key(key)) }
        _ = m.update(.key("`"))
        #expect(m.navigator.position == far, "go-to is a jump too")
    }

    /// Every kind of jump records the place it leaves before it moves: `` ` `` after it returns
    /// there (a place read after the move was the landing itself, and `` ` `` did nothing).
    @Test(arguments: [
        ["o", "j", "j", "Enter"], [":", "8", "0", "%", "Enter"], [":", "2", "Enter"], ["]"], ["["], ["g"], ["G"],
        ["/", "c", "h", "a", "p", "t", "e", "r", " ", "3", "Enter"], ["'", "Enter"], ["f", "a"],
    ])
    func jumpBackReturnsToThePlaceBeforeEveryKindOfJump(keys: [Key]) {
        let sample = sampleBook(chapters: 4)
        // A link on every paragraph of chapter 2, to chapter 4's heading.
        var paragraphs = sample.paragraphs.indices.map { sample.paragraphs[$0] }
        for p in sample.chapters[1].paragraphs.dropFirst() { paragraphs[p].spans = [InlineSpan(.link, utf8: 0..<9, link: 0)] }
        var book = Book(title: "t", encoding: .utf8, sourceSize: sample.sourceSize, paragraphs: paragraphs, chapters: sample.chapters)
        book.links = [.place(offset: book.chapters[3].offset)]
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        m.bookmarks = [
            Bookmark(location: book.location(of: PageAnchor(paragraph: book.chapters[2].paragraphs.lowerBound, grapheme: 0)), label: "c3")
        ]
        _ = m.update(.key("]"))
        _ = m.update(.key("Space"))
        let before = m.navigator.position
        m.places.jumpOrigin = nil
        for key in keys { _ = m.update(.key(key)) }
        let landed = m.navigator.position
        #expect(landed != before, "\(keys) jumps")
        _ = m.update(.key("`"))
        #expect(m.navigator.position == before, "\(keys): back to where the jump left")
        _ = m.update(.key("`"))
        #expect(m.navigator.position == landed, "\(keys): and forward again")
    }

    /// Random width changes come back to the same page when the width returns.
    @Test func textWidthChangesKeepThePlace() {
        let m = ReaderModel(
            book: sampleBook(chapters: 3, paragraphsPerChapter: 80), location: .start, columns: 120, rows: 30, theme: .light, mode: .none)
        for _ in 0..<7 { _ = m.update(.key("Space")) }
        let position = m.navigator.position
        let place = m.location
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            _ = m.update(.key(Bool.random(using: &generator) ? "+" : "-"))
            let page = m.navigator.page
            #expect(page.start <= m.navigator.book.anchor(for: place))
        }
        _ = m.update(.key("="))
        #expect(m.navigator.position == position)
        #expect(m.location == place)
    }

    @Test func theBossKeyHidesEverythingUntilAnyKey() {
        let m = model()
        #expect(m.update(.key("x")) == [.save])
        let hidden = m.view()
        #expect(hidden.lines[0].hasPrefix("$ "))
        #expect(hidden.cells.allSatisfy { $0.style == .plain }, "no colours from the book")
        _ = m.update(.key("j"))
        #expect(m.view().lines[0].contains("sample"))
        #expect(m.navigator.position.page == 0, "the key that brings the book back does nothing else")
    }

    @Test func escOnlyEverClosesAndNeverHidesTheBook() {
        let m = model()
        for keys: [Key] in [["o", "Esc", "Esc"], [":", "Esc", "Esc"], ["?", "Esc", "Esc"], ["Esc"]] {
            var effects: [Effect] = []
            for key in keys { effects += m.update(.key(key)) }
            #expect(effects.isEmpty, "\(keys)")
            #expect(!m.bossScreen && m.overlay == nil, "\(keys)")
        }
        _ = m.update(.key("j"))
        #expect(m.navigator.position.page == 1, "the next key still acts")
    }
}

extension PlacesTests {
    @Test func theBossScreenCanBeEmpty() {
        let (config, warnings) = ConfigLoader.parse("boss = \"clear\"\n", file: "config.toml")
        #expect(warnings.isEmpty)
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 40, rows: 10, theme: .dark, mode: .none, boss: config.boss)
        _ = m.update(.key("x"))
        #expect(m.view().lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }
}
