/// A double-byte CJK encoding (Big5, Shift_JIS, EUC-JP, EUC-KR) as a byte trie learned
/// from glibc iconv by `scripts/gen-cjk-tables.sh`: decoding gives the same text iconv gives,
/// invalid bytes included (each becomes U+FFFD and decoding goes on at the next byte; a code
/// cut short at the end becomes one U+FFFD), without loading gconv modules.
struct CJKTable: Sendable {
    /// Entry values besides code points.
    static let more: UInt16 = 0xFFFF
    static let invalid: UInt16 = 0xFFFE
    /// Second and third bytes in a row start here (lower ones never continue a code).
    static let rowStart = 0x40
    static let rowLength = 0x100 - rowStart

    /// What each single byte is.
    private let single: [UInt16]
    /// Rows of second (or third) bytes, `rowLength` entries each.
    private let rows: [UInt16]
    /// Row of each lead byte (-1: not a lead).
    private let leadRow: [Int]
    /// Row of each three-byte prefix, keyed lead << 8 | second byte.
    private let prefixRow: [UInt16: Int]

    /// From the generated hex (single bytes, lead rows in `leads` order, prefix rows in `prefixes` order).
    init(hex: StaticString, leads: [UInt8], prefixes: [UInt16]) {
        let values = GeneratedHex.values(hex)
        single = Array(values[..<256])
        rows = Array(values[256...])
        var leadRow = [Int](repeating: -1, count: 256)
        for (i, lead) in leads.enumerated() { leadRow[Int(lead)] = i }
        self.leadRow = leadRow
        var prefixRow: [UInt16: Int] = [:]
        for (i, prefix) in prefixes.enumerated() { prefixRow[prefix] = leads.count + i }
        self.prefixRow = prefixRow
    }

    /// The entry for byte `byte` after the bytes of row `row`.
    @inline(__always)
    private func entry(_ row: Int, _ byte: UInt8) -> UInt16 {
        Int(byte) < Self.rowStart ? Self.invalid : rows[row * Self.rowLength + Int(byte) - Self.rowStart]
    }

    /// Decodes `input` to a String.
    func decode(_ input: UnsafeRawBufferPointer) -> String {
        // A code point here is at most U+FFFD: 3 UTF-8 bytes for each input byte at most.
        String(unsafeUninitializedCapacity: input.count * 3) { output in
            var j = 0
            @inline(__always) func put(_ cp: UInt16) {
                if cp < 0x80 {
                    output[j] = UInt8(cp); j += 1
                } else if cp < 0x800 {
                    output[j] = UInt8(0xC0 | cp >> 6); output[j + 1] = UInt8(0x80 | cp & 0x3F); j += 2
                } else {
                    output[j] = UInt8(0xE0 | cp >> 12); output[j + 1] = UInt8(0x80 | cp >> 6 & 0x3F)
                    output[j + 2] = UInt8(0x80 | cp & 0x3F); j += 3
                }
            }
            let n = input.count
            var i = 0
            while i < n {
                let b1 = input[i]
                let first = single[Int(b1)]
                if first < Self.invalid {
                    put(first); i += 1
                    continue
                }
                guard first == Self.more else {
                    put(0xFFFD); i += 1
                    continue
                }
                guard i + 1 < n else {
                    put(0xFFFD)  // a code cut off at the end
                    break
                }
                let b2 = input[i + 1]
                let second = entry(leadRow[Int(b1)], b2)
                if second < Self.invalid {
                    put(second); i += 2
                    continue
                }
                guard second == Self.more, let row = prefixRow[UInt16(b1) << 8 | UInt16(b2)] else {
                    put(0xFFFD); i += 1
                    continue
                }
                guard i + 2 < n else {
                    put(0xFFFD)
                    break
                }
                let third = entry(row, input[i + 2])
                if third < Self.invalid {
                    put(third); i += 3
                } else {
                    put(0xFFFD); i += 1
                }
            }
            return j
        }
    }
}
