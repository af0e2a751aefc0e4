/// A sentence read aloud: where it is (its block and characters, as a `TextMark` draws them and
/// a `Location` names the start) and what is said.
public struct SpokenSentence: Sendable, Equatable {
    public var paragraph: Int
    public var graphemes: Range<Int>
    public var text: String

    public init(paragraph: Int, graphemes: Range<Int>, text: String) {
        self.paragraph = paragraph
        self.graphemes = graphemes
        self.text = text
    }
}

/// The sentences of a book in order from a place, found a block at a time as they are read.
public struct SpokenSentences {
    private let book: Book
    private var paragraph: Int
    private var from: Int
    private let end: Int
    private var pending: [SpokenSentence] = []

    /// From the sentence holding character `grapheme` of block `paragraph` (or the next one) to
    /// the end of block `end - 1`.
    public init(book: Book, paragraph: Int, grapheme: Int, end: Int) {
        self.book = book
        self.paragraph = paragraph
        from = grapheme
        self.end = min(end, book.paragraphs.count)
    }

    public mutating func next() -> SpokenSentence? {
        while pending.isEmpty, paragraph < end {
            let kind = book.paragraphs.kinds[paragraph]
            if kind != .image, kind != .separator {
                let text = SpokenText(book.paragraphs[paragraph])
                pending = SentenceSplitter.sentences(in: text.characters).filter { $0.upperBound > from }.map {
                    SpokenSentence(paragraph: paragraph, graphemes: $0, text: text.said($0))
                }
            }
            paragraph += 1
            from = 0
        }
        return pending.isEmpty ? nil : pending.removeFirst()
    }
}
