import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The library's session in process, on a `FakeScreen` and the reader's `EventLoop`: keys in,
/// frames out, books opened, read and forgotten.
@Suite struct LibrarySessionTests {
    /// 2026-11-25 12:00 UTC, the day the rows are dated from.
    static let today = 1_795_521_600

    static func key(_ name: String) -> TerminalEvent { SessionBench.key(name) }

    /// A short book of `pages` screens of numbered paragraphs titled `title`.
    static func text(_ title: String, paragraphs: Int = 60) -> String {
        "\(title)\n\n"
            + (1...paragraphs).map { "Paragraph \($0) of \(title), with words enough to wrap at sixty columns." }
            .joined(separator: "\n\n") + "\n"
    }

    /// The library of `bench`'s folder `books` (or its recent books) on `screen`; how it ended.
    static func show(
        _ bench: SessionBench, folder: String? = nil, on screen: FakeScreen
    ) -> EventLoop.Ending {
        let entries =
            folder.map { LibraryCatalog.folder(LibraryCatalog.scan(folder: $0, store: bench.store), secondsPerCharacter: nil) }
            ?? LibraryCatalog.recent(bench.store.all(), secondsPerCharacter: nil, fileSize: LibraryCatalog.regularFileSize)
        let model = LibraryModel(
            source: folder.map(LibraryModel.Source.folder) ?? .recent, entries: entries, store: bench.store, clock: .fixed(today))
        return LibrarySession(model: model).show(on: screen, jobs: screen.jobs())
    }

    /// The lines of `frame` below its header, the bench's folder written `~` and trailing blanks dropped.
    static func lines(_ frame: Frame, _ bench: SessionBench) -> [String] {
        frame.lines.dropFirst().map {
            var line = $0.replacingOccurrences(of: bench.folder.path, with: "~")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Writes the three books of a folder; the folder.
    static func shelf(_ bench: SessionBench) throws -> String {
        for name in ["Walden", "Emma", "Beowulf"] { _ = try bench.write(text(name), to: "books/\(name).txt") }
        return bench.folder.path + "/books"
    }

    @Test func aFolderIsListedMovedThroughAndFilteredAndTheBookChosenIsOpened() throws {
        let bench = try SessionBench()
        let folder = try Self.shelf(bench)
        let screen = FakeScreen(
            columns: 60, rows: 8,
            input: [
                [Self.key("j")], [Self.key("/"), Self.key("w"), Self.key("a")],
                [Self.key("Backspace"), Self.key("Backspace"), Self.key("e"), Self.key("m")], [Self.key("Enter")], [Self.key("Enter")],
            ])
        #expect(Self.show(bench, folder: folder, on: screen) == .open(folder + "/Emma.txt", at: nil))
        #expect(screen.restored)
        let footer = " Enter open · d forget · / filter · o order · q quit"
        #expect(screen.frames[0].lines[0].hasPrefix(" Books in \(bench.folder.path)/books "))
        #expect(screen.frames[0].lines[0].hasSuffix(" 3 books "))
        #expect(
            Self.lines(screen.shown(beforeBurst: 0), bench) == [
                "› Beowulf                                               new",
                "  ~/books/Beowulf.txt",
                "  Emma                                                  new",
                "  ~/books/Emma.txt",
                "  Walden                                                new",
                "  ~/books/Walden.txt",
                footer,
            ])
        #expect(
            Self.lines(screen.shown(beforeBurst: 1), bench)[0...2] == [
                "  Beowulf                                               new", "  ~/books/Beowulf.txt",
                "› Emma                                                  new",
            ], "j moves down")
        #expect(
            Self.lines(screen.shown(beforeBurst: 2), bench) == [
                "› Walden                                                new", "  ~/books/Walden.txt", "", "", "", "", " /wa▏",
            ], "the filter narrows the list as it is typed")
        #expect(screen.shown(beforeBurst: 2).lines[0].hasSuffix(" 1 of 3 books "))
        let filtered = Self.lines(screen.shown(beforeBurst: 4), bench)
        #expect(filtered[0...1] == ["› Emma                                                  new", "  ~/books/Emma.txt"])
        #expect(filtered[6].hasPrefix(" filter: em · Esc clears · Enter open"), "Enter keeps the filter; the next opens the book")
    }

    /// Chosen, read two pages and left: the book comes back with its progress, in the folder and
    /// in the recent books; `d` then `y` forgets it (its state file gone), and `q` quits.
    @Test func aBookReadComesBackWithItsProgressAndIsForgotten() throws {
        let bench = try SessionBench()
        let folder = try Self.shelf(bench)
        let choose = FakeScreen(columns: 60, rows: 8, input: [[Self.key("Enter")]])
        guard case .open(let path, _) = Self.show(bench, folder: folder, on: choose) else {
            Issue.record("Enter opens the first book")
            return
        }
        let reading = FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")], [Self.key("q")]])
        #expect(try bench.read(path, on: reading) == nil)

        let recent = FakeScreen(
            columns: 60, rows: 8, input: [[Self.key("d")], [Self.key("n")], [Self.key("d")], [Self.key("y")], [Self.key("q")]])
        #expect(Self.show(bench, on: recent) == .quit)
        #expect(recent.frames[0].lines[0] == " Recent books                                        1 book ")
        #expect(
            Self.lines(recent.shown(beforeBurst: 0), bench)[0...1] == [
                "› Beowulf                                        8% · today", "  ~/books/Beowulf.txt",
            ])
        #expect(Self.lines(recent.shown(beforeBurst: 1), bench)[6] == " forget Beowulf (its place and bookmarks)? y forgets, any o…")
        #expect(
            Self.lines(recent.shown(beforeBurst: 2), bench)[0] == "› Beowulf                                        8% · today",
            "n keeps it")
        // The forgetting's answer comes back as an event: the row goes, the footer says so.
        let forgotten = Self.lines(recent.shown(beforeBurst: 4), bench)
        #expect(!forgotten[0...5].joined().contains("Beowulf"))
        #expect(forgotten[6] == " forgot Beowulf")
        #expect(bench.states().isEmpty, "the state file is gone")
        #expect(FileManager.default.fileExists(atPath: path), "the book is never touched")
    }

    @Test func forgettingInAFolderKeepsTheBookWithoutProgress() throws {
        let bench = try SessionBench()
        let folder = try Self.shelf(bench)
        _ = try bench.read(folder + "/Emma.txt", on: FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")], [Self.key("q")]]))
        let screen = FakeScreen(columns: 60, rows: 8, input: [[Self.key("j"), Self.key("d"), Self.key("y")], [Self.key("q")]])
        #expect(Self.show(bench, folder: folder, on: screen) == .quit)
        #expect(Self.lines(screen.shown(beforeBurst: 0), bench)[2] == "  Emma                                           8% · today")
        let after = Self.lines(screen.shown(beforeBurst: 1), bench)
        #expect(after[2] == "› Emma                                                  new")
        #expect(after[6] == " forgot Emma")
        #expect(bench.states().isEmpty)
    }

    /// A book moved and appended to (`mv book.txt other/book2.txt && echo more >> other/book2.txt`)
    /// is the same book: read at its new path it opens at its place with its bookmarks, and the
    /// library lists it once, at its new path — no `missing` row for the old one.
    @Test func aBookMovedAndGrownIsOneRowAtItsNewPath() throws {
        let bench = try SessionBench()
        let text = Self.text("Serial", paragraphs: 200)
        let old = try bench.write(text, to: "book.txt")
        let read = FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")], [Self.key("Space")], [Self.key("B")], [Self.key("q")]])
        _ = try bench.read(old, on: read)
        let place = try bench.savedLocation(of: old)
        let marks = bench.states().first?.bookmarks ?? []
        #expect(place.offset > 0 && marks.count == 1)

        let new = try bench.write(text + "\nA new chapter, appended.\n", to: "other/book2.txt")
        #expect(unlink(old) == 0)
        // The first wait takes the whole book read in the background; the page is then drawn from it.
        let reopened = FakeScreen(columns: 60, rows: 20, input: [[], [Self.key("q")]])
        _ = try bench.read(new, on: reopened)
        #expect(
            reopened.shown(beforeBurst: 1).lines.dropFirst().dropLast() == read.shown(beforeBurst: 2).lines.dropFirst().dropLast(),
            "at its place")
        #expect(bench.states().map(\.path) == [new], "one state, at the new path")
        #expect(bench.states().first?.bookmarks == marks)

        let library = FakeScreen(columns: 60, rows: 8, input: [[Self.key("q")]])
        #expect(Self.show(bench, on: library) == .quit)
        let rows = Self.lines(library.frames[0], bench)
        #expect(library.frames[0].lines[0] == " Recent books                                        1 book ")
        #expect(rows[0].hasPrefix("› book2 ") && rows[1] == "  ~/other/book2.txt")
        #expect(!rows.joined().contains("missing"))
    }
}
