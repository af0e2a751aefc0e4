/// The texts of a walk's paragraphs, made one at a time from the blocks that hold them
/// (`ParagraphTexts.blocks(holding:keeping:)`): a book held whole lends all its blocks, a released one
/// the chapter read again, so a page reads none of the rest of its chapter and a walk over every
/// page holds no more than the string it is at.
struct ChapterTexts {
    private let fetch: (Int) -> HeldBlocks
    private var held = HeldBlocks()

    init(fetch: @escaping (Int) -> HeldBlocks) {
        self.fetch = fetch
    }

    /// The text of paragraph `p`, fetching the blocks that hold it first when those held do not.
    mutating func text(of p: Int) -> String {
        if !held.paragraphs.contains(p) { held = fetch(p) }
        return held.text(of: p)
    }
}
