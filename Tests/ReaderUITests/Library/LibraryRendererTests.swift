import ReaderCore
import Testing

@testable import ReaderUI

/// A state folder the library model is given where nothing is forgotten.
let unusedStore = StateStore(directory: "/nonexistent/termreader")

/// The library screen, cell for cell.
@Suite struct LibraryRendererTests {
    let now = 1_795_428_000

    func rows() -> [LibraryEntry] {
        [
            LibraryEntry(
                title: "war-and-peace", path: "/books/war-and-peace.txt", fingerprint: "000000000000000a",
                fraction: 0.421, lastRead: now - 3 * 86_400, secondsLeft: 12_000, missing: false),
            LibraryEntry(
                title: "gone", path: "/old/gone.txt", fingerprint: "000000000000000b",
                fraction: 0.1, lastRead: now - 86_400 * 20, secondsLeft: nil, missing: true),
            LibraryEntry(
                title: "new-book", path: "/books/new-book.epub", fingerprint: nil,
                fraction: nil, lastRead: nil, secondsLeft: nil, missing: false),
        ]
    }

    func lines(_ model: LibraryModel, _ columns: Int = 60, _ rows: Int = 9) -> [String] {
        LibraryRenderer.frame(model, columns: columns, rows: rows, palette: .light, now: now, utcOffset: 0).lines
    }

    @Test func recentBooksWithProgressDatesAndTimeLeft() {
        #expect(
            lines(LibraryModel(source: .recent, entries: rows(), store: unusedStore)) == [
                " Recent books                                       3 books ",
                "› war-and-peace              42% · 3 days ago · 3 h 20 left ",
                "  /books/war-and-peace.txt                                  ",
                "  gone                                    10% · 2 weeks ago ",
                "  missing · /old/gone.txt                                   ",
                "  new-book                                              new ",
                "  /books/new-book.epub                                      ",
                "                                                            ",
                " Enter open · d forget · / filter · o order · q quit · time…",
            ])
    }

    @Test func theFilterAndTheQuestionShowInTheFooter() {
        var model = LibraryModel(source: .folder("books"), entries: rows(), store: unusedStore)
        for key in [Key.character("/"), .character("n"), .character("e"), .character("w")] { _ = model.update(.key(key)) }
        let filtered = lines(model, 40, 6)
        #expect(
            filtered == [
                " Books in books            1 of 3 books ",
                "› new-book                          new ",
                "  /books/new-book.epub                  ",
                "                                        ",
                "                                        ",
                " /new▏                                  ",
            ])
        _ = model.update(.key(.enter))
        _ = model.update(.key(.escape))
        _ = model.update(.key(.character("d")))
        #expect(lines(model, 40, 6).last == " forget war-and-peace (its place and bo…")
    }

    @Test func anEmptyListSaysHowToStart() {
        #expect(
            lines(LibraryModel(source: .recent, entries: [], store: unusedStore), 50, 5) == [
                " Recent books                             0 books ",
                "                                                  ",
                "  no books read yet: termreader FILE opens one    ",
                "                                                  ",
                " Enter open · d forget · / filter · o order · q q…",
            ])
    }

    @Test func namesFromDiskCannotSendControlSequences() {
        let evil = LibraryEntry(
            title: "x\u{1B}]0;pwned\u{07}y", path: "/b/x\u{1B}[2J\ny.txt", fingerprint: nil, fraction: nil, lastRead: nil,
            secondsLeft: nil, missing: false)
        let shown = lines(LibraryModel(source: .recent, entries: [evil], store: unusedStore), 40, 4)
        #expect(shown[1].hasPrefix("› xy "), "the whole escape sequence is removed")
        #expect(shown[2] == "  /b/x y.txt                            ")
        #expect(!shown.joined().unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func aTinyWindowSaysSo() {
        #expect(
            lines(LibraryModel(source: .recent, entries: rows(), store: unusedStore), 19, 3) == [
                "window too small   ", "                   ", "                   ",
            ])
    }

    @Test func theSelectedBookIsHighlighted() {
        let frame = LibraryRenderer.frame(
            LibraryModel(source: .recent, entries: rows(), store: unusedStore), columns: 60, rows: 9, palette: .light, now: now,
            utcOffset: 0)
        let selected = Palette.light[.overlaySelected]
        #expect(frame.cells[1 * 60 + 30].style == selected)
        #expect(frame.cells[2 * 60 + 59].style == selected)
        #expect(frame.cells[3 * 60 + 30].style != selected)
    }
}
