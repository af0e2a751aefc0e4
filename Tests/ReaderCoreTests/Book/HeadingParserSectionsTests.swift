import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `HeadingParser.mayStartSection`, the byte look that spares most blocks the parse, never turns
/// away a block `section` would read as a numbered section.
@Suite struct HeadingParserSectionsTests {
    /// Numbers, full stops and the words around them, with the odd scalar that is not what it seems.
    static let pieces = [
        "1", "2", "12", "123", "0", ".", ". ", " ", "  ", "\t", "A", "B.", "Scope", "Definitions", "of", "the",
        "text", "\n", "１", "\u{301}", "\u{3000}", ",", "a",
    ]

    @Test func whatTheByteLookTurnsAwayIsNoSection() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max), Gen.int(in: 1...12)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            // Most blocks open with a number, the way sections and verses do.
            let opening = ["1", "2.", "1.2. ", "12. ", "3 ", "A. "][r.next(6)]
            let block = opening + (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined()
            #expect(HeadingParser.mayStartSection(block) || HeadingParser.section(block) == nil, "\(block.debugDescription)")
        }
    }

    @Test func versesAndTableRowsAreTurnedAway() {
        #expect(!HeadingParser.mayStartSection("1 In the beginning God created the heaven and the earth."))
        #expect(!HeadingParser.mayStartSection("1024  2048  4096"))
        #expect(HeadingParser.mayStartSection("12. Scope"))
        #expect(HeadingParser.mayStartSection("  2.3. Definitions"))
    }
}
