import Foundation
import ReaderCore
import ReaderStore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The reader's loop in process, on a `FakeScreen`: keys in, frames out, the place saved.
@Suite struct ReadingLoopTests {
    /// Three chapters of numbered paragraphs, long enough for several pages each at 60×20.
    static let text = (1...3).map { chapter in
        "Chapter \(chapter)\n\n"
            + (1...40).map { "Paragraph \($0) of chapter \(chapter), with words enough to wrap at sixty columns." }
            .joined(separator: "\n\n")
    }.joined(separator: "\n\n\n")

    /// A book on disk with its own state, cache and settings folders.
    struct Bench {
        let folder: TemporaryFolder
        let path: String
        var environment: [String: String] { ["XDG_STATE_HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache"] }

        init() throws {
            folder = try TemporaryFolder()
            path = try folder.write(Data(ReadingLoopTests.text.utf8), to: "book.txt")
        }

        /// Reads the book on `screen` until its script ends (`fromStart`: as `--from-start` opens it);
        /// the signal that ended the session.
        func read(on screen: FakeScreen, fromStart: Bool = false) throws -> Int32? {
            let book = try OpenedBook(file: path, encoding: nil, fromStart: fromStart, environment: environment)
            let settings = SettingsMemory(file: SettingsFile(directory: folder.path + "/termreader"))
            let start = ReaderStart(config: Config(), remembered: settings.initial, theme: .light, mode: TransitionMode.none)
            return try ReadingSession(book: book).read(
                on: screen, start: start, settings: settings, jobs: .immediate(), environment: environment)
        }

        /// The place saved for the book, as the next session opens it.
        func savedLocation() throws -> Location {
            try OpenedBook(file: path, encoding: nil, fromStart: false, environment: environment).startLocation
        }

        /// The byte offset of `text`'s first occurrence in the book.
        func offset(of text: String) -> Int {
            let bytes = Array(ReadingLoopTests.text.utf8), needle = Array(text.utf8)
            return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
        }
    }

    static func key(_ name: String) -> TerminalEvent { .key(Key(name: name)!) }

    @Test func keysTurnPagesOpenTheContentsJumpAndQuitWithThePlaceSaved() throws {
        let bench = try Bench()
        let screen = FakeScreen(
            columns: 60, rows: 20,
            input: [
                [Self.key("Space")], [Self.key("Space")], [Self.key("o")], [Self.key("j"), Self.key("j")], [Self.key("Enter")],
                [Self.key("Space")], [Self.key("q")],
            ])
        #expect(try bench.read(on: screen) == nil, "q ends the session, no signal")
        #expect(screen.restored)
        let first = screen.frames[0].lines.joined(separator: "\n")
        #expect(first.contains("Chapter 1") && first.contains("Paragraph 1 of chapter 1"))
        // Two turns: the third page of the first chapter.
        let turned = screen.shown(beforeBurst: 2).lines.joined(separator: "\n")
        #expect(!turned.contains("Paragraph 1 of chapter 1,") && turned.contains("of chapter 1,"))
        #expect(turned != screen.shown(beforeBurst: 1).lines.joined(separator: "\n"), "each turn draws a new page")
        let contents = screen.shown(beforeBurst: 3).lines.joined(separator: "\n")
        #expect(contents.contains("Contents") && contents.contains("Chapter 3"))
        // Two steps down the contents, then Enter: the third chapter's first page.
        let jumped = screen.shown(beforeBurst: 5).lines
        #expect(!jumped.joined().contains("Contents"))
        #expect(jumped.contains { $0.contains("Chapter 3") } && jumped.joined().contains("Paragraph 1 of chapter 3"))
        // A jump saves at once; the turn after it only when the session ends.
        let last = screen.shown(beforeBurst: 6).lines.joined()
        #expect(!last.contains("Paragraph 1 of chapter 3") && last.contains("of chapter 3,"))
        #expect(try bench.savedLocation().offset > bench.offset(of: "Chapter 3"), "the place is saved on quit")
    }

    /// `--from-start` only peeks: quitting at once keeps the saved place, `` ` `` goes back to it,
    /// and reading on from the start saves the new place.
    @Test func fromTheStartKeepsTheSavedPlaceUntilTheReaderMoves() throws {
        let bench = try Bench()
        let jump = FakeScreen(columns: 60, rows: 20, input: [[Self.key("o")], [Self.key("G")], [Self.key("Enter")], [Self.key("q")]])
        _ = try bench.read(on: jump)
        let saved = try bench.savedLocation()
        #expect(saved.offset >= bench.offset(of: "Chapter 3"))

        let peek = FakeScreen(columns: 60, rows: 20, input: [[Self.key("q")]])
        _ = try bench.read(on: peek, fromStart: true)
        #expect(peek.frames[0].lines.joined().contains("Paragraph 1 of chapter 1"))
        #expect(try bench.savedLocation() == saved, "quitting at once keeps the saved place")

        let back = FakeScreen(columns: 60, rows: 20, input: [[Self.key("`")], [Self.key("q")]])
        _ = try bench.read(on: back, fromStart: true)
        #expect(back.shown(beforeBurst: 1).lines.joined().contains("of chapter 3"), "` goes back to the saved place")

        let reread = FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")], [Self.key("q")]])
        _ = try bench.read(on: reread, fromStart: true)
        #expect(try bench.savedLocation().offset < bench.offset(of: "Chapter 2"), "reading on from the start saves the new place")
    }

    @Test func aSignalEndsTheSessionAndThePlaceIsStillSaved() throws {
        let bench = try Bench()
        // The script ends after the turn: the fake screen reports a hangup.
        let screen = FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")]])
        #expect(try bench.read(on: screen) == SIGHUP)
        #expect(screen.restored)
        let saved = try bench.savedLocation()
        #expect(saved.offset > 0 && saved.offset < bench.offset(of: "Chapter 2"), "the second page of the first chapter")
    }
}
