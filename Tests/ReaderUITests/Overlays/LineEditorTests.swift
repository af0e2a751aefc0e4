import Testing

@testable import ReaderUI

@Suite struct LineEditorTests {
    func typed(_ keys: [Key], _ editor: LineEditor = LineEditor()) -> LineEditor {
        var e = editor
        for key in keys { _ = e.handle(key) }
        return e
    }

    func chars(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test func typesAtTheCursorAndMovesByCharacterAndToTheEnds() {
        var e = typed(chars("lamp room"))
        #expect(e.text == "lamp room" && e.cursor == 9)
        e = typed(["Left", "Left", "Left", "Left", "Left", "x"], e)
        #expect(e.text == "lampx room" && e.cursor == 5)
        e = typed(["Home", "<", "C-e", ">"], e)
        #expect(e.text == "<lampx room>")
        e = typed(["C-a", "Right", "Right", "Delete", "End", "Backspace"], e)
        #expect(e.text == "<lmpx room")
        e = typed(["Left", "Left", "Left", "Left", "Left", "Backspace"], e)
        #expect(e.text == "<lmp room" && e.cursor == 4)
        #expect(e.handle("Right") == .edited)
        #expect(typed(["Right", "Right"], LineEditor("ab")).cursor == 2, "the cursor stops at the end")
        #expect(typed(["Left", "Left", "Left"], LineEditor("ab")).cursor == 0, "and at the start")
    }

    @Test func ctrlUClearsToTheStartAndCtrlWTheWordBefore() {
        var e = typed(["Left", "Left", "C-u"], LineEditor("the lamp room"))
        #expect(e.text == "om" && e.cursor == 0)
        e = typed(["C-w"], LineEditor("the lamp  room  "))
        #expect(e.text == "the lamp  ")
        e = typed(["C-w", "C-w"], e)
        #expect(e.text == "")
        e = typed(["Home", "Right", "C-k"], LineEditor("keeper"))
        #expect(e.text == "k")
    }

    @Test func backspaceAndDeleteAtTheEdgesDoNothing() {
        var e = LineEditor("ab")
        #expect(e.handle("Delete") == .ignored)
        e = typed(["Home"], e)
        #expect(e.handle("Backspace") == .ignored)
        #expect(e.text == "ab")
    }

    @Test func enterSubmitsEscCancelsAndControlKeysAreNotTyped() {
        var e = LineEditor("x")
        #expect(e.handle("Enter") == .submit)
        #expect(e.handle("Esc") == .cancel)
        #expect(e.handle("C-l") == .ignored)
        #expect(e.handle("F3") == .ignored)
        #expect(e.handle("\u{7}") == .ignored)
        #expect(e.text == "x")
        #expect(typed(chars("灯塔"), LineEditor()).text == "灯塔")
    }

    @Test func historyWalksBackAndReturnsToTheDraft() {
        var e = typed(chars("dr"), LineEditor(history: ["first", "second"]))
        e = typed(["Up"], e)
        #expect(e.text == "second" && e.cursor == 6)
        e = typed(["Up", "Up"], e)
        #expect(e.text == "first", "stops at the oldest")
        e = typed(["Down", "Down"], e)
        #expect(e.text == "dr", "back to what was being typed")
        e = typed(["Down"], e)
        #expect(e.text == "dr")
        #expect(typed(["Up"], LineEditor()).text == "", "no history, nothing to show")
    }

    @Test func theLineStopsAtItsLimit() {
        #expect(typed(chars("123456"), LineEditor(limit: 4)).text == "1234")
    }

    @Test func theVisiblePartFollowsTheCursor() {
        let e = LineEditor("abcdefghij")
        #expect(e.visible(width: 20) == ("abcdefghij", 10))
        #expect(e.visible(width: 5) == ("ghij", 4), "the cursor at the end keeps a cell")
        let home = typed(["Home"], e)
        #expect(home.visible(width: 5) == ("abcde", 0))
        let middle = typed(["Home", "Right", "Right", "Right", "Right", "Right", "Right"], e)
        #expect(middle.visible(width: 4) == ("defg", 3))
        let wide = typed(["Left"], LineEditor("灯塔灯塔"))
        #expect(wide.visible(width: 4) == ("灯塔", 2))
    }

    /// In a prompt Backspace on an empty line cancels, as Esc does, and refused characters are not typed.
    @Test func aPromptCancelsOnBackspaceWhenEmptyAndTypesOnlyWhatItAccepts() {
        var editor = LineEditor()
        #expect(editor.prompt(.character("4"), accepting: { $0.isNumber }) == .edited)
        #expect(editor.prompt(.character("x"), accepting: { $0.isNumber }) == .ignored)
        #expect(editor.text == "4")
        #expect(editor.prompt(.backspace) == .edited)
        #expect(editor.prompt(.backspace) == .cancel)
    }
}
