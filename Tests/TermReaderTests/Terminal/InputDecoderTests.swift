import Testing

@testable import ReaderUI
@testable import TermReader

@Suite struct InputDecoderTests {
    private func decode(_ text: String, flush: Bool = true) -> [TerminalEvent] {
        var decoder = InputDecoder()
        var events = decoder.feed(text)
        if flush { events += decoder.flush() }
        return events
    }

    @Test func plainAndWideCharactersAreKeys() {
        #expect(decode("a中😀 ") == [.key(.character("a")), .key(.character("中")), .key(.character("😀")), .key(.character(" "))])
    }

    @Test func controlBytesAreNamedKeys() {
        #expect(
            decode("\r\n\t\u{7F}\u{08}\u{0C}\u{03}") == [
                .key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace),
                .key(.control("l")), .key(.control("c")),
            ])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed("\u{1B}") == [])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.isPending)
    }

    @Test func escapeFollowedByACharacterIsEscThenTheKey() {
        #expect(decode("\u{1B}x") == [.key(.escape), .key(.character("x"))])
        #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
    }

    @Test func csiAndSs3Keys() {
        #expect(
            decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OH\u{1B}[F\u{1B}[Z") == [
                .key(.up), .key(.down), .key(.right), .key(.left), .key(.home), .key(.end), .key(.backTab),
            ])
        #expect(
            decode("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[2~") == [
                .key(.pageUp), .key(.pageDown), .key(.home), .key(.end), .key(.delete), .key(.insert),
            ])
        #expect(
            decode("\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[1;5C") == [
                .key(.function(1)), .key(.function(5)), .key(.function(12)), .key(.right),
            ])
    }

    @Test func unknownSequencesAreDroppedNotLeaked() {
        #expect(decode("\u{1B}[>0;276;0c\u{1B}[99~\u{1B}]52;c;abc\u{07}x") == [.key(.character("x"))])
    }

    @Test func sgrMousePressDragReleaseAndWheel() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press, button: .left, column: 9, row: 4))])
        #expect(decode("\u{1B}[<32;11;5M") == [.mouse(MouseEvent(.drag, button: .left, column: 10, row: 4))])
        #expect(decode("\u{1B}[<0;12;5m") == [.mouse(MouseEvent(.release, button: .left, column: 11, row: 4))])
        #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press, button: .right, column: 0, row: 0))])
        #expect(
            decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M") == [
                .mouse(MouseEvent(.wheelUp, button: .none, column: 2, row: 3)),
                .mouse(MouseEvent(.wheelDown, button: .none, column: 2, row: 3)),
            ])
        #expect(decode("\u{1B}[<35;7;8M") == [.mouse(MouseEvent(.move, button: .none, column: 6, row: 7))])
    }

    /// Alt (8) and Ctrl (16) held with the left button: a selecting press and drag, not a turn.
    @Test func modifiersMakeAPressAndDragSelect() {
        for (press, drag) in [("8", "40"), ("16", "48"), ("24", "56")] {
            let events = decode("\u{1B}[<\(press);10;5M\u{1B}[<\(drag);14;5M")
            #expect(
                events == [
                    .mouse(MouseEvent(.press, button: .left, column: 9, row: 4, modified: true)),
                    .mouse(MouseEvent(.drag, button: .left, column: 13, row: 4, modified: true)),
                ])
            #expect(
                events.compactMap { EventTranslator().translate($0) }.map { "\($0)" } == [
                    "select(column: 9, row: 4, extending: false)", "select(column: 13, row: 4, extending: true)",
                ])
        }
        #expect(decode("\u{1B}[<4;10;5M") == [.mouse(MouseEvent(.press, button: .left, column: 9, row: 4))], "Shift is the terminal's")
    }

    @Test func sgrMouseWorksPastColumn223() {
        #expect(decode("\u{1B}[<0;300;60M") == [.mouse(MouseEvent(.press, button: .left, column: 299, row: 59))])
    }

    @Test func modifiedMouseButtonsKeepTheirKind() {
        // Shift (4), Alt (8) and Ctrl (16) bits do not change what happened (Alt and Ctrl are noted).
        #expect(
            decode("\u{1B}[<16;2;2M\u{1B}[<68;2;2M") == [
                .mouse(MouseEvent(.press, button: .left, column: 1, row: 1, modified: true)),
                .mouse(MouseEvent(.wheelUp, button: .none, column: 1, row: 1)),
            ])
    }

    @Test func malformedMouseReportsAreDropped() {
        #expect(decode("\u{1B}[<0;0;5M\u{1B}[<0;5M\u{1B}[<66;1;1M") == [])
    }

    /// An X10 report (`ESC [ M` then button, column and row, each + 32): a terminal without SGR
    /// 1006 sends these; its three characters are never keys (they were once typed into prompts).
    func x10(_ button: Int, _ column: Int, _ row: Int) -> String {
        String(String.UnicodeScalarView([button + 32, column + 33, row + 33].map { Unicode.Scalar(UInt32($0))! }))
    }

    @Test func x10MouseReportsAreMouseEventsNotKeys() {
        #expect(
            decode("\u{1B}[M" + x10(0, 69, 14) + "q") == [
                .mouse(MouseEvent(.press, button: .left, column: 69, row: 14)), .key(.character("q")),
            ])
        #expect(decode("\u{1B}[M" + x10(3, 69, 14)) == [.mouse(MouseEvent(.release, button: .none, column: 69, row: 14))])
        #expect(decode("\u{1B}[M" + x10(32, 40, 2)) == [.mouse(MouseEvent(.drag, button: .left, column: 40, row: 2))])
        #expect(decode("\u{1B}[M" + x10(65, 0, 0)) == [.mouse(MouseEvent(.wheelDown, button: .none, column: 0, row: 0))])
        // Past column 94 the characters are not ASCII (UTF-8 under mode 1005, raw bytes without it).
        #expect(decode("\u{1B}[M" + x10(2, 300, 60)) == [.mouse(MouseEvent(.press, button: .right, column: 300, row: 60))])
        // Split across reads, and cut short by idle input: nothing leaks either way.
        var decoder = InputDecoder()
        var events: [TerminalEvent] = []
        for scalar in ("\u{1B}[M" + x10(0, 5, 3) + "z").unicodeScalars { events += decoder.feed(scalar) }
        #expect(events == [.mouse(MouseEvent(.press, button: .left, column: 5, row: 3)), .key(.character("z"))])
        #expect(decode("\u{1B}[M !") == [])
    }

    @Test func appearanceNotifications() {
        #expect(decode("\u{1B}[?997;1n") == [.appearance(dark: true)])
        #expect(decode("\u{1B}[?997;2n") == [.appearance(dark: false)])
    }

    @Test func osc11BackgroundReplyWithEitherTerminator() {
        #expect(decode("\u{1B}]11;rgb:1c1c/1b1b/1919\u{1B}\\") == [.backgroundColor(Color(0x1C, 0x1B, 0x19))])
        #expect(decode("\u{1B}]11;rgb:ffff/f8f8/0000\u{07}") == [.backgroundColor(Color(255, 248, 0))])
        #expect(decode("\u{1B}]11;rgb:f/8/0\u{07}") == [.backgroundColor(Color(255, 136, 0))])
        #expect(decode("\u{1B}]11;rgb:zz/00/00\u{07}") == [])
    }

    @Test func sequencesSplitAcrossFeedsStillDecode() {
        var decoder = InputDecoder()
        var events: [TerminalEvent] = []
        for scalar in "q\u{1B}[<0;5;3Mz\u{1B}]11;rgb:00/00/00\u{1B}\\".unicodeScalars {
            events += decoder.feed(scalar)
        }
        #expect(
            events == [
                .key(.character("q")), .mouse(MouseEvent(.press, button: .left, column: 4, row: 2)),
                .key(.character("z")), .backgroundColor(Color(0, 0, 0)),
            ])
    }

    /// The answers to the picture queries (`TerminalModes.graphicsQuery`) as kitty, foot and
    /// xterm give them: kitty's OK says it has the protocol, a 4 among the device attributes
    /// says sixel, and none of them is a key.
    @Test func answersToThePictureQueriesAreEventsOrNothingNeverKeys() {
        #expect(decode("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22;52c") == [.kittyGraphics, .cellSize(width: 10, height: 20)])
        #expect(decode("\u{1B}_Gi=31;EINVAL:Unsupported format\u{1B}\\j") == [.key(.character("j"))], "an error is not the protocol")
        #expect(decode("\u{1B}[?62;4;22c\u{1B}[6;0;0tj") == [.sixelGraphics, .key(.character("j"))], "foot: sixel, no cell size")
        #expect(decode("\u{1B}[?64;14;4c") == [.sixelGraphics] && decode("\u{1B}[?64;14;42c") == [], "4 itself, not a digit of 42")
        #expect(decode("\u{1B}_Gi=31;OK\u{1B}[A") == [.key(.up)], "an APC cut short by a key gives the key")
        var decoder = InputDecoder()
        var events: [TerminalEvent] = []
        for scalar in "\u{1B}_Gi=31;OK\u{1B}\\q".unicodeScalars { events += decoder.feed(scalar) }
        #expect(events == [.kittyGraphics, .key(.character("q"))], "byte by byte")
    }

    @Test func oscAbortedByANewSequenceDecodesTheNewOne() {
        #expect(decode("\u{1B}]11;rgb:0\u{1B}[A") == [.key(.up)])
    }

    @Test func ncursesKeyCodes() {
        var decoder = InputDecoder()
        let size = TerminalSize(columns: 80, rows: 24)
        // KEY_NPAGE 0522, KEY_PPAGE 0523, KEY_F0+5 0415, KEY_RESIZE 0632, KEY_HOME 0406, KEY_BACKSPACE 0407
        #expect(decoder.feed(keyCode: 0o522, size: size) == [.key(.pageDown)])
        #expect(decoder.feed(keyCode: 0o523, size: size) == [.key(.pageUp)])
        #expect(decoder.feed(keyCode: 0o415, size: size) == [.key(.function(5))])
        #expect(decoder.feed(keyCode: 0o632, size: size) == [.resize(columns: 80, rows: 24)])
        #expect(decoder.feed(keyCode: 0o406, size: size) == [.key(.home)])
        #expect(decoder.feed(keyCode: 0o407, size: size) == [.key(.backspace)])
        #expect(decoder.feed(keyCode: 0o777, size: size) == [])
    }

    @Test func aKeyCodeEndsAPendingEscape() {
        var decoder = InputDecoder()
        _ = decoder.feed("\u{1B}")
        #expect(decoder.feed(keyCode: 0o522, size: TerminalSize(columns: 1, rows: 1)) == [.key(.escape), .key(.pageDown)])
    }
}
