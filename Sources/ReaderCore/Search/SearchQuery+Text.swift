extension SearchQuery {
    /// The first match in `text`, as the reader's search finds it in a paragraph: its UTF-8
    /// range and the grapheme index it starts at (a `Location`'s `grapheme`); nil when none.
    public func firstMatch(in text: String) -> (utf8: Range<Int>, grapheme: Int)? {
        var found: Range<Int>?
        ParagraphMatcher.forEachMatch(of: self, in: text) {
            found = $0
            return false
        }
        guard let found else { return nil }
        return (found, GraphemeOffsets.graphemes(at: [found.lowerBound], in: text)[found.lowerBound]!)
    }
}
