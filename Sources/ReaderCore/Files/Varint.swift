/// Unsigned integers as LEB128 varints: seven bits a byte, low bits first, the top bit set on
/// every byte but the last — one byte for most of the small differences the index stores.
package enum Varint {
    /// Appends `value` to `bytes`.
    @inlinable
    package static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Reads varints one after another from bytes that are not trusted.
    package struct Reader {
        private let bytes: UnsafeRawBufferPointer
        private var at = 0

        package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        /// The next value; nil at the end, or when the bytes end inside a value or it is longer than 64 bits.
        package mutating func next() -> UInt64? {
            var value: UInt64 = 0, shift: UInt64 = 0
            while at < bytes.count, shift < 64 {
                let byte = bytes[at]
                at += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
    }
}
