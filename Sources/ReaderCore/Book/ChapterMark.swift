/// Where a chapter starts: the index of its heading paragraph, its own title, its depth in the
/// contents tree and the container headings (Volume, Book…) that open at the same place.
public struct ChapterMark: Sendable, Equatable {
    /// Index in the book's paragraph array of the chapter's first (heading) paragraph.
    public var paragraphIndex: Int
    /// The chapter's own title, e.g. `第一回 靈根育孕源流出 心性修持大道生` or `Chapter I`.
    public var title: String
    /// Depth in the contents tree: 1 at the top, 2 for a chapter inside a book…
    public var level: Int
    /// Titles of the container headings (`Book One: 1805`) printed straight above this chapter's
    /// heading, outermost first, at levels `level - containers.count` … `level - 1`.
    public var containers: [String]
    /// The heading is run in at the start of a paragraph of text (`2. Grant of Copyright License.
    /// Subject to…`): the chapter starts there, but the paragraph is not drawn as a heading.
    public var runIn: Bool

    public init(paragraphIndex: Int, title: String, level: Int = 1, containers: [String] = [], runIn: Bool = false) {
        self.paragraphIndex = paragraphIndex
        self.title = title
        self.level = level
        self.containers = containers
        self.runIn = runIn
    }
}
