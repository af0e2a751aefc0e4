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

    /// Mends `broken`, the lines `breaker` broke `text` into (with `hangingIndent`), so that no line
    /// ends inside one of `groups`.
    static func mend(_ broken: inout [BrokenLine], text: String, groups: [Range<Int>], breaker: LineBreaker, hangingIndent: Int) {
        guard !groups.isEmpty else { return }
        let utf8 = text.utf8
        var i = 0
        while i + 1 < broken.count {
            let line = broken[i], end = line.utf8.upperBound
            guard let group = groups.first(where: { $0.lowerBound < end && end < $0.upperBound }),
                let cut = cut(before: group.lowerBound, in: text, after: line.utf8.lowerBound)
            else {
                i += 1
                continue
            }
            let head = Substring(
                utf8[utf8.index(utf8.startIndex, offsetBy: line.utf8.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: cut)])
            let graphemes = line.graphemes.lowerBound + head.count
            broken[i] = BrokenLine(
                graphemes: line.graphemes.lowerBound..<graphemes, utf8: line.utf8.lowerBound..<cut, width: CellWidth.width(of: head),
                isWrapped: line.isWrapped)
            let rest = String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: cut)...]))
            var tail: [BrokenLine] = []
            breaker.lines(of: rest, firstLineIndent: hangingIndent, hangingIndent: hangingIndent, into: &tail)
            for k in tail.indices {
                tail[k].graphemes = (tail[k].graphemes.lowerBound + graphemes)..<(tail[k].graphemes.upperBound + graphemes)
                tail[k].utf8 = (tail[k].utf8.lowerBound + cut)..<(tail[k].utf8.upperBound + cut)
            }
            // The first line of the rest goes on from a line broken for width; a later one as it was broken.
            if !tail.isEmpty { tail[0].isWrapped = true }
            broken.replaceSubrange((i + 1)..., with: tail)
            i += 1
        }
    }

    /// Where a line that starts at `start` must end for the group at `base` to start the next: before
    /// the base and the opening marks right before it (the `「` of `「上高地(かみこうち)`: no line
    /// ends with one); nil when that leaves the line empty.
    private static func cut(before base: Int, in text: String, after start: Int) -> Int? {
        var cut = base
        var text = text
        text.withUTF8 { bytes in
            while cut > start, Kinsoku.isOpening(UTF8Scalar.decode(bytes, endingAt: cut).value) {
                cut -= 1
                while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            }
        }
        return cut > start ? cut : nil
    }
}
