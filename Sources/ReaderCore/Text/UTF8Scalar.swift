/// Scalars read straight from valid UTF-8 (a `String`'s bytes), without making a `String` of them.
enum UTF8Scalar {
    /// The scalar starting at byte `i`: its value and length in bytes.
    @inline(__always)
    static func decode(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(b[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(b[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | UInt32(b[i + 1] & 0x3F) << 6 | UInt32(b[i + 2] & 0x3F), 3) }
        return ((b0 & 0x07) << 18 | UInt32(b[i + 1] & 0x3F) << 12 | UInt32(b[i + 2] & 0x3F) << 6 | UInt32(b[i + 3] & 0x3F), 4)
    }

    /// The scalar starting at byte `i` and its length in bytes.
    @inline(__always)
    static func scalar(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let (value, length) = decode(b, at: i)
        return (Unicode.Scalar(value) ?? " ", length)
    }

    /// The scalar that ends just before byte `end` (above 0).
    @inline(__always)
    static func decode(_ b: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Unicode.Scalar {
        // Back over continuation bytes to the scalar's lead byte.
        var start = end - 1
        while start > 0, end - start < 4, b[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(b, at: start).scalar
    }
}
