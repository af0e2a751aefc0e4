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

    /// A no-break or ideographic space that ends a text node keeps the words around the next element
    /// apart (`St.&#160;<i>Thomas</i>`, as Standard Ebooks set titles), alone in its node too; the
    /// block's own end loses it.
    @Test func aNoBreakSpaceBeforeAnElementParts() {
        let texts = blocks(
            "<p>St.\u{A0}<i>Thomas</i> and word\u{A0}<b>bold</b></p><p><i>Dr.</i>\u{A0}<i>Slop</i></p>"
                + "<p>先生\u{3000}<ruby>漢<rt>かん</rt></ruby></p><p>end\u{A0}<b>x</b>\u{A0}</p>"
        ).map(\.text)
        #expect(texts == ["St.\u{A0}Thomas and word\u{A0}bold", "Dr.\u{A0}Slop", "先生\u{3000}漢(かん)", "end\u{A0}x"])
    }

    /// Verse lines set in by their class (Standard Ebooks' `i1`, `i2`: an em a step) keep their indent,
    /// two cells a step, on the first line too; a span of another class, or one inside a line, does not.
    @Test func verseLinesKeepTheirIndents() {
        let poem = blocks(
            "<p>\n\t<span class=\"i1\">Sweet Hope,</span>\n\t<br/>\n\t<span>And wave</span>\n\t<br/>\n\t"
                + "<span class=\"x i2\">thy silver</span> <span class=\"i1\">pinions</span><br/><span class=\"i10\">o’er</span></p>")
        #expect(poem.map(\.text) == ["  Sweet Hope,\nAnd wave\n    thy silver pinions\no’er"])
        #expect(poem.map(\.kind) == [.lineGroup])
    }

    /// Paragraphs parted by `<br/><br/>` in one element (水滸傳 as one EPUB has it) are blocks of their
    /// own, not one line group; a single break keeps its lines together, and so does a blank line
    /// inside a styled run.
    @Test func aBlankLineOfBreaksEndsABlock() {
        let found = blocks(
            "<div><h3>第一回</h3><br/><br/>　　話說故宋。<br/><br/>　　高俅投托。<br/>一住三年。<br/><br/></div><p><i>a<br/><br/>b</i></p>")
        #expect(found.map(\.text) == ["第一回", "　　話說故宋。", "　　高俅投托。\n一住三年。", "a\n\nb"])
        #expect(found.map(\.kind) == [.heading3, .paragraph, .lineGroup, .lineGroup])
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

    /// Floated text with letters is the book's (Standard Ebooks' Gibbon floats its dates into the
    /// margin): kept where it stands, not lost with the paragraph numbers.
    @Test func floatedWordsAreKept() {
        let body = "<p>Floated <span class=\"timeline\">AD 98</span> end.<span class=\"timeline\">12</span></p>"
        #expect(blocks(body, head: "<style>span.timeline { float: right; }</style>").map(\.text) == ["Floated AD 98 end."])
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
