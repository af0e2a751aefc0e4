import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Link hints: labels that no other label starts, one per link on the screen in reading
/// order (a link broken over two lines once), chosen letter by letter.
@Suite struct LinkHintsTests {
    @Test(arguments: [0, 1, 5, 26, 27, 100, 676, 900])
    func labelsAreDistinctAndNoneStartsAnother(count: Int) {
        let labels = LinkHints.labels(count: count)
        #expect(labels.count == min(count, 676))
        #expect(Set(labels).count == labels.count)
        for a in labels {
            for b in labels where a != b { #expect(!b.hasPrefix(a)) }
        }
        // One letter while the alphabet lasts: the fewest keys.
        #expect(labels.allSatisfy { $0.count == (count <= 26 ? 1 : 2) })
    }

    /// A book of one paragraph with links to targets 0, 1, 2 over `text`'s words "one" "two" "three".
    func book() -> Book {
        let text = "see one and two then three"
        func span(_ word: String, _ link: UInt32) -> InlineSpan {
            let from = text.utf8.distance(from: text.startIndex, to: text.range(of: word)!.lowerBound)
            return InlineSpan(.link, utf8: from..<(from + word.utf8.count), link: link)
        }
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: 100,
            paragraphs: [
                Paragraph(
                    offset: 0, text: text, spans: [InlineSpan(.emphasis, utf8: 0..<3), span("one", 0), span("two", 2), span("three", 1)])
            ],
            chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
        book.links = [.place(offset: 10), .place(offset: 20), .external("mailto:a@b.c")]
        return book
    }

    func line(_ utf8: Range<Int>) -> PageLine {
        PageLine(kind: .body, paragraph: 0, graphemes: utf8, utf8: utf8, indent: 0, width: utf8.count)
    }

    @Test func eachLinkOnTheLinesGetsALabelInReadingOrder() {
        let hints = LinkHints(lines: [line(0..<14), line(14..<26)], book: book())
        #expect(hints.hints.map(\.label) == ["a", "s", "d"])
        #expect(hints.hints.map(\.link) == [0, 2, 1])
        // Only the lines on the screen count; a link cut by a line break is one link.
        let half = LinkHints(lines: [line(0..<13)], book: book())
        #expect(half.hints.map(\.link) == [0, 2])
        let broken = LinkHints(lines: [line(0..<22), line(22..<26)], book: book())
        #expect(broken.hints.count == 3)
    }

    @Test func typingNarrowsThenChooses() throws {
        // 30 links need two letters each.
        let text = String(repeating: "x ", count: 30)
        let spans = (0..<30).map { InlineSpan(.link, utf8: (2 * $0)..<(2 * $0 + 1), link: UInt32($0 % 3)) }
        var many = Book(
            title: "t", encoding: .utf8, sourceSize: 100, paragraphs: [Paragraph(offset: 0, text: text, spans: spans)],
            chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
        many.links = book().links
        let hints = LinkHints(lines: [line(0..<60)], book: many)
        #expect(hints.hints.count == 30)
        guard case .narrowed(let after) = hints.typing("a") else { Issue.record("a starts labels"); return }
        #expect(after.shown.map(\.label) == LinkHints.labels(count: 30).filter { $0.hasPrefix("a") })
        #expect(after.typing("s") == .follow(hints.hints[1]))
        #expect(hints.typing("m") == .none, "no label starts with m")
    }
}

extension LinkHintsTests {
    /// In vertical text a label is drawn over the first character of its link, in the link's
    /// column, as in horizontal text it is drawn over the link's first column.
    @Test func verticalTextShowsTheLabelsOverTheirLinks() throws {
        let text = "吾輩は猫である。名前はまだ無い。どこで生れたか見当がつかぬ。"
        let word = text.range(of: "名前")!
        let from = text.utf8.distance(from: text.startIndex, to: word.lowerBound)
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: 200,
            paragraphs: [Paragraph(offset: 0, text: text, spans: [InlineSpan(.link, utf8: from..<(from + "名前".utf8.count), link: 0)])],
            chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
        book.links = [.place(offset: 0)]
        var settings = LayoutSettings()
        settings.writing = .vertical
        let m = ReaderModel(book: book, location: .start, columns: 40, rows: 20, theme: .light, mode: .none, layoutSettings: settings)
        #expect(m.layout.writing == .vertical)
        let plain = m.view()
        _ = m.update(.key("f"))
        let hinted = m.view()
        // The first cell whose text changed holds the label, where 名 was drawn.
        let changed = plain.cells.indices.filter { plain.cells[$0].text != hinted.cells[$0].text }
        let at = try #require(plain.cells.indices.first(where: { plain.cells[$0].text == "名" }))
        #expect(changed.first == at, "the label sits on the link's first character")
        #expect(hinted.cells[at].text == "a")
    }
}

/// Landing on a link's target: the block it leads to is marked until the next key.
@Suite struct LinkLandingTests {
    @Test func theTargetBlockIsMarkedUntilTheNextKey() throws {
        let sample = sampleBook(chapters: 3)
        var paragraphs = sample.paragraphs.indices.map { sample.paragraphs[$0] }
        paragraphs[1].spans = [InlineSpan(.link, utf8: 0..<9, link: 0)]
        // The target: the third paragraph of chapter 3, on its first page.
        let target = sample.chapters[2].paragraphs.lowerBound + 3
        var book = Book(title: "t", encoding: .utf8, sourceSize: sample.sourceSize, paragraphs: paragraphs, chapters: sample.chapters)
        book.links = [.place(offset: paragraphs[target].offset)]
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        let marked = m.palette[.highlightCurrent]
        func markedRows(_ frame: Frame) -> [Int] {
            (0..<frame.height).filter { y in (0..<frame.width).contains { frame[$0, y].style == marked } }
        }
        #expect(markedRows(m.view()).isEmpty)
        _ = m.update(.key("f"))
        _ = m.update(.key("a"))
        let frame = m.view()
        let rows = markedRows(frame)
        // "Paragraph 3 of chapter 3: …", over two rows, and nothing of the blocks around it.
        #expect(rows.count == 2 && rows[1] == rows[0] + 1, "\(rows)")
        #expect(frame.lines[rows.first ?? 0].contains("Paragraph 3 of chapter 3"))
        #expect(rows.allSatisfy { !frame.lines[$0].contains("Paragraph 2 ") && !frame.lines[$0].contains("Paragraph 4 ") })
        _ = m.update(.key("j"))
        _ = m.update(.key("k"))
        #expect(markedRows(m.view()).isEmpty, "gone at the next key")
    }
}

extension LinkHintsTests {
    /// A link to a place inside a long block (an endnote's way back to its reference) opens the
    /// page showing that place, not the block's first page.
    @Test func aLinkIntoALongBlockOpensThePageOfItsPlace() {
        let filler = String(repeating: "word ", count: 600)
        let long = filler + "TARGET " + filler
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: 10_000,
            paragraphs: [
                Paragraph(offset: 0, text: "go back", spans: [InlineSpan(.link, utf8: 0..<2, link: 0)]),
                Paragraph(offset: 100, text: long),
            ],
            chapters: [Chapter(title: "t", paragraphs: 0..<2, heading: nil, offset: 0)])
        book.links = [.place(offset: 100, grapheme: filler.count)]
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        _ = m.update(.key("f"))
        _ = m.update(.key("a"))
        #expect(m.view().lines.joined().contains("TARGET"))
    }
}
