/// A place in the book, anchored in the source file rather than a page number, so it
/// survives re-pagination, a new window size, new margins and a rebuilt index.
public struct Location: Codable, Hashable, Sendable {
    /// Byte offset in the source file of the paragraph the place is in.
    public var offset: Int
    /// Grapheme index inside that paragraph.
    public var grapheme: Int
    /// A few characters of text from the place, to recover it if the file changed.
    public var snippet: String

    public init(offset: Int, grapheme: Int, snippet: String = "") {
        self.offset = offset
        self.grapheme = grapheme
        self.snippet = snippet
    }

    /// The first place of the book.
    public static let start = Location(offset: 0, grapheme: 0)

    /// Places compare by position only; the snippet is a hint.
    public static func == (a: Location, b: Location) -> Bool {
        a.offset == b.offset && a.grapheme == b.grapheme
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        hasher.combine(grapheme)
    }

    /// Fraction of the file before this place, 0…1, known without any layout.
    public func fraction(ofSourceSize size: Int) -> Double {
        size > 0 ? min(1, max(0, Double(offset) / Double(size))) : 0
    }
}

extension Book {
    /// Number of characters kept in a location's snippet.
    static let snippetLength = 24

    /// The location of a page anchor. `utf8`, when known (a laid-out line starting there has it),
    /// is the anchor's UTF-8 offset in the paragraph's text: the snippet is then read from there at
    /// once, instead of walking `anchor.grapheme` graphemes from the paragraph's start (in a book
    /// that is one huge paragraph, that walk made every page turn slower than the last).
    public func location(of anchor: PageAnchor, utf8: Int? = nil) -> Location {
        guard paragraphs.indices.contains(anchor.paragraph) else { return .start }
        let p = paragraphs[anchor.paragraph]
        let snippet: Substring
        if let utf8, utf8 >= 0, utf8 <= p.text.utf8.count {
            // A laid-out line starts on a character boundary: decode a few bytes from there.
            let view = p.text.utf8
            let start = view.index(view.startIndex, offsetBy: utf8)
            let bytes = view[start...].prefix(Book.snippetLength * 16)
            snippet = Substring(String(decoding: bytes, as: UTF8.self).prefix(Book.snippetLength))
        } else {
            snippet = p.text.dropFirst(anchor.grapheme).prefix(Book.snippetLength)
        }
        return Location(offset: p.offset, grapheme: anchor.grapheme, snippet: String(snippet))
    }

    /// The anchor for a location: the paragraph at its offset (or the one before it,
    /// when the file changed), clamped to that paragraph's length.
    public func anchor(for location: Location) -> PageAnchor {
        guard !paragraphs.isEmpty else { return PageAnchor(paragraph: 0, grapheme: 0) }
        let index = paragraphIndex(atOrBefore: location.offset)
        let count = paragraphs[index].text.count
        return PageAnchor(paragraph: index, grapheme: min(max(0, location.grapheme), max(0, count - 1)))
    }
}
