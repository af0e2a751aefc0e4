extension Book {
    /// The first place the book holds `text` (as `/` finds it: letters in any case, within one
    /// paragraph): the span a new annotation covers, and the book's own text there. Nil when the
    /// book does not hold it.
    public func firstSpan(of text: String) -> (start: Location, end: Location, text: String)? {
        guard let query = SearchQuery(text),
            let match = MatchFinder(query: query, book: self).firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0))
        else { return nil }
        let start = location(of: match.start, utf8: match.utf8.lowerBound)
        let end = Location(offset: start.offset, grapheme: match.graphemes.upperBound)
        guard let found = self.text(from: start, to: end) else { return nil }
        return (start, end, found)
    }

    /// The text from `start` to `end` (exclusive), paragraphs joined by "\n"; nil when either is
    /// not a place in this book (no paragraph starts at its offset, or it is past its paragraph's end).
    public func text(from start: Location, to end: Location) -> String? {
        guard let first = paragraph(at: start.offset), let last = paragraph(at: end.offset), first <= last else { return nil }
        var parts: [Substring] = []
        for p in first...last {
            let text = paragraphs[p].text
            let from = p == first ? start.grapheme : 0
            guard from <= text.count, p != last || end.grapheme <= text.count else { return nil }
            let tail = text.dropFirst(from)
            parts.append(p == last ? tail.prefix(end.grapheme - from) : tail)
        }
        guard first < last || start.grapheme <= end.grapheme else { return nil }
        return parts.joined(separator: "\n")
    }

    /// `annotation` where its text is now: as it is when the text at its places is still its
    /// text; else moved to the occurrence of its text nearest its old place (the book changed); nil
    /// when the book no longer holds its text.
    public func resolved(_ annotation: Annotation) -> Annotation? {
        if text(from: annotation.start, to: annotation.end) == annotation.text { return annotation }
        let parts = annotation.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let query = SearchQuery(String(parts[0])) else { return nil }
        let finder = MatchFinder(query: query, book: self)
        let near = anchor(for: annotation.start)
        // The first occurrence after the old place whose whole span holds the annotation's text, and
        // the first before it: the nearer wins.
        let after = first(from: finder.firstMatch(atOrAfter: near), next: finder.firstMatch(after:)) {
            moved(annotation, to: $0, parts: parts)
        }
        let before = first(from: finder.lastMatch(before: near), next: finder.lastMatch(before:)) {
            moved(annotation, to: $0, parts: parts)
        }
        return [after, before].compactMap { $0 }.min {
            abs($0.start.offset - annotation.start.offset) < abs($1.start.offset - annotation.start.offset)
        }
    }

    /// The first of at most `maxCandidates` matches, from `match` on by `next`, that `accept` turns into an annotation.
    private func first(from match: SearchMatch?, next: (SearchMatch) -> SearchMatch?, accept: (SearchMatch) -> Annotation?) -> Annotation? {
        var match = match
        for _ in 0..<Self.maxCandidates {
            guard let m = match else { return nil }
            if let found = accept(m) { return found }
            match = next(m)
        }
        return nil
    }

    /// `annotation` moved to start at `match` (its text's first paragraph), when the book's text
    /// from there is its text.
    private func moved(_ annotation: Annotation, to match: SearchMatch, parts: [Substring]) -> Annotation? {
        let last = match.paragraph + parts.count - 1
        guard last < paragraphs.count else { return nil }
        var moved = annotation
        moved.start = location(of: match.start, utf8: match.utf8.lowerBound)
        let endGrapheme = parts.count == 1 ? match.graphemes.upperBound : parts[parts.count - 1].count
        moved.end = Location(offset: paragraphs.offsets[last], grapheme: endGrapheme)
        return text(from: moved.start, to: moved.end) == annotation.text ? moved : nil
    }

    /// The paragraph starting at source offset `offset`, if one does.
    private func paragraph(at offset: Int) -> Int? {
        guard !paragraphs.isEmpty else { return nil }
        let p = paragraphIndex(atOrBefore: offset)
        return paragraphs.offsets[p] == offset ? p : nil
    }

    /// Most occurrences of an annotation's first words looked at on each side of its old place.
    static let maxCandidates = 10_000
}
