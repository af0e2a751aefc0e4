import ReaderLibrary
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The library list without a terminal: sorting, marking missing books, filtering, moving,
/// forgetting, and the dates and times its rows show.
@Suite struct LibraryModelTests {
    /// A saved state of `path` at `offset` of a `size`-byte book, written at `saved`.
    func saved(_ fingerprint: String, _ path: String, offset: Int, size: Int, saved: Int) -> SavedState {
        var state = ReadingState(fingerprint: fingerprint, path: path, location: Location(offset: offset, grapheme: 0))
        state.prefix = PrefixFingerprint(length: min(size, 65_536), hash: "0000000000000000", size: size)
        return SavedState(state: state, saved: saved)
    }

    /// Three books: one read today, one yesterday whose file is gone, one a week ago.
    func recent() -> [LibraryEntry] {
        let sizes = ["/books/a.txt": 1000, "/books/c.epub": 400]
        return LibraryCatalog.recent(
            [
                saved("000000000000000a", "/books/a.txt", offset: 250, size: 1000, saved: 1_000_000),
                saved("000000000000000b", "/gone/b.txt", offset: 50, size: 200, saved: 3_000_000),
                saved("000000000000000c", "/books/c.epub", offset: 0, size: 400, saved: 2_000_000),
            ], secondsPerCharacter: 0.1, fileSize: { sizes[$0] })
    }

    @Test func recentBooksAreNewestFirstWithMissingOnesMarked() {
        let rows = recent()
        #expect(rows.map(\.title) == ["b", "c", "a"])
        #expect(rows.map(\.missing) == [true, false, false])
        // Progress from the file's size, or the size saved with the state when the file is gone.
        #expect(rows.map(\.fraction) == [0.25, 0, 0.25])
        #expect(rows.map(\.secondsLeft) == [15, 40, 75])
    }

    @Test func oneRowPerPathTheNewestStateWins() {
        let rows = LibraryCatalog.recent(
            [
                saved("0000000000000001", "/books/a.txt", offset: 10, size: 100, saved: 5),
                saved("0000000000000002", "/books/a.txt", offset: 90, size: 100, saved: 9),
            ], secondsPerCharacter: nil, fileSize: { _ in 100 })
        #expect(rows.count == 1)
        #expect(rows.first?.fingerprint == "0000000000000002")
        #expect(rows.first?.secondsLeft == nil, "no pace yet: no time left")
    }

    @Test func folderBooksAreByTitleAndNewOnesHaveNoProgress() {
        let rows = LibraryCatalog.folder(
            [
                ("/d/Zebra.txt", 100, nil),
                ("/d/alpha.epub", 100, saved("000000000000000a", "/elsewhere/alpha.epub", offset: 50, size: 100, saved: 7)),
            ], secondsPerCharacter: nil)
        #expect(rows.map(\.title) == ["alpha", "Zebra"])
        #expect(rows.map(\.fraction) == [0.5, nil])
        #expect(rows.map(\.path) == ["/d/alpha.epub", "/d/Zebra.txt"], "the folder's path, where the book is now")
    }

    @Test func titlesDropTheExtensionOnly() {
        #expect(LibraryEntry.title(of: "/a/b/war.and.peace.txt") == "war.and.peace")
        #expect(LibraryEntry.title(of: "/a/.hidden") == ".hidden")
        #expect(LibraryEntry.title(of: "plain") == "plain")
    }

    @Test func filterNarrowsByTitleOrPathIgnoringCase() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore, columns: 40) // too narrow for covers
        for key in [Key.character("/"), .character("B"), .character("O"), .character("O"), .character("K")] {
            #expect(model.update(.key(key)) == [])
        }
        #expect(model.visible.map(\.title) == ["c", "a"], "both under /books")
        #expect(model.update(.key(.enter)) == [], "Enter ends typing the filter")
        #expect(!model.editingFilter)
        #expect(model.update(.key(.enter)) == [.open("/books/c.epub", at: nil)])
        #expect(model.update(.key(.escape)) == [], "Esc clears the filter first")
        #expect(model.visible.count == 3)
        #expect(model.update(.key(.escape)) == [.quit])
    }

    @Test func filterLooksInAuthorsTagsAndSeriesInAnyCaseOfAnyScript() {
        var books = recent()
        books[0].authors = ["Émile Zola"]
        books[1].tags = ["Science Fiction"]
        books[2].series = "Les Rougon-Macquart"
        books[2].seriesIndex = 3
        let filter = LibraryFilter(books)
        #expect(filter.rows(books, holding: "ÉMILE").map(\.title) == ["b"])
        #expect(filter.rows(books, holding: "fiction").map(\.title) == ["c"])
        #expect(filter.rows(books, holding: "macquart 3").map(\.title) == ["a"])
        #expect(filter.rows(books, holding: "").count == 3)
    }

    @Test func theSelectedBooksCoverIsAskedForOnceAndShownBesideTheList() throws {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore, columns: 60, rows: 12)
        // b is missing: no cover asked; moving to c asks for its cover, once.
        #expect(model.update(.resize(columns: 60, rows: 12)) == [])
        #expect(model.update(.key(.down)) == [.start(LibraryCoverJob(path: "/books/c.epub"))])
        #expect(model.update(.resize(columns: 61, rows: 12)) == [])
        let picture = Bitmap(
            size: PixelSize(width: 40, height: 60), channels: 4, pixels: (0..<40 * 60 * 4).map { UInt8(($0 / 4 % 40 < 20) ? 255 : 30) })
        let before = model.view()
        _ = model.update(.libraryCover("/elsewhere.epub", picture))
        #expect(model.view() == before, "an answer for another book is dropped")
        _ = model.update(.libraryCover("/books/c.epub", picture))
        #expect(model.cover?.picture == picture)
        let after = model.view()
        #expect(after != before)
        // The picture (10 columns: 8 rows high at most) is drawn at the right, beside the rows.
        #expect((2..<10).contains { y in (49..<59).contains { x in after[x, y] != before[x, y] } })
        // The row's details end before it.
        #expect(after.lines[3].prefix(49).contains("40 s left") && !before.lines[3].prefix(49).contains("40 s left"))
        #expect(model.coverArt?.key.columns == 61 && model.coverArt?.columns == 10, "made once for this screen")
        // Narrow: no cover is drawn, nor asked for the next book.
        #expect(model.update(.resize(columns: 40, rows: 12)) == [])
        #expect(model.coverArt == nil)
        #expect(model.update(.key(.down)) == [])
    }

    @Test func movingIsClampedAndScrollsThePage() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        _ = model.update(.resize(columns: 80, rows: 6))
        #expect(model.cursor.pageSize == 2)
        _ = model.update(.key(.character("G")))
        #expect(model.cursor.selected == 2)
        #expect(model.cursor.top == 1)
        _ = model.update(.key(.down))
        #expect(model.cursor.selected == 2)
        _ = model.update(.key(.pageUp))
        #expect((model.cursor.selected, model.cursor.top) == (0, 0))
        _ = model.update(.key(.character("j")))
        #expect(model.selection?.title == "c")
    }

    @Test func aMissingBookCannotBeOpened() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        #expect(model.selection?.missing == true)
        #expect(model.update(.key(.enter)) == [])
        #expect(model.message?.hasPrefix("missing") == true)
    }

    /// Ctrl-C quits with one key from the forget prompt and the filter, forgetting nothing.
    @Test func ctrlCQuitsFromEveryPrompt() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        _ = model.update(.key(.character("j")))
        _ = model.update(.key(.character("d")))
        #expect(model.confirming?.title == "c")
        #expect(model.update(.key(.control("c"))) == [.quit])
        #expect(model.forgetting.isEmpty)
        var filtering = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        _ = filtering.update(.key(.character("/")))
        #expect(filtering.editingFilter)
        #expect(filtering.update(.key(.control("c"))) == [.quit])
    }

    /// A book that could not be opened: its one-line error, made printable, until the next key.
    @Test func aBookThatCouldNotBeOpenedSaysWhy() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        model.couldNotOpen("/books/c\u{1B}[2J.epub: broken EPUB (not a readable zip archive)")
        #expect(model.message == "/books/c.epub: broken EPUB (not a readable zip archive)")
        _ = model.update(.key(.character("j")))
        #expect(model.message == nil)
    }

    @Test func forgettingAsksForYes() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        _ = model.update(.key(.character("j")))
        #expect(model.update(.key(.character("d"))) == [])
        #expect(model.confirming?.title == "c")
        #expect(model.update(.key(.character("n"))) == [], "any other key keeps it")
        #expect(model.confirming == nil)
        _ = model.update(.key(.character("d")))
        let book = model.confirming!
        #expect(model.update(.key(.character("y"))) == [.start(ForgetJob(store: unusedStore, books: [book]))])
        #expect(model.forgetting == [book])
        _ = model.update(.forgotten([(book, true)]))
        #expect(model.entries.map(\.title) == ["b", "a"])
        #expect(model.forgetting.isEmpty)
    }

    /// A book asked to be forgotten while another's job has not answered joins that job's books:
    /// the newer job replaces the older (whose answer is dropped), so it must forget both.
    @Test func aSecondForgettingCarriesTheFirstNotYetAnswered() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        _ = model.update(.key(.character("d")))
        let first = model.confirming!
        _ = model.update(.key(.character("y")))
        _ = model.update(.key(.character("j")))
        _ = model.update(.key(.character("d")))
        let second = model.confirming!
        #expect(model.update(.key(.character("y"))) == [.start(ForgetJob(store: unusedStore, books: [first, second]))])
        _ = model.update(.forgotten([(first, true), (second, true)]))
        #expect(model.entries.map(\.title) == ["a"])
        #expect(model.forgetting.isEmpty)
    }

    @Test func forgettingInAFolderKeepsTheBookWithoutProgress() {
        let rows = LibraryCatalog.folder(
            [("/d/a.txt", 100, saved("000000000000000a", "/d/a.txt", offset: 50, size: 100, saved: 7)), ("/d/b.txt", 10, nil)],
            secondsPerCharacter: nil)
        var model = LibraryModel(source: .folder("/d"), entries: rows, store: unusedStore)
        _ = model.update(.key(.character("d")))
        let book = model.confirming!
        #expect(model.update(.key(.character("y"))) == [.start(ForgetJob(store: unusedStore, books: [book]))])
        _ = model.update(.forgotten([(book, true)]))
        #expect(model.entries.map(\.fraction) == [nil, nil])
        _ = model.update(.key(.character("d")))
        #expect(model.confirming == nil, "nothing to forget")
        #expect(model.message == "nothing saved for a")
    }

    /// The shelf lists the recent books, then the books of the config's folders not among them
    /// (by title); forgetting a folder's book keeps it listed, forgetting another removes it.
    @Test func theShelfListsTheRecentBooksThenTheFoldersUnreadOnes() {
        let folder = LibraryCatalog.folder(
            [
                ("/books/c.epub", 400, saved("000000000000000c", "/books/c.epub", offset: 0, size: 400, saved: 2_000_000)),
                ("/books/z.txt", 10, nil), ("/books/m.txt", 10, nil),
            ], secondsPerCharacter: nil)
        let rows = LibraryCatalog.shelf(recent: recent(), folders: folder)
        #expect(rows.map(\.title) == ["b", "c", "a", "m", "z"])
        var model = LibraryModel(source: .shelf(folders: ["/books"]), entries: rows, store: unusedStore)
        // b (its file gone, not in the folder) goes; a (in the folder) stays, without progress.
        _ = model.update(.key(.character("d")))
        var book = model.confirming!
        _ = model.update(.key(.character("y")))
        _ = model.update(.forgotten([(book, true)]))
        #expect(model.entries.map(\.title) == ["c", "a", "m", "z"])
        _ = model.update(.key(.character("j")))
        _ = model.update(.key(.character("d")))
        book = model.confirming!
        #expect(book.title == "a")
        _ = model.update(.key(.character("y")))
        _ = model.update(.forgotten([(book, true)]))
        #expect(model.entries.map(\.title) == ["c", "a", "m", "z"])
        #expect(model.entries[1].fraction == nil)
        let header = LibraryRenderer.frame(model, columns: 60, rows: 8, palette: .light, now: 0, utcOffset: 0).lines[0]
        #expect(header == " Recent books, then /books                          4 books ")
    }

    /// The library speaks the reader's dialect: the window's size and the terminal's appearance
    /// come in as events and stay in the model, which draws itself.
    @Test func theScreenAndItsColoursComeAsEvents() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore, clock: .fixed(0), theme: .auto)
        #expect(model.update(.resize(columns: 50, rows: 8)).isEmpty)
        let light = model.view()
        #expect(light.width == 50 && light.height == 8)
        #expect(model.cursor.pageSize == LibraryRenderer.pageSize(rows: 8))
        _ = model.update(.appearance(dark: true))
        #expect(model.view() != light, "auto follows the terminal")
    }

    @Test func aBookThatCannotBeForgottenSaysSo() {
        var model = LibraryModel(source: .recent, entries: recent(), store: unusedStore)
        _ = model.update(.key(.character("d")))
        let book = model.confirming!
        _ = model.update(.key(.character("y")))
        _ = model.update(.forgotten([(book, false)]))
        #expect(model.message?.hasPrefix("cannot forget") == true)
        #expect(model.entries.contains(book))
    }

    @Test func relativeDaysFollowTheLocalCalendar() {
        // 2026-11-23 10:00 UTC; the zone is UTC+8, so it is 18:00 there.
        let now = 1_795_428_000, hour = 3600, day = 86_400
        func ago(_ seconds: Int) -> String { RelativeDay.describe(now - seconds, now: now, utcOffset: 8 * hour) }
        #expect(ago(0) == "today")
        #expect(ago(17 * hour) == "today", "01:00 the same local day")
        #expect(ago(19 * hour) == "yesterday", "23:00 the day before")
        #expect(ago(3 * day) == "3 days ago")
        #expect(ago(15 * day) == "2 weeks ago")
        #expect(ago(90 * day) == "3 months ago")
        #expect(ago(800 * day) == "2 years ago")
        #expect(ago(-5 * day) == "today", "a clock set back")
    }

    @Test func timeLeftCountsTheBytesAfterThePlace() {
        #expect(LibraryTimeLeft.seconds(fraction: 0.5, size: 1000, secondsPerCharacter: 0.5) == 250)
        #expect(LibraryTimeLeft.seconds(fraction: 1.5, size: 1100, secondsPerCharacter: 0.5) == 0, "a place past the end")
        #expect(LibraryTimeLeft.seconds(fraction: 0, size: 1100, secondsPerCharacter: nil) == nil)
    }

    @Test func theFractionTheReaderShowedWinsWhileTheFileIsUnchanged() {
        var item = saved("000000000000000a", "/books/a.txt", offset: 100, size: 1000, saved: 1)
        item.state.fraction = 0.3
        let same = LibraryCatalog.entry(path: "/books/a.txt", saved: item, size: 1000, secondsPerCharacter: 1)
        #expect(same.fraction == 0.3)
        #expect(same.secondsLeft == 700)
        let gone = LibraryCatalog.entry(path: "/books/a.txt", saved: item, size: nil, secondsPerCharacter: nil)
        #expect(gone.fraction == 0.3)
        let grown = LibraryCatalog.entry(path: "/books/a.txt", saved: item, size: 2000, secondsPerCharacter: nil)
        #expect(grown.fraction == 0.05, "a file that changed size: the offset over its size")
    }
}

/// A calibre library's books in the list: calibre's titles, authors and series, found by any of them.
@Suite struct CalibreListTests {
    let books = [
        CalibreBook(
            id: 1, title: "The Lighthouse Keeper", authors: ["Maren Holt", "Tobias Wren"], series: "Island Tales", seriesIndex: 2,
            tags: ["sea"], files: ["TXT": "/lib/Maren Holt/The Lighthouse Keeper (1)/keeper.txt"]),
        CalibreBook(id: 2, title: "No Files", authors: [], series: nil, seriesIndex: 1, tags: [], files: [:]),
    ]

    @Test func rowsShowCalibresTitlesAuthorsAndSeriesAndTheFilterFindsThem() {
        let entries = LibraryCatalog.calibre(books, secondsPerCharacter: nil, fileSize: { _ in 100 }, saved: { _ in nil })
        #expect(entries.map(\.title) == ["The Lighthouse Keeper", "No Files"])
        #expect(entries.map(\.missing) == [false, true])
        var model = LibraryModel(source: .calibre("/lib"), entries: entries, store: unusedStore, clock: .fixed(0))
        _ = model.update(.resize(columns: 70, rows: 7))
        let screen = model.view().lines
        #expect(screen[0].hasPrefix(" Calibre library in /lib "))
        #expect(screen[1] == "› The Lighthouse Keeper — Maren Holt, Tobias Wren                 new ")
        #expect(screen[2] == "  Island Tales 2 · /lib/Maren Holt/The Lighthouse Keeper (1)/keeper.… ")
        for key in [Key.character("/"), .character("w"), .character("r"), .character("e"), .character("n")] { _ = model.update(.key(key)) }
        #expect(model.visible.map(\.title) == ["The Lighthouse Keeper"])
    }
}
