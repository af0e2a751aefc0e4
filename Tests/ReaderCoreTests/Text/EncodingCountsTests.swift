import PropertyBased
import Testing
@testable import ReaderCore

/// The sample counts encoding detection rests on, read eight bytes or a whole CJK sequence at a
/// time, equal the byte-by-byte counts they stand for on any bytes and any windows.
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

    @Test func utf8TallyCountsAsSequenceBySequence() async {
        await propertyCheck(count: 2000, input: Self.byte.array(of: 0...60), Gen.int(in: 0...60).array(of: 0...3)) { bytes, cuts in
            let windows = Self.windows(bytes.count, cuts: cuts)
            let tally = bytes.withUnsafeBytes { EncodingUTF8Tally($0, windows: windows) }
            let expected = bytes.withUnsafeBytes { Self.reference($0, windows: windows) }
            #expect([tally.multibyte, tally.invalid, tally.stray] == expected, "\(bytes) \(windows)")
        }
    }

    /// The tally with every sequence read through `StrayBytes.sequence`: multibyte, invalid, stray.
    static func reference(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) -> [Int] {
        var multibyte = 0, invalid = 0, stray = 0
        for window in windows {
            if invalid >= 256 && multibyte < invalid { break }
            var i = window.lowerBound
            while i < window.upperBound, i > 0, i - window.lowerBound < 3, bytes[i] & 0xC0 == 0x80 { i += 1 }
            let start = i, end = window.upperBound
            while i < end {
                if bytes[i] < 0x80 { i += 1; continue }
                let (length, k) = StrayBytes.sequence(bytes, at: i, end: end)
                if length == 0 {
                    invalid += 1
                    if StrayBytes.isStray(bytes, at: i, start: start, end: end) { stray += 1 }
                    i += 1
                    continue
                }
                if k == length {
                    multibyte += 1
                } else if !(i + k == end && end < bytes.count) {
                    invalid += 1
                    if k == 1, StrayBytes.isStray(bytes, at: i, start: start, end: end) { stray += 1 }
                }
                i += k
            }
        }
        return [multibyte, invalid, stray]
    }
}
