/// Converts between UTF-8 offsets and grapheme indices inside one paragraph, counting
/// graphemes as the line breaker does (`GraphemeScanner`), so match ranges line up with
/// `PageLine.graphemes` and `PageAnchor.grapheme`.
enum GraphemeOffsets {
    /// The grapheme index of each of `offsets` (grapheme boundaries, in any order) in `text`, in
    /// one pass. `sync` is a boundary whose grapheme index is known (a line start): counting starts
    /// at it or at the first offset, whichever is earlier, so the cost is the span covered, not
    /// the length of the paragraph.
    static func graphemes(at offsets: [Int], in text: String, sync: (utf8: Int, grapheme: Int) = (0, 0)) -> [Int: Int] {
        let points = Set(offsets + [sync.utf8]).sorted()
        let base = points[0]
        let tail = text[text.utf8.index(text.utf8.startIndex, offsetBy: base)...]
        var counted: [Int: Int] = [:]
        GraphemeScanner.withScanner(tail) { scanner in
            var g = 0
            for point in points {
                let target = point - base
                while scanner.offset < target {
                    guard let n = step(&scanner, graphemes: target - scanner.offset, bytes: target - scanner.offset) else { break }
                    g += n
                }
                counted[point] = g
            }
        }
        let shift = sync.grapheme - counted[sync.utf8]!
        return counted.mapValues { $0 + shift }
    }

    /// UTF-8 offset of grapheme `g` in `text` (the text's length when `g` is past its end).
    static func utf8Offset(ofGrapheme g: Int, in text: String) -> Int {
        GraphemeScanner.withScanner(text) { scanner in
            var left = g
            while left > 0, let n = step(&scanner, graphemes: left, bytes: scanner.count - scanner.offset) {
                left -= n
            }
            return scanner.offset
        }
    }

    /// Advances over at most `graphemes` graphemes and `bytes` bytes (taking runs of ASCII or
    /// ideographs at once when it can, else one grapheme); how many it passed, nil at the end.
    @inline(__always)
    private static func step(_ scanner: inout GraphemeScanner, graphemes: Int, bytes: Int) -> Int? {
        let limit = min(graphemes, bytes)
        let ascii = scanner.skipASCIIWord(limit: limit)
        if ascii > 0 { return ascii }
        let ideographs = scanner.skipIdeographs(limit: min(graphemes, bytes / 3))
        if ideographs > 0 { return ideographs }
        return scanner.next() == nil ? nil : 1
    }
}
