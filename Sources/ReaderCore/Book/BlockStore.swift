/// Blocks stored flat, for books held whole: every block's text in shared UTF-8 chunks, beside it its
/// end (4 bytes), source offset (`BlockOffsets`, about 4) and kind (1), and the rare inline spans in
/// a side table — some 9 bytes a block besides its text, where a `Paragraph` in an array costs 40
/// and a string of its own. A block is made a `Paragraph` when it is read.
struct BlockStore: RandomAccessCollection, Sendable, Equatable {
    /// Bytes of text a chunk holds before the next one starts; a longer block has a chunk of its own.
    static let chunkBytes = 1 << 20

    private(set) var offsets = BlockOffsets()
    private(set) var kinds = ChunkedArray<BlockKind>()
    /// Where each block's text ends in its chunk of `text`.
    private var ends = ChunkedArray<UInt32>()
    /// The texts, a whole number of blocks' in each chunk: growing never copies what is held.
    private var text: [[UInt8]] = []
    /// The first block of each chunk of `text`.
    private var firstBlocks: [Int] = []
    /// The blocks that have spans, ascending, and their spans.
    private var spanned: [Int] = []
    private var spanLists: [[InlineSpan]] = []

    init() {}

    init(_ paragraphs: some Sequence<Paragraph>) {
        for p in paragraphs { append(p) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { offsets.count }

    subscript(index: Int) -> Paragraph {
        Paragraph(offset: offsets[index], text: text(at: index), kind: kinds[index], spans: spans(at: index))
    }

    /// The text of block `index`.
    func text(at index: Int) -> String {
        let (chunk, bytes) = range(of: index)
        return text[chunk].withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self) }
    }

    /// The UTF-8 size of block `index`'s text, read without making it a string.
    func utf8Count(at index: Int) -> Int { range(of: index).bytes.count }

    /// The spans of block `index`.
    func spans(at index: Int) -> [InlineSpan] {
        guard let last = spanned.last, index <= last else { return [] }
        let k = spanned.partitioningIndex { $0 >= index }
        return k < spanned.count && spanned[k] == index ? spanLists[k] : []
    }

    mutating func append(_ block: consuming Paragraph) {
        let index = offsets.count
        block.text.withUTF8 { bytes in
            if text.isEmpty || (text[text.count - 1].count + bytes.count > Self.chunkBytes && !text[text.count - 1].isEmpty) {
                var chunk: [UInt8] = []
                // The first chunk grows as it fills (a small book stays small); later ones are made at their size.
                if !text.isEmpty { chunk.reserveCapacity(Swift.max(Self.chunkBytes, bytes.count)) }
                text.append(chunk)
                firstBlocks.append(index)
            }
            text[text.count - 1].append(contentsOf: bytes)
        }
        appendEntry(offset: block.offset, kind: block.kind, spans: block.spans, end: text[text.count - 1].count)
    }

    /// Records a block whose text ends at `end` in the last chunk.
    private mutating func appendEntry(offset: Int, kind: BlockKind, spans: [InlineSpan], end: Int) {
        if !spans.isEmpty {
            spanned.append(count)
            spanLists.append(spans)
        }
        offsets.append(offset)
        kinds.append(kind)
        ends.append(UInt32(end))
    }

    /// Appends the blocks of `other`, taking its text chunks as they are (no text is copied); `other` is left empty.
    mutating func append(moving other: inout BlockStore) {
        let base = count
        offsets.append(moving: &other.offsets)
        kinds.append(moving: &other.kinds)
        ends.append(moving: &other.ends)
        text += other.text
        firstBlocks += other.firstBlocks.map { $0 + base }
        spanned += other.spanned.map { $0 + base }
        spanLists += other.spanLists
        other = BlockStore()
    }

    /// Drops the blocks `drop` picks, moving the text kept to the front of its chunk: no text is copied
    /// into new memory (what threads freed in their own arenas would stay resident beside it).
    mutating func removeAll(where drop: (Paragraph) -> Bool) {
        var kept = BlockStore()
        for chunk in text.indices {
            let blocks = firstBlocks[chunk]..<(chunk + 1 < firstBlocks.count ? firstBlocks[chunk + 1] : count)
            var bytes: [UInt8] = []
            swap(&bytes, &text[chunk]) // held once, so moved in place
            var length = 0, start = 0
            for i in blocks {
                let end = Int(ends[i])
                defer { start = end }
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                guard !drop(Paragraph(offset: offsets[i], text: text, kind: kinds[i], spans: spans(at: i))) else { continue }
                if kept.firstBlocks.count == kept.text.count { kept.firstBlocks.append(kept.count) }
                bytes.withUnsafeMutableBufferPointer { b in
                    guard let base = b.baseAddress else { return }
                    (base + length).update(from: base + start, count: end - start) // overlapping: a move to the left
                }
                length += end - start
                kept.appendEntry(offset: offsets[i], kind: kinds[i], spans: spans(at: i), end: length)
            }
            if kept.firstBlocks.count > kept.text.count {
                bytes.removeSubrange(length...)
                kept.text.append(bytes)
            }
        }
        self = kept
    }

    /// The chunk holding block `index`'s text and the text's bytes in it.
    private func range(of index: Int) -> (chunk: Int, bytes: Range<Int>) {
        precondition(index >= 0 && index < count, "index out of range")
        let chunk = index >= firstBlocks[firstBlocks.count - 1] ? firstBlocks.count - 1 : firstBlocks.partitioningIndex { $0 > index } - 1
        let start = index == firstBlocks[chunk] ? 0 : Int(ends[index - 1])
        return (chunk, start..<Int(ends[index]))
    }

    static func == (a: BlockStore, b: BlockStore) -> Bool { a.elementsEqual(b) }
}
