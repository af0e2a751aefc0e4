import Testing

@testable import ReaderCore

/// The EPUB side's independent extraction: text nodes in order, what is not shown left out.
struct MarkupTextTests {
    func text(_ markup: String) -> String {
        var letters: [UInt32] = [], preformatted: [[UInt8]] = []
        MarkupText.append(Array(markup.utf8), to: &letters, preformatted: &preformatted)
        return String(String.UnicodeScalarView(letters.compactMap(Unicode.Scalar.init)))
    }

    /// The `<pre>` elements of `markup` as `CodeWords` needles.
    func codeWords(_ markup: String) -> [String] {
        var letters: [UInt32] = [], preformatted: [[UInt8]] = []
        MarkupText.append(Array(markup.utf8), to: &letters, preformatted: &preformatted)
        return preformatted.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func readsTextNodesInOrder() {
        #expect(
            text(
                "<?xml version='1.0'?><html><head><title>T</title><style>p{}</style></head><body><h1>One</h1><p>a <em>b</em> c</p></body></html>"
            ) == "Oneabc")
    }

    @Test func leavesOutWhatIsNotShown() {
        #expect(
            text(
                "<p>a<script>x</script><span hidden=\"\">y</span><div style=\"display: none\">z<div>w</div></div>b<!-- c --><rp>(</rp></p>")
                == "ab")
        #expect(text("<p>a<img alt=\"picture\"/><svg><text>s</text></svg>b<br/>c</p>") == "abc")
    }

    @Test func decodesReferences() {
        #expect(text("<p>&#20013;&#x6587;&amp;&eacute;x</p>") == "中文x")
    }

    @Test func numbersOrderedListItems() {
        #expect(text("<ol start=\"3\"><li>a</li><li>b</li></ol><ul><li>c</li></ul>") == "3a4bc")
    }

    @Test func aLessThanSignBeforeASpaceIsText() {
        #expect(text("<p>1 < 2 and 3 > 2</p>") == "12and32")
    }

    @Test func keepsTheWordsOfCodeApart() {
        #expect(
            codeWords("<p>not code</p><pre><span>sudo</span> <span>apt</span>\n<code>x=1;</code><br/>y</pre><pre>a</pre>") == [
                " sudo apt x=1; y ", " a ",
            ])
        #expect(codeWords("<pre><b>no</b><i>space</i></pre>") == [" nospace "])
    }

    @Test func onlyAQuoteAfterEqualsOpensAValue() {
        #expect(text("<div title=\"a>b\" class='c'>seen</div>") == "seen")
        #expect(text("<p data-x=1 it's>seen</p><p class=x'y>more</p>") == "seenmore")
    }
}
