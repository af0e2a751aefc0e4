import Testing

@testable import ReaderCore
@testable import ReaderUI

/// `o` in the library: the list's own order, then by title, author, series and progress.
@Suite struct LibraryOrderTests {
    func book(_ title: String, authors: [String] = [], series: String? = nil, index: Double = 1, fraction: Double? = nil) -> LibraryEntry {
        var entry = LibraryEntry(
            title: title, path: "/books/\(title).epub", fingerprint: fraction == nil ? nil : "000000000000000a", fraction: fraction,
            lastRead: nil, secondsLeft: nil, missing: false)
        entry.authors = authors
        entry.series = series
        entry.seriesIndex = index
        return entry
    }

    var books: [LibraryEntry] {
        [
            book("Persuasion", authors: ["Jane Austen"], fraction: 0.2),
            book("Moby Dick", authors: ["Herman Melville"]),
            book("The Two Towers", authors: ["J. R. R. Tolkien"], series: "The Lord of the Rings", index: 2, fraction: 0.9),
            book("notes"),
            book("The Fellowship of the Ring", authors: ["J. R. R. Tolkien"], series: "The Lord of the Rings", index: 1, fraction: 1),
        ]
    }

    @Test func oTurnsThroughTheOrdersAndTheHeaderNamesEach() {
        var model = LibraryModel(source: .recent, entries: books, store: unusedStore, clock: .fixed(0))
        _ = model.update(.resize(columns: 60, rows: 14))
        let titles = { model.visible.map(\.title) }
        #expect(titles() == ["Persuasion", "Moby Dick", "The Two Towers", "notes", "The Fellowship of the Ring"])
        _ = model.update(.key(.character("o")))
        #expect(titles() == ["Moby Dick", "notes", "Persuasion", "The Fellowship of the Ring", "The Two Towers"])
        #expect(model.view().lines[0].hasSuffix(" 5 books · by title "))
        _ = model.update(.key(.character("o")))
        #expect(titles() == ["Persuasion", "Moby Dick", "The Fellowship of the Ring", "The Two Towers", "notes"])
        _ = model.update(.key(.character("o")))
        #expect(titles() == ["The Fellowship of the Ring", "The Two Towers", "Moby Dick", "notes", "Persuasion"])
        _ = model.update(.key(.character("o")))
        #expect(titles() == ["The Fellowship of the Ring", "The Two Towers", "Persuasion", "Moby Dick", "notes"])
        _ = model.update(.key(.character("o")))
        #expect(titles() == ["Persuasion", "Moby Dick", "The Two Towers", "notes", "The Fellowship of the Ring"])
        #expect(model.view().lines[0].hasSuffix(" 5 books "))
    }

    @Test func aRecentBookIsListedByTheTitleAndAuthorsItsStateKept() {
        var state = ReadingState(
            fingerprint: "000000000000000a", path: "/books/pg1342.epub", location: .start, title: "Pride and Prejudice",
            authors: ["Jane Austen"])
        state.prefix = PrefixFingerprint(length: 100, hash: "0000000000000000", size: 100)
        let rows = LibraryCatalog.recent([SavedState(state: state, saved: 1)], secondsPerCharacter: nil) { _ in 100 }
        #expect(rows.map(\.title) == ["Pride and Prejudice"])
        #expect(rows.map(\.authors) == [["Jane Austen"]])
    }
}
