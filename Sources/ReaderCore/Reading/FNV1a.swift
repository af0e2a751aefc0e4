/// FNV-1a 64: the hash behind a book's fingerprints, fed counts and runs of bytes.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in the eight bytes of `count`, least significant first.
    mutating func mix(count: Int) {
        var count = UInt64(count)
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: count))
            count >>= 8
        }
    }

    @inline(__always)
    mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Mixes in `bytes` in order, in one tight loop.
    mutating func mix(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        value = hash
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
