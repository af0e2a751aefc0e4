/// Grapheme clusters read straight from UTF-8 bytes, without building `Character`s where it is safe.
///
/// A scalar from `isAlwaysWhole` (ASCII, Latin, Greek/Cyrillic letters, general punctuation,
/// CJK ideographs, kana, fullwidth forms, Hangul syllables…) is a cluster on its own when the
/// scalar after it is one too: no grapheme rule joins two such scalars. Everything else —
/// combining marks, ZWJ, variation selectors, emoji modifiers, regional indicators, Hangul
/// jamo, U+FF9E/FF9F, CR — goes through Swift's `Character` segmentation.
struct GraphemeScanner: GraphemeSource {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let text: Substring
    private let punctuation = PunctuationTable.entries
    private let kana = GraphemeScanner.plainKana
    private(set) var offset = 0
    var count: Int { bytes.count }
    /// The text's bytes (valid inside `withScanner`).
    var utf8: UnsafeBufferPointer<UInt8> { bytes }

    private init(bytes: UnsafeBufferPointer<UInt8>, text: Substring) {
        self.bytes = bytes
        self.text = text
    }

    /// Runs `body` with a scanner over `text` (its UTF-8 copied first if not contiguous).
    static func withScanner<R>(_ text: String, _ body: (inout GraphemeScanner) -> R) -> R {
        if let r = text.utf8.withContiguousStorageIfAvailable({ buffer -> R in
            var scanner = GraphemeScanner(bytes: buffer, text: text[...])
            return body(&scanner)
        }) {
            return r
        }
        return withCopiedBytes(text[...], body)
    }

    /// Runs `body` with a scanner over `text` (its UTF-8 copied first if not contiguous).
    static func withScanner<R>(_ text: Substring, _ body: (inout GraphemeScanner) -> R) -> R {
        if let r = text.utf8.withContiguousStorageIfAvailable({ buffer -> R in
            var scanner = GraphemeScanner(bytes: buffer, text: text)
            return body(&scanner)
        }) {
            return r
        }
        return withCopiedBytes(text, body)
    }

    private static func withCopiedBytes<R>(_ text: Substring, _ body: (inout GraphemeScanner) -> R) -> R {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var scanner = GraphemeScanner(bytes: buffer, text: text)
            return body(&scanner)
        }
    }

    /// Moves to `offset`, clamped to the text (an offset from damaged data never reads outside it).
    mutating func seek(to offset: Int) {
        self.offset = min(max(0, offset), bytes.count)
    }

    /// Skips printable non-space ASCII that fits in `limit` cells (see `GraphemeSource`).
    @inline(__always)
    mutating func skipASCIIWord(limit: Int) -> Int { skipASCII(from: 0x21, limit: limit) }

    /// Skips printable ASCII, spaces included, that fits in `limit` cells, up to and including its
    /// last space, when that space is a cluster of its own (see `GraphemeSource`). Eight bytes a step:
    /// a line of Latin text is skipped in a few loads rather than word by word.
    @inline(__always)
    mutating func skipASCIIWords(limit: Int) -> Int {
        let start = offset, end = min(bytes.count, start + limit)
        guard start < end, bytes[start] &- 0x20 < 0x5F, let base = bytes.baseAddress else { return 0 }
        var j = start, space = -1
        while j + 8 <= end {
            let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
            let outside = Self.outsideMask(word, lowest: 0x20)
            // The spaces before the first byte outside, if any.
            let spaces = Self.spaceMask(word) & (outside == 0 ? ~0 : (outside & (0 &- outside)) &- 1)
            if spaces != 0 { space = j + (63 - spaces.leadingZeroBitCount) / 8 }
            guard outside == 0 else { return taken(upTo: space) }
            j += 8
        }
        while j < end && bytes[j] &- 0x20 < 0x5F {
            if bytes[j] == 0x20 { space = j }
            j += 1
        }
        return taken(upTo: space)
    }

    /// Moves past the space at `space` (none when negative) if what follows it cannot join it; how far it moved.
    @inline(__always)
    private mutating func taken(upTo space: Int) -> Int {
        let end = space + 1
        guard space >= offset, end == bytes.count || startsWhole(at: end) else { return 0 }
        defer { offset = end }
        return end - offset
    }

    /// Skips one space that is a cluster of its own (see `GraphemeSource`).
    @inline(__always)
    mutating func skipSpace() -> Bool {
        guard offset < bytes.count, bytes[offset] == 0x20, offset + 1 == bytes.count || startsWhole(at: offset + 1) else { return false }
        offset += 1
        return true
    }

    /// Skips printable ASCII, spaces included (0x20–0x7E, a cluster and a cell a byte), to the end of
    /// the text: for lines kept as written, where a space is a cell like any other, not a break.
    @inline(__always)
    mutating func skipASCIIText() -> Int { skipASCII(from: 0x20, limit: bytes.count) }

    /// Skips bytes `lowest`…0x7E that fit in `limit` cells, each a whole cluster of width 1.
    @inline(__always)
    private mutating func skipASCII(from lowest: UInt8, limit: Int) -> Int {
        let end = min(bytes.count, offset + limit)
        var j = offset
        // Eight bytes at a time while they lie inside the text: a word ends within the first load
        // more often than not, so this saves the byte loop rather than adding a pass. CJK text, where
        // the first byte ends the run, is answered by that byte alone.
        if j < end, bytes[j] &- lowest < 0x7F - lowest, let base = bytes.baseAddress {
            while j + 8 <= bytes.count && j < end {
                let outside = Self.outsideMask(UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self), lowest: lowest)
                guard outside == 0 else {
                    j = min(end, j + outside.trailingZeroBitCount / 8)
                    break
                }
                j = min(end, j + 8)
            }
        }
        while j < end && bytes[j] &- lowest < 0x7F - lowest { j += 1 }
        // The last byte is whole only if what follows cannot extend it.
        if j > offset && j < bytes.count && bytes[j] >= 0x80 && !startsWhole(at: j) { j -= 1 }
        let n = j - offset
        offset = j
        return n
    }

    /// The high bit of each byte of `word` (little-endian) that is not in `lowest`…0x7E, the others
    /// clear: a byte of 0x80 or more, 0x7F, or below `lowest` (which is at most 0x7F).
    @inline(__always)
    static func outsideMask(_ word: UInt64, lowest: UInt8) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        // Of each byte's low seven bits: adding 1 sets the high bit of 0x7F alone, adding 0x80 − lowest
        // sets it of every value from `lowest` up; neither carries into the next byte.
        let seven = word & ~high
        return word & high | (seven &+ ones) & high | ~(seven &+ ones &* UInt64(0x80 - lowest)) & high
    }

    /// The high bit of each byte of `word` (little-endian) that is a space, the others clear.
    @inline(__always)
    static func spaceMask(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080, low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // A byte is zero after the XOR exactly when it was a space; adding 0x7F to its low seven bits
        // sets the high bit of every other byte without carrying into the next.
        let x = word ^ 0x2020_2020_2020_2020
        return ~((x & low) &+ low | x) & high
    }

    @inline(__always)
    func byte(at offset: Int) -> UInt8 { bytes[offset] }

    /// Skips U+4E00–9FFF ideographs and the plain kana among U+3000–30FF (`plainKana`), at most `limit`
    /// of them (see `GraphemeSource`).
    @inline(__always)
    mutating func skipIdeographs(limit: Int) -> Int {
        var j = offset, n = 0
        let count = bytes.count
        while n < limit && j + 2 < count {
            let b = bytes[j]
            // U+4E00–9FFF is E4 B8 80 … E9 BF BF; U+3000–30FF is E3 80 80 … E3 83 BF.
            if !(b >= 0xE4 && b <= 0xE9 && (b != 0xE4 || bytes[j + 1] >= 0xB8)) {
                guard b == 0xE3, bytes[j + 1] &- 0x80 < 4 else { break }
                let v = UInt32(bytes[j + 1] & 0x3F) << 6 | UInt32(bytes[j + 2] & 0x3F)
                guard kana[Int(v >> 6)] >> (v & 63) & 1 != 0 else { break }
            }
            j += 3; n += 1
        }
        // The last one is whole only if what follows cannot extend it.
        if n > 0 && j < count && bytes[j] >= 0x80 && !startsWhole(at: j) { j -= 3; n -= 1 }
        offset = j
        return n
    }

    /// The next cluster: one always-whole scalar decoded in place, or a `Character` from Swift.
    @inline(__always)
    mutating func next() -> GraphemeInfo? {
        let i = offset
        let count = bytes.count
        guard i < count else { return nil }
        let b = bytes[i]
        if b < 0x80 {
            if b != 0x0D && (i + 1 == count || startsWhole(at: i + 1)) {
                offset = i + 1
                return GraphemeInfo(ascii: b)
            }
        } else {
            let (v, n) = decode(at: i)
            if let entry = PunctuationTable.entry(v, in: punctuation) {
                if entry.whole && (i + n == count || startsWhole(at: i + n)) {
                    offset = i + n
                    return entry.info
                }
            } else if Self.isAlwaysWhole(v) && (i + n == count || startsWhole(at: i + n)) {
                offset = i + n
                return GraphemeInfo(scalar: Unicode.Scalar(v).unsafelyUnwrapped)
            }
        }
        return characterNext(at: i)
    }

    /// Whether the scalar at byte `j` is in `isAlwaysWhole`, answered from the lead byte where it can be.
    @inline(__always)
    private func startsWhole(at j: Int) -> Bool {
        let b = bytes[j]
        if b < 0x80 { return b != 0x0D }
        // U+00C0–02FF, U+4000–9FFF, U+B000–CFFF: all members.
        if (b >= 0xC3 && b <= 0xCB) || (b >= 0xE4 && b <= 0xE9) || b == 0xEB || b == 0xEC { return true }
        let v = decode(at: j).value
        return PunctuationTable.entry(v, in: punctuation)?.whole ?? Self.isAlwaysWhole(v)
    }

    /// The slow path: let Swift segment the cluster that starts at byte `i`.
    @inline(never)
    private mutating func characterNext(at i: Int) -> GraphemeInfo {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: i)
        let ch = text[start...].first.unsafelyUnwrapped
        offset = i + ch.utf8.count
        return GraphemeInfo(ch)
    }

    /// Decodes the scalar starting at byte `i` of valid UTF-8: its value and length in bytes.
    @inline(__always)
    private func decode(at i: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        }
        return (
            (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4
        )
    }

    /// Of U+3000–30FF (CJK punctuation and kana), a bit for each (bit `v & 63` of word `v >> 6 & 3`)
    /// that `next()` reads as an ideograph: a cluster of its own beside any always-whole scalar, two
    /// cells wide, of class `.ideographic` alone (no kinsoku: not `ー`, small kana, brackets or stops).
    /// Derived from what `next()` answers, so a run of them is taken as `next()` would take each;
    /// allocated once and never freed, so a scanner keeps a pointer to it.
    nonisolated(unsafe) static let plainKana: UnsafeBufferPointer<UInt64> = {
        let words = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 4)
        words.initialize(repeating: 0)
        for v in UInt32(0x3000)...0x30FF {
            let info =
                PunctuationTable.entry(v, in: PunctuationTable.entries).map { $0.whole ? $0.info : nil }
                ?? (isAlwaysWhole(v) ? GraphemeInfo(scalar: Unicode.Scalar(v).unsafelyUnwrapped) : nil)
            if let info, info.width == 2, info.breakClass == .ideographic { words[Int(v >> 6 & 3)] |= 1 << (v & 63) }
        }
        return UnsafeBufferPointer(words)
    }()

    /// True for scalars that no grapheme rule joins to a neighbour from this same set.
    /// Kept conservative; `GraphemeTests` checks every member against Swift's segmentation.
    @inline(__always)
    static func isAlwaysWhole(_ v: UInt32) -> Bool {
        if v < 0x80 { return v != 0x0D }
        switch v {
        case 0xA0...0x2FF, // Latin-1, Latin Extended-A/B, IPA, spacing modifiers
            0x370...0x482, 0x48A...0x52F, // Greek, Cyrillic (without combining marks)
            0x1E00...0x1FFF, // Latin Extended Additional, Greek Extended
            0x2010...0x2027, 0x2030...0x205E, // general punctuation without zero-width/joiners/bidi
            0x2070...0x20CF, // super/subscripts, currency
            0x2100...0x2BFF, // letterlike, arrows, math, box drawing, shapes, dingbats
            0x2E80...0x2FDF, // CJK radicals, Kangxi
            0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, // CJK punctuation, kana
            0x3100...0x9FFF, // bopomofo, compatibility jamo, CJK enclosed/compat, Ext A, ideographs
            0xA000...0xA4CF, // Yi
            0xAC00...0xD7A3, // Hangul syllables (LV/LVT join only jamo, which are excluded)
            0xE000...0xFAFF, // private use, CJK compatibility ideographs
            0xFE10...0xFE19, 0xFE30...0xFE6F, // vertical, compatibility and small forms
            0xFF01...0xFF9D, 0xFFE0...0xFFEE, // fullwidth and halfwidth forms (not U+FF9E/FF9F)
            0x20000...0x3FFFD: // CJK Extension B and beyond
            return true
        default:
            return false
        }
    }
}
