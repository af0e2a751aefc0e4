import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// The byte scans that spare the assembler a walk over `Character`s give what the walk gives.
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

    @Test func aSpaceEndingAnyLineIsSeen() {
        #expect(ParagraphAssembler.endsALineWithSpace("a \nb"))
        #expect(ParagraphAssembler.endsALineWithSpace("a\nb "))
        #expect(ParagraphAssembler.endsALineWithSpace(" "))
        #expect(!ParagraphAssembler.endsALineWithSpace("a\n b\n"))
        #expect(!ParagraphAssembler.endsALineWithSpace(""))
    }
}
