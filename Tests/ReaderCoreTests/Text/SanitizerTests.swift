import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

@Suite struct SanitizerTests {
    /// True when the scalar could act on a terminal: C0 (except the "\n" hard break), DEL, C1.
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        (s.value < 0x20 && s != "\n") || (0x7F...0x9F).contains(s.value)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func terminalEscapesAreNeutralised() throws {
        let cleaned = try DecodeFixture.lines("bad/terminal-escapes.txt").map { Sanitizer.clean($0.text) }
        let all = cleaned.joined(separator: "\n")
        #expect(!all.unicodeScalars.contains(where: Self.isControl))
        // The visible labels mention "ESC[2J" in letters; no other fragment of a removed sequence may remain.
        #expect(!all.replacing("ESC[2J", with: "").contains("[2J"))
        for fragment in [
            "]0;", "]2;", "]52;", "]8;", "[31", "[?1049", "[6n", "pwned title", "another title",
            "T1NDNTIg", "example.invalid", "/etc/passwd", "never ends", "#0;2;", "f=100", "privacy message",
            "start of string", "c1 title", "31mred",
        ] {
            #expect(!all.contains(fragment), "\(fragment)")
        }
        #expect(cleaned.contains("clear screen: <- ESC[2J ESC[H"))
        #expect(cleaned.contains("reset terminal (RIS): <- ESC c"))
        #expect(cleaned.contains("colour: RED BOLD normal truecolor"))
        #expect(cleaned.contains("window title (OSC 0, BEL): <-"))
        #expect(cleaned.contains("hyperlink (OSC 8): click me <-"))
        #expect(cleaned.contains("cursor save/restore: saved"))
        #expect(cleaned.contains("C1 CSI as U+009B: red via C1"))
        #expect(cleaned.contains("unterminated OSC follows, eats the rest of the line in a naive parser:"))
        #expect(cleaned.contains("vertical tab\nform feed\nend"))
        #expect(cleaned.contains("keypad/charset switch: lqqk"))
        #expect(cleaned.contains("lone ESC at end of line:"))
        #expect(cleaned.contains("Chinese with colour: 《西游记》 第一回"))
        #expect(cleaned.first == "Plain line before the escapes." && cleaned.last == "Plain line after the escapes.")
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func unicodeLineBreaksBecomeHardBreaks() throws {
        let cleaned = try DecodeFixture.lines("bad/unicode-newlines.txt").map { Sanitizer.clean($0.text) }
        #expect(
            cleaned == [
                "NEL U+0085 next:\nafter NEL", "LINE SEPARATOR U+2028 next:\nafter LS", "PARAGRAPH SEPARATOR U+2029 next:\nafter PS",
                "VT next:\nafter VT; FF next:\nafter FF (page break)", "\n", "Chapter after a form feed line.",
            ])
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func bidiControlsCannotLeak() throws {
        let cleaned = try DecodeFixture.lines("bad/rtl-arabic-hebrew.txt").map { Sanitizer.clean($0.text) }
        let all = cleaned.joined()
        #expect(!all.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(cleaned.contains("Explicit controls: LRM[\u{200E}] RLM[\u{200F}] ALM[\u{061C}]"))
        #expect(cleaned.contains("RLO reversing Latin: This text is stored left to right"))
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func tabsBOMAndTrailingSpace() throws {
        let cleaned = try DecodeFixture.lines("bad/tabs-zerowidth-combining-emoji.txt").map { Sanitizer.clean($0.text) }
        #expect(cleaned[0] == "        leading tab", "tab stops every 8 columns")
        #expect(cleaned[1] == "a       b       c       d       e       columns by tab")
        #expect(cleaned[2] == "中文    制表符  对齐    测试")
        #expect(cleaned[4] == String(repeating: " ", count: 24) + "triple leading tab")
        #expect(cleaned[5] == "trailing tab")
        #expect(cleaned[8] == "BOM in the middle:after BOM; soft hyphen: hy\u{AD}phen\u{AD}ated")
        #expect(!cleaned.joined().contains("\t"))
    }

    @Test func rules() {
        #expect(Sanitizer.clean("  indented　text \u{3000}  ") == "  indented　text")
        #expect(Sanitizer.clean("\u{FEFF}Title\u{FEFF}") == "Title")
        #expect(Sanitizer.clean("a\u{0}b\u{7F}c\u{85}d") == "abc\nd")
        #expect(Sanitizer.clean("x \u{2028} y") == "x\n y")
        #expect(Sanitizer.clean("\u{1B}[1;31") == "") // CSI cut off by the end of the line
        #expect(Sanitizer.clean("a\u{1B}]0;t\u{1B}[31mb") == "a" + "b") // ESC inside OSC ends it and starts a CSI
        #expect(Sanitizer.clean("a\u{9D}8;;u\u{9C}b") == "ab")
        #expect(Sanitizer.clean("a\u{1B}Ptext") == "a") // unterminated DCS runs to the end
        #expect(Sanitizer.clean("漢\tX") == "漢      X")
    }

    @Test func cleanLinesAreReturnedUntouched() {
        for line in ["Plain ASCII text.", "第一回　灵根育孕源流出　　　心性修持大道生", "“Smart” quotes — and … ellipsis", "", "é ü ß"] {
            var original = line
            let cleaned = Sanitizer.clean(line)
            var result = cleaned
            #expect(cleaned == line)
            let a = original.withUTF8 { $0.baseAddress }, b = result.withUTF8 { $0.baseAddress }
            if line.utf8.count > 15 { #expect(a == b, "no copy for \(line)") } // short strings are stored inline
        }
    }

    /// Pieces of hostile input, glued at random: cleaning leaves no control behind and is idempotent.
    static let pieces = [
        "a", "中", " ", "\t", "\u{1B}", "[", "]", "0;", "31m", "\u{07}", "\u{1B}\\", "\u{9B}", "\u{9C}",
        "\u{9D}", "\u{85}", "\u{2028}", "\u{202E}", "\u{2067}", "\u{FEFF}", "\u{0B}", "\u{0C}", "\u{08}",
        "\u{7F}", "\u{1B}P", "\u{1B}c", "\u{3000}", "é", "😀", "\u{0301}", "\r",
    ]

    @Test func propertyNoControlSurvivesAndCleanIsIdempotent() async {
        await propertyCheck(input: Gen<String?>.element(of: Self.pieces).array(of: 0...40)) { parts in
            let input = parts.compactMap { $0 }.joined()
            let once = Sanitizer.clean(input)
            #expect(!once.unicodeScalars.contains(where: Self.isControl), "\(input.debugDescription)")
            #expect(!once.unicodeScalars.contains { [0x202E, 0x2067, 0xFEFF, 0x2028, 0x85, 0x9B, 0x9C, 0x9D].contains($0.value) })
            #expect(Sanitizer.clean(once) == once, "\(input.debugDescription)")
        }
    }
}

/// Names and values from outside, printed by the program: safe and on one line.
struct PrintableTests {
    @Test func escapesAreRemovedAndBreaksShownAsQuestionMarks() {
        #expect(Sanitizer.printable("book\u{1B}]52;c;cm0gLXJmIH4=\u{07}.txt") == "book.txt")
        #expect(Sanitizer.printable("a\nb\u{2028}c\u{85}d\u{0C}e") == "a?b?c?d?e")
        #expect(Sanitizer.printable("\u{1B}[2J\u{9B}31mred") == "red")
        #expect(Sanitizer.printable("第一章.txt") == "第一章.txt")
    }

    @Test func propertyNothingPrintableControlsTheTerminal() async {
        await propertyCheck(input: Gen<String?>.element(of: SanitizerTests.pieces).array(of: 0...40)) { parts in
            let printed = Sanitizer.printable(parts.compactMap { $0 }.joined())
            #expect(!printed.unicodeScalars.contains { SanitizerTests.isControl($0) || $0 == "\n" })
        }
    }
}

/// Man pages' backspace overstrikes read as the letters a pager shows.
struct OverstrikeTests {
    @Test func boldAndUnderlinedLettersReadOnce() {
        #expect(Sanitizer.clean("N\u{8}NA\u{8}AM\u{8}ME\u{8}E") == "NAME")
        #expect(Sanitizer.clean("_\u{8}s_\u{8}h_\u{8}o_\u{8}p_\u{8}t") == "shopt")
        #expect(Sanitizer.clean("s\u{8}_h\u{8}_") == "sh") // underline written after the letter
        #expect(Sanitizer.clean("_\u{8}_") == "_")
        #expect(Sanitizer.clean("漢\u{8}漢字\u{8}\u{8}字") == "漢字") // wide letters, one or two backspaces
        #expect(Sanitizer.clean("+\u{8}o item") == "o item") // grotty's bullet
    }

    @Test func aBackspaceWithNothingToStrikeIsDropped() {
        #expect(Sanitizer.clean("\u{8}a") == "a")
        #expect(Sanitizer.clean("a\u{8}") == "a")
        #expect(Sanitizer.clean("a\u{8}\u{1B}[1mb") == "ab")
        #expect(Sanitizer.clean("x\n\u{8}y") == "x\ny") // never strikes over the line before a hard break
    }

    @Test func aTabAfterAnOverstrikeIsMeasuredOnWhatRemains() {
        #expect(Sanitizer.clean("B\u{8}Bo\u{8}old\tX") == "Bold    X")
        #expect(Sanitizer.clean("ab\u{8}b\tX") == "ab      X")
    }
}
