/// A chapter: a title and the run of paragraphs it holds.
public struct Chapter: Sendable, Equatable {
    /// Title shown in the header and the table of contents.
    public var title: String
    /// Paragraph indices in the book, half-open. Never empty except for an empty book.
    public var paragraphs: Range<Int>
    /// Index of the heading paragraph (drawn as the chapter title), nil for front matter and sections.
    public var heading: Int?
    /// Source byte offset where the chapter starts (its heading, or first paragraph).
    public var offset: Int
    /// Depth in the table of contents, 1 at the top (an EPUB's nested nav or NCX entries).
    public var level: Int

    public init(title: String, paragraphs: Range<Int>, heading: Int?, offset: Int, level: Int = 1) {
        self.title = title
        self.paragraphs = paragraphs
        self.heading = heading
        self.offset = offset
        self.level = level
    }
}
