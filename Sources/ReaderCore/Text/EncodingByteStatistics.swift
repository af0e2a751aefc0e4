/// Counts over the sampled bytes that tell text from binary and UTF-16/32 from byte-oriented encodings.
struct EncodingByteStatistics {
    /// Bytes looked at.
    var total = 0
    /// NUL bytes, by absolute offset modulo 4 (the lane of a UTF-32 code unit; lanes 1 and 3 are odd UTF-16 bytes).
    var nulByLane = [0, 0, 0, 0]
    /// C0 controls other than TAB, LF, VT, FF, CR, BS and ESC, plus DEL: rare in any text.
    var controls = 0

    init(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) {
        for window in windows {
            total += window.count
            var i = window.lowerBound
            while i < window.upperBound {
                // Eight bytes at a time while none is below 0x20 or DEL (nearly all of any text).
                if i + 8 <= window.upperBound, !Self.mayHoldControl(bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                    i += 8
                    continue
                }
                let b = bytes[i]
                if b == 0 { nulByLane[i & 3] += 1 }
                switch b {
                case 0x00, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B, 0x20..<0x7F, 0x80...: break
                default: controls += 1
                }
                i += 1
            }
        }
    }

    /// Whether some byte of `word` is below 0x20 or is DEL: exact when false (a byte below 0x20 sets
    /// its high bit in `word - 0x20…` while clear in `word`; DEL is a zero byte of `word ^ 0x7F…`).
    @inline(__always)
    private static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & high
        let del = word ^ (ones &* 0x7F)
        return below | ((del &- ones) & ~del & high) != 0
    }

    var nul: Int { nulByLane.reduce(0, +) }

    /// UTF-16/32 without a BOM, recognised by NUL bytes falling regularly in the high half of code units
    /// (text with Latin letters, digits, spaces or newlines has many). Nil for anything else.
    var unicodeWithoutBOM: TextEncoding? {
        let units32 = total / 4
        guard units32 > 0, nul * 10 >= total else { return nil }
        let lane = nulByLane.map { $0 * 10 }
        if lane[2] >= units32 * 9 && lane[3] >= units32 * 9 { return .utf32LE }
        if lane[0] >= units32 * 9 && lane[1] >= units32 * 9 { return .utf32BE }
        let odd = nulByLane[1] + nulByLane[3]
        let even = nulByLane[0] + nulByLane[2]
        if odd * 10 >= nul * 9 { return .utf16LE }
        if even * 10 >= nul * 9 { return .utf16BE }
        return nil
    }

    /// `unicodeWithoutBOM`, or else UTF-16 whose NULs are too few or too scattered for it to tell
    /// (Chinese or Japanese: NULs only in line breaks, spaces and digits, and in the ideographic
    /// space's low byte): the sampled `windows` of `bytes` read in one byte order as text, nearly
    /// every code unit (`isTextUnit`); in the other they would not.
    func unicodeWithoutBOM(in bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) -> TextEncoding? {
        if let dense = unicodeWithoutBOM { return dense }
        guard nul >= Self.minimumSparseNULs else { return nil }
        for bigEndian in [false, true] {
            // A surrogate pair counts as two units of text; a high surrogate alone, and what follows it, as none.
            var units = 0, text = 0, afterHigh = false
            for window in windows {
                var i = window.lowerBound + window.lowerBound % 2
                while i + 1 < window.upperBound {
                    let unit = bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
                    units += 1
                    if afterHigh {
                        if (0xDC00...0xDFFF).contains(unit) { text += 2 }
                        afterHigh = false
                    } else if (0xD800...0xDBFF).contains(unit) {
                        afterHigh = true
                    } else if Self.isTextUnit(unit) {
                        text += 1
                    }
                    i += 2
                }
                afterHigh = false
            }
            if units >= Self.minimumSparseUnits, text * 100 >= units * 98 { return bigEndian ? .utf16BE : .utf16LE }
        }
        return nil
    }

    /// NULs, and code units, a sample needs before sparse NULs say UTF-16 (a two-line note has 4 and 30).
    static let minimumSparseNULs = 4
    static let minimumSparseUnits = 16

    /// A UTF-16 code unit of text: line breaks, tabs, printable ASCII, the alphabets, punctuation and
    /// symbols, CJK and kana, Hangul, compatibility ideographs and full-width forms.
    static func isTextUnit(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0xA0...0x2FFF, 0x3000...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFFEF:
            true
        default: false
        }
    }

    /// Why the sample is not text, or nil: NUL bytes (over 1 in 256) or control characters (over 1 in 20)
    /// in a file that is not UTF-16/32.
    var binaryReason: String? {
        if nul * 256 > total { return "NUL bytes" }
        if controls * 20 > total { return "control characters" }
        return nil
    }
}
