import Testing

@testable import ReaderCore

/// Headings too wide for the page break first at their last wide run of spaces: a 回目 couplet between its halves.
@Suite struct HeadingLinesTests {
    static let couplet = "第一回　灵根育孕源流出　　　心性修持大道生"

    func texts(_ text: String, columns: Int) -> [String] {
        var lines: [BrokenLine] = []
        LineBreaker(columns: columns).headingLines(of: text, into: &lines)
        let characters = Array(text)
        return lines.map { String(characters[$0.graphemes]).trimmingCharacters(in: ["　", " "]) }
    }

    @Test func aCoupletBreaksBetweenItsHalves() {
        // Broken as prose, 30 columns cut the second half after its first character.
        let prose = LineBreaker(columns: 30).lines(of: Self.couplet)
        #expect(prose.count == 2 && prose[1].graphemes.lowerBound == 15)
        #expect(texts(Self.couplet, columns: 30) == ["第一回　灵根育孕源流出", "心性修持大道生"])
        // The traditional text's spacing: ASCII spaces after the number, one ideographic space between the halves.
        #expect(texts("第一回     靈根育孕源流出　心性修持大道生", columns: 30) == ["第一回     靈根育孕源流出", "心性修持大道生"])
    }

    @Test func linesTileTheHeading() {
        for columns in [8, 16, 24, 30, 60] {
            var lines: [BrokenLine] = []
            LineBreaker(columns: columns).headingLines(of: Self.couplet, into: &lines)
            #expect(lines.first?.graphemes.lowerBound == 0)
            #expect(lines.last?.graphemes.upperBound == Self.couplet.count)
            #expect(lines.last?.utf8.upperBound == Self.couplet.utf8.count)
            for (a, b) in zip(lines, lines.dropFirst()) {
                #expect(a.graphemes.upperBound == b.graphemes.lowerBound && a.utf8.upperBound == b.utf8.lowerBound)
            }
            #expect(lines.allSatisfy { $0.width <= columns })
        }
    }

    @Test func headingsThatFitOrHaveNoWideSpaceBreakAsBefore() {
        let breaker = LineBreaker(columns: 20)
        var lines: [BrokenLine] = []
        for text in ["第一回　灵根", "Chapter I. Down the Rabbit-Hole, and a long way further down it"] {
            breaker.headingLines(of: text, into: &lines)
            #expect(lines == breaker.lines(of: text))
        }
    }

    /// Through the paginator: the heading of a chapter on a narrow page.
    @Test func thePaginatorBreaksHeadingsThere() {
        let paragraphs = [Paragraph(offset: 0, text: Self.couplet), Paragraph(offset: 100, text: "话表东胜神洲。")]
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 200, paragraphs: paragraphs,
            chapters: [Chapter(title: "第一回", paragraphs: 0..<2, heading: 0, offset: 0)])
        let page = Paginator(book: book, geometry: PageGeometry(columns: 30, rows: 10)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        let headings = page.lines.filter { $0.kind == .heading }
        #expect(headings.map(\.graphemes.lowerBound) == [0, 14])
        #expect(headings.map(\.indent) == [4, 8], "each line centred on its own")
    }
}
