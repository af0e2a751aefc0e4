import Synchronization

/// The text (and inline spans) of a book's paragraphs. A loaded book starts with every paragraph's text (the
/// indexer lays all of it out at once); once `release` is called, only the chapters in use
/// stay decoded (the most recently read ones) and any other chapter is read again from the
/// mapped file when asked for, so memory stays flat however long the book is.
final class ParagraphTexts: Sendable {
    /// Chapters kept decoded after release: the current one, its neighbours, and what
    /// background work (a re-pagination, a search count) is reading.
    static let keptChapters = 6

    private struct State {
        /// Every paragraph as loaded, until released.
        var all: SharedBlocks?
        /// Decoded chapters by index, least recently used first.
        var decoded: [(chapter: Int, blocks: BlockStore)] = []
    }

    private let state: Mutex<State>
    /// Where released chapters are read again: the source and each chapter's paragraphs and
    /// byte range (set on release).
    private let reload: Mutex<(source: BookSource, chapters: [(paragraphs: Range<Int>, bytes: Range<Int>)])?>
    private let offsets: BlockOffsets
    /// The heading rules the book was read with: the same lines then assemble into the same blocks.
    private let rules: HeadingRules

    /// `paragraphs` nil: a book read without keeping its text, to be `release`d at once.
    init(_ paragraphs: BlockStore?, offsets: BlockOffsets, rules: HeadingRules) {
        state = Mutex(State(all: paragraphs.map(SharedBlocks.init)))
        reload = Mutex(nil)
        self.offsets = offsets
        self.rules = rules
    }

    /// Paragraph `index` (whose `offset` and `kind` the list keeps), with its text and spans.
    func block(of index: Int, offset: Int, kind: BlockKind) -> Paragraph {
        blocks(holding: index).block(of: index) ?? Paragraph(offset: offset, text: "", kind: kind)
    }

    /// Paragraph `index`, as `block(of:offset:kind:)` gives it, but once released read again alone
    /// rather than with its chapter (unless that is held): laying out one page that starts inside it
    /// needs its text, not its chapter's. Its lines assemble alone as they did in their chapter: a
    /// block's first line starts a block whatever came before it.
    func alone(_ index: Int, offset: Int, kind: BlockKind) -> Paragraph {
        if let block = state.withLock({ s in s.all?.blocks[index] }) { return block }
        guard let (chapter, paragraphs) = chapterHolding(index), let (source, chapters) = reload.withLock({ $0 }) else {
            return Paragraph(offset: offset, text: "", kind: kind)
        }
        let held: BlockStore? = state.withLock { s in s.decoded.first { $0.chapter == chapter }?.blocks }
        if let held, held.indices.contains(index - paragraphs.lowerBound) { return held[index - paragraphs.lowerBound] }
        let end = index + 1 < chapters[chapter].paragraphs.upperBound ? offsets[index + 1] : chapters[chapter].bytes.upperBound
        let blocks = Self.decode(source, range: offsets[index]..<end, offsets: offsets[index..<index + 1], rules: rules)
        return blocks.isEmpty ? Paragraph(offset: offset, text: "", kind: kind) : blocks[0]
    }

    /// The blocks holding paragraph `index` and the paragraphs they stand for: every block while the
    /// book is held whole (lent, not copied), else `index`'s chapter (read again unless held; kept among
    /// the decoded ones unless `keeping` is false: a whole book's page count reads every chapter once,
    /// and must not fill memory with the longest of them). A block missing from them (the file
    /// changed), or one past the book's, reads as empty; the paragraphs always include `index`.
    func blocks(holding index: Int, keeping: Bool = true) -> HeldBlocks {
        if let all = state.withLock({ $0.all }), all.blocks.indices.contains(index) {
            return HeldBlocks(all, paragraphs: 0..<all.blocks.count)
        }
        guard let (chapter, paragraphs) = chapterHolding(index), paragraphs.contains(index) else {
            return HeldBlocks(paragraphs: index..<index + 1)
        }
        return HeldBlocks(SharedBlocks(blocks(ofChapter: chapter, keeping: keeping)), paragraphs: paragraphs)
    }

    /// The texts of paragraphs `range` in order; `keeping` as for `blocks(holding:keeping:)`.
    func texts(of range: Range<Int>, keeping: Bool = true) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let held = blocks(holding: index, keeping: keeping)
            let upTo = min(range.upperBound, held.paragraphs.upperBound)
            texts += (index..<upTo).map(held.text(of:))
            index = upTo
        }
        return texts
    }

    /// Keeps only the chapters in use from now on; others are read again from `source`.
    func release(source: BookSource, chapters: [Chapter], recent: [Int]) {
        let textRange = source.textRange
        let ranges = chapters.indices.map { c in
            (
                paragraphs: chapters[c].paragraphs,
                bytes: offsets[chapters[c].paragraphs.lowerBound]..<(c + 1 < chapters.count ? chapters[c + 1].offset : textRange.upperBound)
            )
        }
        reload.withLock { $0 = (source, ranges) }
        state.withLock { s in
            guard let all = s.all?.blocks else { return }
            s.decoded = recent.suffix(Self.keptChapters).compactMap { c in
                guard chapters.indices.contains(c) else { return nil }
                return (c, BlockStore(all, chapters[c].paragraphs))
            }
            s.all = nil
        }
    }

    /// Whether every paragraph's text is held.
    var isResident: Bool { state.withLock { $0.all != nil } }

    /// Chapters decoded now (after release).
    var decodedChapters: [Int] { state.withLock { $0.decoded.map(\.chapter) } }

    /// The chapter (and its paragraphs) holding paragraph `index`, after release.
    private func chapterHolding(_ index: Int) -> (Int, Range<Int>)? {
        reload.withLock { r in
            guard let chapters = r?.chapters, !chapters.isEmpty else { return nil }
            let c = max(0, chapters.partitioningIndex { $0.paragraphs.lowerBound > index } - 1)
            return (c, chapters[c].paragraphs)
        }
    }

    /// The blocks of chapter `c`, decoding it when it is not held (and keeping it, unless `keeping` is false).
    private func blocks(ofChapter c: Int, keeping: Bool = true) -> BlockStore {
        let cached: BlockStore? = state.withLock { s in
            guard let i = s.decoded.firstIndex(where: { $0.chapter == c }) else { return nil }
            let entry = s.decoded.remove(at: i)
            s.decoded.append(entry)
            return entry.blocks
        }
        if let cached { return cached }
        guard let (source, chapters) = reload.withLock({ $0 }) else { return BlockStore() }
        let blocks = Self.decode(source, range: chapters[c].bytes, offsets: offsets[chapters[c].paragraphs], rules: rules)
        guard keeping else { return blocks }
        state.withLock { s in
            // Nothing read (the file was cut short) is not remembered: it may come back.
            if blocks.indices.contains(where: { blocks.utf8Count(at: $0) > 0 }), !s.decoded.contains(where: { $0.chapter == c }) {
                s.decoded.append((c, blocks))
            }
            if s.decoded.count > Self.keptChapters { s.decoded.removeFirst(s.decoded.count - Self.keptChapters) }
        }
        return blocks
    }

    /// Reads a chapter's paragraphs again and lines them up with the expected offsets: the
    /// same lines assemble into the same blocks, so every offset is found unless the file
    /// changed on disk (a block not found then reads as empty).
    private static func decode(_ source: BookSource, range: Range<Int>, offsets: Slice<BlockOffsets>, rules: HeadingRules) -> BlockStore {
        // A file cut short since it was read: its text is gone (shown empty), never a crash.
        guard source.file.isIntact else { return BlockStore() }
        var assembler = ParagraphAssembler(style: source.wrapStyle, rules: rules)
        source.assemble(range, into: &assembler)
        var blocks = BlockStore()
        let decoded = assembler.paragraphs
        var next = 0 // the first decoded block not yet matched
        for offset in offsets {
            while next < decoded.count, decoded.offsets[next] < offset { next += 1 }
            if next < decoded.count, decoded.offsets[next] == offset {
                blocks.append(decoded, at: next)
                next += 1
            } else {
                blocks.append(Paragraph(offset: offset, text: ""))
            }
        }
        return blocks
    }
}
