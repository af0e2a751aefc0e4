/// What the table of contents of a book holds, for the sweep: its entries by level, and the
/// chapters whose heading is followed by three headings or more rather than text — the mark of an entry
/// that points into a printed contents list (`CHAPTER 1. Loomings.` then `CHAPTER 2. …`).
public struct ContentsSurvey: Sendable, Equatable {
    /// Entries per level, index 0 for level 1.
    public var entriesByLevel: [Int] = []
    /// Titles of the chapters that open on a list of headings (the first few).
    public var intoLists: [String] = []
    /// How many chapters open on a list of headings.
    public var intoListCount = 0
    /// Every entry is a size-based section (`§3 · It was…`, `ChapterDetector.sections`): no heading was found.
    public var sizeBased = false

    /// Heading lines in a row after a chapter's own that make it a contents list: a book's title
    /// over its first part's over that part's first chapter's (two) is a book's normal shape.
    static let listRun = 3
    /// Blocks after the heading looked at.
    static let lookahead = 3
    /// Titles kept in `intoLists`.
    static let kept = 5

    public var entries: Int { entriesByLevel.reduce(0, +) }

    public init(_ book: Book) {
        for entry in book.contents {
            let level = max(1, entry.level)
            if entriesByLevel.count < level { entriesByLevel += Array(repeating: 0, count: level - entriesByLevel.count) }
            entriesByLevel[level - 1] += 1
        }
        sizeBased = book.chapters.allSatisfy { $0.heading == nil && $0.title.hasPrefix("§") }
        let headings = Set(book.chapters.compactMap(\.heading))
        for chapter in book.chapters {
            guard let h = chapter.heading else { continue }
            var run = 0
            var p = h + 1
            while p < book.paragraphs.count, p <= h + Self.lookahead {
                let kind = book.paragraphs.kinds[p]
                if kind == .separator || kind == .image {
                    p += 1
                    continue
                }
                let lines = headings.contains(p) ? 1 : Self.headingLines(book.paragraphs[p].text)
                guard lines > 0 else { break }
                run += lines
                p += 1
            }
            if run >= Self.listRun {
                intoListCount += 1
                if intoLists.count < Self.kept { intoLists.append(chapter.title) }
            }
        }
    }

    /// The lines of a block when the built-in heading rules take every one of them for a heading
    /// (a contents list may be one block of many lines), else 0.
    static func headingLines(_ text: String) -> Int {
        let lines = text.split(separator: "\n")
        return lines.allSatisfy { HeadingParser.parse($0) != nil } ? lines.count : 0
    }
}
