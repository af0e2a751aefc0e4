import Testing

@testable import ReaderCore

/// Ordered lists count from their `start`, whatever number a hostile book writes there; nested lists
/// and an item's later paragraphs are set in under the item's text, definitions under their term.
struct XHTMLBlocksListTests {
    func items(_ body: String) -> [String] {
        let markup = SelfClosingTags.expand(Array("<html><body>\(body)</body></html>".utf8))
        return try! XHTMLBlocks(markup, base: 0).blocks.map(\.text)
    }

    @Test func aListCountsFromItsStart() {
        #expect(items(#"<ol start="7"><li>a</li><li>b</li></ol>"#) == ["7. a", "8. b"])
    }

    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "x"])
    func anyStartCountsWithoutOverflow(start: String) {
        let texts = items(#"<ol start="\#(start)"><li>a</li><li>b</li><li>c</li></ol>"#)
        #expect(texts.count == 3)
        #expect(texts.allSatisfy { $0.hasSuffix(". a") || $0.hasSuffix(". b") || $0.hasSuffix(". c") })
    }

    @Test func aNestedListStartsUnderItsItemsText() {
        #expect(
            items("<ul><li>a<ol><li>b</li><li>c</li></ol>after</li><li>d</li></ul>")
                == ["• a", "  1. b", "  2. c", "  after", "• d"])
        #expect(items("<ol><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ol>") == ["1. a", "   • b", "     • c"])
        // White space between the marker and the item's first paragraph collapses into the marker's space.
        #expect(items("<ol><li> <p>a</p><p>b</p></li></ol>") == ["1. a", "   b"])
    }

    /// An item that opens with a definition list (Sphinx's numbered lists of terms, as Debian Policy
    /// has) keeps its number: the term goes on after the marker, the definition under it.
    @Test func anItemOpeningWithATermKeepsItsMarker() {
        let texts = items(
            """
            <ol><li><dl><dt>Free Redistribution</dt><dd><p>The license may not restrict.</p></dd></dl></li>
            <li><dl><dt>Source Code</dt><dd><p>The program must include source code.</p></dd></dl></li></ol>
            """)
        #expect(texts.first == "1. Free Redistribution")
        #expect(texts.contains("2. Source Code"))
        #expect(texts.contains { $0.hasSuffix("The license may not restrict.") })
    }

    /// A numbered item that opens with code keeps its number, on a line above the code.
    @Test func anItemOpeningWithCodeKeepsItsNumber() {
        let texts = items("<ol><li><pre>prerm remove</pre><p>If prerm fails…</p></li><li><p>Files go.</p></li></ol>")
        #expect(texts.first == "1.")
        #expect(texts.contains("prerm remove"))
        #expect(texts.contains("2. Files go."))
    }

    @Test func anItemsLaterParagraphsGoOnUnderItsText() {
        let markup = SelfClosingTags.expand(
            Array("<html><body><ul><li><p>one</p><p>two <em>x</em></p></li></ul><p>out</p></body></html>".utf8))
        let blocks = try! XHTMLBlocks(markup, base: 0).blocks
        #expect(blocks.map(\.text) == ["• one", "  two x", "out"])
        #expect(blocks.map(\.kind) == [.listItem, .listItem, .paragraph])
        let emphasis = blocks[1].spans.first { $0.kind == .emphasis }
        #expect(emphasis?.utf8 == 6..<7, "a span moves with its text")
    }

    @Test func aTermIsStrongAndItsDefinitionSetIn() {
        let markup = SelfClosingTags.expand(Array("<html><body><dl><dt>Term</dt><dd>Meaning</dd></dl></body></html>".utf8))
        let blocks = try! XHTMLBlocks(markup, base: 0).blocks
        #expect(blocks.map(\.text) == ["Term", "    Meaning"])
        #expect(blocks[0].spans.map(\.kind) == [.strong])
    }

    @Test func verseInADefinitionIsSetInLineByLine() {
        let markup = SelfClosingTags.expand(Array("<html><body><dl><dd><p>one<br/><em>two</em></p></dd></dl></body></html>".utf8))
        let block = try! XHTMLBlocks(markup, base: 0).blocks[0]
        #expect(block.text == "    one\n    two")
        #expect(block.kind == .lineGroup)
        #expect(block.spans.first { $0.kind == .emphasis }?.utf8 == 12..<15)
    }
}
