import ReaderCore

/// The terms the full-text index keeps of a text and looks a query up by: at each scalar,
/// folded as the reader's search folds it (`CaseFolding`: case and Latin accents), the run of
/// scalars starting there — two for an ideograph, kana or Hangul (so a two-character Chinese
/// word is a term), three for anything else (a trigram). A line feed separates passages: no
/// term crosses it. A text holding a match of a query holds every term of the query, since
/// each term depends only on the folded scalars it covers.
///
/// A term is a 64-bit key: its three 21-bit scalars, or its two and a mark (bit 63), so a pair
/// is never taken for a trigram of the same scalars. For a document each term is given once
/// (the index keeps no positions): a 32 KB passage group of English holds about 1 distinct
/// trigram in 10.
final class SearchGrams {
    /// The folded scalars of the text being cut (`count` of them); kept from text to text.
    private var scalars: [UInt32] = []
    private var count = 0
    private let seen = GramSet()

    /// Cuts `bytes` (UTF-8; a malformed byte reads as U+FFFD) into terms and gives each key to
    /// `emit`: every term, in order, when `distinct` is false (a query); each term once when
    /// true (a document) — once for each hash (`GramPostings.hash`), which is all the index keeps.
    func cut(_ bytes: UnsafeRawBufferPointer, distinct: Bool, _ emit: (UInt64) -> Void) {
        decode(bytes)
        seen.removeAll()
        let count = self.count, lineFeed = Self.lineFeed, seen = self.seen
        scalars.withUnsafeBufferPointer { s in
            var i = 0
            while i + 1 < count {
                let a = s[i], b = s[i + 1]
                var key: UInt64
                if Self.isWide(a) {
                    guard a != lineFeed, b != lineFeed else {
                        i += 1
                        continue
                    }
                    key = 1 << 63 | UInt64(a) << 21 | UInt64(b)
                } else {
                    guard i + 2 < count else { break }
                    let c = s[i + 2]
                    guard a != lineFeed, b != lineFeed, c != lineFeed else {
                        i += 1
                        continue
                    }
                    key = UInt64(a) << 42 | UInt64(b) << 21 | UInt64(c)
                }
                if !distinct || seen.insert(GramPostings.hash(key)) { emit(key) }
                i += 1
            }
        }
    }

    /// The hashes (`GramPostings.hash`) of the terms of a document's `text`, each once.
    func hashes(of text: String) -> [UInt32] {
        var hashes: [UInt32] = [], text = text
        text.withUTF8 { utf8 in cut(UnsafeRawBufferPointer(utf8), distinct: true) { hashes.append(GramPostings.hash($0)) } }
        return hashes
    }

    /// The term keys of a query typed as `text`, in order.
    static func keys(of text: String) -> [UInt64] {
        var keys: [UInt64] = []
        var bytes = Array(text.utf8)
        // A line feed in a query matches a space in the text (`CaseFolding`).
        for i in bytes.indices where bytes[i] == 0x0A { bytes[i] = 0x20 }
        bytes.withUnsafeBytes { raw in SearchGrams().cut(raw, distinct: false) { keys.append($0) } }
        return keys
    }

    /// Decodes `bytes` into `scalars`, folded.
    private func decode(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        if scalars.count < n { scalars = [UInt32](repeating: 0, count: n) }
        var count = 0
        CaseFolding.table.withUnsafeBufferPointer { table in
            scalars.withUnsafeMutableBufferPointer { scalars in
                var i = 0
                while i < n {
                    let b0 = bytes[i]
                    if b0 < 0x80 {
                        // A line feed is kept as it is (it separates passages), not folded to a space.
                        scalars[count] = b0 == 0x0A ? Self.lineFeed : table[Int(b0)]
                        i += 1
                    } else {
                        let (value, length) = Self.scalar(at: i, in: bytes)
                        scalars[count] = CaseFolding.fold(value, table)
                        i += length
                    }
                    count += 1
                }
            }
        }
        self.count = count
    }

    /// The scalar whose UTF-8 starts at `i`, and its length; a malformed sequence is one U+FFFD byte.
    private static func scalar(at i: Int, in bytes: UnsafeRawBufferPointer) -> (UInt32, Int) {
        let b0 = UInt32(bytes[i])
        let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC2 ? 2 : 0
        guard length > 0, i + length <= bytes.count else { return (0xFFFD, 1) }
        var value = b0 & (0x7F >> UInt32(length))
        for k in 1..<length {
            let b = UInt32(bytes[i + k])
            guard b & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | b & 0x3F
        }
        guard Unicode.Scalar(value) != nil, value >= [0, 0, 0x80, 0x800, 0x10000][length] else { return (0xFFFD, 1) }
        return (value, length)
    }

    /// Ideographs, kana, Hangul and the other caseless CJK blocks, whose terms are two scalars long.
    static func isWide(_ v: UInt32) -> Bool {
        (v >= 0x2E80 && v < 0xA640) || (v >= 0xAC00 && v < 0xD7A4) || (v >= 0xF900 && v < 0xFB00) || (v >= 0xFF00 && v < 0xFFF0)
            || v >= 0x20000
    }

    /// The line feed as `decode` keeps it: a value no scalar has, so no term holds one.
    private static let lineFeed: UInt32 = 0x1F_FFFF
}

/// A set of term hashes for one document: open addressing over four-byte slots (0 marks an
/// empty one; a hash of 0 is kept aside), placed by a hash's top bits (its low bits hardly
/// depend on a trigram's first scalar), grown as it fills and emptied by clearing. Its size
/// follows the documents: one that filled less than a sixteenth of it shrinks it, so the table
/// of an English passage group's terms stays in the processor's nearest cache.
final class GramSet {
    private var slots: UnsafeMutablePointer<UInt32>
    private var mask: Int
    /// A hash shifted right by this is its first slot.
    private var shift: UInt32
    private var count = 0
    private var holdsZero = false

    init() {
        mask = Self.initialSize - 1
        shift = Self.shift(forSize: Self.initialSize)
        slots = .allocate(capacity: Self.initialSize)
        slots.initialize(repeating: 0, count: Self.initialSize)
    }

    deinit { slots.deallocate() }

    /// Empties the set.
    func removeAll() {
        let size = mask + 1
        if size > Self.initialSize, count * 16 < size {
            slots.deallocate()
            mask = Self.initialSize - 1
            shift = Self.shift(forSize: Self.initialSize)
            slots = .allocate(capacity: Self.initialSize)
        }
        slots.initialize(repeating: 0, count: mask + 1)
        count = 0
        holdsZero = false
    }

    /// Adds `hash`; false when it was there.
    @inline(__always)
    func insert(_ hash: UInt32) -> Bool {
        guard hash != 0 else {
            defer { holdsZero = true }
            return !holdsZero
        }
        var slot = Int(hash >> shift)
        while true {
            let found = slots[slot]
            if found == hash { return false }
            if found == 0 { break }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = hash
        count += 1
        if count * 2 > mask { grow() }
        return true
    }

    /// Doubles the table, keeping its hashes.
    private func grow() {
        let old = slots, size = mask + 1
        mask = size * 2 - 1
        shift = Self.shift(forSize: size * 2)
        slots = .allocate(capacity: size * 2)
        slots.initialize(repeating: 0, count: size * 2)
        for i in 0..<size where old[i] != 0 {
            var slot = Int(old[i] >> shift)
            while slots[slot] != 0 { slot = (slot &+ 1) & mask }
            slots[slot] = old[i]
        }
        old.deallocate()
    }

    private static func shift(forSize size: Int) -> UInt32 { UInt32(32 - size.trailingZeroBitCount) }

    private static let initialSize = 8192
}
