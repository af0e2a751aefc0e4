import Foundation
import ReaderCore
import ReaderStore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The reader's session and its loop in process, on a `FakeScreen`: keys in, frames out, the place saved.
@Suite struct ReadingSessionTests {
    /// Three chapters of numbered paragraphs, long enough for several pages each at 60×20.
    static let text = (1...3).map { chapter in
        "Chapter \(chapter)\n\n"
            + (1...40).map { "Paragraph \($0) of chapter \(chapter), with words enough to wrap at sixty columns." }
            .joined(separator: "\n\n")
    }.joined(separator: "\n\n\n")

    /// A bench holding the book.
    static func bench() throws -> (SessionBench, String) {
        let bench = try SessionBench()
        return (bench, try bench.write(text, to: "book.txt"))
    }

    /// The byte offset of `needle`'s first occurrence in the book.
    static func offset(of needle: String) -> Int {
        let bytes = Array(text.utf8), needle = Array(needle.utf8)
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
    }

    static func key(_ name: String) -> TerminalEvent { SessionBench.key(name) }

    @Test func keysTurnPagesOpenTheContentsJumpAndQuitWithThePlaceSaved() throws {
        let (bench, path) = try Self.bench()
        let screen = FakeScreen(
            columns: 60, rows: 20,
            input: [
                [Self.key("Space")], [Self.key("Space")], [Self.key("o")], [Self.key("j"), Self.key("j")], [Self.key("Enter")],
                [Self.key("Space")], [Self.key("q")],
            ])
        #expect(try bench.read(path, on: screen) == nil, "q ends the session, no signal")
        #expect(screen.restored)
        func text(_ lines: [String]) -> String { lines.joined(separator: "\n").wordSpaced }
        let first = text(screen.frames[0].lines)
        #expect(first.contains("Chapter 1") && first.contains("Paragraph 1 of chapter 1"))
        // Two turns: the third page of the first chapter.
        let turned = text(screen.shown(beforeBurst: 2).lines)
        #expect(!turned.contains("Paragraph 1 of chapter 1,") && turned.contains("of chapter 1,"))
        #expect(turned != text(screen.shown(beforeBurst: 1).lines), "each turn draws a new page")
        let contents = screen.shown(beforeBurst: 3).lines.joined(separator: "\n")
        #expect(contents.contains("Contents") && contents.contains("Chapter 3"))
        // Two steps down the contents, then Enter: the third chapter's first page.
        let jumped = screen.shown(beforeBurst: 5).lines
        #expect(!jumped.joined().contains("Contents"))
        #expect(jumped.contains { $0.contains("Chapter 3") } && text(jumped).contains("Paragraph 1 of chapter 3"))
        // A jump saves at once; the turn after it only when the session ends.
        let last = text(screen.shown(beforeBurst: 6).lines)
        #expect(!last.contains("Paragraph 1 of chapter 3") && last.contains("of chapter 3,"))
        #expect(try bench.savedLocation(of: path).offset > Self.offset(of: "Chapter 3"), "the place is saved on quit")
    }

    /// `--from-start` only peeks: quitting at once keeps the saved place, `` ` `` goes back to it,
    /// and reading on from the start saves the new place.
    @Test func fromTheStartKeepsTheSavedPlaceUntilTheReaderMoves() throws {
        let (bench, path) = try Self.bench()
        let jump = FakeScreen(columns: 60, rows: 20, input: [[Self.key("o")], [Self.key("G")], [Self.key("Enter")], [Self.key("q")]])
        _ = try bench.read(path, on: jump)
        let saved = try bench.savedLocation(of: path)
        #expect(saved.offset >= Self.offset(of: "Chapter 3"))

        let peek = FakeScreen(columns: 60, rows: 20, input: [[Self.key("q")]])
        _ = try bench.read(path, on: peek, fromStart: true)
        #expect(peek.frames[0].lines.joined().contains("Paragraph 1 of chapter 1"))
        #expect(try bench.savedLocation(of: path) == saved, "quitting at once keeps the saved place")

        let back = FakeScreen(columns: 60, rows: 20, input: [[Self.key("`")], [Self.key("q")]])
        _ = try bench.read(path, on: back, fromStart: true)
        #expect(back.shown(beforeBurst: 1).lines.joined().contains("of chapter 3"), "` goes back to the saved place")

        let reread = FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")], [Self.key("q")]])
        _ = try bench.read(path, on: reread, fromStart: true)
        #expect(try bench.savedLocation(of: path).offset < Self.offset(of: "Chapter 2"), "reading on from the start saves the new place")
    }

    @Test func aSignalEndsTheSessionAndThePlaceIsStillSaved() throws {
        let (bench, path) = try Self.bench()
        // The script ends after the turn: the fake screen reports a hangup.
        let screen = FakeScreen(columns: 60, rows: 20, input: [[Self.key("Space")]])
        #expect(try bench.read(path, on: screen) == SIGHUP)
        #expect(screen.restored)
        let saved = try bench.savedLocation(of: path)
        #expect(saved.offset > 0 && saved.offset < Self.offset(of: "Chapter 2"), "the second page of the first chapter")
    }
}
