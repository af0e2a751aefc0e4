import ReaderCore
import Testing

@testable import ReaderUI

/// Scroll mode draws what page mode draws on its lines: the block a followed link landed on
/// is marked there too.
@Suite struct ScrollModeTests {
    static let target = "The footnote the link leads to."

    /// A book whose first block links ("note") to a block many screens later.
    func linkedBook() -> Book {
        let filler = (1...60).map { "Filler paragraph number \($0) of the book." }
        let texts = ["Read the note here."] + filler + [Self.target] + filler
        var offset = 0
        var paragraphs: [Paragraph] = []
        for (i, text) in texts.enumerated() {
            paragraphs.append(Paragraph(offset: offset, text: text, spans: i == 0 ? [InlineSpan(.link, utf8: 9..<13, link: 0)] : []))
            offset += text.utf8.count + 1
        }
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs,
            chapters: [Chapter(title: "t", paragraphs: 0..<paragraphs.count, heading: nil, offset: 0)])
        book.links = [.place(offset: paragraphs[61].offset)]
        return book
    }

    @Test(arguments: [TransitionMode.none, .scroll])
    func aFollowedLinksTargetIsMarkedWhereItLands(mode: TransitionMode) throws {
        let model = ReaderModel(book: linkedBook(), location: .start, columns: 60, rows: 16, theme: .light, mode: mode)
        _ = model.update(.key("f"))
        _ = model.update(.key("a"))
        let frame = model.view()
        let y = try #require(frame.lines.firstIndex { $0.contains(Self.target) })
        let x = try #require(frame.lines[y].range(of: Self.target)).lowerBound.utf16Offset(in: frame.lines[y])
        let marked = model.palette[.highlightCurrent].background
        #expect(frame[x, y].style.background == marked, "the landing block is marked")
        #expect(frame[x, y + 1].style.background != marked, "the next block is not")
        // The next key takes the mark away.
        _ = model.update(.key("j"))
        #expect(!model.view().cells.contains { $0.style.background == marked })
    }
}
