import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// The byte scans and byte-built texts that spare the assembler a walk over `Character`s or appends
/// to a `String` give what those give.
@Suite struct ParagraphAssemblerScanTests {
    /// Pieces of preformatted text: spaces before and after line feeds, a space a combining mark or a
    /// prepended mark (U+0600) holds on to (a `Character` that is not " "), wide characters.
    static let pieces = [" ", "  ", "\n", "a", "|", "天", "\u{301}", "\u{600}", "─", "é"]

    @Test func trailingSpacesAreTrimmedAsTheLinesWouldBe() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...24)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined()
            #expect(ParagraphAssembler.trimmedTrailingSpaces(text) == ParagraphAssembler.linesTrimmed(text), "\(text.debugDescription)")
        }
    }

    /// Pieces of verse lines: CJK, a combining mark (also opening a line), a tab, a replacement character.
    static let verse = ["a", "word", " ", "天地", "\u{301}", "e\u{301}", "\t", "\u{FFFD}", "。", "👩\u{200D}💻"]

    @Test func aLineGroupsTextIsItsLinesIndentedFromTheLeast() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...6)) { seed, count in
            var r = SplitMix(state: UInt64(seed))
            // Each line from a longer string, as the assembler's lines are slices of the lines read.
            let lines = (0..<count).map { _ -> (indent: Int, body: Substring) in
                let whole = "  " + (0..<r.next(5)).map { _ in Self.verse[r.next(Self.verse.count)] }.joined() + "  "
                return (r.next(9), whole.dropFirst(2).dropLast(2))
            }
            let least = lines.map(\.indent).min() ?? 0
            let expected = lines.map { String(repeating: " ", count: $0.indent - least) + $0.body }.joined(separator: "\n")
            let text = ParagraphAssembler.lineGroupText(lines)
            #expect(text == expected && text.utf8.elementsEqual(expected.utf8), "\(lines)")
        }
    }

    @Test func aSpaceEndingAnyLineIsSeen() {
        #expect(ParagraphAssembler.endsALineWithSpace("a \nb"))
        #expect(ParagraphAssembler.endsALineWithSpace("a\nb "))
        #expect(ParagraphAssembler.endsALineWithSpace(" "))
        #expect(!ParagraphAssembler.endsALineWithSpace("a\n b\n"))
        #expect(!ParagraphAssembler.endsALineWithSpace(""))
    }

    @Test func aSpaceEndingALineIsSeenWhereverItIs() async {
        await propertyCheck(count: 1000, input: Gen.text(of: ["a", " ", "\n", "  \n", "表", "\n\n", "+--+"], count: 0...30)) { text in
            let bytes = Array(text.utf8)
            let expected = bytes.last == 0x20 || zip(bytes, bytes.dropFirst()).contains { $0 == (0x20, 0x0A) }
            #expect(ParagraphAssembler.endsALineWithSpace(text) == expected, "\(text.debugDescription)")
        }
    }
}
