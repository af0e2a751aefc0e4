import Foundation
import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// A book of every format reads the same way in every turn mode and theme: each turn forward
/// ends on the next page, the pages in turn hold the book's text in order, a turn back returns
/// to the very frame it left, and a resize keeps the place.
@Suite struct FormatTurnTests {
    static let modes: [TransitionMode] = [.none, .push, .slide, .curl, .scroll]
    static let themes: [ThemeChoice] = [.light, .dark, .sepia]
    static let turns = 5

    /// One book of each format the reader opens (MOBI and AZW3 where libmobi is installed, PDF where
    /// poppler's programs are), read as `info` and `render` read it.
    static func books() throws -> [(name: String, book: Book)] {
        let folder = try TemporaryFolder()
        let chapters = FormatFixtures.chapters(3, paragraphs: 8, seed: 41)
        var paths = [
            Package.root + "/books/the-lighthouse-keeper.txt", Package.root + "/Tests/Fixtures/epub/pandoc.epub",
            try folder.write(
                Data(FormatFixtures.fb2(title: "Turns", author: ("A", "Writer"), language: "en", chapters: chapters).utf8), to: "turns.fb2"),
            try folder.write(
                Data(chapters.map { "# \($0.title)\n\n" + $0.paragraphs.joined(separator: "\n\n") }.joined(separator: "\n\n").utf8),
                to: "turns.md"),
            try folder.write(
                Data(
                    ("<html><body>"
                        + chapters.map { "<h1>\($0.title)</h1><p>" + $0.paragraphs.joined(separator: "</p><p>") + "</p>" }.joined()
                        + "</body></html>").utf8),
                to: "turns.html"),
        ]
        if MOBILibrary.shared != nil { paths += ["book.mobi", "book.azw3"].map { Package.root + "/Tests/Fixtures/mobi/" + $0 } }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftohtml") {
            paths.append(Package.root + "/Tests/Fixtures/pdf/manual.pdf")
        }
        return try paths.map { ((($0 as NSString).lastPathComponent), try BookLoader.load(path: $0)) }
    }

    /// Letters and digits of `text`, lowercased: what a page shows of its text whatever the
    /// line breaks, hyphens, justification and styling.
    static func letters(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })).lowercased()
    }

    static func row(_ frame: Frame, _ y: Int) -> String { (0..<frame.width).map { frame[$0, y].text }.joined() }

    /// What `frame` shows of the page, as letters: every row between the header and the footer.
    static func shown(_ frame: Frame) -> String {
        letters(
            (1..<(frame.height - 1)).map { y in (0..<frame.width).filter { frame[$0, y].width > 0 }.map { frame[$0, y].text }.joined() }
                .joined())
    }

    @Test func everyFormatTurnsInEveryModeAndTheme() throws {
        for (name, book) in try Self.books() {
            let source = Array(Self.letters(book.paragraphs.map(\.text).joined()).unicodeScalars)
            for mode in Self.modes {
                for theme in Self.themes {
                    let context = "\(name) \(mode) \(theme)"
                    let m = ReaderModel(book: book, location: .start, columns: 40, rows: 12, theme: theme, mode: mode)
                    let start = m.navigator.position
                    let first = m.view(now: 0)
                    var page = Array(Self.shown(first).unicodeScalars)
                    #expect(Array(source.prefix(page.count)) == page, "\(context): the first page opens the book")
                    var read = page.count
                    var previous = m.location
                    var turns = 0
                    var now = 0.0
                    for turn in 1...Self.turns {
                        _ = m.update(.key("Space"), now: now)
                        for step in 1...30 { _ = m.view(now: now + Double(step) / 60) }
                        now += 2
                        _ = m.update(.tick, now: now)
                        guard m.location != previous else {
                            #expect(read == source.count, "\(context): turn \(turn) stopped before the end of the book")
                            break
                        }
                        #expect((m.location.offset, m.location.grapheme) > (previous.offset, previous.grapheme), "\(context): turn \(turn)")
                        turns += 1
                        previous = m.location
                        let shown = Array(Self.shown(m.view(now: now)).unicodeScalars)
                        // A page goes on where the last ended; a scrolled screen keeps some lines of the last.
                        let kept = (mode == .scroll ? 0...min(read, page.count) : 0...0).last { source[(read - $0)...].starts(with: shown) }
                        guard let kept, !shown.isEmpty else {
                            let next = String(String.UnicodeScalarView(source[read...].prefix(60)))
                            Issue.record(
                                "\(context): turn \(turn) shows \(String(String.UnicodeScalarView(shown.prefix(60)))), not \(next)")
                            break
                        }
                        read += shown.count - kept
                        page = shown
                    }
                    #expect(turns > 1, "\(context): a book of more than two pages")
                    for _ in 0..<turns {
                        _ = m.update(.key("b"), now: now)
                        now += 2
                        _ = m.update(.tick, now: now)
                    }
                    #expect(m.navigator.position == start, "\(context)")
                    let back = m.view(now: now)
                    // The footer is left out: it tells the time left at the pace just read.
                    let changed = (0..<(back.height - 1)).filter { y in (0..<back.width).contains { back[$0, y] != first[$0, y] } }
                    #expect(changed.isEmpty, "\(context): back to the frame it left, but rows \(changed.map { Self.row(back, $0) }) differ")
                }
            }
        }
    }

    @Test func everyFormatKeepsItsPlaceThroughAResize() throws {
        for (name, book) in try Self.books() {
            let m = ReaderModel(book: book, location: .start, columns: 60, rows: 18, theme: .light, mode: .none)
            for _ in 1...3 { _ = m.update(.key("Space"), now: 0) }
            let place = Self.shown(m.view(now: 0)).prefix(40)
            _ = m.update(.resize(columns: 45, rows: 14), now: 1)
            #expect(Self.shown(m.view(now: 1)).contains(place.prefix(12)), "\(name): the place is on the narrower page")
            _ = m.update(.resize(columns: 60, rows: 18), now: 2)
            #expect(Self.shown(m.view(now: 2)).contains(place.prefix(12)), "\(name): and back")
        }
    }
}
