import Testing

@testable import ReaderCore

/// Tables in content documents: data tables as aligned rows, a play's dialogue (Standard Ebooks
/// sets speaker and speech in two cells) as the blocks of its rows (#21).
struct XHTMLBlocksTableTests {
    func blocks(_ body: String) -> [Paragraph] {
        let markup = SelfClosingTags.expand(Array("<html><body>\(body)</body></html>".utf8))
        return XHTMLBlocks(markup, base: 0).blocks
    }

    /// Speaker and speech cells, a speech in verse, a stage direction with an empty speaker cell.
    let dialogue = """
        <table><tbody>
        <tr><td/><td><i>Enter <b>Bernardo</b>.</i></td></tr>
        <tr><td>Bernardo</td><td>Who’s there?</td></tr>
        <tr><td>Francisco</td><td>
          <p><span>For this relief much thanks: ’tis bitter cold,</span><br/>
          <span>And I am sick at heart.</span></p>
          <p>Exit.</p>
        </td></tr>
        </tbody></table>
        """

    @Test func aDialogueTableIsReadRowByRow() {
        let b = blocks(dialogue)
        #expect(
            b.map(\.text) == [
                "Enter Bernardo.", "Bernardo Who’s there?",
                "Francisco For this relief much thanks: ’tis bitter cold,\nAnd I am sick at heart.", "Exit.",
            ])
        #expect(b.map(\.kind) == [.paragraph, .paragraph, .lineGroup, .paragraph])
        // The speaker's name is strong, and the verse keeps its lines.
        let names = b.dropFirst().prefix(2).map { block in
            block.spans.filter { $0.kind == .strong }.map { String(decoding: Array(block.text.utf8)[$0.utf8], as: UTF8.self) }
        }
        #expect(names == [["Bernardo"], ["Francisco"]])
    }

    @Test func aLongTwoColumnTableOfProseIsReadRowByRow() {
        let speech = String(repeating: "I keep science for Life. ", count: 5)
        let b = blocks("<table><tr><td>Algernon</td><td>\(speech)</td></tr><tr><td>Lane</td><td>Yes, sir.</td></tr></table>")
        #expect(b.map(\.text) == ["Algernon " + speech.dropLast(), "Lane Yes, sir."])
    }

    @Test func aDataTableStaysAlignedRows() {
        let b = blocks("<table><tr><th>Package</th><th>Size</th></tr><tr><td>apt</td><td>4 MB</td></tr></table>")
        #expect(b.map(\.text) == ["Package │ Size\napt     │ 4 MB"])
        #expect(b.map(\.kind) == [.preformatted])
        let wide = blocks("<table><tr><td>a</td><td>b</td><td>\(String(repeating: "c ", count: 60))</td></tr></table>")
        #expect(wide.map(\.kind) == [.preformatted], "three columns are a data table, however wide")
    }
}
