import Testing

@testable import ReaderCore

/// A content document's markup to blocks: what each element becomes.
struct XHTMLBlocksTests {
    func blocks(_ body: String, head: String = "", floated: Set<String> = []) -> [Paragraph] {
        let markup = SelfClosingTags.expand(Array("<html><head>\(head)</head><body>\(body)</body></html>".utf8))
        return Array(try! XHTMLBlocks(markup, base: 0, floated: floated).blocks)
    }

    /// Spaces between highlighted words are text nodes of their own: kept, as are runs of spaces,
    /// indents, blank lines and trailing spaces inside a line.
    @Test func preformattedTextKeepsEverySpaceBetweenElements() throws {
        let code = blocks("<pre><span>sudo</span> <span>apt</span>\n<code>x</code>   <b>y</b>  \n\n  <i>z</i>\tw</pre>")
        let block = try #require(code.first)
        #expect(code.count == 1)
        #expect(block.kind == .preformatted)
        #expect(block.text == "sudo apt\nx   y  \n\n  z w")
        // The spans still cover their words.
        let words = block.spans.map { String(decoding: Array(block.text.utf8)[$0.utf8], as: UTF8.self) }
        #expect(words == ["y", "z"])
    }

    /// A tab goes to the next multiple of four columns of the line, wherever the text node starts.
    @Test func tabsInPreformattedTextStopAtTheLinesColumns() {
        #expect(blocks("<pre>ab<b>c</b>\td\n\te</pre>").first?.text == "abc d\n    e")
    }

    /// Line breaks opening a `<pre>` go, and the spans after them stay on their words.
    @Test func leadingLineBreaksOfPreformattedTextMoveTheSpans() throws {
        let block = try #require(blocks("<pre>\n\n<b>bold</b> plain</pre>").first)
        #expect(block.text == "bold plain")
        #expect(block.spans.map(\.utf8) == [0..<4])
    }

    /// Controls never reach the terminal, in `<pre>` either.
    @Test func preformattedTextLosesItsControls() throws {
        let text = try #require(blocks("<pre>a\u{1B}[31mb\u{9B}2J \u{7}\u{202E}c</pre>").first?.text)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(text.hasPrefix("a") && text.hasSuffix("c"))
    }

    /// Paragraph numbers floated into the margin (SiSU's `ocn`) are left out, never a paragraph of
    /// their own: by the book's stylesheets, the document's `<style>` or an inline style.
    @Test func marksFloatedRightAreLeftOut() {
        let body = """
            <p id="p1">First paragraph.<label class="ocn"><a href="#p1">1</a></label></p>
            <div class="ocn">2</div><p>Second <span class="x ocn">2</span>paragraph.</p>
            <span style="FLOAT: right">3</span><p>Third paragraph.</p>
            """
        let expected = ["First paragraph.", "Second paragraph.", "Third paragraph."]
        #expect(blocks(body, floated: ["ocn"]).map(\.text) == expected)
        #expect(blocks(body, head: "<style>.ocn { float: right }</style>").map(\.text) == expected)
        // Without the stylesheet, the numbers are text; the inline style still floats its span.
        #expect(blocks(body).map(\.text) == ["First paragraph.1", "2", "Second 2paragraph.", "Third paragraph."])
    }

    /// Every `h1`–`h6` is a heading block of its level, whatever the contents say of it.
    @Test func everyHeadingIsAHeadingOfItsLevel() {
        let found = blocks(
            "<h1>One</h1><p>Text.</p><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6><blockquote><h3>Quoted</h3></blockquote>"
        )
        #expect(found.map(\.kind.headingLevel) == [1, nil, 2, 3, 4, 5, 6, 3])
        #expect(found.map(\.kind.name) == ["heading", "paragraph", "heading", "heading", "heading", "heading", "heading", "heading"])
    }
}
