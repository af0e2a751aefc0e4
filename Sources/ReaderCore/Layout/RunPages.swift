/// Page tables counted while a large book is read without keeping its text (`BookLoader.loadOutline`),
/// so its text need not be read twice: the blocks from one heading to the next (a run) are laid out as
/// a chapter as soon as the run ends, and then dropped; what each block takes of a page is kept in a
/// byte. A chapter the book finally has that is exactly one run (the same blocks, its heading the run's
/// first block, no container headings) takes the run's table; one that is several runs in a row (the
/// headings between them were not taken, or a long run was laid out in pieces) fills its pages from
/// its blocks' rows by the rule the layout fills them by (`PageFill`), and reads again only the blocks
/// a page starts inside. Any other chapter is laid out later, read again from the file.
struct RunPages: BlockFollower {
    /// A run laid out: its first block, how many blocks, whether its first block is a heading, and how
    /// many pages it has; a headed run's first block also as it is set when the heading is not taken
    /// (its lines, `UInt16.max` when more; whether it opens a marked list item). A run's pages follow the
    /// pages of the runs before it in `Laid.anchors`, its blocks' rows theirs in `Laid.rows`. Narrow
    /// fields: a long book has hundreds of thousands of runs (24 bytes each).
    struct Run: Sendable {
        var start: Int
        var count: UInt32
        var pageCount: UInt32
        var headed: Bool
        var firstMarked = false
        var firstBodyLines = UInt16.max

        init(start: Int, count: Int, pageCount: Int, headed: Bool) {
            self.start = start
            self.count = UInt32(count)
            self.pageCount = UInt32(pageCount)
            self.headed = headed
        }
    }

    /// Where a page of a run starts: a block counted from the run's first block, and a grapheme in it.
    /// A run holds at most `maxRunBytes` of text (or one longer block), so both fit 32 bits: 8 bytes a
    /// page, not 16.
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

    /// A run with more text than this is laid out in pieces (each a run without a heading), so its text
    /// is not kept long: what a block takes of a page does not depend on where its run starts.
    static let maxRunBytes = 1 << 20

    let geometry: PageGeometry
    let rules: HeadingRules
    /// The runs laid out so far, block indices counted within the part read.
    private(set) var laid = Laid()
    /// The run being read: its blocks, their text's size, its first block and heading.
    private var blocks = BlockStore()
    private var start = 0, headed = false, bytes = 0
    init(geometry: PageGeometry, rules: HeadingRules) {
        self.geometry = geometry
        self.rules = rules
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
            let size = batch.blocks.utf8Count(at: k)
            if bytes + size > Self.maxRunBytes, !blocks.isEmpty {
                endRun(at: first + k)
                start = first + k
                headed = false
            }
            bytes += size
            blocks.append(batch.blocks, at: k)
        }
    }

    /// Ends the part at block `end`. Its last run may go on in the next part: each is laid out, and a
    /// chapter of both fills its pages from their rows.
    mutating func finish(at end: Int) {
        endRun(at: end)
    }

    /// Lays out the run that ends before block `end` (none when its blocks were not all read).
    private mutating func endRun(at end: Int) {
        defer {
            blocks = BlockStore()
            bytes = 0
        }
        guard !blocks.isEmpty, blocks.count == end - start else { return }
        let chapter = Chapter(title: "", paragraphs: 0..<blocks.count, heading: headed ? 0 : nil, offset: blocks.offsets[0])
        let book = Book(title: "", encoding: .utf8, sourceSize: 0, blocks: blocks, chapters: [chapter], rules: rules)
        let paginator = Paginator(book: book, geometry: geometry)
        let anchors = paginator.anchors(of: 0) { _, rows in laid.record(rows) }
        var run = Run(start: start, count: blocks.count, pageCount: anchors.count, headed: headed)
        if headed {
            // The heading as a body block of its kind: how a chapter sets it when the heading is not taken.
            let text = blocks.text(at: 0), kind = blocks.kinds[0]
            let set = paginator.setting(of: 0, kind: kind, text: text, isHeading: false, in: chapter)
            var broken: [BrokenLine] = []
            _ = paginator.lines(of: 0, kind: kind, text: text, setting: set, into: &broken)
            run.firstBodyLines = UInt16(exactly: broken.count) ?? .max
            run.firstMarked = set.marked
        }
        laid.runs.append(run)
        for anchor in anchors { laid.anchors.append(RunAnchor(anchor)) }
    }
}
