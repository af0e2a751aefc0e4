import Testing

@testable import ReaderCore

/// The reflow of pdftohtml's lines, on pages written as pdftohtml writes them: columns measured
/// on their own, running lines found by repetition, headings by size.
struct PDFMarkupTests {
    /// A pdftohtml document of `pages`, each a list of (top, left, width, font, text); font 0 is
    /// 12-point body text, 1 a 20-point heading.
    func document(_ pages: [[(Int, Int, Int, Int, String)]], outline: String = "") throws -> PDFText {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><pdf2xml>"
        for (n, page) in pages.enumerated() {
            xml += "<page number=\"\(n + 1)\" height=\"1000\" width=\"700\">"
            if n == 0 { xml += "<fontspec id=\"0\" size=\"12\" family=\"Serif\"/><fontspec id=\"1\" size=\"20\" family=\"Sans\"/>" }
            for (top, left, width, font, text) in page {
                xml +=
                    "<text top=\"\(top)\" left=\"\(left)\" width=\"\(width)\" height=\"\(font == 1 ? 22 : 14)\" font=\"\(font)\">\(text)</text>"
            }
            xml += "</page>"
        }
        return try PDFText.parse(Array((xml + outline + "</pdf2xml>").utf8))
    }

    func blocks(_ text: PDFText) -> [Paragraph] {
        Array(try! XHTMLBlocks(SelfClosingTags.expand(Array(PDFMarkup(text).markup.utf8)), base: 0).blocks)
    }

    /// Each column's lines are measured against their own column: a full line of the left column
    /// is not short beside the right column's.
    @Test func twoColumnsAreEachAParagraphOfTheirOwnLines() throws {
        func column(_ left: Int, _ name: String) -> [(Int, Int, Int, Int, String)] {
            (0..<3).map { (200 + 16 * $0, left, 250, 0, "\(name) column line \($0) of its text.") } + [(248, left, 60, 0, "The end.")]
        }
        let found = blocks(try document([column(50, "left") + column(370, "right")]))
        #expect(
            found.map(\.text)
                == ["left", "right"].map { name in
                    (0..<3).map { "\(name) column line \($0) of its text." }.joined(separator: " ") + " The end."
                })
    }

    /// A contents page: each entry ends in a dot leader and a linked page number. Reflowed, each
    /// is a line of its own, its leader ` · `; a title wrapped over two lines stays one entry.
    @Test func contentsEntriesKeepTheirLinesAndLoseTheirLeaders() throws {
        let dots = Array(repeating: ".", count: 30).joined(separator: " ")
        let page = [
            (200, 50, 150, 0, "1 Introduction"), (200, 210, 400, 0, dots), (200, 620, 10, 0, "<a href=\"b.html#4\">1</a>"),
            (230, 50, 200, 0, "2.1 ASN.1 syntax"), (230, 260, 350, 0, dots), (230, 620, 10, 0, "<a href=\"b.html#5\">12</a>"),
            (260, 50, 560, 0, "2.2 A title long enough that it goes on"),
            (276, 50, 100, 0, "a second line"), (276, 160, 450, 0, dots), (276, 620, 10, 0, "xiv"),
            (320, 50, 560, 0, "Then a paragraph of text that counts to. . . . 4"), (336, 50, 100, 0, "and goes on."),
        ]
        let found = blocks(try document([page]))
        #expect(
            found.map(\.text) == [
                "1 Introduction · 1", "2.1 ASN.1 syntax · 12", "2.2 A title long enough that it goes on a second line · xiv",
                "Then a paragraph of text that counts to · 4", "and goes on.",
            ])
        #expect(DotLeader.range(in: "Wait... 5") == nil, "an ellipsis is no leader")
        #expect(DotLeader.range(in: "Index . . . . . .") == nil, "nor are dots without a number")
    }

    /// Bulleted items set full width: each starts a block, and its lines hanging under its text
    /// (not under its bullet) go on in it.
    @Test func eachBulletedItemIsABlockWithItsHangingLines() throws {
        let page = [
            (276, 157, 266, 0, "The main features are:"),
            (299, 148, 8, 0, "•"), (300, 167, 615, 0, "On-line structure management that needs no code generation."),
            (323, 148, 8, 0, "•"), (324, 167, 616, 0, "Off-line structure management with C code generation in an array."),
            (396, 148, 8, 0, "•"), (397, 167, 616, 0, "It is Free Software. Anybody can use and redistribute it under the"),
            (417, 167, 616, 0, "terms of the GNU Lesser General Public License version 2.1 or later. The"),
            (436, 167, 197, 0, "tools are GPL."),
        ]
        #expect(
            blocks(try document([page])).map(\.text) == [
                "The main features are:", "• On-line structure management that needs no code generation.",
                "• Off-line structure management with C code generation in an array.",
                "• It is Free Software. Anybody can use and redistribute it under the terms of the GNU Lesser General Public License version 2.1 or later. The tools are GPL.",
            ])
    }

    @Test func marginLinesRepeatedOnPagesAndPageNumbersGo() throws {
        let pages = (1...4).map { n in
            [
                (20, 50, 200, 0, "Running Title"), (300, 50, 500, 0, "Body text of page \(n) goes on over"),
                (316, 50, 100, 0, "two lines."), (960, 340, 20, 0, "\(n)"),
            ]
        }
        let texts = blocks(try document(pages)).map(\.text)
        #expect(texts == (1...4).map { "Body text of page \($0) goes on over two lines." })
    }

    @Test func aLineInALargerFontIsAHeadingAndABlankLineEndsAParagraph() throws {
        let page = [
            (100, 50, 300, 1, "Chapter Nine"), (160, 50, 500, 0, "One paragraph, which ends"),
            (176, 50, 200, 0, "here."), (220, 50, 500, 0, "Another."),
        ]
        let found = blocks(try document([page]))
        #expect(found.map(\.kind) == [.heading(1), .paragraph, .paragraph])
        #expect(found.map(\.text) == ["Chapter Nine", "One paragraph, which ends here.", "Another."])
    }

    @Test func linesOfWideCharactersJoinWithoutASpace() throws {
        let page = [(100, 50, 500, 0, "第一行的文字一直寫到"), (116, 50, 300, 0, "行尾。")]
        #expect(blocks(try document([page])).map(\.text) == ["第一行的文字一直寫到行尾。"])
    }

    /// A line the outline names is a heading at the entry's depth, though set in the body's size:
    /// its number before the title and its curly quotes do not keep it from matching.
    @Test func aLineTheOutlineNamesIsAHeadingOfItsDepth() throws {
        let page = [(100, 50, 300, 0, "1.5.2 The ”$LANG” variable"), (130, 50, 500, 0, "The default locale is set here.")]
        let outline =
            "<outline><item page=\"1\">Tutorials</item><outline><item page=\"1\">The &quot;$LANG&quot; variable</item></outline></outline>"
        let found = blocks(try document([page], outline: outline))
        #expect(found.map(\.kind) == [.heading(2), .paragraph])
        #expect(try document([page], outline: outline).outline.map(\.depth) == [1, 2])
    }

    /// A list item's lines are all set in from the column's edge: they are one paragraph, and a
    /// word broken at a line's end inside a link joins up.
    @Test func anIndentedItemGoesOnAndAHyphenInALinkJoins() throws {
        let page = [
            (100, 50, 560, 0, "A body line at the column's edge, as wide as the column is."),
            (116, 50, 200, 0, "Its last line."),
            (140, 70, 540, 0, "• An item set in, broken at <a href=\"https://example.org\">Main-</a>"),
            (156, 70, 300, 0, "tainers and going on."),
        ]
        let found = blocks(try document([page]))
        #expect(
            found.map(\.text) == [
                "A body line at the column's edge, as wide as the column is. Its last line.",
                "• An item set in, broken at Maintainers and going on.",
            ])
    }

    /// pdftohtml rounds a space between two fonts down to 2 pixels; pieces that touch are one word;
    /// the no-break space it ends a piece with is a space.
    @Test func piecesTwoPixelsApartAreTwoWords() throws {
        let page = [
            (100, 50, 100, 0, "(see"), (100, 152, 90, 0, "info autoconf"),
            (100, 242, 30, 0, "ing) in <a href=\"a.html#2\">Section\u{A0}</a>"),
            (100, 330, 20, 0, "<a href=\"a.html#2\">4.3</a>"),
        ]
        #expect(blocks(try document([page])).map(\.text) == ["(see info autoconfing) in Section 4.3"])
    }

    @Test(arguments: [
        ("AKEQKS+CMTT10", true), ("SMDJOQ+CMSLTT10", true), ("LiberationMono", true), ("Courier", true),
        ("PWNLKT+CMR10", false), ("LiberationSerif", false),
    ])
    func typewriterFacesAreCode(family: String, monospaced: Bool) {
        #expect(PDFText.isMonospaced(family: family) == monospaced)
    }

    /// A Latin piece in a CJK line sits a few pixels lower, and CJK punctuation's boxes overlap: all
    /// are on the same line, and the spaces the pieces bring are not doubled.
    @Test func aLatinWordInACJKLineStaysOnItWithOneSpace() throws {
        let page = [
            (100, 50, 200, 0, "当做了一些滑稽的事（例如“cat "), (106, 252, 60, 0, " 二进制文件”"), (100, 305, 200, 0, "）后，屏幕会发狂。"),
        ]
        let texts = blocks(try document([page])).map(\.text)
        #expect(texts == ["当做了一些滑稽的事（例如“cat 二进制文件”）后，屏幕会发狂。"])
    }
}
