/// A single-byte encoding: ASCII below 0x80 and one scalar per byte above, written straight into UTF-8.
/// The tables are generated from glibc iconv (`SingleByteTables.swift`); a byte iconv refuses is U+FFFD.
struct SingleByteTable: Sendable {
    /// Scalars of bytes 0x80–0xFF.
    let high: [UInt16]

    init(hex: StaticString) {
        high = GeneratedHex.values(hex)
        precondition(high.count == 0x80, "a single-byte table has 128 entries")
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
