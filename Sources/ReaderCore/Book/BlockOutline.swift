/// What a book read without keeping its text knows of its blocks: where each starts, its kind, its
/// size in UTF-8 bytes (for the gaps between headings and size-bounded sections) and which are headings.
/// About 13 bytes a block, where a block with its text costs its text and some 70 bytes more.
struct BlockOutline: Sendable {
    var offsets: [Int] = []
    var kinds: [BlockKind] = []
    var sizes: [Int32] = []
    var headings: [HeadingOutline.Found] = []

    /// Adds a batch taken from an assembler (`ParagraphAssembler.takeFinished`), whose heading
    /// indices already count from the first block this outline holds.
    mutating func add(_ batch: (blocks: [Paragraph], headings: [HeadingOutline.Found])) {
        for block in batch.blocks {
            offsets.append(block.offset)
            kinds.append(block.kind)
            sizes.append(Int32(clamping: block.text.utf8.count))
        }
        headings += batch.headings
    }

    /// Appends the outline of the part that follows, its heading indices counted on from these blocks.
    mutating func append(_ next: BlockOutline) {
        let base = offsets.count
        offsets += next.offsets
        kinds += next.kinds
        sizes += next.sizes
        headings += next.headings.map { found in
            var found = found
            found.index += base
            return found
        }
    }
}
