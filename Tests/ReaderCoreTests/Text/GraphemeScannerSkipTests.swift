import TestSupport
import Testing

@testable import ReaderCore

/// The scanner's ASCII runs, read eight bytes at a time, end exactly where a reading byte by byte does.
@Suite struct GraphemeScannerSkipTests {
    /// What `skipASCIIWord` / `skipASCIIText` must answer from byte `start` of `text` with `limit`,
    /// read one byte at a time.
    static func expectedRun(_ bytes: [UInt8], from start: Int, lowest: UInt8, limit: Int) -> Int {
        var j = start
        while j < bytes.count && j - start < limit && bytes[j] >= lowest && bytes[j] <= 0x7E { j += 1 }
        // The last byte is whole only if what follows does not extend it (a combining mark: of the
        // texts' pieces, the only one that does).
        if j > start && j < bytes.count && String(decoding: bytes[(j - 1)...], as: UTF8.self).first!.utf8.count > 1 { j -= 1 }
        return j - start
    }

    /// Random texts of words, spaces, DEL, controls, accented letters, CJK and combining marks.
    static func texts(count: Int) -> [String] {
        var random = SplitMix(state: 21)
        let pieces = ["a", "Z", "~", "!", " ", "\u{7F}", "\t", "\n", "é", "中", "\u{301}", "0", "longerword", "x\u{301}"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    @Test func runsEndWhereByteByByteReadingEnds() {
        for text in Self.texts(count: 400) {
            let bytes = Array(text.utf8)
            for start in 0...bytes.count {
                // Only grapheme starts are places the breaker reads from.
                guard start == bytes.count || bytes[start] & 0xC0 != 0x80 else { continue }
                for limit in [0, 1, 3, 7, 8, 9, 15, 16, 17, 100] {
                    GraphemeScanner.withScanner(text) { scanner in
                        scanner.seek(to: start)
                        let word = scanner.skipASCIIWord(limit: limit)
                        #expect(
                            word == Self.expectedRun(bytes, from: start, lowest: 0x21, limit: limit),
                            "\(bytes) from \(start) limit \(limit)")
                        #expect(scanner.offset == start + word)
                    }
                }
                GraphemeScanner.withScanner(text) { scanner in
                    scanner.seek(to: start)
                    let run = scanner.skipASCIIText()
                    #expect(run == Self.expectedRun(bytes, from: start, lowest: 0x20, limit: bytes.count), "\(bytes) from \(start)")
                }
            }
        }
    }

    /// What `skipASCIIWords` must answer: printable ASCII within `limit` read one byte at a time, up to
    /// and including its last space, none when that space joins what follows it.
    static func expectedWords(_ bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var j = start, space: Int?
        while j < bytes.count && j - start < limit && bytes[j] >= 0x20 && bytes[j] <= 0x7E {
            if bytes[j] == 0x20 { space = j }
            j += 1
        }
        guard let space else { return 0 }
        return String(decoding: bytes[space...], as: UTF8.self).first!.utf8.count > 1 ? 0 : space + 1 - start
    }

    @Test func wordStretchesEndAfterTheirLastSpace() {
        for text in Self.texts(count: 400) + ["one two three", "ab \u{301}cd", "  ", "a b c d e f g h i j k l"] {
            let bytes = Array(text.utf8)
            for start in 0...bytes.count where start == bytes.count || bytes[start] & 0xC0 != 0x80 {
                for limit in [0, 1, 3, 7, 8, 9, 15, 16, 17, 100] {
                    GraphemeScanner.withScanner(text) { scanner in
                        scanner.seek(to: start)
                        let words = scanner.skipASCIIWords(limit: limit)
                        #expect(words == Self.expectedWords(bytes, from: start, limit: limit), "\(bytes) from \(start) limit \(limit)")
                        #expect(scanner.offset == start + words)
                    }
                }
            }
        }
    }

    /// Each of U+3000–30FF, thrice and then an ideograph: skipped exactly when `next()` reads it as an
    /// ideograph (one scalar, two cells, class `.ideographic` alone); a following mark keeps the last back.
    @Test func kanaAreSkippedExactlyWhenReadAsIdeographs() {
        for v in UInt32(0x3000)...0x30FF {
            let scalar = Character(Unicode.Scalar(v)!)
            for tail in ["中", "\u{3099}", ""] {
                let text = String(repeating: String(scalar), count: 3) + tail
                let plain = GraphemeScanner.withScanner(text) { scanner -> Bool in
                    let info = scanner.next()
                    return scanner.offset == 3 && info?.width == 2 && info?.breakClass == .ideographic
                }
                // A mark after the third joins it; the first two are whole either way.
                let expected = !plain ? 0 : tail == "\u{3099}" ? 2 : 3
                let skipped = GraphemeScanner.withScanner(text) { $0.skipIdeographs(limit: 10) }
                #expect(skipped == expected + (plain && tail == "中" ? 1 : 0), "U+\(String(v, radix: 16)) then \(tail.debugDescription)")
            }
        }
    }

    @Test func spaceMaskFlagsSpacesAlone() {
        for value in 0...255 {
            for position in 0..<8 {
                var word: UInt64 = 0x2061_2020_6120_7E20
                word &= ~(UInt64(0xFF) << (8 * position))
                word |= UInt64(value) << (8 * position)
                var expected: UInt64 = 0
                for k in 0..<8 where (word >> (8 * k)) & 0xFF == 0x20 { expected |= UInt64(0x80) << (8 * k) }
                #expect(GraphemeScanner.spaceMask(word) == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test func maskFlagsEveryByteOutsideTheRange() {
        for lowest: UInt8 in [0x20, 0x21] {
            for value in 0...255 {
                for position in 0..<8 {
                    // The byte at `position` among seven in range ('a').
                    var word: UInt64 = 0x6161_6161_6161_6161
                    word &= ~(UInt64(0xFF) << (8 * position))
                    word |= UInt64(value) << (8 * position)
                    let inside = value >= lowest && value <= 0x7E
                    let mask = GraphemeScanner.outsideMask(word, lowest: lowest)
                    #expect(mask == (inside ? 0 : UInt64(0x80) << (8 * position)), "byte \(value) at \(position)")
                }
            }
        }
    }
}
