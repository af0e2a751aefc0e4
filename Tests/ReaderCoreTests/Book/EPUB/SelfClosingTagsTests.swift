import Testing

@testable import ReaderCore

/// XML's `<x/>` becomes `<x></x>` for the HTML parser; void elements stay.
struct SelfClosingTagsTests {
    func expand(_ s: String) -> String { String(decoding: SelfClosingTags.expand(Array(s.utf8)), as: UTF8.self) }

    @Test func expandsNonVoidElements() {
        #expect(expand(#"<item id="a" href="b/c.xhtml"/><br/>"#) == #"<item id="a" href="b/c.xhtml"></item><br/>"#)
        #expect(expand("<title/><script src='x'/>") == "<title></title><script src='x'></script>")
        #expect(expand(#"<a title="x/>y"/>z"#) == #"<a title="x/>y"></a>z"#)
        #expect(expand("a < b and 1/2 > 0 <unclosed") == "a < b and 1/2 > 0 <unclosed")
    }

    /// libmobi writes a MOBI's breaks as XML does; HTML would read the end tag as a second break.
    @Test func aBreaksEndTagGoes() {
        #expect(expand("one<br></br>two<BR clear=\"all\"></BR>three</br>") == "one<br>two<BR clear=\"all\">three</br>")
    }

    @Test func aBreakWrittenAsXMLIsOneLineBreak() {
        let markup = SelfClosingTags.expand(Array("<html><body><p>one<br></br>two</p></body></html>".utf8))
        #expect(try! XHTMLBlocks(markup, base: 0, floated: []).blocks.map(\.text) == ["one\ntwo"])
    }

    /// Void elements in any case stay; text around the tags changed is kept whole, and markup
    /// with nothing to change comes back as it was.
    @Test func keepsEverythingItDoesNotChange() {
        #expect(expand("<P>a<BR/>b<Img src='x'/>c<HR/></P>") == "<P>a<BR/>b<Img src='x'/>c<HR/></P>")
        #expect(expand("x<SPAN class='s'/>y<wbr/>z<a/>") == "x<SPAN class='s'></SPAN>y<wbr/>z<a></a>")
        #expect(expand("<p>1/2 < 3</p><br></br>") == "<p>1/2 < 3</p><br>")
        #expect(expand("<b>中文</b><i/>。") == "<b>中文</b><i></i>。")
        #expect(expand("<a href='x'/") == "<a href='x'/")
    }
}
