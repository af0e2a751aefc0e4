import Testing

@testable import ReaderUI

/// The note editor: lines typed with Enter, moved between with ↑/↓, line-wise Home/End and
/// kills, wrapped to the panel with the cursor placed in its rows.
@Suite struct NoteEditorTests {
    func typed(_ keys: [Key], into editor: NoteEditor = NoteEditor("", limit: 100)) -> NoteEditor {
        var editor = editor
        for key in keys { _ = editor.handle(key) }
        return editor
    }

    func keys(_ text: String) -> [Key] { text.map { $0 == "\n" ? .enter : .character($0) } }

    @Test func enterStartsALineAndEscOrCtrlSFinishes() {
        var editor = typed(keys("first\nsecond"))
        #expect(editor.text == "first\nsecond")
        #expect(editor.handle(.escape) == .done)
        #expect(editor.handle(.control("s")) == .done)
        #expect(editor.handle(.character("x")) == .editing)
    }

    @Test func upAndDownKeepTheColumnWhereTheLineAllows() {
        let editor = typed(keys("a long first\nab\nthird line") + [.up, .character("X"), .up, .character("Y")])
        #expect(editor.text == "a lYong first\nabX\nthird line")
        let down = typed([.home, .down, .down, .end, .character("Z")], into: editor)
        #expect(down.text == "a lYong first\nabX\nthird lineZ")
    }

    @Test func homeEndAndKillsWorkOnTheCursorsLine() {
        let editor = typed(keys("one\ntwo three") + [.left, .left, .control("u")])
        #expect(editor.text == "one\nee")
        let killed = typed([.up, .end, .left, .control("k"), .control("a"), .character(">")], into: editor)
        #expect(killed.text == ">on\nee")
    }

    @Test func rowsWrapLongLinesAndPlaceTheCursor() {
        let editor = typed(keys("abcdefgh\n漢字かな") + [.up])
        let (rows, cursor) = editor.rows(width: 5)
        #expect(rows == ["abcde", "fgh", "漢字", "かな"])
        #expect(cursor.row == 0 && cursor.column == 4)
        let end = typed([.down, .end], into: editor).rows(width: 5)
        #expect(end.cursor.row == 3 && end.cursor.column == 4)
    }
}
