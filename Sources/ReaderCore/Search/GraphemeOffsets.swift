/// Converts between UTF-8 offsets and grapheme indices inside one paragraph, counting
/// graphemes as the line breaker does (`GraphemeScanner`), so match ranges line up with
/// `PageLine.graphemes` and `PageAnchor.grapheme`.
enum GraphemeOffsets {
    /// Grapheme indices of `offsets` (ascending, each on a grapheme boundary) in `text`, in one pass.
    static func graphemes(at offsets: [Int], in text: String) -> [Int] {
        GraphemeScanner.withScanner(text) { scanner in
            var result: [Int] = []
            result.reserveCapacity(offsets.count)
            var g = 0
            for target in offsets {
                while scanner.offset < target {
                    guard let n = step(&scanner, graphemes: target - scanner.offset, bytes: target - scanner.offset) else { break }
                    g += n
                }
                result.append(g)
            }
            return result
        }
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
