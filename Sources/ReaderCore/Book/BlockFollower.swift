/// Follows the blocks of one part of a book read without keeping its text
/// (`BookLoader.loadOutline`), so work that needs the text is done in the same pass: laying out
/// pages (`RunPages`) without reading the text twice. The loader knows nothing of that work.
protocol BlockFollower: Sendable {
    /// Reads on: `batch` holds the part's blocks from index `first` and the headings among them.
    mutating func add(_ batch: (blocks: BlockStore, headings: [HeadingOutline.Found]), from first: Int)
    /// Ends the part at block `end`. (Parts start where a block certainly starts: a block is never
    /// split between two.)
    mutating func finish(at end: Int)
}
