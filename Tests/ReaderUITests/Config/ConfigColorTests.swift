import Testing

@testable import ReaderUI

@Suite struct ConfigColorTests {
    @Test func hexStrings() {
        #expect(ConfigColor.parse(.string("#c8c4ba")) == Color(hex: 0xC8C4BA))
        #expect(ConfigColor.parse(.string("#C8C4BA")) == Color(hex: 0xC8C4BA))
        #expect(ConfigColor.parse(.string("#000000")) == Color(0, 0, 0))
        for bad in ["c8c4ba", "#c8c4b", "#c8c4bag", "#c8c4ba0", "#+8c4ba", "", "red"] {
            #expect(ConfigColor.parse(.string(bad)) == nil, "\(bad)")
        }
    }

    @Test func xtermNumbers() {
        #expect(ConfigColor.parse(.integer(0)) == Color(0, 0, 0))
        #expect(ConfigColor.parse(.integer(1)) == Color(hex: 0xCD0000))
        #expect(ConfigColor.parse(.integer(15)) == Color(255, 255, 255))
        #expect(ConfigColor.parse(.integer(16)) == Color(0, 0, 0))
        #expect(ConfigColor.parse(.integer(196)) == Color(255, 0, 0))
        #expect(ConfigColor.parse(.integer(234)) == Color(28, 28, 28))
        #expect(ConfigColor.parse(.integer(255)) == Color(238, 238, 238))
        #expect(ConfigColor.parse(.integer(-1)) == nil)
        #expect(ConfigColor.parse(.integer(256)) == nil)
        #expect(ConfigColor.parse(.float(3)) == nil)
        #expect(ConfigColor.parse(.boolean(true)) == nil)
    }

    @Test func cubeNumbersMapBackToThemselvesOn256ColourTerminals() {
        for index in 16...255 {
            #expect(ColorMapper.xterm256(ConfigColor.xterm(index)) == Int32(index))
        }
    }

    @Test func hexStringRoundTrips() {
        for c in [Color(0, 0, 0), Color(hex: 0x0A0B0C), Color(hex: 0xFAF8F2), Color(255, 255, 255)] {
            #expect(ConfigColor.parse(.string(ConfigColor.hexString(c))) == c)
        }
        #expect(ConfigColor.hexString(Color(hex: 0x0A0BFF)) == "#0a0bff")
    }
}
