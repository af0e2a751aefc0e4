/// A decoded, cleaned book: its paragraphs in reading order and its chapters.
public struct Book: Sendable {
    /// Shown in the header: the file name without folders and extension.
    public var title: String
    /// Encoding the source file was read with.
    public var encoding: TextEncoding
    /// Size of the source file in bytes (for percentages).
    public var sourceSize: Int
    /// Every paragraph, sorted by source offset.
    public var paragraphs: [Paragraph]
    /// Chapters tiling `paragraphs` in order.
    public var chapters: [Chapter]

    public init(title: String, encoding: TextEncoding, sourceSize: Int, paragraphs: [Paragraph], chapters: [Chapter]) {
        self.title = title
        self.encoding = encoding
        self.sourceSize = sourceSize
        self.paragraphs = paragraphs
        self.chapters = chapters
    }

    /// Index of the last paragraph whose offset is ≤ `offset` (0 when before the first).
    public func paragraphIndex(atOrBefore offset: Int) -> Int {
        var lo = 0, hi = paragraphs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if paragraphs[mid].offset <= offset { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// Index of the chapter holding paragraph `index`.
    public func chapterIndex(ofParagraph index: Int) -> Int {
        var lo = 0, hi = chapters.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if chapters[mid].paragraphs.lowerBound <= index { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// Number of characters (grapheme clusters) of text in the book.
    public var characterCount: Int {
        paragraphs.reduce(0) { $0 + $1.text.count }
    }
}
