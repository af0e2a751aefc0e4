import ReaderCore

/// One row of the full-text index's `groups` as it is made where a book is read: consecutive
/// passages (`BookPassages`) joined by line feeds, about `FullTextIndex.groupBytes` of them,
/// where each starts in the source, and the hashes of the terms the text holds (`SearchGrams`)
/// when the thread that made it had the time to cut them.
struct TextGroup {
    var offsets: [Int]
    var text: String
    var hashes: [UInt32]?

    /// About what the group holds in memory.
    var bytes: Int { text.utf8.count + (hashes?.count ?? 0) * 4 + offsets.count * 8 }
}

/// The groups of a book, made one at a time as they are asked for: a chapter's passages are
/// decoded only when its turn comes, so a long book's text is never held whole. The groups are
/// the same on every run, so an add that stopped takes up at a group's start. Each group's
/// terms are cut when `cutsTerms` says so when it is made.
struct BookGroups: IteratorProtocol, Sequence {
    private let book: Book
    private let cutsTerms: () -> Bool
    private var chapter = 0
    private var passages: [BookPassages.Passage] = []
    private var position = 0
    private let grams = SearchGrams()

    init(_ book: Book, cutsTerms: @escaping () -> Bool = { true }) {
        self.book = book
        self.cutsTerms = cutsTerms
    }

    mutating func next() -> TextGroup? {
        var offsets: [Int] = [], text = ""
        while text.utf8.count < FullTextIndex.groupBytes {
            if position == passages.count {
                guard chapter < book.chapters.count else { break }
                passages = BookPassages.passages(of: book.chapters[chapter], in: book)
                chapter += 1
                position = 0
                continue
            }
            if !text.isEmpty { text.append("\n") }
            text += passages[position].text
            offsets.append(passages[position].offset)
            position += 1
        }
        guard !offsets.isEmpty else { return nil }
        return TextGroup(offsets: offsets, text: text, hashes: cutsTerms() ? grams.hashes(of: text) : nil)
    }
}
