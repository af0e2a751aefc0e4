/// A single-byte encoding: ASCII below 0x80 and one scalar per byte above, written straight into UTF-8.
/// The tables are generated from glibc iconv (`SingleByteTables.swift`); a byte iconv refuses is U+FFFD.
struct SingleByteTable: Sendable {
    /// Scalars of bytes 0x80–0xFF.
    let high: [UInt16]

    init(hex: StaticString) {
        high = GeneratedHex.values(hex)
        precondition(high.count == 0x80, "a single-byte table has 128 entries")
    }

    /// The table of a single-byte encoding; nil for the Unicode and CJK ones.
    static func of(_ encoding: TextEncoding) -> SingleByteTable? {
        switch encoding {
        case .latin1: return .latin1
        case .windows1252: return .windows1252
        case .windows1250: return .windows1250
        case .iso88592: return .iso8859_2
        case .windows1251: return .windows1251
        case .koi8R: return .koi8R
        case .koi8U: return .koi8U
        case .cp866: return .cp866
        case .iso88595: return .iso8859_5
        case .windows1253: return .windows1253
        case .iso88597: return .iso8859_7
        case .cp737: return .cp737
        case .utf8, .utf16LE, .utf16BE, .utf32LE, .utf32BE, .gb18030, .big5, .shiftJIS, .eucJP, .eucKR: return nil
        }
    }

    func decode(_ line: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: line.count * 3) { out in
            var n = 0
            for byte in line {
                if byte < 0x80 {
                    out[n] = byte; n += 1
                } else {
                    n += DecodeUnicode.write(UInt32(high[Int(byte) - 0x80]), to: out, at: n)
                }
            }
            return n
        }
    }
}
