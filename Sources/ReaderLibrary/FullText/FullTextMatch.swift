import ReaderCore

/// One place a query was found in the library's books.
public struct FullTextMatch: Sendable, Equatable, Encodable {
    /// The book's file, as it was indexed.
    public var path: String
    public var title: String
    /// The chapter the match is in, as the header shows it (empty before the first).
    public var chapter: String
    /// Where the reader opens for it.
    public var location: Location
    /// The text around the match on one line, the match itself between `snippetMatch`'s bounds.
    public var snippet: String
    /// Where the match is in `snippet`, in characters (`Character`s).
    public var snippetMatch: Range<Int>

    public init(path: String, title: String, chapter: String, location: Location, snippet: String, snippetMatch: Range<Int>) {
        self.path = path
        self.title = title
        self.chapter = chapter
        self.location = location
        self.snippet = snippet
        self.snippetMatch = snippetMatch
    }

    enum CodingKeys: String, CodingKey {
        case path, title, chapter, offset, grapheme, snippet
        case matchStart = "match_start"
        case matchEnd = "match_end"
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(title, forKey: .title)
        try c.encode(chapter, forKey: .chapter)
        try c.encode(location.offset, forKey: .offset)
        try c.encode(location.grapheme, forKey: .grapheme)
        try c.encode(snippet, forKey: .snippet)
        try c.encode(snippetMatch.lowerBound, forKey: .matchStart)
        try c.encode(snippetMatch.upperBound, forKey: .matchEnd)
    }
}
