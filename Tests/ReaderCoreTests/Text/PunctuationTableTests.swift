import Testing

@testable import ReaderCore

/// `PunctuationTable` holds, for every scalar of its blocks, what the scanner would otherwise compute.
@Suite struct PunctuationTableTests {
    @Test func everyEntryIsWhatTheScalarsOwnTestsGive() {
        for block in PunctuationTable.blocks {
            for v in block.start..<(block.start + UInt32(block.count)) {
                let entry = PunctuationTable.entry(v, in: PunctuationTable.entries)
                #expect(entry?.info == GraphemeInfo(scalar: Unicode.Scalar(v)!), "U+\(String(v, radix: 16))")
                #expect(entry?.whole == GraphemeScanner.isAlwaysWhole(v), "U+\(String(v, radix: 16))")
            }
        }
        #expect(PunctuationTable.entry(0x1FFF, in: PunctuationTable.entries) == nil)
        #expect(PunctuationTable.entry(0x4E00, in: PunctuationTable.entries) == nil)
    }

    /// Tables drawn with box drawing are read with one lookup a character.
    @Test func boxDrawingIsInTheTable() {
        for v: UInt32 in [0x2500, 0x2502, 0x250C, 0x253C, 0x2550, 0x257F] {
            #expect(PunctuationTable.entry(v, in: PunctuationTable.entries) != nil, "U+\(String(v, radix: 16))")
        }
        #expect(PunctuationTable.entry(0x2580, in: PunctuationTable.entries) == nil)
    }
}
