/// The blocks that hold a run of a book's paragraphs (`ParagraphTexts.blocks(holding:keeping:)`): all
/// of them while the book is held whole, else one chapter's, read again.
struct HeldBlocks {
    /// The blocks, by reference: lending a whole book's store to each chapter's walk costs one
    /// reference, not a retain of each of the store's arrays on every processor at once.
    private let shared: SharedBlocks?
    /// The paragraphs the blocks stand for; one missing from them (the file changed) reads as empty.
    let paragraphs: Range<Int>

    init() {
        shared = nil
        paragraphs = 0..<0
    }

    init(_ shared: SharedBlocks, paragraphs: Range<Int>) {
        self.shared = shared
        self.paragraphs = paragraphs
    }

    /// Nothing held for `paragraphs`: each reads as empty.
    init(paragraphs: Range<Int>) {
        shared = nil
        self.paragraphs = paragraphs
    }

    /// Paragraph `p`, nil when it is not held.
    func block(of p: Int) -> Paragraph? {
        let k = p - paragraphs.lowerBound
        guard paragraphs.contains(p), let shared, k < shared.blocks.count else { return nil }
        return shared.blocks[k]
    }

    /// The text of paragraph `p`, empty when it is not held.
    func text(of p: Int) -> String {
        let k = p - paragraphs.lowerBound
        guard paragraphs.contains(p), let shared, k < shared.blocks.count else { return "" }
        return shared.blocks.text(at: k)
    }
}

/// A block store that is not copied: held by reference where several readers lend it.
final class SharedBlocks: Sendable {
    let blocks: BlockStore

    init(_ blocks: BlockStore) {
        self.blocks = blocks
    }
}
