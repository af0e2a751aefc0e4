/// Native decoding of UTF-16 and UTF-32 lines of either byte order, written straight into UTF-8 and
/// repairing errors with U+FFFD (the generic stdlib transcoders are several times slower here).
enum DecodeUnicode {
    /// Unpaired surrogates and a trailing odd byte become U+FFFD.
    static func utf16(_ line: UnsafeRawBufferPointer, bigEndian: Bool) -> String {
        let count = line.count / 2
        @inline(__always) func unit(_ i: Int) -> UInt32 {
            let raw = line.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self)
            return UInt32(bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw))
        }
        // Each unit gives at most 3 UTF-8 bytes (a surrogate pair: 4 bytes for 2 units); +3 for a final U+FFFD.
        return String(unsafeUninitializedCapacity: count * 3 + 3) { out in
            var n = 0
            var i = 0
            while i < count {
                let u = unit(i)
                i += 1
                var scalar = u
                if u >= 0xD800 && u < 0xE000 {
                    scalar = 0xFFFD
                    if u < 0xDC00, i < count {
                        let low = unit(i)
                        if low >= 0xDC00 && low < 0xE000 {
                            scalar = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
                            i += 1
                        }
                    }
                }
                n += write(scalar, to: out, at: n)
            }
            if line.count % 2 != 0 { n += write(0xFFFD, to: out, at: n) }
            return n
        }
    }

    /// Values that are not Unicode scalars (surrogates, above U+10FFFF) and a trailing partial unit become U+FFFD.
    static func utf32(_ line: UnsafeRawBufferPointer, bigEndian: Bool) -> String {
        let count = line.count / 4
        return String(unsafeUninitializedCapacity: count * 4 + 3) { out in
            var n = 0
            for i in 0..<count {
                let raw = line.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                let value = bigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
                let valid = value < 0xD800 || (value >= 0xE000 && value <= 0x10FFFF)
                n += write(valid ? value : 0xFFFD, to: out, at: n)
            }
            if line.count % 4 != 0 { n += write(0xFFFD, to: out, at: n) }
            return n
        }
    }

    /// Writes a valid scalar value as UTF-8 at `out[n...]`; returns the byte count.
    @inline(__always)
    static func write(_ v: UInt32, to out: UnsafeMutableBufferPointer<UInt8>, at n: Int) -> Int {
        switch v {
        case 0..<0x80:
            out[n] = UInt8(v)
            return 1
        case 0x80..<0x800:
            out[n] = UInt8(0xC0 | v >> 6); out[n + 1] = UInt8(0x80 | v & 0x3F)
            return 2
        case 0x800..<0x10000:
            out[n] = UInt8(0xE0 | v >> 12); out[n + 1] = UInt8(0x80 | (v >> 6) & 0x3F); out[n + 2] = UInt8(0x80 | v & 0x3F)
            return 3
        default:
            out[n] = UInt8(0xF0 | v >> 18); out[n + 1] = UInt8(0x80 | (v >> 12) & 0x3F)
            out[n + 2] = UInt8(0x80 | (v >> 6) & 0x3F); out[n + 3] = UInt8(0x80 | v & 0x3F)
            return 4
        }
    }
}
