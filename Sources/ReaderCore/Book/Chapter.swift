/// A chapter: a title and the run of paragraphs it holds. Chapters tile the book in order; the
/// contents tree is the chapters at their `level`, each preceded by the `containers` that open at
/// its first paragraph (see `Book.contents`), so a container never needs an empty chapter.
public struct Chapter: Sendable, Equatable {
    /// The chapter's own title (`Chapter I`), shown in the table of contents; the header shows it
    /// after the titles of its containers (`Book One: 1805 · Chapter I`).
    public var title: String
    /// Paragraph indices in the book, half-open. Never empty except for an empty book.
    public var paragraphs: Range<Int>
    /// Index of the heading paragraph (drawn as the chapter title), nil for front matter and sections.
    public var heading: Int?
    /// Source byte offset where the chapter starts (its heading, or first paragraph).
    public var offset: Int
    /// Depth in the contents tree, 1 at the top.
    public var level: Int
    /// Titles of the containers (`Volume II`, `Book One: 1805`) whose headings stand straight above
    /// this chapter's, outermost first: contents entries at levels `level - containers.count` …
    /// `level - 1` that point here.
    public var containers: [String]

    public init(title: String, paragraphs: Range<Int>, heading: Int?, offset: Int, level: Int = 1, containers: [String] = []) {
        self.title = title
        self.paragraphs = paragraphs
        self.heading = heading
        self.offset = offset
        self.level = level
        self.containers = containers
    }
}
