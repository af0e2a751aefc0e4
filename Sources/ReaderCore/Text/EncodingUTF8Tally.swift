/// Counts well-formed multibyte UTF-8 sequences and malformed ones in sampled windows.
/// Legacy-encoded text is full of malformed sequences and almost never forms valid ones by chance,
/// so the two counts together tell UTF-8 (even slightly damaged) from anything else.
struct EncodingUTF8Tally {
    var multibyte = 0
    var invalid = 0
    /// Invalid bytes that are stray legacy bytes in ASCII words (see `StrayBytes`).
    var stray = 0

    /// Tallies each window; a window that starts inside a character skips its continuation bytes, and one cut
    /// inside a character at its end (but not at the end of the file) does not count that as an error.
    /// Stops early once the verdict is clear: hundreds of errors and few good sequences.
    init(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) {
        for window in windows {
            if invalid >= 256 && multibyte < invalid { return }
            var i = window.lowerBound
            while i < window.upperBound, i > 0, i - window.lowerBound < 3, bytes[i] & 0xC0 == 0x80 { i += 1 }
            tally(bytes, from: i, to: window.upperBound)
        }
    }

    private mutating func tally(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        var i = start
        while i < end {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            if Self.isWholeCJKSequence(bytes, at: i, end: end) {
                multibyte += 1
                i += 3
                continue
            }
            let (length, k) = StrayBytes.sequence(bytes, at: i, end: end)
            if length == 0 {
                invalid += 1
                if StrayBytes.isStray(bytes, at: i, start: start, end: end) { stray += 1 }
                i += 1
                continue
            }
            if k == length {
                multibyte += 1
            } else if !(i + k == end && end < bytes.count) {
                invalid += 1
                if k == 1, StrayBytes.isStray(bytes, at: i, start: start, end: end) { stray += 1 }
            }
            i += k
        }
    }

    /// Whether a whole three-byte sequence whose lead allows any continuation byte second (most
    /// CJK text) starts at `i`: one that `StrayBytes.sequence` reads as valid, checked at once.
    @inline(__always)
    static func isWholeCJKSequence(_ bytes: UnsafeRawBufferPointer, at i: Int, end: Int) -> Bool {
        let lead = bytes[i]
        return ((0xE1...0xEC).contains(lead) || (0xEE...0xEF).contains(lead)) && i + 2 < end
            && bytes[i + 1] & 0xC0 == 0x80 && bytes[i + 2] & 0xC0 == 0x80
    }

    /// Valid UTF-8, or damaged UTF-8 with at least twice as many good sequences as bad ones.
    /// (Legacy CJK text forms valid sequences by chance at under 0.3 per bad one; Western legacy text at none.)
    /// Also UTF-8: real multibyte text whose only damage is a few stray legacy bytes in ASCII words
    /// (a Latin-1 line pasted into a UTF-8 book), which the decoder repairs.
    var looksLikeUTF8: Bool {
        invalid == 0 || multibyte >= 2 * invalid || (multibyte > 0 && stray == invalid && invalid <= Self.strayLimit)
    }

    /// More stray bytes than this in the sample is a legacy file, not a damaged UTF-8 one.
    static let strayLimit = 64
}
