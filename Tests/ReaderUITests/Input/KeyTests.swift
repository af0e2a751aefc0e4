import Testing

@testable import ReaderUI

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

/// A key's name reads back as the key: the names of the help panel and the config file are the keys typed.
@Test func keyNamesReadBackAsTheirKeys() {
    let keys: [Key] = [
        .character("j"), .character("G"), .character(" "), .character("中"), .character("😀"), .control("l"), .control("c"),
        .enter, .backspace, .escape, .tab, .backTab, .insert, .delete, .up, .down, .left, .right, .pageUp, .pageDown,
        .home, .end, .function(1), .function(12), .function(63),
    ]
    for key in keys { #expect(Key(name: key.description) == key, "\(key)") }
    for name in ["", "Spaces", "F0", "F64", "F05", "C-", "C-ab", "pgdn"] { #expect(Key(name: name) == nil, "\(name)") }
}
