import Testing

@testable import ReaderCore

/// Tables in content documents: data tables as aligned rows or, too wide, as rows of fields; layout
/// tables (admonitions, navigation bars) as their cells' blocks; a play's dialogue (Standard Ebooks
/// sets speaker and speech in two cells) as the blocks of its rows (#21).
struct XHTMLBlocksTableTests {
    func blocks(_ body: String) -> [Paragraph] {
        let markup = SelfClosingTags.expand(Array("<html><body>\(body)</body></html>".utf8))
        return Array(try! XHTMLBlocks(markup, base: 0).blocks)
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
                "Francisco\nFor this relief much thanks: ’tis bitter cold,\nAnd I am sick at heart.", "Exit.",
            ], "prose runs in after the name; verse starts on the line under it")
        #expect(b.map(\.kind) == [.paragraph, .paragraph, .lineGroup, .paragraph])
        // The speaker's name is strong, and the verse keeps its lines.
        let names = b.dropFirst().prefix(2).map { block in
            block.spans.filter { $0.kind == .strong }.map { String(decoding: Array(block.text.utf8)[$0.utf8], as: UTF8.self) }
        }
        #expect(names == [["Bernardo"], ["Francisco"]])
    }

    /// A table's caption is read above its rows, for every shape of table (latex2html captions its
    /// tables and figures so; calibre keeps them).
    @Test(arguments: [
        "<tr><th>Device</th><th>Name</th></tr><tr><td>hda</td><td>first disk</td></tr>",
        "<tr><td><p>A cell of blocks</p><p>and another</p></td></tr>",
    ])
    func aCaptionIsABlockAboveTheRows(_ rows: String) {
        let b = blocks("<table><caption><strong>Table 2.1:</strong> Linux Device Names</caption>\(rows)</table>")
        #expect(b.first?.text == "Table 2.1: Linux Device Names")
        #expect(b.count >= 2)
    }

    /// A numbered item that is a table (an endnote) keeps its number above the table.
    @Test func aTableOpeningAnItemKeepsItsNumber() {
        let b = blocks(
            "<ol start=\"21\"><li><table><caption>A List of Ships</caption><tr><th>Names</th><th>Men</th></tr><tr><td>Naseby</td><td>500</td></tr></table></li></ol>"
        )
        #expect(b.map { String($0.text.drop { $0 == " " }) }.prefix(2) == ["21.", "A List of Ships"])
    }

    @Test func aLongTwoColumnTableOfProseIsReadRowByRow() {
        let speech = String(repeating: "I keep science for Life. ", count: 5)
        let b = blocks("<table><tr><td>Algernon</td><td>\(speech)</td></tr><tr><td>Lane</td><td>Yes, sir.</td></tr></table>")
        #expect(b.map(\.text) == ["Algernon " + speech.dropLast(), "Lane Yes, sir."])
    }

    /// Verse marked only by the book (`z3998:verse`), its lines in spans set as blocks by CSS.
    @Test func aSpeechMarkedAsVerseStartsUnderTheName() {
        let b = blocks(#"<table><tr><td>King</td><td epub:type="z3998:verse"><p>Though yet of Hamlet</p></td></tr></table>"#)
        #expect(b.map(\.text) == ["King\nThough yet of Hamlet"])
        #expect(b.first?.spans.map(\.kind) == [.strong])
    }

    /// Two speakers named in one cell, on lines of their own, still speak: the whole scene stays a
    /// dialogue (Standard Ebooks' Hamlet), each name over its verse.
    @Test func twoSpeakersInOneCellKeepTheSceneADialogue() {
        let b = blocks(
            """
            <table><tr><td>King</td><td><p><span>Though yet</span><br/><span>The memory</span></p></td></tr>
            <tr><td>Marcellus<br/>Bernardo</td><td><p><span>Well.</span><br/><span>Enough.</span></p></td></tr>
            <tr><td>Cornelius<br/>Voltimand</td><td>In that and all things will we show our duty.</td></tr></table>
            """)
        #expect(
            b.map(\.text) == [
                "King\nThough yet\nThe memory", "Marcellus\nBernardo\nWell.\nEnough.",
                "Cornelius\nVoltimand\nIn that and all things will we show our duty.",
            ])
        #expect(b.map { $0.spans.map(\.kind) } == [[.strong], [.strong], [.strong]])
    }

    /// A table that fits a page stays aligned rows: a line group, so a page narrower than the
    /// table wraps its rows rather than cutting them (`BlockLayoutTests`).
    @Test func aDataTableThatFitsStaysAlignedRows() {
        let b = blocks("<table><tr><th>Package</th><th>Size</th></tr><tr><td>apt</td><td>4 MB</td></tr></table>")
        #expect(b.map(\.text) == ["Package │ Size\napt     │ 4 MB"])
        #expect(b.map(\.kind) == [.lineGroup])
    }

    /// Wider than `TableShape.maxColumns`: a block per row, each cell after its column's header.
    @Test func aWideDataTableIsReadAsRowsOfFields() {
        let description = "A program to allow limited root privileges to users, with a long description"
        let b = blocks(
            """
            <table><thead><tr><th>package</th><th>popcon</th><th>description</th></tr></thead><tbody>
            <tr><td>sudo</td><td>V:638</td><td>\(description)</td></tr>
            <tr><td><code>vim</code></td><td></td><td>Vi <em>IMproved</em></td></tr></tbody></table>
            """)
        #expect(
            b.map(\.text) == [
                "package │ popcon │ description", "package: sudo\npopcon: V:638\ndescription: \(description)",
                "package: vim\ndescription: Vi IMproved",
            ], "the column names once, then each row's cells after them")
        #expect(b.map(\.kind) == [.lineGroup, .lineGroup, .lineGroup])
        #expect(b[0].spans.map(\.kind) == [.strong])
        let labels = b[2].spans.filter { $0.kind == .label }.map { String(decoding: Array(b[2].text.utf8)[$0.utf8], as: UTF8.self) }
        #expect(labels == ["package", "description"])
        #expect(b[2].spans.contains { $0.kind == .emphasis }, "the cells' own spans stay")
        let plain = blocks(
            "<table><tr><td>a</td><td>b</td><td>\(String(repeating: "c ", count: 60))</td></tr><tr><td>d</td><td>e</td><td>f</td></tr></table>"
        )
        #expect(
            plain.map(\.text) == ["a\nb\n" + String(repeating: "c ", count: 60).dropLast(), "d\ne\nf"], "no headers: the cells, one a line")
    }

    /// A DocBook admonition as calibre lays it out: icon, label and text in cells. The label is read
    /// once (the icon saying it too is left out), then the text, as blocks of their own.
    @Test func anAdmonitionTableIsReadAsItsCellsBlocks() {
        let b = blocks(
            """
            <table summary="Note"><tr><td rowspan="2"><img alt="[Note]" src="note.png"/></td><th>Note</th></tr>
            <tr><td><p>Install the <a href="x">doc</a> package.</p><p>Then read it.</p></td></tr></table>
            """)
        #expect(b.map(\.text) == ["Note", "Install the doc package.", "Then read it."])
        #expect(b.map(\.kind) == [.paragraph, .paragraph, .paragraph])
        #expect(b[0].spans.map(\.kind) == [.strong])
    }

    /// A navigation bar, a one-row layout table and a table nested in a cell: each cell's blocks in
    /// reading order, a nested table's rows read once.
    @Test func layoutTablesAreReadCellByCell() {
        let nav = blocks(
            #"<table><tr><th colspan="3">Appendix A</th></tr><tr><td><a href="p"><img src="prev.png" alt="Prev"/></a></td><th></th><td>Home</td></tr></table>"#
        )
        #expect(nav.map(\.text) == ["Appendix A", "Prev", "Home"])
        #expect(nav.map(\.kind) == [.paragraph, .image, .paragraph])
        let side = blocks("<table><tr><td>Left column</td><td>Right column</td></tr></table>")
        #expect(side.map(\.text) == ["Left column", "Right column"])
        let nested = blocks(
            "<table><tr><td><p>Outer</p><table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table></td></tr></table>")
        #expect(nested.map(\.text) == ["Outer", "k │ v\na │ 1"])
    }
}
