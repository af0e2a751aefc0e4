/// Blocks stored flat, for books held whole: the blocks' texts in a `TextArena` (the short ones end to
/// end), each block's source offset (`BlockOffsets`, about 4 bytes) and kind (1) in `ChunkedArray`s, and
/// the rare inline spans in a side table — some 17 bytes a block besides its text, where a `Paragraph`
/// in an array costs 40 and a string of its own some 50 more. A block is made a `Paragraph` when it is read.
struct BlockStore: RandomAccessCollection, Sendable, Equatable {
    private(set) var offsets = BlockOffsets()
    private(set) var kinds = ChunkedArray<BlockKind>()
    private var texts = TextArena()
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
        Paragraph(offset: offsets[index], text: texts.text(at: index), kind: kinds[index], spans: spans(at: index))
    }

    /// The text of block `index` (a long one shared, a short one made: `TextArena`).
    func text(at index: Int) -> String { texts.text(at: index) }

    /// The UTF-8 size of block `index`'s text.
    func utf8Count(at index: Int) -> Int { texts.utf8Count(at: index) }

    /// Block `index`'s UTF-8, lent to `body` where it lies.
    func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { texts.withUTF8(at: index, body) }

    /// The spans of block `index`.
    func spans(at index: Int) -> [InlineSpan] {
        guard let last = spanned.last, index <= last else { return [] }
        let k = spanned.partitioningIndex { $0 >= index }
        return k < spanned.count && spanned[k] == index ? spanLists[k] : []
    }

    mutating func append(_ block: consuming Paragraph) {
        appendPlace(offset: block.offset, kind: block.kind, spans: block.spans)
        texts.append(block.text)
    }

    /// Appends block `index` of `other`.
    mutating func append(_ other: BlockStore, at index: Int) {
        appendPlace(offset: other.offsets[index], kind: other.kinds[index], spans: other.spans(at: index))
        texts.append(other.texts, at: index)
    }

    /// Appends a block's offset, kind and spans, before its text.
    private mutating func appendPlace(offset: Int, kind: BlockKind, spans: [InlineSpan]) {
        if !spans.isEmpty {
            spanned.append(count)
            spanLists.append(spans)
        }
        offsets.append(offset)
        kinds.append(kind)
    }

    /// Appends the blocks of `other`, freeing its storage a chunk at a time as it goes (its texts' pages
    /// are taken as they are); `other` is left empty.
    mutating func append(moving other: inout BlockStore) {
        guard !isEmpty else { return swap(&self, &other) }
        let base = count
        offsets.append(moving: &other.offsets)
        kinds.append(moving: &other.kinds)
        texts.append(moving: &other.texts)
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

    /// Drops the blocks `drop` picks.
    mutating func removeAll(where drop: (Paragraph) -> Bool) {
        removeAll { store, i in drop(store[i]) }
    }

    /// Drops the blocks `drop(self, index)` picks: no `Paragraph` is made of a block, which costs more
    /// than the rest when a fortune file drops its `%` lines from hundreds of thousands of blocks. The
    /// kept blocks' texts stay where they lie.
    mutating func removeAll(where drop: (BlockStore, Int) -> Bool) {
        let dropped = indices.filter { drop(self, $0) }
        guard !dropped.isEmpty else { return }
        var offsets = BlockOffsets(), kinds = ChunkedArray<BlockKind>()
        var spanned: [Int] = [], spanLists: [[InlineSpan]] = []
        var d = 0 // the first dropped block not below the one looked at
        var s = 0 // the first entry of `spanned` not below the block looked at
        for i in indices {
            if d < dropped.count, dropped[d] == i {
                d += 1
                continue
            }
            while s < self.spanned.count, self.spanned[s] < i { s += 1 }
            if s < self.spanned.count, self.spanned[s] == i {
                spanned.append(offsets.count)
                spanLists.append(self.spanLists[s])
            }
            offsets.append(self.offsets[i])
            kinds.append(self.kinds[i])
        }
        texts.remove(dropped)
        self.offsets = offsets
        self.kinds = kinds
        self.spanned = spanned
        self.spanLists = spanLists
    }

    static func == (a: BlockStore, b: BlockStore) -> Bool { a.elementsEqual(b) }
}
