import Testing

@testable import ReaderCore

/// Where an element id stands: the block holding it and how far into that block's text, so a link
/// to a note reference inside a long paragraph lands on the page showing the reference.
struct XHTMLBlocksIdsTests {
    func ids(_ body: String) -> [String: (block: Int, utf8: Int)] {
        try! XHTMLBlocks(SelfClosingTags.expand(Array("<html><body>\(body)</body></html>".utf8)), base: 0).ids
    }

    @Test func anIdInsideAParagraphIsFoundWhereItStands() throws {
        let found = ids(
            #"<p id="p">Call me Ishmael. Some years ago<a id="noteref-1" href="n.xhtml#n1">1</a> more.</p><h2 id="h">Next</h2>"#)
        #expect(found["p"]?.block == 0)
        #expect(found["p"]?.utf8 == 0)
        #expect(found["noteref-1"]?.block == 0)
        #expect(found["noteref-1"]?.utf8 == "Call me Ishmael. Some years ago".utf8.count)
        #expect(found["h"]?.block == 1)
        #expect(found["h"]?.utf8 == 0)
    }

    @Test func anIdAfterASpaceStandsAtTheNextWord() {
        #expect(ids(#"<p>one <span id="s">two</span></p>"#)["s"]?.utf8 == 4)
    }

    @Test func aUTF8OffsetIsTheGraphemeItStartsOrIsIn() {
        let text = "第一回 e\u{301}x"
        #expect(EPUBLoader.grapheme(atUTF8: 0, in: text) == 0)
        #expect(EPUBLoader.grapheme(atUTF8: 9, in: text) == 3)
        #expect(EPUBLoader.grapheme(atUTF8: 10, in: text) == 4)
        #expect(EPUBLoader.grapheme(atUTF8: 13, in: text) == 5, "after é")
        #expect(EPUBLoader.grapheme(atUTF8: 99, in: text) == 6, "clamped to the end")
    }
}
