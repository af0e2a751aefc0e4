import Testing

@testable import ReaderCore

/// Headings set by font size alone, as old MOBI books mark them, and blocks that only look large.
struct FontHeadingTests {
    func blocks(_ body: String) -> [Paragraph] {
        let markup = SelfClosingTags.expand(Array("<html><head></head><body>\(body)</body></html>".utf8))
        return Array(try! XHTMLBlocks(markup, base: 0, floated: []).blocks)
    }

    @Test(arguments: [("7", 1), ("6", 1), ("5", 2), ("4", 3), ("+3", 1), ("+2", 2), ("+1", 3)])
    func aBlockAllInALargeFontIsAHeadingOfItsSize(size: String, level: Int) {
        let found = blocks("<p align=\"center\"><font size=\"\(size)\"><b>Chapter 1</b></font></p><p>It is a truth.</p>")
        #expect(found.map(\.kind) == [.heading(level), .paragraph])
        #expect(found.first?.text == "Chapter 1")
    }

    @Test func aTitleBrokenOverLinesInSeveralFontsIsOneHeadingAtItsSmallestSize() {
        let found = blocks("<p><font size=\"6\">I.</font><br/><font size=\"5\"> A SCANDAL IN BOHEMIA</font></p>")
        #expect(found.map(\.kind) == [.heading(2)])
        #expect(found.first?.text == "I.\nA SCANDAL IN BOHEMIA")
    }

    @Test(arguments: [
        "<p><font size=\"5\">T</font>o Sherlock Holmes she is always the woman.</p>", // a drop capital
        "<p><font size=\"3\">Ordinary size</font></p>",
        "<p><font size=\"-1\">Smaller</font></p>",
        "<p><font color=\"red\">No size</font></p>",
        "<div><font size=\"5\"><p>A block inside</p></font></div>",
        "<p><font size=\"5\"><img src=\"a.png\"/>Picture</font></p>",
    ])
    func aBlockNotAllInALargeFontIsNoHeading(body: String) {
        #expect(!blocks(body).contains { $0.kind.headingLevel != nil })
    }

    /// White space of any kind beside the large text leaves it a heading; text outside a font does not.
    @Test func whiteSpaceOutsideTheFontIsNoText() {
        #expect(blocks("<p>&nbsp;<font size=\"5\">Chapter 2</font>\u{3000}</p>").map(\.kind) == [.heading(2)])
        #expect(blocks("<p>\n <font size=\"5\">Chapter 3</font> </p>").map(\.kind) == [.heading(2)])
        #expect(blocks("<p>1 <font size=\"5\">Chapter 4</font></p>").map(\.kind) == [.paragraph])
        #expect(blocks("<p>\u{4E00}<font size=\"5\">Chapter 5</font></p>").map(\.kind) == [.paragraph])
    }

    @Test func aLongPassageSetLargeIsNoHeading() {
        let passage = String(repeating: "words set large ", count: 12)
        #expect(blocks("<p><font size=\"5\">\(passage)</font></p>").map(\.kind) == [.paragraph])
    }

    @Test(arguments: [("5", 5), ("+2", 5), ("-1", 2), ("+9", 7), ("0", 1), ("x", nil), ("", nil)])
    func fontSizesAreReadAsHTMLsSevenSteps(value: String, size: Int?) {
        #expect(FontHeading.size(value) == size)
    }

    @Test(arguments: [
        ("resource00012.jpg", true), ("image003.png", true), ("00012.jpg", true), ("cover.jpg", false),
        ("harbour map.jpg", false), ("fig1.png", false), ("chapter-2-map.png", false),
    ])
    func aPictureNamedOnlyByANumberHasNoCaption(name: String, numbered: Bool) {
        #expect(XHTMLBlocks.isNumbered(name) == numbered)
    }
}
