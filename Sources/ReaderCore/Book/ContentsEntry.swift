/// One line of the table of contents: a chapter, or a container (`Volume II`, `Book One: 1805`)
/// that opens where its first chapter starts. Entries are listed in reading order, each at its
/// depth, so the entries after a container with a deeper level are its children.
public struct ContentsEntry: Sendable, Equatable {
    /// Title as shown in the tree (whitespace already collapsed by the detector).
    public var title: String
    /// Depth in the tree, 1 at the top.
    public var level: Int
    /// The chapter the entry leads to (a container's first chapter).
    public var chapter: Int
    /// True for the chapter's own entry, false for a container opening at it.
    public var isChapter: Bool

    public init(title: String, level: Int, chapter: Int, isChapter: Bool) {
        self.title = title
        self.level = level
        self.chapter = chapter
        self.isChapter = isChapter
    }
}
