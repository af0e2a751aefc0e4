import Testing

@testable import ReaderCore

@Suite struct KOReaderHighlightTests {
    typealias F = NotesFixtures

    @Test func readsTodaysAnnotationsAndTheOlderHighlightTable() throws {
        let current = try LuaTableReader.read(
            Array(
                """
                return { ["annotations"] = {
                    [1] = { ["text"] = "lamp", ["note"] = "n", ["color"] = "olive", ["chapter"] = "Two",
                            ["datetime"] = "2026-11-01 21:14:03", ["datetime_updated"] = "2026-11-02 08:00:00",
                            ["pos0"] = "/body/DocFragment[3]/body/p[2]/text().4", ["pos1"] = "/body/DocFragment[3]/body/p[2]/text().8" },
                    [2] = { ["page"] = "/body/DocFragment[4]/body/p[1]/text().0", ["datetime"] = "2026-11-01 21:15:00" },
                } }
                """.utf8))
        let highlights = KOReaderHighlight.all(in: current)
        #expect(highlights.count == 1, "a bookmark (no text) is not a highlight")
        let h = try #require(highlights.first)
        #expect(h.text == "lamp" && h.note == "n" && h.color == .green && h.chapter == "Two")
        #expect(h.modified - h.created == 10 * 3600 + 45 * 60 + 57)
        let older = try LuaTableReader.read(
            Array(
                """
                return { ["highlight"] = { [12] = { [1] = { ["text"] = "keeper", ["pos0"] = "a", ["pos1"] = "b", ["drawer"] = "lighten" } } } }
                """.utf8))
        #expect(KOReaderHighlight.all(in: older).map(\.text) == ["keeper"])
        #expect(KOReaderHighlight.all(in: .string("x")).isEmpty)
    }

    @Test func coloursMapToTheNearestOfFour() {
        #expect(
            ["yellow", "orange", "gray", "red", "purple", "green", "olive", "blue", "cyan"].map(KOReaderHighlight.color) == [
                .yellow, .yellow, .yellow, .pink, .pink, .green, .green, .blue, .blue,
            ])
        #expect(KOReaderHighlight.seconds("2026-13-45") == nil)
    }

    func highlight(_ text: String, chapter: String?) -> KOReaderHighlight {
        KOReaderHighlight(text: text, note: "", color: .yellow, chapter: chapter, created: 5, modified: 5, position: "p")
    }

    @Test func aHighlightIsPlacedInTheChapterKOReaderNamed() throws {
        let book = F.book(["The lamp.", "Prose.", "The lamp.", "Lantern,\nand Lamp."], chapterStarts: [0, 2])
        let second = try #require(book.annotation(importing: highlight("lamp", chapter: "Chapter 2")))
        #expect(second.start == Location(offset: book.paragraphs.offsets[2], grapheme: 4))
        let first = try #require(book.annotation(importing: highlight("lamp", chapter: "Elsewhere")))
        #expect(first.start == Location(offset: 0, grapheme: 4))
        // Across paragraphs; and in other letter cases when the very text is nowhere.
        let across = try #require(book.annotation(importing: highlight("lamp.\nLantern,", chapter: nil)))
        #expect(book.text(from: across.start, to: across.end) == "lamp.\nLantern,")
        #expect(try #require(book.annotation(importing: highlight("AND LAMP", chapter: nil))).text == "and Lamp")
        #expect(book.annotation(importing: highlight("candle", chapter: nil)) == nil)
        // The same highlight imported twice is one annotation.
        #expect(book.annotation(importing: highlight("lamp", chapter: nil))?.id == first.id)
    }
}
