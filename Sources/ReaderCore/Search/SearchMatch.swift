/// One occurrence of a query: a span of one paragraph, as grapheme indices (what a
/// `PageAnchor` and `PageLine.graphemes` count) and as UTF-8 offsets (what `PageLine.utf8` holds).
/// Ordered as read: by paragraph, then start, then end.
public struct SearchMatch: Hashable, Comparable, Sendable {
    /// Paragraph index in the book.
    public var paragraph: Int
    /// Grapheme indices of the match inside the paragraph, half-open, never empty.
    public var graphemes: Range<Int>
    /// UTF-8 offsets of the match inside the paragraph's text, half-open.
    public var utf8: Range<Int>

    public init(paragraph: Int, graphemes: Range<Int>, utf8: Range<Int>) {
        self.paragraph = paragraph
        self.graphemes = graphemes
        self.utf8 = utf8
    }

    /// Where the match starts: the place to show (the page containing it) when it is found.
    public var start: PageAnchor { PageAnchor(paragraph: paragraph, grapheme: graphemes.lowerBound) }

    /// The graphemes of the match drawn on `line` (indices in the paragraph, a part of
    /// `line.graphemes`), or nil when none are; a match across a line break has a part on each line.
    public func graphemes(on line: PageLine) -> Range<Int>? {
        line.drawn(graphemes, of: paragraph)
    }

    public static func < (a: SearchMatch, b: SearchMatch) -> Bool {
        (a.paragraph, a.utf8.lowerBound, a.utf8.upperBound) < (b.paragraph, b.utf8.lowerBound, b.utf8.upperBound)
    }
}
