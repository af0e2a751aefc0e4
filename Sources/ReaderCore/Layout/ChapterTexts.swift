/// The texts of a walk's paragraphs, made one at a time from the blocks that hold them
/// (`ParagraphList.blocks(holding:keeping:)`): a book held whole lends all its blocks, a released one
/// the chapter read again, so a page reads none of the rest of its chapter and a walk over every
/// page holds no more than the string it is at.
struct ChapterTexts {
    private let fetch: (Int) -> (blocks: BlockStore, paragraphs: Range<Int>)
    private var held = BlockStore()
    /// The paragraphs `held` stands for (a block missing from it, the file changed, reads as empty).
    private var paragraphs = 0..<0

    init(fetch: @escaping (Int) -> (blocks: BlockStore, paragraphs: Range<Int>)) {
        self.fetch = fetch
    }

    /// The text of paragraph `p`, fetching the blocks that hold it first when those held do not.
    mutating func text(of p: Int) -> String {
        if !paragraphs.contains(p) { (held, paragraphs) = fetch(p) }
        let k = p - paragraphs.lowerBound
        return paragraphs.contains(p) && k < held.count ? held.text(at: k) : ""
    }
}
