/// Grapheme facts precomputed for the punctuation blocks CJK and Latin prose use most (U+2000–207F general
/// punctuation, U+3000–30FF CJK symbols and kana, U+FF00–FFEF fullwidth forms) and for box drawing
/// (U+2500–257F, which tables are drawn with), so the scanner reads them with one lookup instead of the
/// width, kinsoku and whole-cluster tests.
enum PunctuationTable {
    /// Facts of one scalar: what `GraphemeInfo(scalar:)` gives, and `GraphemeScanner.isAlwaysWhole`.
    struct Entry {
        var info: GraphemeInfo
        var whole: Bool
    }

    /// The blocks covered, in the order of `entries` (`entry` finds each at its offset there).
    static let blocks: [(start: UInt32, count: Int)] = [(0x2000, 0x80), (0x3000, 0x100), (0xFF00, 0xF0), (0x2500, 0x80)]

    /// Entries of all blocks, in block order; allocated once and never freed, so scanners can keep a pointer
    /// to it and skip the lazy-initialisation check of a global on every lookup.
    nonisolated(unsafe) static let entries: UnsafeBufferPointer<Entry> = {
        let all = blocks.flatMap { block in
            (block.start..<block.start + UInt32(block.count)).map { v in
                Entry(info: GraphemeInfo(scalar: Unicode.Scalar(v).unsafelyUnwrapped), whole: GraphemeScanner.isAlwaysWhole(v))
            }
        }
        let buffer = UnsafeMutableBufferPointer<Entry>.allocate(capacity: all.count)
        _ = buffer.initialize(from: all)
        return UnsafeBufferPointer(buffer)
    }()

    /// The entry for `v` in `entries`, or nil outside the covered blocks.
    @inline(__always)
    static func entry(_ v: UInt32, in entries: UnsafeBufferPointer<Entry>) -> Entry? {
        let index: Int
        // Below U+3000 first, so a scalar past the blocks (an ideograph) is turned away in three compares.
        if v < 0x3000 {
            if v &- 0x2000 < 0x80 { index = Int(v &- 0x2000) }
            else if v &- 0x2500 < 0x80 { index = 0x270 + Int(v &- 0x2500) }
            else { return nil }
        }
        else if v &- 0x3000 < 0x100 { index = 0x80 + Int(v &- 0x3000) }
        else if v &- 0xFF00 < 0xF0 { index = 0x180 + Int(v &- 0xFF00) }
        else { return nil }
        return entries[index]
    }
}
