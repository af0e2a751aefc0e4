import ReaderCore

/// Characters of text left from a place to the end of its chapter and of the book, for the
/// time left. The chapter's are counted (its text is in memory: it is on screen), once per
/// chapter; the chapters after it are never read for this: their share of the file is taken
/// at the characters per file offset of the chapters counted so far. A memo of the view,
/// outside the model's state.
package final class CharactersLeft {
    /// The book the counts are of (its block count and size tell a window from the whole).
    private var book: (blocks: Int, size: Int)?
    /// The chapter counted last: characters from each of its blocks to its end.
    private var current: (chapter: Int, fromBlock: [Int])?
    /// Characters and file offsets spanned by every chapter counted.
    private var counted: [Int: (characters: Int, span: Int)] = [:]

    package init() {}

    /// Characters from `anchor` to the end of its chapter, and to the end of `book`'s reading order
    /// (nil when `wholeBook` is false — the book is a window of the file — or past the reading order).
    package func left(in book: Book, from anchor: PageAnchor, wholeBook: Bool) -> (chapter: Int, book: Int?) {
        guard book.paragraphs.indices.contains(anchor.paragraph) else { return (0, wholeBook ? 0 : nil) }
        if self.book.map({ $0 != (book.paragraphs.count, book.sourceSize) }) ?? true {
            self.book = (book.paragraphs.count, book.sourceSize)
            current = nil
            counted = [:]
        }
        let chapter = book.chapterIndex(ofParagraph: anchor.paragraph)
        let blocks = book.chapters[chapter].paragraphs
        guard blocks.contains(anchor.paragraph) else { return (0, wholeBook ? 0 : nil) }
        let fromBlock = counts(of: chapter, in: book)
        let i = anchor.paragraph - blocks.lowerBound
        // The characters of the place's own block before it are read already.
        let chapterLeft = fromBlock[i] - min(max(0, anchor.grapheme), fromBlock[i] - fromBlock[i + 1])
        // The book's count is of its reading order: none past it (an EPUB's `linear="no"` items), and
        // only the chapter's blocks before its end.
        let ordered = book.readingOrderSize, offsets = book.paragraphs.offsets
        guard wholeBook, offsets[anchor.paragraph] < ordered else { return (chapterLeft, nil) }
        let past = offsets[blocks].partitioningIndex { $0 >= ordered } - blocks.lowerBound
        let totals = counted.values.reduce((characters: 0, span: 0)) { ($0.characters + $1.characters, $0.span + $1.span) }
        let after = max(0, ordered - end(of: chapter, in: book))
        let perOffset = totals.span > 0 ? Double(totals.characters) / Double(totals.span) : 0
        return (chapterLeft, chapterLeft - fromBlock[past] + Int((Double(after) * perOffset).rounded()))
    }

    /// Characters from each block of `chapter` to its end (one more entry: 0 at the end), counted once.
    private func counts(of chapter: Int, in book: Book) -> [Int] {
        if let current, current.chapter == chapter { return current.fromBlock }
        let blocks = book.chapters[chapter].paragraphs
        var fromBlock = [Int](repeating: 0, count: blocks.count + 1)
        for (i, text) in book.paragraphs.texts(of: blocks).enumerated().reversed() {
            fromBlock[i] = fromBlock[i + 1] + text.count
        }
        current = (chapter, fromBlock)
        counted[chapter] = (fromBlock[0], max(0, end(of: chapter, in: book) - book.chapters[chapter].offset))
        return fromBlock
    }

    /// The file offset where `chapter` ends: where the next one starts, or the end of the file.
    private func end(of chapter: Int, in book: Book) -> Int {
        chapter + 1 < book.chapters.count ? book.chapters[chapter + 1].offset : book.sourceSize
    }
}
