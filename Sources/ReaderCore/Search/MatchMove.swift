/// One step of a search through the book, wrapping around its ends: the first match from
/// a place (a new search, or `n` once the reader has moved away from the current match), the last
/// match before a place (`N` then), or the match after or before the current one (`n`, `N`).
public enum MatchMove: Sendable, Hashable {
    case from(PageAnchor)
    case backFrom(PageAnchor)
    case after(SearchMatch)
    case before(SearchMatch)
}

extension MatchFinder {
    /// The match this step lands on, and whether it wrapped around the book to find it;
    /// nil when the book has no match at all.
    public func find(_ step: MatchMove) -> (match: SearchMatch, wrapped: Bool)? {
        let start = PageAnchor(paragraph: 0, grapheme: 0)
        switch step {
        case .from(let anchor):
            if let match = firstMatch(atOrAfter: anchor) { return (match, false) }
            return firstMatch(atOrAfter: start).map { ($0, $0.start < anchor) }
        case .backFrom(let anchor):
            if let match = lastMatch(before: anchor) { return (match, false) }
            return lastMatch(before: PageAnchor(paragraph: book.paragraphs.count, grapheme: 0)).map { ($0, true) }
        case .after(let current):
            if let match = firstMatch(after: current) { return (match, false) }
            return firstMatch(atOrAfter: start).map { ($0, true) }
        case .before(let current):
            if let match = lastMatch(before: current) { return (match, false) }
            return lastMatch(before: PageAnchor(paragraph: book.paragraphs.count, grapheme: 0)).map { ($0, true) }
        }
    }
}
