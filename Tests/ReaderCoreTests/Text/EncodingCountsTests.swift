import PropertyBased
import Testing

@testable import ReaderCore

/// The sample counts encoding detection rests on: the byte statistics, read eight bytes at a time,
/// equal the byte-by-byte counts on any bytes and windows; the UTF-8 tally takes a CJK sequence
/// whole only where reading it sequence by sequence finds the same valid three bytes.
@Suite struct EncodingCountsTests {
    /// Bytes where the fast paths have edges to get wrong: controls, NUL, DEL, ASCII, UTF-8 lead
    /// and continuation bytes, and the leads whose second byte is restricted (E0, ED, F0, F4).
    static let byte = Gen<UInt8>.oneOf(
        Gen.uint8(in: 0x00...0x21), Gen.uint8(in: 0x7E...0x80), Gen.uint8(in: 0x80...0xBF), Gen.uint8(in: 0xC0...0xFF),
        Gen.uint8(in: 0xE0...0xEF), Gen.uint8(in: 0x41...0x7A))

    /// Windows over `count` bytes, in order and not overlapping, some of them empty.
    static func windows(_ count: Int, cuts: [Int]) -> [Range<Int>] {
        let bounds = ([0, count] + cuts.map { $0 % (count + 1) }).sorted()
        return zip(bounds, bounds.dropFirst()).enumerated().filter { $0.offset % 3 != 2 }.map { $0.element.0..<$0.element.1 }
    }

    @Test func byteStatisticsCountAsByteByByte() async {
        await propertyCheck(count: 2000, input: Self.byte.array(of: 0...80), Gen.int(in: 0...80).array(of: 0...4)) { bytes, cuts in
            let windows = Self.windows(bytes.count, cuts: cuts)
            var lanes = [0, 0, 0, 0], controls = 0
            for window in windows {
                for i in window {
                    if bytes[i] == 0 { lanes[i & 3] += 1 }
                    if bytes[i] < 0x20 && ![0x00, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(bytes[i]) || bytes[i] == 0x7F {
                        controls += 1
                    }
                }
            }
            let stats = bytes.withUnsafeBytes { EncodingByteStatistics($0, windows: windows) }
            #expect(stats.nulByLane == lanes, "\(bytes) \(windows)")
            #expect(stats.controls == controls, "\(bytes) \(windows)")
            #expect(stats.total == windows.reduce(0) { $0 + $1.count })
        }
    }

    /// The tally counts a sequence it takes whole exactly as the sequence-by-sequence reading
    /// does: `StrayBytes.sequence` finds the same three valid bytes there.
    @Test func wholeCJKSequencesAreTheOnesReadAsValidThreeByteSequences() async {
        await propertyCheck(count: 2000, input: Self.byte.array(of: 1...12), Gen.int(in: 0...12)) { bytes, cut in
            let end = min(cut, bytes.count)
            bytes.withUnsafeBytes { raw in
                for i in 0..<end where raw[i] >= 0x80 && EncodingUTF8Tally.isWholeCJKSequence(raw, at: i, end: end) {
                    #expect(StrayBytes.sequence(raw, at: i, end: end) == (3, 3), "\(bytes) at \(i) before \(end)")
                }
            }
        }
    }

    @Test func utf8TallyCountsEveryCharacterOfCJKText() {
        let text = Array("第一回　灵根育孕源流出，心性修持大道生。詩曰：混沌未分天地亂。".utf8)
        let tally = text.withUnsafeBytes { EncodingUTF8Tally($0, windows: [0..<text.count]) }
        #expect(tally.multibyte == text.count / 3 && tally.invalid == 0)
    }
}
