import Testing

@testable import ReaderCore

/// The sweep's look at every row: kinsoku faults where the breaker chose the break, rows wider
/// than the page, and the rows' text in order.
struct LayoutSurveyTests {
    func survey(_ texts: [String], columns: Int = 10) -> LayoutSurvey {
        LayoutSurvey(Paginator(book: makeBook(texts), geometry: PageGeometry(columns: columns, rows: 5)))
    }

    @Test func aRowStartingWithAClosingMarkIsCounted() {
        // Nothing but full stops after the first character: the breaker has to start a row with one.
        let result = survey(["好" + String(repeating: "。", count: 30)])
        #expect(result.forbiddenStarts.count > 0)
        #expect(result.forbiddenStarts.examples.first?.text.hasPrefix("。") == true)
    }

    @Test func cleanChineseHasNoFaults() {
        let result = survey([String(repeating: "他说，好的。「走吧」", count: 40)])
        #expect(result.forbiddenStarts.count == 0)
        #expect(result.forbiddenEnds.count == 0)
        #expect(result.tooWide.count == 0)
        #expect(result.pages > 1)
    }

    @Test func aClosingMarkAfterASpaceIsTheAuthors() {
        // The text breaks at the space: a row may then start with ” as the text has it.
        let book = makeBook(["aaaa bbbb ”cc"])
        let line = PageLine(kind: .body, paragraph: 0, graphemes: 10..<13, utf8: 10..<15, indent: 0, width: 3)
        #expect(LayoutSurvey(book: book, columns: 10, pages: [[line]]).forbiddenStarts.count == 0)
        let inside = PageLine(kind: .body, paragraph: 0, graphemes: 11..<13, utf8: 13..<15, indent: 0, width: 2)
        #expect(LayoutSurvey(book: book, columns: 10, pages: [[inside]]).forbiddenStarts.count == 0)
    }

    @Test func aRowEndingWithAnOpeningMarkIsCounted() {
        let book = makeBook(["他说「走吧」"])
        let rows = [
            PageLine(kind: .body, paragraph: 0, graphemes: 0..<3, utf8: 0..<9, indent: 0, width: 6),
            PageLine(kind: .body, paragraph: 0, graphemes: 3..<6, utf8: 9..<18, indent: 0, width: 6),
        ]
        let result = LayoutSurvey(book: book, columns: 6, pages: [rows])
        #expect(result.forbiddenEnds.count == 1)
        #expect(result.forbiddenEnds.examples == [LayoutSurvey.Row(page: 1, text: "他说「")])
    }

    @Test func aRowWiderThanThePageIsCounted() {
        let book = makeBook(["abcdefghijkl"])
        let wide = PageLine(kind: .body, paragraph: 0, graphemes: 0..<12, utf8: 0..<12, indent: 0, width: 10)
        #expect(LayoutSurvey(book: book, columns: 10, pages: [[wide]]).tooWide.count == 1)
        let trailingSpace = makeBook(["abcdefghij "])
        let fits = PageLine(kind: .body, paragraph: 0, graphemes: 0..<11, utf8: 0..<11, indent: 0, width: 10)
        #expect(LayoutSurvey(book: trailingSpace, columns: 10, pages: [[fits]]).tooWide.count == 0)
    }

    @Test func aSceneBreakCutToThePageIsNotTooWide() {
        let book = makeBook([String(repeating: "- ", count: 40)])
        let rule = PageLine(kind: .separator, paragraph: 0, graphemes: 0..<80, utf8: 0..<80, indent: 0, width: 10)
        #expect(LayoutSurvey(book: book, columns: 10, pages: [[rule]]).tooWide.count == 0)
        var body = rule
        body.kind = .body
        #expect(LayoutSurvey(book: book, columns: 10, pages: [[body]]).tooWide.count == 1)
    }

    @Test func preformattedRowsGiveTheirWords() {
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 40,
            paragraphs: [
                Paragraph(offset: 0, text: "sudo apt install\n  x", kind: .preformatted), Paragraph(offset: 30, text: "prose words"),
                Paragraph(offset: 50, text: "make", kind: .preformatted),
            ],
            chapters: [Chapter(title: "t", paragraphs: 0..<3, heading: nil, offset: 0)])
        let survey = LayoutSurvey(Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 10)))
        #expect(String(decoding: survey.preformattedWords, as: UTF8.self) == " sudo apt install x \n make ")
    }

    /// A line wider than the page goes on in the next row, in a word or at a space: its words stay whole.
    @Test func aWideLineSplitOverRowsGivesItsWordsWhole() {
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 40,
            paragraphs: [Paragraph(offset: 0, text: "deb http main contrib\nab cdefgh ij", kind: .preformatted)],
            chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
        let survey = LayoutSurvey(Paginator(book: book, geometry: PageGeometry(columns: 8, rows: 10)))
        #expect(String(decoding: survey.preformattedWords, as: UTF8.self) == " deb http main contrib ab cdefgh ij ")
    }

    @Test func theRowsGiveBackTheText() {
        let texts = ["#One", "It was the best of times, it was the worst of times.", "#Two", "第一回 宴桃园豪杰三结义"]
        var expected: [UInt32] = []
        for t in texts { ComparableText.append(t, to: &expected) }
        #expect(survey(texts).letters == expected)
    }

    /// A table too wide for a page, read as rows of fields, gives back the source's text: the
    /// header row once, then each row's cells; the labels the reader repeats on the rows are left out.
    @Test func aTableReadAsFieldsGivesBackTheSourcesText() {
        let markup = Array(
            """
            <html><body><table><tr><th>package</th><th>popcon</th><th>description</th></tr>
            <tr><td>sudo</td><td>V:638</td><td>\(String(repeating: "A program to allow limited root privileges. ", count: 2))</td></tr>
            <tr><td>vim</td><td>V:97</td><td>Vi IMproved</td></tr></table></body></html>
            """.utf8)
        let blocks = Array(try! XHTMLBlocks(SelfClosingTags.expand(markup), base: 0).blocks)
        #expect(blocks.contains { $0.spans.contains { $0.kind == .label } })
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: markup.count, paragraphs: blocks,
            chapters: [Chapter(title: "t", paragraphs: 0..<blocks.count, heading: nil, offset: 0)])
        var source: [UInt32] = []
        var preformatted: [[UInt8]] = []
        MarkupText.append(markup, to: &source, preformatted: &preformatted)
        #expect(LayoutSurvey(Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 10))).letters == source)
    }
}
