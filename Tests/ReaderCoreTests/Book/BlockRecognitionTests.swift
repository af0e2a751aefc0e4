import Testing

@testable import ReaderCore

/// The TXT structure recogniser on the shapes real books have: indented hard-wrapped prose,
/// verse, tables, lists and scene breaks, decided from each block's own lines.
@Suite struct BlockRecognitionTests {
    private func assemble(_ lines: [String], width: Int = 70, bodyIndent: Int = 0) -> [Paragraph] {
        ReaderCoreTests.assemble(lines, style: .hardWrapped(width: width, bodyIndent: bodyIndent))
    }

    /// About 66 columns of words, so the line counts as long for a 70-column book.
    static let long = "the quick brown fox jumps over the lazy dog and runs far away from"

    @Test func blockIndentedParagraphsRejoin() {
        // A manual: every line of every paragraph indented four spaces, its body's indent.
        let ps = assemble(["    " + Self.long, "    " + Self.long, "    to the end.", "", "    " + Self.long, "    again."], bodyIndent: 4)
        #expect(ps.map(\.kind) == [.paragraph, .paragraph])
        #expect(ps[0].text == Self.long + " " + Self.long + " to the end.")
        #expect(ps[1].text == Self.long + " again.")
    }

    @Test func proseIndentedDeeperThanTheBodyIsABlockQuote() {
        let quote = ["    " + Self.long, "    " + Self.long, "    and so it ends."]
        let body = [Self.long, "the end."]
        let flush = assemble(body + [""] + quote + [""] + body)
        #expect(flush.map(\.kind) == [.paragraph, .blockQuote, .paragraph])
        #expect(flush[1].text == Self.long + " " + Self.long + " and so it ends.")
        // First line deeper still (a quoted paragraph's own indent): still the quote.
        #expect(assemble(["      " + Self.long] + quote.dropFirst()).map(\.kind) == [.blockQuote])
        // In a manual whose body is block-indented four, the same lines are its body; eight is a quote.
        #expect(assemble(quote, bodyIndent: 4).map(\.kind) == [.paragraph])
        #expect(assemble(quote.map { "    " + $0 }, bodyIndent: 4).map(\.kind) == [.blockQuote])
        // First-line-indented prose goes back to the body's indent: a paragraph.
        #expect(assemble(["    " + Self.long, Self.long, "the end."]).map(\.kind) == [.paragraph])
        // Indented verse stays verse; one indented line alone is not a passage.
        #expect(assemble(["    Twinkle, twinkle, little bat!", "    How I wonder what you're at!"]).map(\.kind) == [.lineGroup])
        #expect(assemble(["    " + Self.long]).map(\.kind) == [.paragraph])
    }

    @Test func firstLineIndentedParagraphsWithoutBlankLinesSplitAtTheIndent() {
        let ps = assemble(["    " + Self.long, Self.long, "short end.", "    " + Self.long, "tail."])
        #expect(ps.map(\.text) == [Self.long + " " + Self.long + " short end.", Self.long + " tail."])
    }

    @Test func deeperIndentAfterALongLineStartsABlock() {
        let ps = assemble([Self.long, Self.long, "        An indented quotation that is set apart here."])
        #expect(ps.count == 2)
    }

    @Test func cjkBlockIndentedLinesRejoinWithoutKinsokuBreaks() {
        let line = String(repeating: "天", count: 32)
        let ps = assemble(["    " + line, "    " + line + "地", "    。这是结尾。"])
        #expect(ps.map(\.text) == [line + line + "地。这是结尾。"])
    }

    @Test func fullWidthIndentAlwaysStartsAParagraph() {
        // One paragraph per line, each with the Chinese two-character indent, all about as long.
        let line = "　　" + String(repeating: "天", count: 33) + "。"
        let ps = assemble([line, line, line])
        #expect(ps.count == 3)
    }

    @Test func verseKeepsItsLinesAndRelativeIndents() {
        let ps = assemble([
            "      'How doth the little crocodile", "        Improve his shining tail,",
            "      And pour the waters of the Nile", "        On every golden scale!'", "",
            "      'How cheerfully he seems to grin,", "        How neatly spread his claws,",
        ])
        #expect(ps.map(\.kind) == [.lineGroup, .lineGroup], "one blank line between stanzas stays one")
        #expect(
            ps[0].text
                == "'How doth the little crocodile\n  Improve his shining tail,\nAnd pour the waters of the Nile\n  On every golden scale!'"
        )
    }

    @Test func boxDrawingAndGridTablesStayAsWritten() {
        let table = ["┌────┬────┐", "│ a  │ b  │", "└────┴────┘"]
        let grid = ["  +-----+-----+", "  | one | two |", "  +-----+-----+"]
        let ps = assemble(table + [""] + grid)
        #expect(ps.map(\.kind) == [.preformatted, .preformatted])
        #expect(ps[0].text == table.joined(separator: "\n"))
        #expect(ps[1].text == grid.joined(separator: "\n"), "indent kept: never re-indented")
    }

    @Test func columnsAlignedBySpacesArePreformatted() {
        let ps = assemble(["Name       Size     Date", "alpha      12       1901", "beta       7        1902"])
        #expect(ps.map(\.kind) == [.preformatted])
        #expect(ps[0].text.split(separator: "\n").count == 3)
    }

    @Test func chineseDashIsNotBoxDrawing() {
        let ps = assemble(["我乃李天王二太子木吒──南海觀音大徒弟惠岸，特來打探軍情。" + String(repeating: "天", count: 10)])
        #expect(ps.map(\.kind) == [.paragraph])
    }

    @Test func listItemsStaySeparateAndContinueAtTheirHangingIndent() {
        let ps = assemble([
            "  a) The work must carry prominent notices stating that you modified",
            "     it, and giving a relevant date.",
            "  b) The work must carry prominent notices stating that it is released",
            "     under this License.",
            "* first bullet", "* second bullet",
            "5.3. Conversion table", "5.4. Low-level network commands",
        ])
        #expect(ps.map(\.kind) == Array(repeating: .listItem, count: 6))
        #expect(ps[0].text == "a) The work must carry prominent notices stating that you modified it, and giving a relevant date.")
        #expect(ps[5].text == "5.4. Low-level network commands")
    }

    @Test func aLineStoppingMidSentenceHalfWayAcrossGoesOn() {
        // Justified licence text: an item's line ends short of the width without ending a sentence.
        let ps = assemble([
            "    b) Convey the object code in, or embodied in, a physical product that",
            "    conveying of source, or (2) access to copy the",
            "    Corresponding Source from a network server at no charge.",
            "",
            "    " + Self.long, "    " + Self.long, "    the clause ends here.", "    A new paragraph that starts at the same indent.",
        ])
        #expect(ps.count == 3)
        #expect(ps[0].text.hasSuffix("access to copy the Corresponding Source from a network server at no charge."))
        #expect(ps[1].text.hasSuffix("the clause ends here."), "a short line that ends a sentence ends the paragraph")
    }

    @Test func aYearStartingAWrappedLineDoesNotStartAList() {
        let ps = assemble([Self.long + " in", "1863. It was a long war and nobody came back from it again."])
        #expect(ps.map(\.kind) == [.paragraph])
    }

    @Test func sceneBreaksStandAlone() {
        let ps = assemble(["The end of a scene.", "", "       *       *       *", "", "———", "［＃改ページ］", "Next."])
        #expect(ps.map(\.kind) == [.paragraph, .separator, .separator, .separator, .paragraph])
        #expect(ps[3].text.isEmpty, "an Aozora page break is an empty separator: it breaks the page and shows nothing")
    }

    @Test func markersNeedTextAfterThem() {
        #expect(ListMarker("* item")?.width == 2 && ListMarker("* item")?.style == .bullet)
        #expect(ListMarker("(a) item")?.width == 4)
        #expect(ListMarker("2.3. item")?.width == 5)
        #expect(ListMarker("一、总则")?.width == 4)
        #expect(ListMarker("① 第一")?.style == .bullet)
        #expect(ListMarker("*") == nil)
        #expect(ListMarker("1.5 million") == nil)
        #expect(ListMarker("--not a bullet") == nil)
        #expect(ListMarker("I think") == nil)
    }
}
