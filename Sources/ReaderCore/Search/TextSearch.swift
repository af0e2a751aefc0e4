/// Finds a query's matches in a book, paragraph by paragraph: a match never spans two
/// paragraphs, and since lines and pages are spans of paragraphs, matches across a line
/// or page break are found like any other.
///
/// Matches are every place where the query matches, overlapping ones included ("aa" is
/// found twice in "aaa"), so `n` moves one match at a time and counts agree with it.
/// Ends are explicit: `firstMatch` returns nil past the last match and `lastMatch` before
/// the first; wrapping around is the caller's choice. Byte scanning only; grapheme
/// indices are computed for the matches returned.
public struct TextSearch: Sendable {
    public let query: SearchQuery
    public let book: Book

    public init(query: SearchQuery, book: Book) {
        self.query = query
        self.book = book
    }

    /// The first match starting at or after `anchor` (e.g. the page start, for a new search).
    public func firstMatch(atOrAfter anchor: PageAnchor) -> SearchMatch? {
        guard let (p, byte) = byteOffset(of: anchor) else { return nil }
        return first(fromParagraph: p, byte: byte)
    }

    /// The first match starting after `anchor`.
    public func firstMatch(after anchor: PageAnchor) -> SearchMatch? {
        guard let (p, byte) = byteOffset(of: anchor) else { return nil }
        return first(fromParagraph: p, byte: byte + 1)
    }

    /// The match after `match` (for `n`), nil when it is the last.
    public func firstMatch(after match: SearchMatch) -> SearchMatch? {
        first(fromParagraph: match.paragraph, byte: match.utf8.lowerBound + 1)
    }

    /// The last match starting before `anchor`.
    public func lastMatch(before anchor: PageAnchor) -> SearchMatch? {
        guard anchor.paragraph >= 0 else { return nil }
        guard let (p, byte) = byteOffset(of: anchor) else {
            return last(fromParagraph: book.paragraphs.count - 1, before: nil)
        }
        return last(fromParagraph: p, before: byte)
    }

    /// The match before `match` (for `N`), nil when it is the first.
    public func lastMatch(before match: SearchMatch) -> SearchMatch? {
        last(fromParagraph: match.paragraph, before: match.utf8.lowerBound)
    }

    /// Every match in the paragraphs of `range` (clamped to the book), in order: what to
    /// highlight on a page whose lines come from those paragraphs.
    public func matches(inParagraphs range: Range<Int>) -> [SearchMatch] {
        var result: [SearchMatch] = []
        for p in range.clamped(to: book.paragraphs.indices) {
            let text = book.paragraphs[p].text
            var spans: [Range<Int>] = []
            MatchScanner.forEachMatch(of: query, in: text) { spans.append($0); return true }
            guard !spans.isEmpty else { continue }
            let offsets = Set(spans.flatMap { [$0.lowerBound, $0.upperBound] }).sorted()
            let grapheme = Dictionary(uniqueKeysWithValues: zip(offsets, GraphemeOffsets.graphemes(at: offsets, in: text)))
            for span in spans {
                result.append(SearchMatch(
                    paragraph: p, graphemes: grapheme[span.lowerBound]!..<grapheme[span.upperBound]!, utf8: span))
            }
        }
        return result
    }

    /// Number of matches in paragraph `p` that start before UTF-8 offset `end` (all when nil).
    func matchCount(inParagraph p: Int, startingBefore end: Int? = nil) -> Int {
        let text = book.paragraphs[p].text
        var n = 0
        MatchScanner.forEachMatch(of: query, in: text, starts: 0..<(end ?? text.utf8.count)) { _ in
            n += 1
            return true
        }
        return n
    }

    /// The paragraph of `anchor` and the UTF-8 offset of its grapheme; nil past the book's end.
    private func byteOffset(of anchor: PageAnchor) -> (Int, Int)? {
        guard anchor.paragraph < book.paragraphs.count else { return nil }
        guard anchor.paragraph >= 0 else { return (0, 0) }
        return (anchor.paragraph, GraphemeOffsets.utf8Offset(ofGrapheme: max(0, anchor.grapheme), in: book.paragraphs[anchor.paragraph].text))
    }

    /// The first match at or after UTF-8 offset `byte` of paragraph `p`, searching on through the book.
    private func first(fromParagraph p: Int, byte: Int) -> SearchMatch? {
        var from = byte
        for p in p..<book.paragraphs.count {
            let text = book.paragraphs[p].text
            var found: Range<Int>?
            MatchScanner.forEachMatch(of: query, in: text, starts: from..<text.utf8.count) { found = $0; return false }
            if let found { return match(in: p, found, text) }
            from = 0
        }
        return nil
    }

    /// The last match before UTF-8 offset `byte` of paragraph `p` (anywhere in it when nil), searching back.
    private func last(fromParagraph p: Int, before byte: Int?) -> SearchMatch? {
        var end = byte
        for p in stride(from: p, through: 0, by: -1) {
            let text = book.paragraphs[p].text
            var found: Range<Int>?
            MatchScanner.forEachMatch(of: query, in: text, starts: 0..<(end ?? text.utf8.count)) { found = $0; return true }
            if let found { return match(in: p, found, text) }
            end = nil
        }
        return nil
    }

    /// A match of paragraph `p` from its UTF-8 span.
    private func match(in p: Int, _ span: Range<Int>, _ text: String) -> SearchMatch {
        let g = GraphemeOffsets.graphemes(at: [span.lowerBound, span.upperBound], in: text)
        return SearchMatch(paragraph: p, graphemes: g[0]..<g[1], utf8: span)
    }
}
