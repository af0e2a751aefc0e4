import Testing
@testable import ReaderUI
@testable import TermReader

@Test func keyDescriptionsAreReadable() {
    #expect(Key.character(" ").description == "Space")
    #expect(Key.character("中").description == "中")
    #expect(Key.control("l").description == "C-l")
    #expect(Key.pageDown.description == "PgDn")
    #expect(Key.pageUp.description == "PgUp")
    #expect(Key.function(5).description == "F5")
    #expect(Key.escape.description == "Esc")
    #expect(Key.backTab.description == "S-Tab")
}

@Test func rawScalarsMapToKeys() {
    #expect(Key(scalar: "\u{0C}") == .control("l"))
    #expect(Key(scalar: "\u{1A}") == .control("z"))
    #expect(Key(scalar: "\u{00}") == .control("@"))
    #expect(Key(scalar: "\u{1F}") == .control("_"))
    #expect(Key(scalar: "\r") == .enter)
    #expect(Key(scalar: "\u{7F}") == .backspace)
    #expect(Key(scalar: "é") == .character("é"))
}

@Test func terminalSizeMinimum() {
    #expect(TerminalSize.minimum == TerminalSize(columns: 20, rows: 6))
    #expect(TerminalSize(columns: 20, rows: 6).isUsable)
    #expect(!TerminalSize(columns: 19, rows: 40).isUsable)
    #expect(!TerminalSize(columns: 200, rows: 5).isUsable)
}
