import ReaderCore

/// The terms the full-text index keeps of a text and looks a query up by: at each scalar,
/// folded as the reader's search folds it (`CaseFolding`: case and Latin accents), the run of
/// scalars starting there — two for an ideograph, kana or Hangul (so a two-character Chinese
/// word is a term), three for anything else (a trigram). A line feed separates passages: no
/// term crosses it. A text holding a match of a query holds every term of the query, since
/// each term depends only on the folded scalars it covers.
///
/// For a document, each term is given once (the index keeps no positions), which is most of
/// what makes indexing fast: a 32 KB passage group of English holds about 1 distinct trigram
/// in 10.
final class SearchGrams {
    /// The folded scalars of the text being cut (`count` of them), and where each starts in its
    /// bytes (one more: the end); kept from text to text.
    private var scalars: [UInt32] = []
    private var starts: [Int32] = []
    private var count = 0
    private let seen = GramSet()
    private var term: [UInt8] = []

    /// Cuts `bytes` (UTF-8; a malformed byte reads as U+FFFD) into terms and gives each to
    /// `emit` with the byte range it covers: every term when `distinct` is false (a query),
    /// each term once when true (a document). Stops when `emit` returns false.
    func cut(_ bytes: UnsafeRawBufferPointer, distinct: Bool, _ emit: (UnsafeBufferPointer<UInt8>, Int32, Int32) -> Bool) {
        decode(bytes)
        seen.removeAll()
        let count = self.count
        scalars.withUnsafeBufferPointer { scalars in
            var i = 0
            while i < count {
                let length = Self.isWide(scalars[i]) ? 2 : 3
                guard i + length <= count else { break }
                var key: UInt64 = 0
                var crossesLine = false
                for k in i..<i + length {
                    crossesLine = crossesLine || scalars[k] == Self.lineFeed
                    key = key << 21 | UInt64(scalars[k])
                }
                // Marked: a pair is never taken for a trigram starting with U+0000.
                if length == 2 { key |= 1 << 63 }
                if crossesLine || distinct && !seen.insert(key) {
                    i += 1
                    continue
                }
                term.removeAll(keepingCapacity: true)
                for k in i..<i + length { Self.append(scalars[k], to: &term) }
                let proceed = term.withUnsafeBufferPointer { emit($0, starts[i], starts[i + length]) }
                guard proceed else { return }
                i += 1
            }
        }
    }

    /// The terms of a query typed as `text`, in order, each as a string.
    static func terms(of text: String) -> [String] {
        let grams = SearchGrams()
        var terms: [String] = []
        var bytes = Array(text.utf8)
        // A line feed in a query matches a space in the text (`CaseFolding`).
        for i in bytes.indices where bytes[i] == 0x0A { bytes[i] = 0x20 }
        bytes.withUnsafeBytes { raw in
            grams.cut(raw, distinct: false) { term, _, _ in
                terms.append(String(decoding: term, as: UTF8.self))
                return true
            }
        }
        return terms
    }

    /// Decodes `bytes` into `scalars`, folded, and `starts`.
    private func decode(_ bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        if starts.count <= n {
            scalars = [UInt32](repeating: 0, count: n)
            starts = [Int32](repeating: 0, count: n + 1)
        }
        var count = 0
        CaseFolding.table.withUnsafeBufferPointer { table in
            scalars.withUnsafeMutableBufferPointer { scalars in
                starts.withUnsafeMutableBufferPointer { starts in
                    var i = 0
                    while i < n {
                        let b0 = bytes[i]
                        starts[count] = Int32(i)
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
                    starts[count] = Int32(n)
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

    /// Appends `v` as UTF-8.
    private static func append(_ v: UInt32, to bytes: inout [UInt8]) {
        switch v {
        case ..<0x80: bytes.append(UInt8(v))
        case ..<0x800: bytes += [UInt8(0xC0 | v >> 6), UInt8(0x80 | v & 0x3F)]
        case ..<0x10000: bytes += [UInt8(0xE0 | v >> 12), UInt8(0x80 | v >> 6 & 0x3F), UInt8(0x80 | v & 0x3F)]
        default: bytes += [UInt8(0xF0 | v >> 18), UInt8(0x80 | v >> 12 & 0x3F), UInt8(0x80 | v >> 6 & 0x3F), UInt8(0x80 | v & 0x3F)]
        }
    }

    /// The line feed as `decode` keeps it: a value no scalar has, so no term holds one.
    private static let lineFeed: UInt32 = 0x1F_FFFF
}

/// A set of terms as 64-bit keys (three 21-bit scalars, or two and a mark), emptied in
/// constant time between documents: open addressing, each slot stamped with the generation that
/// filled it, grown as it fills.
final class GramSet {
    private struct Slot {
        var key: UInt64
        var stamp: UInt32
    }

    private var slots: UnsafeMutablePointer<Slot>
    private var mask: Int
    private var count = 0
    private var generation: UInt32 = 1

    init() {
        mask = Self.initialSize - 1
        slots = .allocate(capacity: Self.initialSize)
        slots.initialize(repeating: Slot(key: 0, stamp: 0), count: Self.initialSize)
    }

    deinit { slots.deallocate() }

    /// Empties the set.
    func removeAll() {
        count = 0
        generation &+= 1
        if generation == 0 {
            slots.update(repeating: Slot(key: 0, stamp: 0), count: mask + 1)
            generation = 1
        }
    }

    /// Adds `key`; false when it was there.
    @inline(__always)
    func insert(_ key: UInt64) -> Bool {
        var slot = Self.hash(key) & mask
        while slots[slot].stamp == generation {
            if slots[slot].key == key { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(key: key, stamp: generation)
        count += 1
        if count * 2 > mask { grow() }
        return true
    }

    /// Doubles the table, keeping this generation's keys.
    private func grow() {
        let old = slots, size = mask + 1
        mask = size * 2 - 1
        slots = .allocate(capacity: size * 2)
        slots.initialize(repeating: Slot(key: 0, stamp: 0), count: size * 2)
        for i in 0..<size where old[i].stamp == generation {
            var slot = Self.hash(old[i].key) & mask
            while slots[slot].stamp == generation { slot = (slot + 1) & mask }
            slots[slot] = old[i]
        }
        old.deallocate()
    }

    @inline(__always)
    private static func hash(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) }

    private static let initialSize = 4096
}
