/// Page tables counted while a large book is read without keeping its text (`BookLoader.loadOutline`),
/// so its text need not be read twice: the blocks from one heading to the next (a run) are laid out as
/// a chapter as soon as the run ends, and then dropped. A chapter the book finally has that is exactly
/// one run (the same blocks, its heading the run's first block, no container headings) takes its table
/// from here; any other chapter is laid out later, read again from the file.
struct RunPages: BlockFollower {
    /// A run laid out: its first block, how many blocks, whether its first block is a heading, and how
    /// many pages it has. A run's pages follow the pages of the runs before it in `Laid.anchors`. Narrow
    /// fields: a long book has hundreds of thousands of runs (24 bytes each, not 40).
    struct Run: Sendable {
        var start: Int
        var count: UInt32
        var pageCount: UInt32
        var headed: Bool

        init(start: Int, count: Int, pageCount: Int, headed: Bool) {
            self.start = start
            self.count = UInt32(count)
            self.pageCount = UInt32(pageCount)
            self.headed = headed
        }
    }

    /// Where a page of a run starts: a block counted from the run's first block, and a grapheme in it.
    /// A run holds at most `maxRunBytes` of text, so both fit 32 bits: 8 bytes a page, not 16.
    struct RunAnchor: Sendable {
        var paragraph: UInt32
        var grapheme: UInt32

        init(_ anchor: PageAnchor) {
            paragraph = UInt32(anchor.paragraph)
            grapheme = UInt32(anchor.grapheme)
        }

        /// The anchor in a book whose run starts at block `start`.
        func anchor(from start: Int) -> PageAnchor { PageAnchor(paragraph: start + Int(paragraph), grapheme: Int(grapheme)) }
    }

    /// The runs laid out, in order, and the anchors of all their pages one after another: one array
    /// rather than one per run, as a long book may have hundreds of thousands of runs; chunked, so
    /// growing and joining them never holds them twice.
    struct Laid: Sendable {
        var runs = ChunkedArray<Run>()
        var anchors = ChunkedArray<RunAnchor>()

        /// Appends the runs of the part that follows, whose block indices count from `base` here;
        /// `next` is left empty.
        mutating func append(moving next: inout Laid, base: Int) {
            next.runs.drain { run in
                var run = run
                run.start += base
                runs.append(run)
            }
            anchors.append(moving: &next.anchors)
            next = Laid()
        }
    }

    /// Runs with more text than this are not laid out while reading: their text would be kept too long.
    static let maxRunBytes = 4 << 20

    let geometry: PageGeometry
    let rules: HeadingRules
    /// The runs laid out so far, block indices counted within the part read.
    private(set) var laid = Laid()
    /// The run being read: its blocks (until it grows too long), first block and heading.
    private var blocks = BlockStore()
    private var start = 0, headed = false, bytes = 0, tooLong = false
    /// The part's first run may go on from the part before: it is not laid out.
    private var continuesPart: Bool

    /// `continuesPart`: the part read starts in the middle of the book.
    init(geometry: PageGeometry, rules: HeadingRules, continuesPart: Bool) {
        self.geometry = geometry
        self.rules = rules
        self.continuesPart = continuesPart
    }

    /// The runs laid out so far, handed over and forgotten.
    mutating func takeLaid() -> Laid {
        var taken = Laid()
        swap(&taken, &laid)
        return taken
    }

    /// Reads on: `batch` holds the part's blocks from index `first` and the headings among them.
    mutating func add(_ batch: (blocks: BlockStore, headings: [HeadingOutline.Found]), from first: Int) {
        var heading = batch.headings.makeIterator()
        var next = heading.next()
        for k in batch.blocks.indices {
            if let h = next, h.index == first + k {
                endRun(at: first + k)
                start = first + k
                headed = true
                next = heading.next()
            }
            guard !tooLong else { continue }
            bytes += batch.blocks.utf8Count(at: k)
            if bytes > Self.maxRunBytes {
                tooLong = true
                blocks = BlockStore()
            } else {
                blocks.append(batch.blocks, at: k)
            }
        }
    }

    /// Ends the part at block `end`; `continued`: the next part may go on with its last run.
    mutating func finish(at end: Int, continued: Bool) {
        if !continued { endRun(at: end) }
        blocks = BlockStore()
    }

    /// Lays out the run that ends before block `end`, unless it cannot be one chapter's whole text.
    private mutating func endRun(at end: Int) {
        defer {
            blocks = BlockStore()
            bytes = 0
            tooLong = false
            continuesPart = false
        }
        guard !continuesPart, !tooLong, !blocks.isEmpty, blocks.count == end - start else { return }
        let chapter = Chapter(title: "", paragraphs: 0..<blocks.count, heading: headed ? 0 : nil, offset: blocks.offsets[0])
        let book = Book(title: "", encoding: .utf8, sourceSize: 0, blocks: blocks, chapters: [chapter], rules: rules)
        let anchors = Paginator(book: book, geometry: geometry).anchors(of: 0)
        laid.runs.append(Run(start: start, count: blocks.count, pageCount: anchors.count, headed: headed))
        for anchor in anchors { laid.anchors.append(RunAnchor(anchor)) }
    }

    /// The page table of every chapter of `chapters` that is exactly one of the runs `laid` (block
    /// indices of the whole book), nil for the others. Runs and chapters are both in order: one walk,
    /// counting where each run's pages start.
    static func tables(of chapters: [Chapter], from laid: Laid) -> [[PageAnchor]?] {
        var r = 0, firstPage = 0
        return chapters.map { chapter in
            let range = chapter.paragraphs
            while r < laid.runs.count, laid.runs[r].start < range.lowerBound {
                firstPage += Int(laid.runs[r].pageCount)
                r += 1
            }
            guard r < laid.runs.count, laid.runs[r].start == range.lowerBound else { return nil }
            let run = laid.runs[r]
            guard Int(run.count) == range.count, chapter.containers.isEmpty, run.headed == (chapter.heading == range.lowerBound) else {
                return nil
            }
            return laid.anchors[firstPage..<firstPage + Int(run.pageCount)].map { $0.anchor(from: range.lowerBound) }
        }
    }
}
