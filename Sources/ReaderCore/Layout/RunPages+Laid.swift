extension RunPages {
    /// The runs laid out, in order; the anchors of all their pages one after another; and what each of
    /// their blocks takes of a page, a byte each (`record`): flat rather than per run, as a long book
    /// may have hundreds of thousands of runs; chunked, so growing and joining them never holds them
    /// twice.
    struct Laid: Sendable {
        var runs = ChunkedArray<Run>()
        var anchors = ChunkedArray<RunAnchor>()
        /// A block's rows: its lines (up to `maxLines`; `moreLines` for more, kept in `long`) or
        /// `pageBreakCode`, with `spacedBit` and `markedBit` (`Paginator.BlockRows`).
        var rows = ChunkedArray<UInt8>()
        /// The blocks of more than `maxLines` lines, ascending: where in `rows`, and their lines.
        var long = ChunkedArray<(row: Int, lines: Int)>()

        static let maxLines = 61
        static let pageBreakCode: UInt8 = 62
        static let moreLines: UInt8 = 63
        static let spacedBit: UInt8 = 64
        static let markedBit: UInt8 = 128

        /// Keeps what the next block takes of a page. (A run is laid out as a book of its blocks alone,
        /// which has no pictures: every block's rows are lines.)
        mutating func record(_ block: Paginator.BlockRows) {
            var code = block.pageBreak ? Self.pageBreakCode : block.lines > Self.maxLines ? Self.moreLines : UInt8(block.lines)
            if code == Self.moreLines { long.append((rows.count, block.lines)) }
            if block.spacedScript { code |= Self.spacedBit }
            if block.marked { code |= Self.markedBit }
            rows.append(code)
        }

        /// What the block whose byte is `rows[row]` takes of a page.
        func blockRows(at row: Int) -> Paginator.BlockRows {
            let code = rows[row]
            let lines = code & 63
            guard lines != Self.pageBreakCode else { return .pageBreak }
            return Paginator.BlockRows(
                lines: lines == Self.moreLines ? long[long.partitioningIndex { $0.row >= row }].lines : Int(lines),
                spacedScript: code & Self.spacedBit != 0, marked: code & Self.markedBit != 0)
        }

        /// Appends the runs of the part that follows, whose block indices count from `base` here;
        /// `next` is left empty.
        mutating func append(moving next: inout Laid, base: Int) {
            next.runs.drain { run in
                var run = run
                run.start += base
                runs.append(run)
            }
            anchors.append(moving: &next.anchors)
            let rowBase = rows.count
            next.long.drain { long.append(($0.row + rowBase, $0.lines)) }
            rows.append(moving: &next.rows)
            next = Laid()
        }
    }

    /// What reading found of the pages of each of `book`'s chapters at `rows` rows a page, from the runs
    /// `laid` (block indices of the whole book), nil for a chapter to lay out later. Runs and chapters
    /// are both in order: one walk, counting where each run's pages and rows start.
    static func tables(of book: Book, rows: Int, from laid: Laid) -> [KnownPages?] {
        var r = 0, firstPage = 0, firstRow = 0
        return book.chapters.map { chapter -> KnownPages? in
            let range = chapter.paragraphs
            while r < laid.runs.count, laid.runs[r].start < range.lowerBound {
                firstPage += Int(laid.runs[r].pageCount)
                firstRow += Int(laid.runs[r].count)
                r += 1
            }
            guard r < laid.runs.count, laid.runs[r].start == range.lowerBound, chapter.containers.isEmpty else { return nil }
            let run = laid.runs[r]
            // Its first pages are the first run's when its first block is set as it was in the run.
            let first =
                run.headed == (chapter.heading == range.lowerBound)
                ? laid.anchors[firstPage..<firstPage + Int(run.pageCount)].map { $0.anchor(from: range.lowerBound) } : []
            if Int(run.count) == range.count, !first.isEmpty { return KnownPages(anchors: first) }
            return filled(chapter, kinds: book.paragraphs.kinds, rows: rows, laid: laid, run: r, row: firstRow, first: first)
        }
    }

    /// The pages of `chapter`, which runs `laid.runs[r...]` (their rows from `rows[row]`) cover one
    /// after another, filled from its blocks' rows: the `first` anchors (those of the first run, when
    /// it sets its first block as the chapter does), then where each later page starts. Nil when the
    /// runs do not cover the chapter, or a block is set otherwise than in its run (a heading inside).
    private static func filled(
        _ chapter: Chapter, kinds: [BlockKind], rows: Int, laid: Laid, run first: Int, row firstRow: Int,
        first known: [PageAnchor]
    ) -> KnownPages? {
        let range = chapter.paragraphs
        var fill = PageFill(rows: rows)
        var pages = 1, starts: [KnownPages.LineStart] = []
        /// A page starting at line `line` of block `p` (of `lines`): past the first run's pages, kept;
        /// within them, held to the run's anchor.
        func pageStarts(_ p: Int, line: Int, of lines: Int) -> Bool {
            pages += 1
            guard pages > known.count else { return known[pages - 1].paragraph == p }
            starts.append(KnownPages.LineStart(paragraph: p, line: UInt32(line), lines: UInt32(lines)))
            return true
        }
        var r = first, row = firstRow, p = range.lowerBound
        while p < range.upperBound {
            guard r < laid.runs.count, laid.runs[r].start == p, laid.runs[r].start + Int(laid.runs[r].count) <= range.upperBound else {
                return nil
            }
            let run = laid.runs[r]
            for k in 0..<Int(run.count) {
                let kind = kinds[p]
                let isHeading = kind.headingLevel != nil
                var block = laid.blockRows(at: row + k)
                if k == 0, run.headed, !isHeading {
                    // A heading not taken: set as the body block it is.
                    guard run.firstBodyLines != .max else { return nil }
                    block = Paginator.BlockRows(lines: Int(run.firstBodyLines), spacedScript: block.spacedScript, marked: run.firstMarked)
                } else if isHeading != (k == 0 && run.headed) {
                    return nil
                }
                if block.pageBreak {
                    if fill.pageBreak(last: p + 1 == range.upperBound) {
                        guard pageStarts(p + 1, line: 0, of: 0) else { return nil }
                    }
                } else {
                    if fill.open(kind: kind, marked: block.marked, spacedScript: block.spacedScript) == .newPage {
                        guard pageStarts(p, line: 0, of: block.lines) else { return nil }
                    }
                    for line in 0..<block.lines where fill.line() {
                        guard pageStarts(p, line: line, of: block.lines) else { return nil }
                    }
                    fill.close(kind: kind, isHeading: isHeading)
                }
                p += 1
            }
            row += Int(run.count)
            r += 1
        }
        guard pages >= known.count else { return nil }
        return KnownPages(anchors: known.isEmpty ? [PageAnchor(paragraph: range.lowerBound, grapheme: 0)] : known, lineStarts: starts)
    }
}
