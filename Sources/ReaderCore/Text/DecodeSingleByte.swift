/// Native decoding of ISO-8859-1 and Windows-1252: one byte, one scalar, written straight into UTF-8.
enum DecodeSingleByte {
    /// Windows-1252 scalars for bytes 0x80–0x9F; the five bytes Windows leaves undefined map to U+FFFD.
    static let windows1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// Decodes as Latin-1, except that `table` (when given) supplies the scalars for 0x80–0x9F.
    static func decode(_ line: UnsafeRawBufferPointer, table: [UInt32]?) -> String {
        String(unsafeUninitializedCapacity: line.count * 3) { out in
            var n = 0
            for byte in line {
                var value = UInt32(byte)
                if byte < 0x80 {
                    out[n] = byte; n += 1
                    continue
                }
                if let table, byte < 0xA0 { value = table[Int(byte) - 0x80] }
                n += DecodeUnicode.write(value, to: out, at: n)
            }
            return n
        }
    }
}
