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
        #expect(XHTMLBlocks(markup, base: 0, floated: []).blocks.map(\.text) == ["one\ntwo"])
    }
}
