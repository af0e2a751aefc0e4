/// UTF-8 text with a few stray single bytes from a legacy encoding — a line pasted from a
/// Latin-1 or Windows-1252 file (`caf\xE9`) into a UTF-8 book — is read as editors read it:
/// as UTF-8, with each stray byte shown as its Windows-1252 character, instead of turning the
/// whole book into Latin-1 mojibake. A stray byte is a byte that starts no valid UTF-8
/// sequence and sits in a word of ASCII letters (after a letter, or before one at a word's
/// start); anything else invalid still becomes U+FFFD.
enum StrayBytes {
    /// The length of the valid UTF-8 sequence starting at `i` (below `end`), or nil.
    static func sequenceLength(_ b: UnsafeRawBufferPointer, at i: Int, end: Int) -> Int? {
        let s = sequence(b, at: i, end: end)
        return s.expected > 0 && s.valid == s.expected ? s.expected : nil
    }

    /// How the UTF-8 sequence at `i` reads: the bytes its lead byte announces (0 when the byte
    /// leads no sequence) and how many of them, from the lead, are right before `end` or the
    /// first wrong byte (the second byte's range depends on the lead: no overlongs, surrogates
    /// or scalars past U+10FFFF).
    static func sequence(_ b: UnsafeRawBufferPointer, at i: Int, end: Int) -> (expected: Int, valid: Int) {
        let lead = b[i]
        if lead < 0x80 { return (1, 1) }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return (0, 0)
        }
        var k = 1
        while k < length, i + k < end {
            let c = b[i + k]
            guard k == 1 ? (low...high).contains(c) : c & 0xC0 == 0x80 else { break }
            k += 1
        }
        return (length, k)
    }

    /// Whether the invalid byte at `i` (within `start..<end`, a line or a window) is a stray legacy byte.
    static func isStray(_ b: UnsafeRawBufferPointer, at i: Int, start: Int, end: Int) -> Bool {
        func isLetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
        let previous: UInt8? = i > start ? b[i - 1] : nil
        let next: UInt8? = i + 1 < end ? b[i + 1] : nil
        if let previous, isLetter(previous) { return next.map { $0 < 0x80 } ?? true }
        let wordStart = previous.map { $0 < 0x80 } ?? true
        return wordStart && next.map(isLetter) == true
    }

    /// One line of UTF-8 with stray bytes as their Windows-1252 characters and other damage as U+FFFD.
    static func decode(_ line: UnsafeRawBufferPointer) -> String {
        var result = ""
        result.reserveCapacity(line.count + 8)
        var segment = 0
        var i = 0
        while i < line.count {
            if let length = sequenceLength(line, at: i, end: line.count) {
                i += length
                continue
            }
            if isStray(line, at: i, start: 0, end: line.count) {
                result += String(decoding: UnsafeRawBufferPointer(rebasing: line[segment..<i]), as: UTF8.self)
                let byte = line[i]
                let scalar = UInt32(SingleByteTable.windows1252.high[Int(byte) - 0x80])
                result.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                segment = i + 1
            }
            i += 1
        }
        result += String(decoding: UnsafeRawBufferPointer(rebasing: line[segment..<line.count]), as: UTF8.self)
        return result
    }
}
