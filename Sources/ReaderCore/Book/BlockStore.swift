/// Blocks stored flat, for books held whole: each block's text (a string: up to 15 UTF-8 bytes held
/// inline, no memory of its own; a longer one shared with the assembler that made it, never copied),
/// its source offset (`BlockOffsets`, about 4 bytes) and kind (1) in `ChunkedArray`s, and the rare inline
/// spans in a side table — some 21 bytes a block besides a long text's own memory, where a `Paragraph`
/// in an array costs 40 and the array doubles as it grows. A block is made a `Paragraph` when it is read.
struct BlockStore: RandomAccessCollection, Sendable, Equatable {
    private(set) var offsets = BlockOffsets()
    private(set) var kinds = ChunkedArray<BlockKind>()
    private var texts = ChunkedArray<String>()
    /// The blocks that have spans, ascending, and their spans.
    private var spanned: [Int] = []
    private var spanLists: [[InlineSpan]] = []

    init() {}

    init(_ paragraphs: some Sequence<Paragraph>) {
        for p in paragraphs { append(p) }
    }

    /// The blocks of `other` in `range`.
    init(_ other: BlockStore, _ range: Range<Int>) {
        for i in range { append(other, at: i) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { offsets.count }

    subscript(index: Int) -> Paragraph {
        Paragraph(offset: offsets[index], text: texts[index], kind: kinds[index], spans: spans(at: index))
    }

    /// The text of block `index`: the string stored, not a copy.
    func text(at index: Int) -> String { texts[index] }

    /// The UTF-8 size of block `index`'s text.
    func utf8Count(at index: Int) -> Int { texts.withElement(at: index) { $0.utf8.count } }

    /// The spans of block `index`.
    func spans(at index: Int) -> [InlineSpan] {
        guard let last = spanned.last, index <= last else { return [] }
        let k = spanned.partitioningIndex { $0 >= index }
        return k < spanned.count && spanned[k] == index ? spanLists[k] : []
    }

    mutating func append(_ block: consuming Paragraph) {
        if !block.spans.isEmpty {
            spanned.append(count)
            spanLists.append(block.spans)
        }
        offsets.append(block.offset)
        kinds.append(block.kind)
        texts.append(block.text)
    }

    /// Appends block `index` of `other` (its text shared, not copied).
    mutating func append(_ other: BlockStore, at index: Int) {
        append(other[index])
    }

    /// Appends the blocks of `other`, freeing its storage a chunk at a time as it goes; `other` is left empty.
    mutating func append(moving other: inout BlockStore) {
        guard !isEmpty else { return swap(&self, &other) }
        let base = count
        offsets.append(moving: &other.offsets)
        kinds.append(moving: &other.kinds)
        texts.append(moving: &other.texts, leaving: "")
        spanned += other.spanned.map { $0 + base }
        spanLists += other.spanLists
        other = BlockStore()
    }

    /// Moves every block to `offset(its offset)`, a map that keeps them ascending.
    mutating func moveOffsets(_ offset: (Int) -> Int) {
        offsets = BlockOffsets(offsets.lazy.map(offset))
    }

    /// Counts every link span's target (`InlineSpan.link`) `base` further on: a document's links
    /// numbered among the whole book's.
    mutating func shiftLinks(by base: UInt32) {
        for k in spanLists.indices {
            for s in spanLists[k].indices where spanLists[k][s].kind == .link { spanLists[k][s].link += base }
        }
    }

    /// Drops the blocks `drop` picks; the texts kept are shared, not copied.
    mutating func removeAll(where drop: (Paragraph) -> Bool) {
        removeAll { store, i in drop(store[i]) }
    }

    /// Drops the blocks `drop(self, index)` picks, copying each kept block's offset, kind, text (shared,
    /// not copied) and spans as they are: no `Paragraph` is made of a block, which costs more than the
    /// copy when a fortune file drops its `%` lines from hundreds of thousands of blocks.
    mutating func removeAll(where drop: (BlockStore, Int) -> Bool) {
        let dropped = indices.filter { drop(self, $0) }
        guard !dropped.isEmpty else { return }
        var kept = BlockStore()
        var d = 0 // the first dropped block not below the one looked at
        var s = 0 // the first entry of `spanned` not below the block looked at
        // The texts are moved, not copied: the blocks' own memory is not touched.
        var texts = ChunkedArray<String>()
        swap(&texts, &self.texts)
        texts.drain(leaving: "") { i, text in
            while d < dropped.count, dropped[d] < i { d += 1 }
            if d < dropped.count, dropped[d] == i { return }
            while s < spanned.count, spanned[s] < i { s += 1 }
            if s < spanned.count, spanned[s] == i {
                kept.spanned.append(kept.count)
                kept.spanLists.append(spanLists[s])
            }
            kept.offsets.append(offsets[i])
            kept.kinds.append(kinds[i])
            kept.texts.append(text)
        }
        self = kept
    }

    static func == (a: BlockStore, b: BlockStore) -> Bool { a.elementsEqual(b) }
}
