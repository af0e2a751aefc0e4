import Testing

@testable import ReaderUI

@Suite struct KeyBindingConfigTests {
    @Test func everyDecoderNameNamesItsKey() {
        var keys: [Key] = [
            .character("j"), .character("G"), .character(" "), .character("中"), .character("?"),
            .control("l"), .control("@"), .control("_"), .enter, .backspace, .escape, .tab, .backTab,
            .insert, .delete, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
        ]
        keys += (1...63).map { Key.function($0) }
        for key in keys + KeyMap.standard.bindings.keys {
            #expect(KeyName.key(key.description) == key)
        }
    }

    @Test func handWrittenNamesNameTheDecodersKeys() {
        #expect(KeyName.key(" ") == "Space")
        #expect(KeyName.key("space") == "Space")
        #expect(KeyName.key("pgdn") == "PgDn")
        #expect(KeyName.key("PageDown") == "PgDn")
        #expect(KeyName.key("Escape") == "Esc")
        #expect(KeyName.key("Return") == "Enter")
        #expect(KeyName.key("Ctrl-L") == "C-l")
        #expect(KeyName.key("ctrl+q") == "C-q")
        #expect(KeyName.key("C-i") == "Tab")
        #expect(KeyName.key("C-m") == "Enter")
        #expect(KeyName.key("C-[") == "Esc")
        #expect(KeyName.key("f12") == "F12")
        #expect(KeyName.key("\t") == "Tab")
        #expect(KeyName.key("G") == "G")
        #expect(KeyName.key("é") == "é")
    }

    @Test func unknownNamesAreRejected() {
        for name in ["", "F0", "F64", "F05", "jj", "C-", "C-ab", "C-1", "Ctrl+Alt+x", "Hyper"] {
            #expect(KeyName.key(name) == nil, "\(name)")
        }
    }

    @Test func ctrlCAlwaysQuits() {
        #expect(KeyMap.standard.replacing([(.quit, ["F12"])]).keys(for: .quit) == ["C-c", "F12"])
        #expect(KeyMap.standard.replacing([(.search, ["C-c"])]).action(for: "C-c") == .quit)
    }

    @Test func replacingAnActionRemovesItsDefaultKeys() {
        let map = KeyMap.standard.replacing([(.nextPage, ["n", "Space"])])
        #expect(map.keys(for: .nextPage) == ["n", "Space"])
        #expect(map.action(for: "j") == nil)
        #expect(map.action(for: "PgDn") == nil)
        #expect(map.keys(for: .quit) == ["q", "C-c"])
    }

    @Test func aListedKeyLeavesTheActionThatHadIt() {
        let map = KeyMap.standard.replacing([(.help, ["h"])])
        #expect(map.action(for: "h") == .help)
        #expect(map.action(for: "?") == nil)
        #expect(map.keys(for: .previousPage) == KeyMap.standard.keys(for: .previousPage).filter { $0 != "h" })
    }

    @Test func aKeyListedForTwoActionsGoesToTheFirst() {
        let map = KeyMap.standard.replacing([(.quit, ["x"]), (.help, ["x", "F1"])])
        #expect(map.action(for: "x") == .quit)
        #expect(map.keys(for: .help) == ["F1"])
    }

    @Test func anEmptyListUnbindsTheAction() {
        let map = KeyMap.standard.replacing([(.cycleMode, [])])
        #expect(map.keys(for: .cycleMode) == [])
        #expect(map.action(for: "m") == nil)
    }

    @Test func theLoaderWarnsAboutAKeyBoundTwiceAndKeepsTheFirst() {
        let (config, warnings) = ConfigLoader.parse(
            """
            [keys]
            quit = ["x", "q"]
            help = ["x", "F1"]
            contents = "x"
            """, file: "config.toml")
        #expect(
            warnings.map(\.description) == [
                "config.toml:3: key \"x\" is already bound to 'quit' on line 2; ignored for 'help'",
                "config.toml:4: key \"x\" is already bound to 'quit' on line 2; ignored for 'contents'",
            ])
        #expect(config.keyMap.action(for: "x") == .quit)
        #expect(config.keyMap.keys(for: .help) == ["F1"])
        // Nothing usable was left for `contents`: it keeps its default keys.
        #expect(config.keyMap.keys(for: .contents) == KeyMap.standard.keys(for: .contents))
    }

    @Test func theLoaderUnbindsOnAnEmptyListAndDedupesSilently() {
        let (config, warnings) = ConfigLoader.parse(
            """
            [keys]
            cycle-mode = []
            quit = ["q", "q", "Q"]
            """, file: "config.toml")
        #expect(warnings == [])
        #expect(config.keyMap.keys(for: .cycleMode) == [])
        #expect(config.keyMap.keys(for: .quit) == ["Q", "q", "C-c"])
    }

    @Test func aRemappedKeyChangesWhatTheReaderDoes() {
        let (config, _) = ConfigLoader.parse("[keys]\nquit = \"x\"\nnext-page = \"q\"\n", file: "config.toml")
        #expect(config.keyMap.action(for: "x") == .quit)
        #expect(config.keyMap.action(for: "q") == .nextPage)
    }
}
