/// Native decoding of UTF-16 and UTF-32 lines of either byte order, repairing errors with U+FFFD.
enum DecodeUnicode {
    /// Unpaired surrogates and a trailing odd byte become U+FFFD.
    static func utf16(_ line: UnsafeRawBufferPointer, bigEndian: Bool) -> String {
        let count = line.count / 2
        let units = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count {
                let raw = line.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self)
                buffer[i] = bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw)
            }
            initialized = count
        }
        var text = String(decoding: units, as: UTF16.self)
        if line.count % 2 != 0 { text.unicodeScalars.append("\u{FFFD}") }
        return text
    }

    /// Values that are not Unicode scalars (surrogates, above U+10FFFF) and a trailing partial unit become U+FFFD.
    static func utf32(_ line: UnsafeRawBufferPointer, bigEndian: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        let count = line.count / 4
        for i in 0..<count {
            let raw = line.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            let value = bigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        if line.count % 4 != 0 { scalars.append("\u{FFFD}") }
        return String(scalars)
    }
}
