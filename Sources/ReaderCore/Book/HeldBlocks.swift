/// The blocks that hold a run of a book's paragraphs (`ParagraphTexts.blocks(holding:keeping:)`): all
/// of them while the book is held whole, else one chapter's, read again.
struct HeldBlocks {
    var blocks = BlockStore()
    /// The paragraphs `blocks` stand for; one missing from them (the file changed) reads as empty.
    var paragraphs = 0..<0

    /// Paragraph `p`, nil when it is not held.
    func block(of p: Int) -> Paragraph? {
        let k = p - paragraphs.lowerBound
        return paragraphs.contains(p) && k < blocks.count ? blocks[k] : nil
    }

    /// The text of paragraph `p`, empty when it is not held.
    func text(of p: Int) -> String {
        let k = p - paragraphs.lowerBound
        return paragraphs.contains(p) && k < blocks.count ? blocks.text(at: k) : ""
    }
}
