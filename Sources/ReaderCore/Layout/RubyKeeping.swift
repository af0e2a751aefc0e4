#if canImport(Glibc)
import Glibc
#endif

/// Inline ruby kept on one line with its base: a line broken inside `頭巾(ずきん)` would leave
/// `頭巾(ずき` on one row and `ん)` on the next, so the line ends before the base (and the opening
/// marks before it) instead and the rest of the block is broken again from there. A group wider
/// than a line stays broken.
enum RubyKeeping {
    /// Whether `text` may hold inline ruby: a `(` followed by kana or a kanji's lead byte (E3–E9),
    /// found with `memchr` (most blocks have no `(`, and Latin ones none followed by those).
    static func mayHoldRuby(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { b -> Bool in
            guard let base = b.baseAddress else { return false }
            var at = 0
            while at < b.count, let hit = memchr(base + at, 0x28, b.count - at) {
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if i + 1 < b.count, (0xE3...0xE9).contains(b[i + 1]) { return true }
                at = i + 1
            }
            return false
        } ?? text.utf8.contains(0x28)
    }

    /// The groups of a block's ruby, in order: each annotation with the base just before it (its
    /// `rubyBase` span, when it has one), as UTF-8 ranges.
    static func groups(_ spans: [InlineSpan]) -> [Range<Int>] {
        let bases = spans.filter { $0.kind == .rubyBase }.map(\.utf8)
        return spans.filter { $0.kind == .rubyAnnotation }.map { annotation in
            let base = bases.first { $0.upperBound == annotation.utf8.lowerBound }
            return (base?.lowerBound ?? annotation.utf8.lowerBound)..<annotation.utf8.upperBound
        }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Mends `broken`, the lines `breaker` broke `text` into (the first with `firstLineIndent`, the
    /// others with `hangingIndent`), so that no line but the last ends inside one of `groups`. From the
    /// first line it shortens on, the rest is broken again a window of a few lines at a time: a block
    /// with many readings costs a few lines' breaking for each mend, not its whole rest each time.
    static func mend(
        _ broken: inout [BrokenLine], text: String, groups: [Range<Int>], breaker: LineBreaker, firstLineIndent: Int,
        hangingIndent: Int
    ) {
        guard !groups.isEmpty, broken.count > 1 else { return }
        var text = text
        text.withUTF8 { bytes in
            /// Where `line` must end instead, if it ends inside a group (found by halving: groups are in order).
            func shortened(_ line: BrokenLine) -> Int? {
                let end = line.utf8.upperBound
                guard end < bytes.count else { return nil }
                let g = groups.partitioningIndex { $0.upperBound > end }
                guard g < groups.count, groups[g].lowerBound < end else { return nil }
                return cut(before: groups[g].lowerBound, in: bytes, after: line.utf8.lowerBound)
            }
            guard let first = broken.indices.first(where: { shortened(broken[$0]) != nil }) else { return }
            var lines = Array(broken[..<first])
            var start = broken[first].utf8.lowerBound, grapheme = broken[first].graphemes.lowerBound
            var wrapped = broken[first].isWrapped, indent = first == 0 ? firstLineIndent : wrapped ? hangingIndent : 0
            let window = max(2048, 64 * breaker.columns)
            var piece: [BrokenLine] = []
            while start < bytes.count {
                var end = min(bytes.count, start + window)
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                breaker.lines(
                    of: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), firstLineIndent: indent,
                    hangingIndent: hangingIndent, into: &piece)
                if end < bytes.count, piece.count < 2 {
                    // A line longer than the window (graphemes of many marks): the rest is broken whole.
                    end = bytes.count
                    breaker.lines(
                        of: String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self), firstLineIndent: indent,
                        hangingIndent: hangingIndent, into: &piece)
                }
                // The window's last line may be cut short by it: taken only at the block's end.
                let whole = end == bytes.count ? piece.count : piece.count - 1
                var restart = false
                let (byteBase, graphemeBase) = (start, grapheme)
                for k in 0..<whole {
                    var line = piece[k]
                    line.graphemes = (line.graphemes.lowerBound + graphemeBase)..<(line.graphemes.upperBound + graphemeBase)
                    line.utf8 = (line.utf8.lowerBound + byteBase)..<(line.utf8.upperBound + byteBase)
                    if k == 0 { line.isWrapped = wrapped }
                    if let cut = shortened(line) {
                        let head = String(decoding: UnsafeBufferPointer(rebasing: bytes[line.utf8.lowerBound..<cut]), as: UTF8.self)
                        line = BrokenLine(
                            graphemes: line.graphemes.lowerBound..<(line.graphemes.lowerBound + head.count),
                            utf8: line.utf8.lowerBound..<cut,
                            width: CellWidth.width(of: head), isWrapped: line.isWrapped)
                        restart = true
                    }
                    lines.append(line)
                    start = line.utf8.upperBound
                    grapheme = line.graphemes.upperBound
                    if restart { break }
                }
                // The next line goes on from one broken for width (after a line break it starts afresh).
                wrapped = restart || (whole < piece.count && piece[whole].isWrapped)
                indent = wrapped ? hangingIndent : 0
            }
            broken = lines
        }
    }

    /// Where a line that starts at `start` must end for the group at `base` to start the next: before
    /// the base and the opening marks right before it (the `「` of `「上高地(かみこうち)`: no line
    /// ends with one); nil when that leaves the line empty.
    private static func cut(before base: Int, in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var cut = base
        while cut > start, Kinsoku.isOpening(UTF8Scalar.decode(bytes, endingAt: cut).value) {
            cut -= 1
            while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        }
        return cut > start ? cut : nil
    }
}
