/// What a book read without keeping its text knows of its blocks: where each starts, its kind, its
/// size in UTF-8 bytes (for the gaps between headings and size-bounded sections) and which are headings.
/// About 7 bytes a block, in chunks (`ChunkedArray`), so a long book's outline never doubles as it grows;
/// a block held with its text (`BlockStore`) costs its text and some 17 bytes more.
struct BlockOutline: Sendable {
    var offsets = BlockOffsets()
    var kinds = ChunkedArray<BlockKind>()
    /// UTF-8 bytes of each block, at most `UInt16.max`: sizes are only compared with smaller limits
    /// (`HeadingOutline.maxGapBytes`, `BookLoader.sectionBytes`), which a clamped size passes as the real one does.
    var sizes = ChunkedArray<UInt16>()
    /// Chunked too: a manual has a candidate heading for every numbered line.
    var headings = ChunkedArray<HeadingOutline.Found>()

    /// Adds a batch taken from an assembler (`ParagraphAssembler.takeFinished`), whose heading
    /// indices already count from the first block this outline holds. A numbered section's title is
    /// not kept (it is left empty): a manual has a section for every numbered line, the title is no
    /// part of what makes it a chapter, and the few that are chapters have it read again
    /// (`BookSource.sectionTitle`).
    mutating func add(_ batch: (blocks: BlockStore, headings: [HeadingOutline.Found])) {
        for i in batch.blocks.indices {
            offsets.append(batch.blocks.offsets[i])
            kinds.append(batch.blocks.kinds[i])
            sizes.append(UInt16(clamping: batch.blocks.utf8Count(at: i)))
        }
        for var found in batch.headings {
            if Self.dropsTitle(of: found.heading) { found.heading.title = "" }
            headings.append(found)
        }
    }

    /// Whether the outline keeps `heading` without its title: a numbered section.
    static func dropsTitle(of heading: Heading) -> Bool { !heading.sectionPath.isEmpty }

    /// Appends the outline of the part that follows, its heading indices counted on from these blocks,
    /// freeing the part's storage as it is copied; `next` is left empty.
    mutating func append(moving next: inout BlockOutline) {
        let base = offsets.count
        offsets.append(moving: &next.offsets)
        kinds.append(moving: &next.kinds)
        sizes.append(moving: &next.sizes)
        next.headings.drain { found in
            var found = found
            found.index += base
            headings.append(found)
        }
    }
}
