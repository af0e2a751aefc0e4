/// Finds a query's matches in a book, paragraph by paragraph: a match never spans two
/// paragraphs, and since lines and pages are spans of paragraphs, matches across a line
/// or page break are found like any other.
///
/// Matches are every place where the query matches, overlapping ones included ("aa" is
/// found twice in "aaa"), so `n` moves one match at a time and counts agree with it.
/// Ends are explicit: `firstMatch` returns nil past the last match and `lastMatch` before
/// the first; wrapping around is the caller's choice. Byte scanning only; grapheme
/// indices are computed for the matches returned.
public struct MatchFinder: Sendable {
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

    /// Every match in the paragraphs of `range` (clamped to the book), in order. Each paragraph
    /// with a match costs a pass over it: for highlighting a page, `matches(on:)` is cheaper.
    public func matches(inParagraphs range: Range<Int>) -> [SearchMatch] {
        var result: [SearchMatch] = []
        for p in range.clamped(to: book.paragraphs.indices) {
            let text = book.paragraphs[p].text
            var spans: [Range<Int>] = []
            ParagraphMatcher.forEachMatch(of: query, in: text) {
                spans.append($0); return true
            }
            result += matches(in: p, spans, text, sync: (0, 0))
        }
        return result
    }

    /// Every match with a part on `page`, in order: what to highlight. Matches that begin on the
    /// page before or end on the next are included whole. Costs about one page of text, even
    /// when a paragraph is megabytes long.
    public func matches(on page: Paginator.Page) -> [SearchMatch] {
        var result: [SearchMatch] = []
        let lines = page.lines.filter { $0.kind != .blank && book.paragraphs.indices.contains($0.paragraph) }
        var i = 0
        while i < lines.count {
            let first = lines[i]
            var j = i
            while j + 1 < lines.count && lines[j + 1].paragraph == first.paragraph { j += 1 }
            let window = first.utf8.lowerBound..<lines[j].utf8.upperBound
            let text = book.paragraphs[first.paragraph].text
            var spans: [Range<Int>] = []
            let earliest = max(0, window.lowerBound - query.maxMatchLength + 1)
            ParagraphMatcher.forEachMatch(of: query, in: text, starts: earliest..<window.upperBound) { span in
                if span.upperBound > window.lowerBound { spans.append(span) }
                return true
            }
            result += matches(in: first.paragraph, spans, text, sync: (first.utf8.lowerBound, first.graphemes.lowerBound))
            i = j + 1
        }
        return result
    }

    /// Number of matches in paragraph `p` that start before UTF-8 offset `end` (all when nil).
    func matchCount(inParagraph p: Int, startingBefore end: Int? = nil) -> Int {
        let text = book.paragraphs[p].text
        var n = 0
        ParagraphMatcher.forEachMatch(of: query, in: text, starts: 0..<(end ?? text.utf8.count)) { _ in
            n += 1
            return true
        }
        return n
    }

    /// The paragraph of `anchor` and the UTF-8 offset of its grapheme; nil past the book's end.
    private func byteOffset(of anchor: PageAnchor) -> (Int, Int)? {
        guard anchor.paragraph < book.paragraphs.count else { return nil }
        guard anchor.paragraph >= 0 else { return (0, 0) }
        return (
            anchor.paragraph, GraphemeOffsets.utf8Offset(ofGrapheme: max(0, anchor.grapheme), in: book.paragraphs[anchor.paragraph].text)
        )
    }

    /// The first match at or after UTF-8 offset `byte` of paragraph `p`, searching on through the book.
    private func first(fromParagraph p: Int, byte: Int) -> SearchMatch? {
        var from = byte
        for p in p..<book.paragraphs.count {
            let text = book.paragraphs[p].text
            var found: Range<Int>?
            ParagraphMatcher.forEachMatch(of: query, in: text, starts: from..<text.utf8.count) {
                found = $0; return false
            }
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
            ParagraphMatcher.forEachMatch(of: query, in: text, starts: 0..<(end ?? text.utf8.count)) {
                found = $0; return true
            }
            if let found { return match(in: p, found, text) }
            end = nil
        }
        return nil
    }

    /// A match of paragraph `p` from its UTF-8 span.
    private func match(in p: Int, _ span: Range<Int>, _ text: String) -> SearchMatch {
        matches(in: p, [span], text, sync: (0, 0))[0]
    }

    /// Matches of paragraph `p` from their UTF-8 spans, grapheme indices counted from `sync`.
    private func matches(in p: Int, _ spans: [Range<Int>], _ text: String, sync: (utf8: Int, grapheme: Int)) -> [SearchMatch] {
        guard !spans.isEmpty else { return [] }
        let g = GraphemeOffsets.graphemes(at: spans.flatMap { [$0.lowerBound, $0.upperBound] }, in: text, sync: sync)
        return spans.map { SearchMatch(paragraph: p, graphemes: g[$0.lowerBound]!..<g[$0.upperBound]!, utf8: $0) }
    }
}
